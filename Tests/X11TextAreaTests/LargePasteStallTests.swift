import CX11
import Testing
import TextAreaCore
@testable import X11TextArea

extension X11Tests {
    /// A hostile clipboard owner offering far more text than anyone types: xclip serves it by INCR, Ctrl+V pastes it into a window with the real clipboard.
    ///
    /// The text must land whole as one undo step, and no turn of the event
    /// loop may work longer than 50 ms (scaled for slow builds), through the
    /// transfer, the paste itself, the idle wrapping after it, the undo and
    /// the redo. `textarea-bench --x11 paste` measures the same in a release
    /// build.
    @Suite struct LargePasteStallTests {
        /// The longest one turn may work.
        static let turnLimit = TimingBudget.seconds(0.05)
        /// The size offered: 100 MB, far more than copying or decoding in one turn could take within the limit.
        static let megabytes = 100

        /// Runs the window's loop until `condition` holds or `timeout` passes; returns whether it held and the longest turn meanwhile.
        private func run(_ fixture: WindowFixture, xclip: BackgroundProcess? = nil, timeout: Double,
                         until condition: () -> Bool) -> (done: Bool, longestTurn: Double) {
            fixture.window.longestBusyInterval = 0
            let deadline = MonotonicClock.now() + timeout
            while !condition() {
                if MonotonicClock.now() > deadline { return (false, fixture.window.longestBusyInterval) }
                xclip?.service()
                fixture.window.processEvents(maximumWait: 0.02)
            }
            return (true, fixture.window.longestBusyInterval)
        }

        @Test func aHugeIncrPasteLandsWholeAsOneUndoStepWithoutStallingTheLoop() throws {
            let fixture = try WindowFixture(viewCount: 1, width: 600, height: 400)
            let clipboard = X11Clipboard(connection: fixture.connection)
            fixture.window.selectionService = clipboard
            let view = fixture.views[0]
            let area = view.textArea
            area.text = "[]"
            fixture.window.focus(view)
            area.selectedRange = 1..<1

            let scratch = ScratchDirectory()
            let path = scratch.file("offer.txt")
            let text = ClipboardSamples.large(megabytes: Self.megabytes)
            writeFile(path, Array(text.utf8))
            let xclip = try BackgroundProcess("xclip", ["-i", "-selection", "clipboard", "-quiet", "-loops", "1", path],
                                              display: X11TestEnvironment.displayName())
            let atom = XInternAtom(fixture.connection.display, "CLIPBOARD", 0)
            let owned = run(fixture, xclip: xclip, timeout: 10) {
                let owner = XGetSelectionOwner(fixture.connection.display, atom)
                return owner != 0 && owner != clipboard.window
            }
            try #require(owned.done, "xclip did not take the clipboard: \(String(decoding: xclip.errorOutput, as: UTF8.self))")

            let expected = "[" + text + "]"
            let start = MonotonicClock.now()
            fixture.window.longestBusyInterval = 0
            fixture.press(XK_v, state: ControlMask)
            let pressTurn = fixture.window.longestBusyInterval
            let paste = run(fixture, xclip: xclip, timeout: TimingBudget.seconds(60)) { area.utf8Count == expected.utf8.count }
            let landed = MonotonicClock.now() - start
            try #require(paste.done, "the paste did not land: \(area.utf8Count) bytes; \(String(describing: clipboard.lastFailure))")
            #expect(mismatch(area.text, expected) == nil)
            #expect(clipboard.statistics.incrementalReceives == 1, "xclip sent it by INCR")
            let pasteTurn = max(pressTurn, paste.longestTurn)
            #expect(pasteTurn < Self.turnLimit, "a turn worked \(milliseconds(pasteTurn)) ms during the transfer and paste")

            let wrapping = run(fixture, timeout: TimingBudget.seconds(60)) { !area.hasPendingLayout }
            #expect(wrapping.done, "the pasted text was not wrapped within \(TimingBudget.seconds(60)) s")
            #expect(wrapping.longestTurn < Self.turnLimit,
                    "a turn worked \(milliseconds(wrapping.longestTurn)) ms while wrapping in idle time")

            fixture.press(XK_z, state: ControlMask)
            let undo = run(fixture, timeout: TimingBudget.seconds(10)) { area.utf8Count == 2 }
            #expect(undo.done && area.text == "[]", "one Ctrl+Z takes the whole paste away")
            #expect(max(undo.longestTurn, fixture.window.lastBusyInterval) < Self.turnLimit,
                    "undo: \(milliseconds(undo.longestTurn)) ms")
            fixture.press(XK_z, state: ControlMask | ShiftMask)
            let redoTurn = fixture.window.lastBusyInterval
            let redo = run(fixture, timeout: TimingBudget.seconds(10)) { area.utf8Count == expected.utf8.count }
            #expect(redo.done && mismatch(area.text, expected) == nil, "Ctrl+Shift+Z brings it back whole")
            #expect(max(redoTurn, redo.longestTurn) < Self.turnLimit, "redo: \(milliseconds(max(redoTurn, redo.longestTurn))) ms")
            print("paste: \(text.utf8.count) bytes from xclip by INCR landed in \(milliseconds(landed)) ms; longest turn "
                  + "\(milliseconds(pasteTurn)) ms (transfer and paste), \(milliseconds(wrapping.longestTurn)) ms "
                  + "(idle wrapping), undo \(milliseconds(undo.longestTurn)) ms, redo \(milliseconds(redoTurn)) ms")
            _ = run(fixture, xclip: xclip, timeout: 5) { xclip.hasExited }
        }
    }
}
