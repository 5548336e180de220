import CX11
import Testing
import TextAreaCore

@testable import X11TextArea

extension X11Tests {
    /// The window's side of the clipboard: what reaches the selection service, and pasting what comes back.
    @MainActor
    @Suite struct WindowClipboardTests {
        @Test func copyCutAndPasteGoThroughTheService() throws {
            let fixture = try WindowFixture()
            let service = RecordingSelectionService()
            fixture.window.selectionService = service
            let area = fixture.views[0].textArea
            area.text = "hello"
            fixture.window.focus(fixture.views[0])
            fixture.press(XK_a, state: ControlMask)
            fixture.press(XK_c, state: ControlMask)
            #expect(service.ownedTexts[.clipboard] == "hello")
            fixture.press(XK_v, state: ControlMask)
            let request = try #require(service.requests.last)
            #expect(request.pasteboard == .clipboard)
            request.completion("XY")
            #expect(area.text == "XY")
            fixture.press(XK_a, state: ControlMask)
            fixture.press(XK_x, state: ControlMask)
            #expect(service.ownedTexts[.clipboard] == "XY" && area.text.isEmpty)
        }

        @Test func keyboardAndMouseSelectionsOwnPrimaryWithTheLiveSelection() throws {
            let fixture = try WindowFixture()
            let service = RecordingSelectionService()
            fixture.window.selectionService = service
            let view = fixture.views[0]
            view.textArea.text = "hello world"
            fixture.window.focus(view)
            fixture.press(XK_Home)
            fixture.press(XK_Right, state: ShiftMask)
            fixture.press(XK_Right, state: ShiftMask)
            let provider = try #require(service.providers[.primary])
            #expect(provider() == "he", "the provider serves the selection as it is now")
            fixture.press(XK_Right, state: ShiftMask)
            #expect(provider() == "hel")
            service.providers[.primary] = nil
            // A drag selects and, on release, owns PRIMARY.
            fixture.button(ButtonPress, Button1, at: fixture.point(in: view, at: 6))
            fixture.motion(to: fixture.point(in: view, at: 11), state: Button1Mask)
            #expect(service.providers[.primary] == nil, "not before the button is released")
            fixture.button(ButtonRelease, Button1, at: fixture.point(in: view, at: 11))
            let dragged = try #require(service.providers[.primary])
            #expect(dragged() == "world")
            // Once nothing is selected the provider refuses.
            fixture.press(XK_End)
            #expect(dragged() == nil)
        }

        @Test func middleClickPastesPrimaryAtTheClickedPoint() throws {
            let fixture = try WindowFixture()
            let service = RecordingSelectionService()
            fixture.window.selectionService = service
            let second = fixture.views[1]
            second.textArea.text = "ab cd"
            fixture.button(ButtonPress, Button2, at: fixture.point(in: second, at: 3))
            #expect(fixture.window.focusedView === second)
            let request = try #require(service.requests.last)
            #expect(request.pasteboard == .primary)
            request.completion("Z")
            #expect(second.textArea.text == "ab Zcd")
        }

        @Test func withoutAServiceCopyAndPasteDoNothing() throws {
            let fixture = try WindowFixture()
            let area = fixture.views[0].textArea
            area.text = "kept"
            fixture.window.focus(fixture.views[0])
            fixture.press(XK_a, state: ControlMask)
            fixture.press(XK_x, state: ControlMask)
            #expect(area.text.isEmpty, "cut still deletes")
            fixture.press(XK_v, state: ControlMask)
            fixture.button(ButtonPress, Button2, at: fixture.point(in: fixture.views[0], at: 0))
            #expect(area.text.isEmpty)
        }
    }
}
