import CX11
import Testing
import TextAreaCore

@testable import X11TextArea

extension X11Tests {
    /// A key press is drawn, copied and flushed before anything else waiting is handled, and its timing is reported.
    @MainActor
    @Suite struct KeyPressFrameTests {
        @Test func keyPressFrameIsFlushedAndTimed() throws {
            let fixture = try WindowFixture(viewCount: 1)
            fixture.window.focus(fixture.views[0])
            fixture.settle()
            var timings: [(received: Double, flushed: Double)] = []
            fixture.window.keyPressFrameObserver = { received, flushed in timings.append((received, flushed)) }
            let framesBefore = fixture.window.frameCount
            let copiesBefore = fixture.window.copyCount
            let before = MonotonicClock.now()
            fixture.press(XK_a)
            #expect(fixture.views[0].textArea.text == "a")
            try #require(timings.count == 1)
            #expect(before <= timings[0].received && timings[0].received <= timings[0].flushed)
            #expect(timings[0].flushed <= MonotonicClock.now())
            #expect(fixture.window.frameCount > framesBefore && fixture.window.copyCount > copiesBefore)
            // A key release is no key press.
            var event = XEvent()
            event.xkey.type = KeyRelease
            event.xkey.display = fixture.connection.display
            event.xkey.window = fixture.window.windowID
            event.xkey.keycode = UInt32(XKeysymToKeycode(fixture.connection.display, KeySym(XK_a)))
            XSendEvent(fixture.connection.display, fixture.window.windowID, 0, KeyReleaseMask, &event)
            fixture.settle()
            #expect(timings.count == 1)
        }
    }
}
