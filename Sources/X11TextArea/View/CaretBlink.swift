/// When a blinking caret is shown: visible for half a period, hidden for the other half, restarting visible on input.
///
/// After ``idleLimit`` seconds without a restart the caret stops blinking
/// and stays visible, so an idle window does not wake up twice a second
/// forever (as GTK's `cursor-blink-timeout`).
struct CaretBlink {
    /// How long the caret stays in each state, in seconds.
    static let halfPeriod = 0.5
    /// How long the caret blinks after the last restart, in seconds.
    static let idleLimit = 30.0

    /// When the current visible phase began, in monotonic seconds.
    private(set) var phaseStart: Double

    init(now: Double) {
        phaseStart = now
    }

    /// Makes the caret visible from `now` and restarts the cycle.
    mutating func restart(at now: Double) {
        phaseStart = now
    }

    /// Whether the caret shows at `now`.
    func isVisible(at now: Double) -> Bool {
        let elapsed = now - phaseStart
        if elapsed < 0 || elapsed >= Self.idleLimit { return true }
        return Int((elapsed / Self.halfPeriod).rounded(.down)) % 2 == 0
    }

    /// The next time after `now` at which the caret appears or disappears, or nil once it has stopped blinking.
    func nextChange(after now: Double) -> Double? {
        let elapsed = max(now - phaseStart, 0)
        if elapsed >= Self.idleLimit { return nil }
        let next = phaseStart + ((elapsed / Self.halfPeriod).rounded(.down) + 1) * Self.halfPeriod
        return min(next, phaseStart + Self.idleLimit)
    }
}
