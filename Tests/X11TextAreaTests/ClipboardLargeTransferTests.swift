import CX11
import Testing
import TextAreaCore

@testable import X11TextArea

extension X11Tests {
    /// Text above the request-size limit: INCR both ways, concurrent transfers, bounded reads, the size cap.
    @Suite struct ClipboardLargeTransferTests {
        @Test func defaultThresholdKeepsAMarginBelowTheServerLimit() throws {
            let fixture = try ClipboardFixture()
            let limit = fixture.connection.maximumRequestBytes
            #expect(fixture.clipboard.incrementalThreshold == limit / 4)
            #expect(X11Clipboard.defaultIncrementalThreshold(maximumRequestBytes: 262_140) == 65_535)
            #expect(X11Clipboard.defaultIncrementalThreshold(maximumRequestBytes: 16_777_212) == 4_194_303)
        }

        @Test func xclipReadsFiveMegabytesSentByIncr() throws {
            let fixture = try ClipboardFixture()
            let text = ClipboardSamples.large(megabytes: 5)
            let chunk = 256 * 1024
            fixture.clipboard.incrementalThreshold = chunk
            fixture.clipboard.own(.clipboard, text: text, time: Time(CurrentTime))
            let xclip = try fixture.xclipOut(["-selection", "clipboard"], timeout: 30)
            #expect(xclip.status == 0)
            #expect(mismatch(xclip.output, Array(text.utf8)) == nil)
            let statistics = fixture.clipboard.statistics
            #expect(statistics.incrementalSendsStarted == 1)
            #expect(statistics.incrementalSendsCompleted == 1)
            #expect(statistics.incrementalChunksSent == (text.utf8.count + chunk - 1) / chunk)
            #expect(fixture.clipboard.outgoing.isEmpty)
            #expect(statistics.mostBytesInOneCall <= chunk, "a call wrote \(statistics.mostBytesInOneCall) bytes")
        }

        @Test func xclipReadsFiveMegabytesWithTheDefaultThreshold() throws {
            let fixture = try ClipboardFixture()
            let text = ClipboardSamples.large(megabytes: 5)
            fixture.clipboard.own(.clipboard, text: text, time: Time(CurrentTime))
            let xclip = try fixture.xclipOut(["-selection", "clipboard"], timeout: 30)
            #expect(mismatch(xclip.output, Array(text.utf8)) == nil)
            let threshold = fixture.clipboard.incrementalThreshold
            let usedIncr = text.utf8.count > threshold
            #expect(fixture.clipboard.statistics.incrementalSendsStarted == (usedIncr ? 1 : 0))
            #expect(fixture.clipboard.statistics.mostBytesInOneCall <= threshold)
        }

        @Test func readsFiveMegabytesXclipSendsByIncr() throws {
            let fixture = try ClipboardFixture()
            let text = ClipboardSamples.large(megabytes: 5)
            let xclip = try fixture.xclipIn(Array(text.utf8))
            let received = fixture.requestText(from: .clipboard, timeout: 30)
            #expect(received.answers.count == 1)
            #expect(mismatch(received.text, text) == nil)
            let statistics = fixture.clipboard.statistics
            // xclip sends anything above a quarter of the server's request limit by INCR.
            #expect(statistics.incrementalReceives == 1)
            #expect(statistics.incrementalChunksReceived >= 2)
            #expect(statistics.largestPieceRead <= fixture.clipboard.readBudgetPerCall)
            #expect(
                statistics.mostBytesInOneCall <= fixture.clipboard.readBudgetPerCall,
                "a call read \(statistics.mostBytesInOneCall) bytes")
            fixture.finish(xclip)
        }

