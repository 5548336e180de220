/// Identifies a timer scheduled on a ``TextAreaWindow``, for cancelling it.
public struct TimerID: Hashable, Sendable {
    fileprivate let value: Int
}

/// One-shot timers ordered by deadline, on the monotonic clock.
struct TimerQueue {
    private var entries: [(id: Int, deadline: Double, action: @MainActor () -> Void)] = []
    private var nextID = 0

    /// Schedules `action` to run once at `deadline`.
    @discardableResult
    mutating func schedule(at deadline: Double, _ action: @escaping @MainActor () -> Void) -> TimerID {
        nextID += 1
        let index = entries.firstIndex { $0.deadline > deadline } ?? entries.endIndex
        entries.insert((nextID, deadline, action), at: index)
        return TimerID(value: nextID)
    }

    /// Removes a timer that has not run; unknown or finished timers are ignored.
    mutating func cancel(_ id: TimerID) {
        entries.removeAll { $0.id == id.value }
    }

    /// The earliest deadline, or nil when no timer waits.
    var nextDeadline: Double? { entries.first?.deadline }

    /// Removes and returns the actions of the timers due at `now`, earliest first.
    mutating func takeDue(at now: Double) -> [@MainActor () -> Void] {
        let dueCount = entries.firstIndex { $0.deadline > now } ?? entries.endIndex
        let due = entries[0..<dueCount].map(\.action)
        entries.removeFirst(dueCount)
        return due
    }
}
