import CX11
import Testing
import TextAreaCore

@testable import X11TextArea

extension X11Tests {
    /// Copying and serving large text: the copy shares the document's chunks, and each target is encoded a chunk at a time as the INCR transfer goes.
    @Suite struct ClipboardLargeServingTests {
        @Test func copyingAHugeSelectionAndServingItNeverStallsTheLoop() throws {
            let fixture = try WindowFixture(viewCount: 1, width: 600, height: 400)
            let clipboard = X11Clipboard(connection: fixture.connection)
            fixture.window.selectionService = clipboard
            let view = fixture.views[0]
            let text = ClipboardSamples.large(megabytes: 24)
            view.textArea.load(TextStorage(text))
            fixture.window.focus(view)
            fixture.press(XK_a, state: ControlMask)
            fixture.press(XK_c, state: ControlMask)
            let copyTurn = LongestTurn.last(of: fixture.window)
            #expect(clipboard.owns(.clipboard))
            #expect(copyTurn.isWithinLimits, "the copy took \(copyTurn) in one turn")
            // Later edits, even inside a chunk the copy shares, do not reach it.
            let middle = view.textArea.textStorage.characterBoundary(atOrBefore: text.utf8.count / 2)
            view.textArea.selectedRange = middle..<middle
            view.textArea.insertText("edited after the copy")
            view.textArea.selectedRange = 0..<0
            view.textArea.deleteForward()

            let display = try X11TestEnvironment.displayName()
            let utf8Reader = try BackgroundProcess("xclip", ["-o", "-selection", "clipboard"], display: display)
            let utf8Serving = fixture.runLoop(servicing: utf8Reader, timeout: TimingBudget.seconds(60)) {
                utf8Reader.hasExited
            }
            try #require(utf8Serving.done)
            let utf8Turn = utf8Serving.longestTurn
            #expect(utf8Reader.status == 0)
            #expect(mismatch(utf8Reader.output, Array(text.utf8)) == nil)
            #expect(utf8Turn.isWithinLimits, "serving UTF-8 took \(utf8Turn) in one turn")

            let latin1Reader = try BackgroundProcess(
                "xclip", ["-o", "-selection", "clipboard", "-t", "STRING"],
                display: display)
            let latin1Serving = fixture.runLoop(servicing: latin1Reader, timeout: TimingBudget.seconds(60)) {
                latin1Reader.hasExited
            }
            try #require(latin1Serving.done)
            let latin1Turn = latin1Serving.longestTurn
            #expect(mismatch(latin1Reader.output, SelectionText.latin1Bytes(of: text)) == nil)
            #expect(latin1Turn.isWithinLimits, "serving STRING took \(latin1Turn) in one turn")
            #expect(clipboard.statistics.incrementalSendsCompleted == 2)
            print(
                "copy out: \(text.utf8.count) bytes; longest turn \(copyTurn) (copy), "
                    + "\(utf8Turn) (serving UTF-8), \(latin1Turn) (serving STRING)")
        }

        @Test func stringChunksEndOnCharacterBoundaries() throws {
            let fixture = try ClipboardFixture()
            // Characters of several scalars and bytes, shifted so that they straddle every chunk boundary.
            let pieces = ["e\u{301}", "\r\n", "👩‍👩‍👧‍👦", "日本", "café", "🇯🇵", "a"]
            var text = ""
            for index in 0..<3000 { text += pieces[index % pieces.count] + String(repeating: "x", count: index % 5) }
            let chunk = 1000
            fixture.clipboard.incrementalThreshold = chunk
            fixture.clipboard.own(.clipboard, storage: TextStorage(text), time: Time(CurrentTime))
            let latin1 = try fixture.xclipOut(["-selection", "clipboard", "-t", "STRING"], timeout: 30)
            #expect(latin1.status == 0)
            #expect(mismatch(latin1.output, SelectionText.latin1Bytes(of: text)) == nil)
            let utf8 = try fixture.xclipOut(["-selection", "clipboard"], timeout: 30)
            #expect(mismatch(utf8.output, Array(text.utf8)) == nil)
            let statistics = fixture.clipboard.statistics
            #expect(statistics.incrementalSendsCompleted == 2)
            #expect(statistics.incrementalChunksSent >= 2 * (text.utf8.count / chunk) - 2)
        }

        @Test func aCharacterLongerThanAChunkGoesOutWhole() throws {
            let fixture = try ClipboardFixture()
            // One character of 1 + 400 combining marks (801 bytes), between plain text.
            let text = "ab" + "e" + String(repeating: "\u{301}", count: 400) + "cd"
            fixture.clipboard.incrementalThreshold = 100
            fixture.clipboard.own(.clipboard, storage: TextStorage(text), time: Time(CurrentTime))
            let latin1 = try fixture.xclipOut(["-selection", "clipboard", "-t", "STRING"], timeout: 30)
            #expect(latin1.outputText == "ab?cd")
        }
    }
}