        @Test func servesSeveralIncrTransfersAtOnce() throws {
            let fixture = try ClipboardFixture()
            let helper = try fixture.pumpedClient()
            let text = ClipboardSamples.large(megabytes: 1)
            fixture.clipboard.incrementalThreshold = 64 * 1024
            fixture.clipboard.own(.clipboard, text: text, time: Time(CurrentTime))

            // A slow requestor takes the first chunk and then holds its transfer open.
            let property = helper.atom("SLOW")
            helper.convert("CLIPBOARD", to: "UTF8_STRING", property: property)
            #expect(fixture.pump.run(timeout: 5) { !helper.notifications.isEmpty })
            #expect(helper.read(property)?.type == helper.atom("INCR"))
            helper.delete(property)
            var slow: [UInt8] = []
            let firstChunk = try #require(nextChunk(of: property, from: helper, pump: fixture.pump))
            slow += firstChunk

            // Two xclip requestors meanwhile.
            let first = try BackgroundProcess("xclip", ["-o", "-selection", "clipboard"], display: fixture.displayName)
            let second = try BackgroundProcess(
                "xclip", ["-o", "-selection", "clipboard"], display: fixture.displayName)
            fixture.pump.processes = [first, second]
            fixture.pump.run(timeout: 30) { first.hasExited && second.hasExited }
            fixture.pump.processes = []
            #expect(mismatch(first.output, Array(text.utf8)) == nil)
            #expect(mismatch(second.output, Array(text.utf8)) == nil)
            // The slow transfer stayed open while each xclip transfer ran beside it.
            #expect(fixture.clipboard.outgoing.count == 1)
            #expect(fixture.clipboard.statistics.mostConcurrentSends >= 2)

            // The slow requestor finishes its own transfer.
            while let chunk = nextChunk(of: property, from: helper, pump: fixture.pump), !chunk.isEmpty {
                slow += chunk
            }
            #expect(mismatch(slow, Array(text.utf8)) == nil)
            #expect(fixture.pump.run(timeout: 5) { fixture.clipboard.outgoing.isEmpty })
            #expect(fixture.clipboard.statistics.incrementalSendsStarted == 3)
            #expect(fixture.clipboard.statistics.incrementalSendsCompleted == 3)
        }

        @Test func largeNonIncrPropertyIsReadInBoundedPieces() throws {
            let fixture = try ClipboardFixture()
            let helper = try fixture.pumpedClient()
            let text = ClipboardSamples.large(megabytes: 3)
            helper.answer = { _ in .bytes(type: "UTF8_STRING", Array(text.utf8)) }
            helper.own("CLIPBOARD")
            let received = fixture.requestText(from: .clipboard, timeout: 30)
            #expect(mismatch(received.text, text) == nil)
            let statistics = fixture.clipboard.statistics
            #expect(statistics.incrementalReceives == 0)
            // 3 MB in one property, read a budget's worth per call.
            #expect(statistics.largestPieceRead == fixture.clipboard.readBudgetPerCall)
            #expect(statistics.mostBytesInOneCall == fixture.clipboard.readBudgetPerCall)
        }

        @Test func textAboveTheLimitFailsClearly() throws {
            let fixture = try ClipboardFixture()
            let limit = 1 << 20
            fixture.clipboard.maximumTransferBytes = limit
            let helper = try fixture.pumpedClient()
            helper.own("CLIPBOARD")

            // INCR announcing a size above the limit: refused before any chunk.
            helper.answer = { _ in .incrementalThenStall(size: 2 << 20) }
            var received = ClipboardFixture.Received(answers: [])
            let message = capturingStandardError {
                received = fixture.requestText(from: .clipboard)
            }
            #expect(received.answers == [nil])
            #expect(fixture.clipboard.lastFailure == .tooLarge(limit: limit), "refused, not timed out")
            #expect(fixture.clipboard.statistics.incrementalReceives == 0)
            #expect(message.contains("larger than the limit of 1048576 bytes"))

            // One property above the limit: refused from its size, before reading it all.
            helper.answer = { _ in .bytes(type: "UTF8_STRING", [UInt8](repeating: 0x61, count: 3 << 20)) }
            _ = capturingStandardError {
                received = fixture.requestText(from: .clipboard)
            }
            #expect(received.answers == [nil])
            #expect(fixture.clipboard.lastFailure == .tooLarge(limit: limit))
            #expect(fixture.clipboard.statistics.largestPieceRead <= fixture.clipboard.readBudgetPerCall)

            // xclip's INCR carries no size: refused once the chunks pass the limit.
            fixture.pump.helpers.removeAll()
            let xclip = try fixture.xclipIn(Array(ClipboardSamples.large(megabytes: 2).utf8))
            _ = capturingStandardError {
                received = fixture.requestText(from: .clipboard)
            }
            #expect(received.answers == [nil])
            #expect(fixture.clipboard.lastFailure == .tooLarge(limit: limit))
            #expect(fixture.clipboard.statistics.incrementalReceives == 1)
            xclip.terminate()
            fixture.finish(xclip)
        }
    }
}

/// Waits for the owner to store the next INCR chunk in `property` of the helper's window, reads it and deletes it; nil on timeout.
private func nextChunk(of property: Atom, from helper: SelectionTestClient, pump: SelectionPump) -> [UInt8]? {
    var chunk: PropertyRead?
    guard
        pump.run(
            timeout: 5,
            until: {
                chunk = helper.read(property)
                return chunk?.exists == true
            })
    else { return nil }
    helper.delete(property)
    return chunk?.bytes
}

/// Seconds as whole milliseconds, for the measurement lines.
func milliseconds(_ seconds: Double) -> Int {
    Int((seconds * 1000).rounded())
}
