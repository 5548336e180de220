import CX11
import Glibc
import Testing
import TextAreaCore
import X11Capture

@testable import X11TextArea

extension X11Tests {
    /// A password area in a real window: bullets drawn, no input context, no clipboard, PRIMARY or drag of its text.
    @MainActor
    @Suite struct SecureEntryWindowTests {
        /// The pixels of `view`'s frame in `image`, row by row.
        private func pixels(of view: TextAreaView, in image: RGBImage) -> [RGBPixel] {
            let frame = view.frame
            var result: [RGBPixel] = []
            for y in Int(frame.minY)..<Int(frame.maxY) {
                for x in Int(frame.minX)..<Int(frame.maxX) { result.append(image.pixel(x: x, y: y)) }
            }
            return result
        }

        @Test func aCaptureShowsOneBulletPerClusterNotTheText() throws {
            let fixture = try WindowFixture()
            let secure = fixture.views[0]
            let bullets = fixture.views[1]
            let password = "hunter2 سلام 👍🏽"
            // Neither view focused: no caret or focus ring tells them apart.
            fixture.window.focus(nil)
            secure.textArea.isSecureTextEntry = true
            secure.textArea.text = password
            bullets.textArea.text = String(repeating: TextArea.secureBullet, count: password.count)
            fixture.settle()
            let image = try fixture.window.captureFrame()
            if let path = ProcessInfoPath.screenshot { try PNGFile.write(image, to: path) }
            let shown = pixels(of: secure, in: image)
            #expect(shown.contains { $0 != .white }, "something is drawn")
            let sameAsBullets = shown == pixels(of: bullets, in: image)
            #expect(sameAsBullets, "the same pixels as the bullets typed as text")
            // Shown as text, the password draws differently.
            secure.textArea.isSecureTextEntry = false
            fixture.settle()
            let plain = try fixture.window.captureFrame()
            let differs = pixels(of: secure, in: plain) != shown
            #expect(differs)
        }

        @Test func theInputContextIsNotFocusedWhileASecureAreaIsEditing() throws {
            let fixture = try WindowFixture()
            let inputMethod = fixture.window.keyboard.inputMethod
            fixture.views[0].textArea.isSecureTextEntry = true
            fixture.window.focus(fixture.views[1])
            fixture.window.processEvents(maximumWait: 0)
            #expect(inputMethod.wantsFocus, "a plain area focuses the context")
            fixture.window.focus(fixture.views[0])
            fixture.window.processEvents(maximumWait: 0)
            #expect(!inputMethod.wantsFocus, "the secure area takes it away")
            fixture.press(XK_a)
            fixture.press(XK_b)
            #expect(fixture.views[0].textArea.text == "ab", "keys are still typed, from the keyboard map")
            fixture.press(XK_Tab)
            #expect(fixture.window.focusedView === fixture.views[1])
            #expect(inputMethod.wantsFocus)
        }

        @Test func copyCutPrimaryAndTheMenuAreRefused() throws {
            let fixture = try WindowFixture()
            let service = RecordingSelectionService()
            fixture.window.selectionService = service
            let view = fixture.views[0]
            view.textArea.isSecureTextEntry = true
            view.textArea.text = "hunter2"
            fixture.window.focus(view)
            fixture.press(XK_a, state: ControlMask)
            fixture.press(XK_c, state: ControlMask)
            fixture.press(XK_x, state: ControlMask)
            fixture.press(XK_Left, state: ShiftMask)
            #expect(service.ownedTexts.isEmpty, "nothing reached the clipboard")
            #expect(service.providers[.primary] == nil, "selecting did not claim PRIMARY")
            #expect(view.textArea.text == "hunter2", "cut deleted nothing")
            #expect(!ContextMenuItem.copy.isEnabled(in: view.textArea, clipboardHasText: true))
            #expect(!ContextMenuItem.cut.isEnabled(in: view.textArea, clipboardHasText: true))
            #expect(ContextMenuItem.paste.isEnabled(in: view.textArea, clipboardHasText: true))
            fixture.press(XK_v, state: ControlMask)
            try #require(service.requests.last).completion("pasted")
            #expect(view.textArea.text == "pasted2", "paste replaces the selection (\"hunter\")")
        }

        @Test func aPrimaryClaimedElsewhereIsNotServedFromASecureArea() throws {
            let fixture = try WindowFixture()
            let service = RecordingSelectionService()
            fixture.window.selectionService = service
            fixture.views[0].textArea.isSecureTextEntry = true
            fixture.views[0].textArea.text = "hunter2"
            fixture.views[1].textArea.text = "public"
            fixture.window.focus(fixture.views[1])
            fixture.press(XK_a, state: ControlMask)
            let provider = try #require(service.providers[.primary])
            #expect(provider() == "public")
            fixture.window.focus(fixture.views[0])
            fixture.press(XK_a, state: ControlMask)
            #expect(fixture.views[0].textArea.selectedRange == 0..<7)
            #expect(provider() == nil, "the window's PRIMARY refuses while the secure area is focused")
        }

        @Test func pressingOnTheSelectionStartsNoDrag() throws {
            let fixture = try WindowFixture()
            let view = fixture.views[0]
            view.textArea.isSecureTextEntry = true
            view.textArea.text = "hunter2"
            fixture.window.focus(view)
            fixture.press(XK_a, state: ControlMask)
            let start = fixture.point(in: view, at: 2)
            fixture.button(ButtonPress, Button1, at: start)
            fixture.motion(to: fixture.point(in: fixture.views[1], at: 0), state: Button1Mask)
            fixture.button(ButtonRelease, Button1, at: fixture.point(in: fixture.views[1], at: 0))
            #expect(fixture.views[1].textArea.text.isEmpty, "nothing was dropped in the other area")
            #expect(view.textArea.text == "hunter2")
        }
    }
}

/// Where a test writes the screenshot it looks at, when `TEXTAREA_SECURE_SCREENSHOT` names a path.
enum ProcessInfoPath {
    /// The path, or nil.
    static var screenshot: String? {
        getenv("TEXTAREA_SECURE_SCREENSHOT").map { String(cString: $0) }
    }
}
