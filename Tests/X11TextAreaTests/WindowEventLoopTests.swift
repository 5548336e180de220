import CX11
import Testing
import TextAreaCore

@testable import X11TextArea

extension X11Tests {
    /// The window's event loop: Expose coalescing, resizes, repainting after keys, idle layout, deadlines and closing.
    @MainActor
    @Suite struct WindowEventLoopTests {
        /// Sends `event` to the fixture's window through the server, selected by `mask`.
        private func send(_ event: inout XEvent, mask: Int, to fixture: WindowFixture) {
            XSendEvent(fixture.connection.display, fixture.window.windowID, 0, mask, &event)
        }

        @Test func aBurstOfExposeEventsIsCopiedOnceWithoutRedrawing() throws {
            let fixture = try WindowFixture()
            let frames = fixture.window.frameCount
            let copies = fixture.window.copyCount
            for index in 0..<20 {
                var event = XEvent()
                event.xexpose.type = Expose
                event.xexpose.window = fixture.window.windowID
                event.xexpose.x = Int32(index * 10)
                event.xexpose.width = 10
                event.xexpose.height = 10
                event.xexpose.count = Int32(19 - index)
                send(&event, mask: ExposureMask, to: fixture)
            }
            fixture.connection.sync()
            fixture.window.processEvents(maximumWait: 0)
            #expect(fixture.window.copyCount == copies + 1)
            #expect(fixture.window.frameCount == frames, "the back buffer still holds the frame")
        }

        @Test func eachKeyPressIsDrawnAtOnce() throws {
            let fixture = try WindowFixture()
            fixture.window.focus(fixture.views[0])
            fixture.settle()
            let frames = fixture.window.frameCount
            let copies = fixture.window.copyCount
            let display = fixture.connection.display
            for keysym in [XK_a, XK_b, XK_c] {
                var event = XEvent()
                event.xkey.type = KeyPress
                event.xkey.display = display
                event.xkey.window = fixture.window.windowID
                event.xkey.root = fixture.connection.rootWindow
                event.xkey.keycode = UInt32(XKeysymToKeycode(display, KeySym(keysym)))
                event.xkey.same_screen = 1
                send(&event, mask: KeyPressMask, to: fixture)
            }
            fixture.connection.sync()
            // All three presses are queued before the loop runs; each still gets its own frame.
            fixture.window.processEvents(maximumWait: 0)
            #expect(fixture.views[0].textArea.text == "abc")
            #expect(fixture.window.frameCount == frames + 3)
            #expect(fixture.window.copyCount == copies + 3)
        }

        @Test func movesAreIgnoredAndResizesLayOutAgain() throws {
            let fixture = try WindowFixture(width: 400, height: 300)
            let layouts = fixture.window.layoutCount
            XMoveWindow(fixture.connection.display, fixture.window.windowID, 30, 40)
            fixture.settle()
            #expect(fixture.window.layoutCount == layouts, "a ConfigureNotify without a new size changes nothing")
            XResizeWindow(fixture.connection.display, fixture.window.windowID, 320, 200)
            fixture.settle()
            #expect(fixture.window.layoutCount == layouts + 1)
            #expect(fixture.window.size == Size(width: 320, height: 200))
            #expect(fixture.window.backBuffer.width == 320 && fixture.window.backBuffer.height == 200)
            #expect(fixture.views[0].frame.width == 300 && fixture.views[0].textArea.size.width == 300)
        }

        @Test func pendingLayoutFinishesInIdleSlices() throws {
            let fixture = try WindowFixture()
            let area = fixture.views[0].textArea
            let paragraph = String(repeating: "word ", count: 60)
            area.load(TextStorage(Array(repeating: paragraph, count: 6000).joined(separator: "\n")))
            fixture.window.renderFrame()
            try #require(area.hasPendingLayout, "only the visible lines are wrapped at first")
            var slices = 0
            while area.hasPendingLayout && slices < 10_000 {
                fixture.window.processEvents(maximumWait: 0)
                slices += 1
            }
            #expect(!area.hasPendingLayout)
            #expect(slices > 1, "the work was cut into slices")
        }

        @Test func theSelectionServiceIsTickedAtItsDeadline() throws {
            let fixture = try WindowFixture()
            let service = RecordingSelectionService()
            fixture.window.selectionService = service
            let delay = 0.05
            service.nextDeadline = MonotonicClock.now() + delay
            fixture.window.processEvents(maximumWait: 0)
            #expect(service.tickCount == 0)
            // A maximum wait far beyond the deadline: each wait must end at the deadline instead.
            let maximumWait = 30.0
            var longestWaitLimit = 0.0
            var turns = 0
            while service.tickCount == 0 && turns < 100 {
                fixture.window.lastWaitLimit = nil
                fixture.window.processEvents(maximumWait: maximumWait)
                longestWaitLimit = max(longestWaitLimit, fixture.window.lastWaitLimit ?? 0)
                turns += 1
            }
            #expect(service.tickCount == 1)
            #expect(longestWaitLimit <= delay, "the loop waited up to \(longestWaitLimit) s, past the deadline")
        }

        @Test func timersRunOnTheLoop() throws {
            let fixture = try WindowFixture()
            var fired = false
            fixture.window.scheduleTimer(after: 0.05) { fired = true }
            // Due before the other: had it not been cancelled, it would have run by the time the other did.
            let cancelled = fixture.window.scheduleTimer(after: 0.01) { Issue.record("a cancelled timer ran") }
            fixture.window.cancelTimer(cancelled)
            let ran = fixture.runTurns(timeout: 30) { fired }
            #expect(ran.done)
        }

        @Test func deleteWindowRequestCallsTheHandlerOrCloses() throws {
            let fixture = try WindowFixture()
            func requestClose() {
                let display = fixture.connection.display
                var event = XEvent()
                event.xclient.type = ClientMessage
                event.xclient.window = fixture.window.windowID
                event.xclient.message_type = XInternAtom(display, "WM_PROTOCOLS", 0)
                event.xclient.format = 32
                event.xclient.data.l.0 = Int(bitPattern: XInternAtom(display, "WM_DELETE_WINDOW", 0))
                send(&event, mask: 0, to: fixture)
                fixture.settle()
            }
            var asked = 0
            fixture.window.closeRequestHandler = { asked += 1 }
            requestClose()
            #expect(asked == 1 && !fixture.window.isClosed)
            fixture.window.closeRequestHandler = nil
            requestClose()
            #expect(fixture.window.isClosed)
        }
    }
}
