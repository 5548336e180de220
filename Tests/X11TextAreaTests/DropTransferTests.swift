import CX11
import Testing
import TextAreaCore

@testable import X11TextArea

extension X11Tests {
    /// Text dropped by another program, read as a paste is: whole however large (one property longer than any read, or INCR), in bounded pieces while the loop keeps turning, and reported taken only when all of it landed.
    ///
    /// The window runs in the test's process with the real clipboard; the
    /// source is an XDND client on its own connection. What is checked is the
    /// work each call did and the order of events, never time.
    @MainActor
    @Suite struct DropTransferTests {
        /// The clipboard's read budget for these tests: small, so every drop takes many reads.
        static let readBudget = 1 << 16

        /// A window with one area holding `text` and the real clipboard with a small read budget.
        private func start(text: String) throws -> (fixture: WindowFixture, clipboard: X11Clipboard, area: TextArea) {
            let fixture = try WindowFixture(viewCount: 1, width: 500, height: 300)
            let clipboard = X11Clipboard(connection: fixture.connection)
            clipboard.readBudgetPerCall = Self.readBudget
            fixture.window.selectionService = clipboard
            let area = fixture.views[0].textArea
            area.text = text
            fixture.settle()
            return (fixture, clipboard, area)
        }

        /// Drags `source` over the caret position `offset` of the area with `action`, and requires the window to accept it there.
        private func drag(
            _ source: XdndTestSource, to offset: Int, in fixture: WindowFixture, action: String = "XdndActionCopy"
        ) throws {
            let window = fixture.window.windowID
            source.enter(window)
            let point = fixture.point(in: fixture.views[0], at: offset)
            source.sendPosition(window, x: point.x, y: point.y, action: action)
            let answered = fixture.runTurns(timeout: 30) {
                source.service()
                return source.status != nil
            }
            try #require(answered.done, "the window did not answer XdndPosition")
            try #require(source.status?.accepted == true, "the window refused the drag")
        }

        /// Drops and runs the window's turns until the source hears XdndFinished; returns what the turns did.
        private func drop(
            _ source: XdndTestSource, on fixture: WindowFixture, counting clipboard: X11Clipboard,
            whileRunning check: () -> Void = {}
        ) throws -> TurnTally {
            source.sendDrop(fixture.window.windowID)
            let finished = fixture.runTurns(counting: clipboard, timeout: 120) {
                source.service()
                check()
                return source.finished != nil
            }
            try #require(finished.done, "no XdndFinished: \(String(describing: clipboard.lastFailure))")
            return finished.tally
        }

        @Test func aDropLongerThanAnyOneReadLandsWholeAndIsReportedMovedWhileTheLoopTurns() throws {
            let (fixture, clipboard, area) = try start(text: "[]")
            // 3 MiB in one property, written in 1 MiB pieces: 48 reads of the budget, none of which may be skipped.
            let text = ClipboardSamples.large(megabytes: 3)
            let source = try XdndTestSource(
                display: X11TestEnvironment.displayName(), bytes: Array(text.utf8), types: ["UTF8_STRING"],
                serving: .appended(pieceBytes: 1 << 20))
            try drag(source, to: 1, in: fixture, action: "XdndActionMove")
            let pinger = try WindowPinger(display: X11TestEnvironment.displayName())
            var ping: Int?
            var answeredBeforeLanding = false
            let tally = try drop(source, on: fixture, counting: clipboard) {
                if ping == nil, clipboard.statistics.bytesTransferred > 0 {
                    ping = pinger.send(to: fixture.window.windowID)
                }
                if let ping, pinger.isAnswered(ping), source.finished == nil { answeredBeforeLanding = true }
            }
            let finished = try #require(source.finished)
            #expect(finished.accepted && finished.action == source.atom("XdndActionMove"))
            #expect(mismatch(Array(area.text.utf8), Array(("[" + text + "]").utf8)) == nil)
            #expect(clipboard.statistics.mostBytesInOneCall <= Self.readBudget)
            #expect(tally.bytes >= text.utf8.count && tally.mostBytesInOneTurn <= 3 * Self.readBudget)
            #expect(answeredBeforeLanding, "a ping sent once the reading began was answered before the text landed")
            fixture.press(XK_z, state: ControlMask)
            #expect(area.text == "[]", "one Ctrl+Z takes the whole drop away")
        }

