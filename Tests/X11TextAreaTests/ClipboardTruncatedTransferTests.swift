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
            #expect(fixture.pump.slowestCall.isWithinLimits, "slowest call \(fixture.pump.slowestCall)")
            #expect(fixture.clipboard.nextDeadline == nil)
        }

        @Test func incrThatFallsSilentAfterSomeChunksTimesOutAndTheNextPasteWorks() throws {
            let fixture = try ClipboardFixture(timeout: 0.5)
            let helper = try fixture.pumpedClient()
            let chunk = [UInt8](repeating: 0x61, count: 4096)
            helper.answer = { _ in
                .incremental(size: 1 << 20, type: "UTF8_STRING", chunks: [chunk, chunk], ends: false)
            }
            helper.own("CLIPBOARD")
            let received = fixture.requestText(from: .clipboard)
            #expect(received.answers == [nil])
            #expect(received.seconds >= 0.5 && received.seconds < TimingBudget.seconds(1.5))
            #expect(helper.chunksSent == 2)
            #expect(fixture.clipboard.lastFailure == .timedOut)
            #expect(fixture.pump.slowestCall.isWithinLimits, "slowest call \(fixture.pump.slowestCall)")

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
