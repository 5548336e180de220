import CX11
import Testing
import TextAreaCore

@testable import X11TextArea

extension X11Tests {
    /// The input context is focused exactly while the window has the keyboard focus and an area is editing.
    @MainActor
    @Suite struct InputContextFocusTests {
        private func focusChange(_ fixture: WindowFixture, gained: Bool) {
            var event = XEvent()
            event.xfocus.type = gained ? FocusIn : FocusOut
            event.xfocus.display = fixture.connection.display
            event.xfocus.window = fixture.window.windowID
            event.xfocus.mode = NotifyNormal
            event.xfocus.detail = NotifyNonlinear
            fixture.window.dispatch(&event)
        }

        @Test func contextFocusFollowsWindowAndAreaFocus() throws {
            let fixture = try WindowFixture()
            let inputMethod = fixture.window.keyboard.inputMethod
            #expect(inputMethod.hasContext, "Xlib's own input method gives a context")
            #expect(fixture.window.inputMethodStyle == .root)
            #expect(!fixture.window.usesInputMethodServer)
            fixture.window.processEvents(maximumWait: 0)
            #expect(inputMethod.wantsFocus, "the first area is editing since the window was shown")
            fixture.window.focus(nil)
            fixture.window.processEvents(maximumWait: 0)
            #expect(!inputMethod.wantsFocus, "no area is editing")
            fixture.window.focus(fixture.views[0])
            fixture.window.processEvents(maximumWait: 0)
            #expect(inputMethod.wantsFocus)
            focusChange(fixture, gained: false)
            #expect(!inputMethod.wantsFocus, "the window lost the keyboard focus")
            focusChange(fixture, gained: true)
            #expect(inputMethod.wantsFocus)
            fixture.press(XK_Escape)
            #expect(!inputMethod.wantsFocus, "editing ended")
            fixture.press(XK_Tab)
            #expect(inputMethod.wantsFocus)
        }
    }
}
