/// When a blinking caret is shown: visible for half a period, hidden for the other half, restarting visible on input.
///
/// After ``Timing/idleLimit`` seconds without a restart the caret stops
/// blinking and stays visible, so an idle window does not wake up twice a
/// second forever (as GTK's `cursor-blink-timeout`). The window sets the
/// timing from the desktop's settings (`Net/CursorBlink`,
/// `Net/CursorBlinkTime`, `Gtk/CursorBlinkTimeout`); a caret that does not
/// blink is always visible and never wakes the window.
struct CaretBlink {
    /// Whether and how fast the caret blinks, and for how long after the last restart.
    struct Timing: Hashable, Sendable {
        /// Whether the caret blinks at all.
        var blinks = true
        /// How long the caret stays in each state, in seconds.
        var halfPeriod = CaretBlink.halfPeriod
        /// How long the caret blinks after the last restart, in seconds.
        var idleLimit = CaretBlink.idleLimit

        /// The timing without desktop settings: blinking every second for 30 seconds.
        static let standard = Timing()

        /// The timing `settings` ask for, each unset value the standard one's.
        init(_ settings: DesktopSettings) {
            blinks = settings.caretBlinks ?? true
            halfPeriod = settings.caretBlinkTime.map { $0 / 2 } ?? CaretBlink.halfPeriod
            idleLimit = settings.caretBlinkTimeout ?? CaretBlink.idleLimit
        }

        /// The standard timing.
        init() {}
    }

    /// How long the caret stays in each state without desktop settings, in seconds.
    static let halfPeriod = 0.5
    /// How long the caret blinks after the last restart without desktop settings, in seconds.
    static let idleLimit = 30.0

    /// When the current visible phase began, in monotonic seconds.
    private(set) var phaseStart: Double
    /// Whether and how the caret blinks.
    var timing = Timing.standard

    init(now: Double) {
        phaseStart = now
    }

    /// Makes the caret visible from `now` and restarts the cycle.
    mutating func restart(at now: Double) {
        phaseStart = now
    }

    /// Whether the caret shows at `now`.
    func isVisible(at now: Double) -> Bool {
        guard timing.blinks else { return true }
        let elapsed = now - phaseStart
        if elapsed < 0 || elapsed >= timing.idleLimit { return true }
        return Int((elapsed / timing.halfPeriod).rounded(.down)) % 2 == 0
    }

    /// The next time after `now` at which the caret appears or disappears, or nil once it has stopped blinking (or never blinks).
    func nextChange(after now: Double) -> Double? {
        guard timing.blinks else { return nil }
        let elapsed = max(now - phaseStart, 0)
        if elapsed >= timing.idleLimit { return nil }
        let next = phaseStart + ((elapsed / timing.halfPeriod).rounded(.down) + 1) * timing.halfPeriod
        return min(next, phaseStart + timing.idleLimit)
    }
}
