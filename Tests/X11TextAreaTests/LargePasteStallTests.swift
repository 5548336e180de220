import CX11
import Testing
import TextAreaCore

@testable import X11TextArea

extension X11Tests {
    /// A hostile clipboard owner offering far more text than anyone types: xclip serves it by INCR, Ctrl+V pastes it into a window with the real clipboard.
    ///
    /// The text must land whole as one undo step, and no turn of the event
    /// loop may work longer than 50 ms (see ``LongestTurn``), through the
    /// transfer, the paste itself, the idle wrapping after it, the undo and
    /// the redo. `textarea-bench --x11 paste` measures the same in a release
    /// build.
    @Suite struct LargePasteStallTests {
        /// The size offered: 100 MB, far more than copying or decoding in one turn could take within the limit.
        static let megabytes = 100

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
            let xclip = try BackgroundProcess(
                "xclip", ["-i", "-selection", "clipboard", "-quiet", "-loops", "1", path],
                display: X11TestEnvironment.displayName())
            let atom = XInternAtom(fixture.connection.display, "CLIPBOARD", 0)
            let owned = fixture.runLoop(servicing: xclip, timeout: 10) {
                let owner = XGetSelectionOwner(fixture.connection.display, atom)
                return owner != 0 && owner != clipboard.window
            }
            try #require(
                owned.done, "xclip did not take the clipboard: \(String(decoding: xclip.errorOutput, as: UTF8.self))")

            let expected = "[" + text + "]"
            let start = MonotonicClock.now()
            LongestTurn.reset(fixture.window)
            fixture.press(XK_v, state: ControlMask)
            let pressTurn = LongestTurn(of: fixture.window)
            let paste = fixture.runLoop(servicing: xclip, timeout: TimingBudget.seconds(60)) {
                area.utf8Count == expected.utf8.count
            }
            let landed = MonotonicClock.now() - start
            try #require(
                paste.done,
                "the paste did not land: \(area.utf8Count) bytes; \(String(describing: clipboard.lastFailure))")
            #expect(mismatch(area.text, expected) == nil)
            #expect(clipboard.statistics.incrementalReceives == 1, "xclip sent it by INCR")
            let pasteTurn = pressTurn.combined(with: paste.longestTurn)
            #expect(pasteTurn.isWithinLimits, "a turn worked \(pasteTurn) during the transfer and paste")

            let wrapping = fixture.runLoop(timeout: TimingBudget.seconds(60)) { !area.hasPendingLayout }
            #expect(wrapping.done, "the pasted text was not wrapped within \(TimingBudget.seconds(60)) s")
            #expect(
                wrapping.longestTurn.isWithinLimits, "a turn worked \(wrapping.longestTurn) while wrapping in idle time"
            )

            LongestTurn.reset(fixture.window)
            fixture.press(XK_z, state: ControlMask)
            let undoPress = LongestTurn(of: fixture.window)
            let undo = fixture.runLoop(timeout: TimingBudget.seconds(10)) { area.utf8Count == 2 }
            #expect(undo.done && area.text == "[]", "one Ctrl+Z takes the whole paste away")
            let undoTurn = undoPress.combined(with: undo.longestTurn)
            #expect(undoTurn.isWithinLimits, "undo: \(undoTurn)")
            LongestTurn.reset(fixture.window)
            fixture.press(XK_z, state: ControlMask | ShiftMask)
            let redoPress = LongestTurn(of: fixture.window)
            let redo = fixture.runLoop(timeout: TimingBudget.seconds(10)) { area.utf8Count == expected.utf8.count }
            #expect(redo.done && mismatch(area.text, expected) == nil, "Ctrl+Shift+Z brings it back whole")
            let redoTurn = redoPress.combined(with: redo.longestTurn)
            #expect(redoTurn.isWithinLimits, "redo: \(redoTurn)")
            print(
                "paste: \(text.utf8.count) bytes from xclip by INCR landed in \(milliseconds(landed)) ms; longest turn "
                    + "\(pasteTurn) (transfer and paste), \(wrapping.longestTurn) (idle wrapping), "
                    + "undo \(undoTurn), redo \(redoTurn)")
            _ = fixture.runLoop(servicing: xclip, timeout: 5) { xclip.hasExited }
        }
    }
}
