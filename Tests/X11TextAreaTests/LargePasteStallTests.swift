import CX11
import Testing
import TextAreaCore

@testable import X11TextArea

extension X11Tests {
    /// A hostile clipboard owner offering far more text than anyone types: xclip serves it by INCR, Ctrl+V pastes it into a window with the real clipboard.
    ///
    /// The text must land whole as one undo step, and the event loop must
    /// keep turning through the transfer, the paste and the idle wrapping
    /// after it. What is checked is the work each step did and the order of
    /// events, never time: no clipboard call reads more than its budget, no
    /// turn more than three such pieces, a ping sent mid-transfer is
    /// answered before the text lands, and one sent as the wrapping begins
    /// is answered while it goes on. How long the turns take is measured by
    /// `textarea-bench --x11 paste` in a release build.
    @MainActor
    @Suite struct LargePasteStallTests {
        /// The size offered: 100 MB, far more than a turn could copy or decode without holding up the loop.
        static let megabytes = 100
        /// The clipboard's read budget for the test: a sixteenth of xclip's chunks (1 MiB), so each chunk is read in pieces over several turns.
        static let readBudget = 1 << 16

        @Test func aHugeIncrPasteLandsWholeAsOneUndoStepWithoutStallingTheLoop() throws {
            let fixture = try WindowFixture(viewCount: 1, width: 600, height: 400)
            let clipboard = X11Clipboard(connection: fixture.connection)
            clipboard.readBudgetPerCall = Self.readBudget
            fixture.window.selectionService = clipboard
            let view = fixture.views[0]
            let area = view.textArea
            area.text = "[]"
            fixture.window.focus(view)
            area.selectedRange = 1..<1
            let pinger = try WindowPinger(display: X11TestEnvironment.displayName())
            let windowID = fixture.window.windowID

            let scratch = ScratchDirectory()
            let path = scratch.file("offer.txt")
            let text = ClipboardSamples.large(megabytes: Self.megabytes)
            writeFile(path, Array(text.utf8))
            let xclip = try BackgroundProcess(
                "xclip", ["-i", "-selection", "clipboard", "-quiet", "-loops", "1", path],
                display: X11TestEnvironment.displayName())
            let atom = XInternAtom(fixture.connection.display, "CLIPBOARD", 0)
            let owned = fixture.runTurns(servicing: xclip, timeout: 10) {
                let owner = XGetSelectionOwner(fixture.connection.display, atom)
                return owner != 0 && owner != clipboard.window
            }
            try #require(
                owned.done, "xclip did not take the clipboard: \(String(decoding: xclip.errorOutput, as: UTF8.self))")

            // The transfer: once the first chunk is in, a ping goes to the window.
            let expected = "[" + text + "]"
            let hasLanded = { area.utf8Count == expected.utf8.count }
            fixture.sendKey(XK_v, state: ControlMask)
            let started = fixture.runTurns(servicing: xclip, counting: clipboard, timeout: 60) {
                clipboard.statistics.incrementalChunksReceived >= 1 || hasLanded()
            }
            try #require(started.done, "no chunk came: \(String(describing: clipboard.lastFailure))")
            let transferPing = pinger.send(to: windowID)
            var chunksWhenAnswered: Int?
            let paste = fixture.runTurns(servicing: xclip, counting: clipboard, timeout: 300) {
                if chunksWhenAnswered == nil && pinger.isAnswered(transferPing) && !hasLanded() {
                    chunksWhenAnswered = clipboard.statistics.incrementalChunksReceived
                }
                return hasLanded()
            }
            try #require(
                paste.done,
                "the paste did not land: \(area.utf8Count) bytes; \(String(describing: clipboard.lastFailure))")
            #expect(mismatch(area.text, expected) == nil)
            let statistics = clipboard.statistics
            #expect(statistics.incrementalReceives == 1, "xclip sent it by INCR")
            let transfer = started.tally.combined(with: paste.tally)
            #expect(transfer.bytes == statistics.bytesTransferred && transfer.bytes >= text.utf8.count)
            #expect(
                statistics.mostBytesInOneCall <= Self.readBudget, "a call read \(statistics.mostBytesInOneCall) bytes")
            // A turn reads a piece where it handles a chunk's arrival and one at each of its two looks at the
            // deadlines, where a chunk read in part is continued; the next chunk arrives only once this one is read.
            #expect(
                transfer.mostBytesInOneTurn <= 3 * Self.readBudget,
                "a turn read \(transfer.mostBytesInOneTurn) bytes")
            #expect(
                chunksWhenAnswered != nil,
                "the ping sent after the first chunk was answered before the text landed")
            // The paste's own turn wrapped what the window shows and left the rest for idle time.
            #expect(area.hasPendingLayout)

            // The idle wrapping: a ping sent as it begins is answered while it goes on.
            let wrappingPing = pinger.send(to: windowID)
            var pendingWhenAnswered: Bool?
            let wrapping = fixture.runTurns(timeout: 600) {
                if pendingWhenAnswered == nil && pinger.isAnswered(wrappingPing) {
                    pendingWhenAnswered = area.hasPendingLayout
                }
                return !area.hasPendingLayout
            }
            #expect(wrapping.done, "the pasted text was never wrapped whole")
            #expect(pendingWhenAnswered == true, "the ping was answered while the wrapping went on")
            #expect(wrapping.tally.turns > 1, "the wrapping took \(wrapping.tally.turns) turns")

            // Undo and redo, each handled in the turn of its key.
            fixture.press(XK_z, state: ControlMask)
            #expect(area.text == "[]", "one Ctrl+Z takes the whole paste away")
            fixture.press(XK_z, state: ControlMask | ShiftMask)
            #expect(hasLanded() && mismatch(area.text, expected) == nil, "Ctrl+Shift+Z brings it back whole")
            #expect(area.hasPendingLayout, "the redo wrapped what the window shows and left the rest for idle time")
            print(
                "paste: \(text.utf8.count) bytes from xclip in \(statistics.incrementalChunksReceived) chunks over "
                    + "\(transfer.turns) turns, at most \(transfer.mostBytesInOneTurn) bytes in a turn and "
                    + "\(statistics.mostBytesInOneCall) in a call; the ping was answered after chunk "
                    + "\(chunksWhenAnswered ?? -1); wrapped in \(wrapping.tally.turns) turns")
            _ = fixture.runTurns(servicing: xclip, timeout: 5) { xclip.hasExited }
        }
    }
}
