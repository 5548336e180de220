import CX11
import Testing
import TextAreaCore

@testable import X11TextArea

extension X11Tests {
    /// After a key press's frame the loop pauses for the X server, unless another key press is already waiting,
    /// which it then handles at once; looking for one takes nothing from the queue.
    @MainActor
    @Suite struct KeyFrameYieldTests {
        /// Sends the fixture's window a synthetic key event of `type` for `keysym` through the server.
        private func send(_ type: Int32, _ keysym: Int32, to fixture: WindowFixture) {
            let display = fixture.connection.display
            var event = XEvent()
            event.xkey.type = type
            event.xkey.display = display
            event.xkey.window = fixture.window.windowID
            event.xkey.keycode = UInt32(XKeysymToKeycode(display, KeySym(keysym)))
            XSendEvent(display, fixture.window.windowID, 0, type == KeyPress ? KeyPressMask : KeyReleaseMask, &event)
        }

        @Test func aWaitingKeyPressSkipsThePauseAndStaysQueued() throws {
            let fixture = try WindowFixture(viewCount: 1)
            fixture.window.focus(fixture.views[0])
            fixture.settle()
            let display = fixture.connection.display

            // Only a release waits (as after a key's press): the loop pauses, and the release stays for the turn.
            send(KeyRelease, XK_a, to: fixture)
            XSync(display, 0)
            #expect(!KeyFrameYield.queueHoldsKeyPress(display))
            #expect(KeyFrameYield.wait(on: fixture.connection) > 0)
            #expect(XEventsQueued(display, QueuedAlready) >= 1, "the release is still queued")

            // A press waits behind it: found without taking anything, and no pause.
            send(KeyPress, XK_b, to: fixture)
            XSync(display, 0)
            let queued = XEventsQueued(display, QueuedAlready)
            #expect(KeyFrameYield.queueHoldsKeyPress(display))
            #expect(XEventsQueued(display, QueuedAlready) == queued, "nothing left the queue")
            #expect(KeyFrameYield.wait(on: fixture.connection) == 0)

            // The turn then handles both: the press types.
            fixture.settle()
            #expect(fixture.views[0].textArea.text == "b")
            #expect(!KeyFrameYield.queueHoldsKeyPress(display))
        }
    }
}
