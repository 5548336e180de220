import CX11
import Testing
import TextAreaCore

@testable import X11TextArea

extension X11Tests {
    /// Peers that go silent or vanish: transfers end after the timeout and the loop never stalls.
    ///
    /// The timeouts are checked on the clipboard's own clock, which the tests
    /// move ahead with ``X11Clipboard/tickAroundNextDeadline(_:)``: the
    /// clipboard's timeout is set longer than any test runs, so only those
    /// ticks can reach it.
    @Suite struct ClipboardTimeoutTests {
        /// The clipboard's timeout: longer than a test runs.
        static let timeout = 600.0

        @Test func silentOwnerTimesOutWhileTheLoopKeepsRunning() throws {
            let fixture = try ClipboardFixture(timeout: Self.timeout)
            let helper = try fixture.pumpedClient()
            helper.answer = { _ in .ignore }
            helper.own("CLIPBOARD")
            let before = MonotonicClock.now()
            let request = PendingTextRequest(fixture.clipboard, from: .clipboard)
            let after = MonotonicClock.now()
            #expect(fixture.pump.run(timeout: 10) { helper.requestCount == 1 })
            // The loop keeps turning while the owner stays silent: every call returns, the request waits on.
            for _ in 0..<5 { fixture.pump.step() }
            #expect(request.answers.isEmpty)
            let edges = try #require(fixture.clipboard.tickAroundNextDeadline { request.answers })
            #expect(edges.deadline >= before + Self.timeout && edges.deadline <= after + Self.timeout)
            #expect(edges.justBefore.isEmpty, "not given up before the timeout")
            #expect(edges.at == [nil], "given up at the timeout")
            #expect(helper.requestCount == 1)
            #expect(fixture.clipboard.lastFailure == .timedOut)
            #expect(fixture.clipboard.nextDeadline == nil)
        }

        @Test func stalledIncrOwnerTimesOut() throws {
            let fixture = try ClipboardFixture(timeout: Self.timeout)
            let helper = try fixture.pumpedClient()
            helper.answer = { _ in .incrementalThenStall(size: 10_000_000) }
            helper.own("CLIPBOARD")
            let request = PendingTextRequest(fixture.clipboard, from: .clipboard)
            let before = MonotonicClock.now()
            #expect(fixture.pump.run(timeout: 10) { fixture.clipboard.statistics.incrementalReceives == 1 })
            let after = MonotonicClock.now()
            // The silence is counted from the announcement.
            let edges = try #require(fixture.clipboard.tickAroundNextDeadline { request.answers })
            #expect(edges.deadline >= before + Self.timeout && edges.deadline <= after + Self.timeout)
            #expect(edges.justBefore.isEmpty, "not given up before the timeout")
            #expect(edges.at == [nil], "given up at the timeout")
            #expect(fixture.clipboard.lastFailure == .timedOut)
            #expect(fixture.clipboard.nextDeadline == nil)
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
            let fixture = try ClipboardFixture(timeout: Self.timeout)
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
            let before = MonotonicClock.now()
            #expect(fixture.pump.run(timeout: 5) { fixture.clipboard.statistics.incrementalChunksSent == 2 })
            let after = MonotonicClock.now()
            #expect(fixture.clipboard.outgoing.count == 1)
            // The silence is counted from the second chunk.
            let edges = try #require(fixture.clipboard.tickAroundNextDeadline { fixture.clipboard.outgoing.count })
            #expect(edges.deadline >= before + Self.timeout && edges.deadline <= after + Self.timeout)
            #expect(edges.justBefore == 1, "not dropped before the timeout")
            #expect(edges.at == 0, "dropped at the timeout")
            #expect(fixture.clipboard.statistics.incrementalSendsDropped == 1)
            #expect(fixture.clipboard.nextDeadline == nil)
        }

        @Test func requestorThatVanishesIsDroppedAtOnceWithoutErrors() throws {
            // The timeout is far off: only the requestor's DestroyNotify can end the transfer.
            let fixture = try ClipboardFixture(timeout: Self.timeout)
            let helper = try fixture.pumpedClient()
            fixture.clipboard.incrementalThreshold = 4096
            fixture.clipboard.own(.clipboard, text: ClipboardSamples.large(megabytes: 1), time: Time(CurrentTime))
            let property = helper.atom("VANISHING")
            helper.convert("CLIPBOARD", to: "UTF8_STRING", property: property)
            #expect(fixture.pump.run(timeout: 5) { !helper.notifications.isEmpty })
            let recentBefore = X11ErrorHandlers.recentErrors
            helper.delete(property)
            helper.destroyWindow()
            #expect(fixture.pump.run(timeout: 10) { fixture.clipboard.outgoing.isEmpty })
            #expect(fixture.clipboard.statistics.incrementalSendsDropped == 1)
            // A chunk written after the window died fails with BadWindow; it is trapped, never printed.
            #expect(X11ErrorHandlers.recentErrors == recentBefore)
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