        @Test func anIncrDropLandsWhole() throws {
            let (fixture, clipboard, area) = try start(text: "ab")
            let text = ClipboardSamples.large(megabytes: 2)
            let source = try XdndTestSource(
                display: X11TestEnvironment.displayName(), bytes: Array(text.utf8),
                types: ["text/plain;charset=utf-8"], serving: .incremental(chunkBytes: 256 << 10))
            try drag(source, to: 1, in: fixture)
            _ = try drop(source, on: fixture, counting: clipboard)
            let finished = try #require(source.finished)
            #expect(finished.accepted && finished.action == source.atom("XdndActionCopy"))
            #expect(mismatch(Array(area.text.utf8), Array(("a" + text + "b").utf8)) == nil)
            #expect(clipboard.statistics.incrementalReceives == 1)
            #expect(source.chunksSent == (text.utf8.count + (256 << 10) - 1) / (256 << 10) + 1)
            #expect(clipboard.statistics.mostBytesInOneCall <= Self.readBudget)
        }

        @Test(arguments: [false, true])
        func aDropOverTheLimitIsRefusedWholeAndReportedNotTaken(incremental: Bool) throws {
            let (fixture, clipboard, area) = try start(text: "kept")
            clipboard.maximumTransferBytes = 1 << 20
            let bytes = [UInt8](repeating: UInt8(ascii: "x"), count: (1 << 20) + 1)
            let source = try XdndTestSource(
                display: X11TestEnvironment.displayName(), bytes: bytes, types: ["UTF8_STRING"],
                serving: incremental ? .incremental(chunkBytes: 128 << 10) : .appended(pieceBytes: 512 << 10))
            try drag(source, to: 4, in: fixture, action: "XdndActionMove")
            _ = try drop(source, on: fixture, counting: clipboard)
            let finished = try #require(source.finished)
            #expect(!finished.accepted && finished.action == 0, "the source keeps its copy")
            #expect(area.text == "kept")
            #expect(clipboard.lastFailure == .tooLarge(limit: 1 << 20))
        }

        @Test func aSilentSourceIsGivenUpAndTheNextDropIsTaken() throws {
            let (fixture, clipboard, area) = try start(text: "kept")
            clipboard.timeout = 0.2
            let display = try X11TestEnvironment.displayName()
            let silent = try XdndTestSource(display: display, text: "never", types: ["UTF8_STRING"], serving: .silent)
            try drag(silent, to: 0, in: fixture)
            _ = try drop(silent, on: fixture, counting: clipboard)
            #expect(silent.finished?.accepted == false)
            #expect(clipboard.lastFailure == .timedOut)
            #expect(area.text == "kept")

            let next = try XdndTestSource(display: display, text: "now ", types: ["UTF8_STRING"])
            try drag(next, to: 0, in: fixture)
            _ = try drop(next, on: fixture, counting: clipboard)
            #expect(next.finished?.accepted == true)
            #expect(area.text == "now kept")
        }

        @Test func aDropCutByTheLengthLimitIsReportedNotTaken() throws {
            let (fixture, clipboard, area) = try start(text: "abc")
            area.maxLength = 6
            let source = try XdndTestSource(
                display: X11TestEnvironment.displayName(), text: "123456", types: ["UTF8_STRING"])
            try drag(source, to: 3, in: fixture, action: "XdndActionMove")
            _ = try drop(source, on: fixture, counting: clipboard)
            let finished = try #require(source.finished)
            #expect(area.text == "abc123", "as much as the limit allows lands")
            #expect(!finished.accepted && finished.action == 0, "a move would delete text that did not land")
        }
    }
}
