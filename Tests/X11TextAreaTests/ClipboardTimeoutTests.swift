import CX11
import Testing
import TextAreaCore

@testable import X11TextArea

extension X11Tests {
    /// Peers that go silent or vanish: transfers end after the timeout and the loop never stalls.
    @Suite struct ClipboardTimeoutTests {
        @Test func silentOwnerTimesOutWhileTheLoopKeepsRunning() throws {
            let fixture = try ClipboardFixture(timeout: 0.5)
            let helper = try fixture.pumpedClient()
            helper.answer = { _ in .ignore }
            helper.own("CLIPBOARD")
            let stepsBefore = fixture.pump.steps
            let received = fixture.requestText(from: .clipboard)
            #expect(received.answers == [nil])
            #expect(received.seconds >= 0.5)
            #expect(received.seconds < TimingBudget.seconds(1.5))
            #expect(helper.requestCount == 1)
            #expect(fixture.clipboard.lastFailure == .timedOut)
            // The loop turned all along (a step waits at most 10 ms) and no call blocked.
            #expect(fixture.pump.steps - stepsBefore >= 25)
            #expect(fixture.pump.slowestCall.isWithinLimits, "slowest call \(fixture.pump.slowestCall)")
            #expect(fixture.clipboard.nextDeadline == nil)
            print(
                "clipboard: silent owner gave nil after \(milliseconds(received.seconds)) ms, "
                    + "\(fixture.pump.steps - stepsBefore) loop turns, slowest call "
                    + "\(fixture.pump.slowestCall)")
        }

        @Test func stalledIncrOwnerTimesOut() throws {
            let fixture = try ClipboardFixture(timeout: 0.5)
            let helper = try fixture.pumpedClient()
            helper.answer = { _ in .incrementalThenStall(size: 10_000_000) }
            helper.own("CLIPBOARD")
            let received = fixture.requestText(from: .clipboard)
            #expect(received.answers == [nil])
            #expect(received.seconds >= 0.5)
            #expect(received.seconds < TimingBudget.seconds(1.5))
            #expect(fixture.clipboard.statistics.incrementalReceives == 1)
            #expect(fixture.clipboard.lastFailure == .timedOut)
            #expect(fixture.pump.slowestCall.isWithinLimits, "slowest call \(fixture.pump.slowestCall)")
        }

        @Test func timedOutPropertyIsNotReusedAtOnce() throws {
            let fixture = try ClipboardFixture(timeout: 0.3)
            let helper = try fixture.pumpedClient()
            helper.answer = { _ in .ignore }
            helper.own("CLIPBOARD")
            #expect(fixture.requestText(from: .clipboard).answers == [nil])
            // The silent owner may still answer into the first property; the next request uses another.
            helper.answer = { _ in .bytes(type: "UTF8_STRING", Array("late".utf8)) }
            #expect(fixture.requestText(from: .clipboard).answers == ["late"])
            #expect(fixture.clipboard.properties.count == 2)
        }

        @Test func requestorThatStopsReadingIsDropped() throws {
            let fixture = try ClipboardFixture(timeout: 0.5)
            let helper = try fixture.pumpedClient()
            fixture.clipboard.incrementalThreshold = 4096
            fixture.clipboard.own(.clipboard, text: ClipboardSamples.large(megabytes: 1), time: Time(CurrentTime))
            let property = helper.atom("STALLED")
            helper.convert("CLIPBOARD", to: "UTF8_STRING", property: property)
            #expect(fixture.pump.run(timeout: 5) { !helper.notifications.isEmpty })
            #expect(helper.read(property)?.type == helper.atom("INCR"))
            // Take two chunks, then stop deleting.
            helper.delete(property)
            #expect(fixture.pump.run(timeout: 5) { fixture.clipboard.statistics.incrementalChunksSent == 1 })
            helper.delete(property)
            #expect(fixture.pump.run(timeout: 5) { fixture.clipboard.statistics.incrementalChunksSent == 2 })
            #expect(fixture.clipboard.outgoing.count == 1)
            let start = MonotonicClock.now()
            #expect(fixture.pump.run(timeout: 5) { fixture.clipboard.outgoing.isEmpty })
            let waited = MonotonicClock.now() - start
            #expect(waited >= 0.4 && waited < 1.5)
            #expect(fixture.clipboard.statistics.incrementalSendsDropped == 1)
            #expect(fixture.clipboard.nextDeadline == nil)
            #expect(fixture.pump.slowestCall.isWithinLimits, "slowest call \(fixture.pump.slowestCall)")
        }

        @Test func requestorThatVanishesIsDroppedAtOnceWithoutErrors() throws {
            let fixture = try ClipboardFixture(timeout: 5)
            let helper = try fixture.pumpedClient()
            fixture.clipboard.incrementalThreshold = 4096
            fixture.clipboard.own(.clipboard, text: ClipboardSamples.large(megabytes: 1), time: Time(CurrentTime))
            let property = helper.atom("VANISHING")
            helper.convert("CLIPBOARD", to: "UTF8_STRING", property: property)
            #expect(fixture.pump.run(timeout: 5) { !helper.notifications.isEmpty })
            let errorsBefore = X11ErrorHandlers.totalErrorCount
            let recentBefore = X11ErrorHandlers.recentErrors
            helper.delete(property)
            helper.destroyWindow()
            let start = MonotonicClock.now()
            #expect(fixture.pump.run(timeout: 5) { fixture.clipboard.outgoing.isEmpty })
            #expect(MonotonicClock.now() - start < TimingBudget.seconds(1))
            #expect(fixture.clipboard.statistics.incrementalSendsDropped == 1)
            // A chunk written after the window died fails with BadWindow; it is trapped, never printed.
            #expect(X11ErrorHandlers.recentErrors == recentBefore)
            _ = errorsBefore
        }

        @Test func ownerThatVanishesMidIncrTimesOut() throws {
            let fixture = try ClipboardFixture(timeout: 0.5)
            var helper: SelectionTestClient? = try SelectionTestClient(displayName: fixture.displayName)
            fixture.pump.helpers.append(helper!)
            helper!.answer = { _ in .incrementalThenStall(size: 1000) }
            helper!.own("CLIPBOARD")
            var answers: [String?] = []
            fixture.clipboard.requestText(from: .clipboard, time: Time(CurrentTime)) { answers.append($0) }
            #expect(fixture.pump.run(timeout: 5) { fixture.clipboard.statistics.incrementalReceives == 1 })
            fixture.pump.helpers.removeAll()
            helper = nil
            #expect(fixture.pump.run(timeout: 5) { !answers.isEmpty })
            #expect(answers == [nil])
        }
    }
}
