import CX11
import Testing
import TextAreaCore

@testable import X11TextArea

extension X11Tests {
    /// Owners whose INCR transfers break off: short of what they announced, mid-character, or silent after a few chunks.
    @Suite struct ClipboardTruncatedTransferTests {
        @Test func incrEndingShortOfItsAnnouncedSizeDeliversWhatArrivedRepaired() throws {
            let fixture = try ClipboardFixture(timeout: 2)
            let helper = try fixture.pumpedClient()
            // 10 MB announced; two chunks arrive, the second cut inside 敏 (E6 95 8F), then the end.
            let chunks: [[UInt8]] = [Array("héllo ".utf8), Array("wörld ".utf8) + [0xE6, 0x95]]
            helper.answer = { _ in .incremental(size: 10_000_000, type: "UTF8_STRING", chunks: chunks, ends: true) }
            helper.own("CLIPBOARD")
            let received = fixture.requestText(from: .clipboard)
            #expect(received.answers == ["héllo wörld \u{FFFD}"])
            #expect(helper.chunksSent == 3)
            #expect(fixture.clipboard.statistics.incrementalReceives == 1)
            #expect(fixture.clipboard.statistics.incrementalChunksReceived == 2)
            #expect(fixture.clipboard.nextDeadline == nil)
        }

        @Test func incrThatFallsSilentAfterSomeChunksTimesOutAndTheNextPasteWorks() throws {
            // A timeout longer than the test runs: the test moves the clipboard's clock to it.
            let timeout = 600.0
            let fixture = try ClipboardFixture(timeout: timeout)
            let helper = try fixture.pumpedClient()
            let chunk = [UInt8](repeating: 0x61, count: 4096)
            helper.answer = { _ in
                .incremental(size: 1 << 20, type: "UTF8_STRING", chunks: [chunk, chunk], ends: false)
            }
            helper.own("CLIPBOARD")
            let request = PendingTextRequest(fixture.clipboard, from: .clipboard)
            let before = MonotonicClock.now()
            #expect(fixture.pump.run(timeout: 10) { fixture.clipboard.statistics.incrementalChunksReceived == 2 })
            let after = MonotonicClock.now()
            #expect(helper.chunksSent == 2)
            // The silence is counted from the last chunk.
            let edges = try #require(fixture.clipboard.tickAroundNextDeadline { request.answers })
            #expect(edges.deadline >= before + timeout && edges.deadline <= after + timeout)
            #expect(edges.justBefore.isEmpty, "not given up before the timeout")
            #expect(edges.at == [nil], "given up at the timeout")
            #expect(fixture.clipboard.lastFailure == .timedOut)

            helper.answer = { _ in .bytes(type: "UTF8_STRING", Array("after".utf8)) }
            #expect(fixture.requestText(from: .clipboard).answers == ["after"])
        }

        @Test func incrWhoseChunksAreNotTextIsAFailure() throws {
            let fixture = try ClipboardFixture(timeout: 2)
            let helper = try fixture.pumpedClient()
            helper.answer = { _ in
                .incremental(size: 8, type: "image/png", chunks: [[0x89, 0x50, 0x4E, 0x47]], ends: true)
            }
            helper.own("CLIPBOARD")
            let received = fixture.requestText(from: .clipboard)
            #expect(received.answers == [nil])
            #expect(fixture.clipboard.lastFailure == .notText(type: "image/png/8"))
            #expect(fixture.clipboard.nextDeadline == nil)
        }
    }
}
