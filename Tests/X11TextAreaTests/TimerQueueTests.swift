import Testing

@testable import X11TextArea

/// The window's one-shot timers.
@MainActor
@Suite struct TimerQueueTests {
    @Test func timersRunInDeadlineOrderOnlyWhenDue() {
        var queue = TimerQueue()
        var fired: [String] = []
        queue.schedule(at: 2) { fired.append("second") }
        let cancelled = queue.schedule(at: 1.5) { fired.append("cancelled") }
        queue.schedule(at: 1) { fired.append("first") }
        queue.cancel(cancelled)
        #expect(queue.nextDeadline == 1)
        for action in queue.takeDue(at: 0.5) { action() }
        #expect(fired.isEmpty)
        for action in queue.takeDue(at: 2) { action() }
        #expect(fired == ["first", "second"])
        #expect(queue.nextDeadline == nil)
    }
}
