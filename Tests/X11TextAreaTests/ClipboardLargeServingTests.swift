import CX11
import Testing
import TextAreaCore

@testable import X11TextArea

extension X11Tests {
    /// Copying and serving large text: the copy shares the document's chunks, and each target is encoded a chunk at a time as the INCR transfer goes.
    @MainActor
    @Suite struct ClipboardLargeServingTests {
        /// The most source bytes a chunk of STRING covers, as ``OutgoingData/chunkSize(threshold:)`` documents: encoding Latin-1 costs far more per byte than copying UTF-8.
        static let latin1ChunkBytes = 1 << 18

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
            #expect(clipboard.owns(.clipboard))
            #expect(clipboard.statistics.bytesTransferred == 0, "the copy encodes nothing until someone asks")
            // Later edits, even inside a chunk the copy shares, do not reach it.
            let middle = view.textArea.textStorage.characterBoundary(atOrBefore: text.utf8.count / 2)
            view.textArea.selectedRange = middle..<middle
            view.textArea.insertText("edited after the copy")
            view.textArea.selectedRange = 0..<0
            view.textArea.deleteForward()

            let display = try X11TestEnvironment.displayName()
            let pinger = try WindowPinger(display: display)
            let threshold = clipboard.incrementalThreshold
            let utf8Reader = try BackgroundProcess("xclip", ["-o", "-selection", "clipboard"], display: display)
            let utf8 = serve(to: utf8Reader, from: fixture, clipboard, pinger: pinger)
            #expect(utf8Reader.status == 0)
            #expect(mismatch(utf8Reader.output, Array(text.utf8)) == nil)
            #expect(utf8.mostBytesInOneCall <= threshold, "a UTF-8 chunk of \(utf8.mostBytesInOneCall) bytes")
            #expect(utf8.chunks >= (text.utf8.count + threshold - 1) / threshold)
            #expect(utf8.pingAnsweredMidTransfer, "a ping sent after the first chunk was answered before the last")

            let latin1Reader = try BackgroundProcess(
                "xclip", ["-o", "-selection", "clipboard", "-t", "STRING"],
                display: display)
            let latin1 = serve(to: latin1Reader, from: fixture, clipboard, pinger: pinger)
            #expect(mismatch(latin1Reader.output, SelectionText.latin1Bytes(of: text)) == nil)
            #expect(
                latin1.mostBytesInOneCall <= Self.latin1ChunkBytes,
                "a STRING chunk of \(latin1.mostBytesInOneCall) bytes")
            #expect(latin1.pingAnsweredMidTransfer, "a ping sent after the first chunk was answered before the last")
            #expect(clipboard.statistics.incrementalSendsCompleted == 2)
            print(
                "copy out: \(text.utf8.count) bytes; UTF-8 in \(utf8.chunks) chunks over \(utf8.turns) turns, "
                    + "STRING in \(latin1.chunks) chunks over \(latin1.turns) turns")
        }

        /// What serving one requestor took.
        private struct Serving {
            /// Data chunks sent.
            var chunks: Int
            /// Turns of the window's loop until the requestor exited.
            var turns: Int
            /// The most bytes one clipboard call wrote.
            var mostBytesInOneCall: Int
            /// Whether a ping sent once the first chunk was out came back while the transfer still ran.
            var pingAnsweredMidTransfer: Bool
        }

        /// Runs the window's loop until `reader` has read the clipboard and exited, pinging the window once the first chunk is out.
        private func serve(
            to reader: BackgroundProcess, from fixture: WindowFixture, _ clipboard: X11Clipboard,
            pinger: WindowPinger
        ) -> Serving {
            clipboard.statistics.mostBytesInOneCall = 0
            let chunksBefore = clipboard.statistics.incrementalChunksSent
            let completedBefore = clipboard.statistics.incrementalSendsCompleted
            let isComplete = { clipboard.statistics.incrementalSendsCompleted > completedBefore }
            let started = fixture.runTurns(servicing: reader, timeout: 60) {
                clipboard.statistics.incrementalChunksSent > chunksBefore || reader.hasExited
            }
            let ping = pinger.send(to: fixture.window.windowID)
            var answeredMidTransfer = false
            let finished = fixture.runTurns(servicing: reader, timeout: 120) {
                if !answeredMidTransfer && !isComplete() && pinger.isAnswered(ping) { answeredMidTransfer = true }
                return reader.hasExited
            }
            #expect(started.done && finished.done, "xclip did not finish: \(reader.errorText)")
            return Serving(
                chunks: clipboard.statistics.incrementalChunksSent - chunksBefore,
                turns: started.tally.turns + finished.tally.turns,
                mostBytesInOneCall: clipboard.statistics.mostBytesInOneCall,
                pingAnsweredMidTransfer: answeredMidTransfer)
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
