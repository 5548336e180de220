import TextAreaCore

@testable import X11TextArea

/// The longest turn of a window's event loop (or the longest call of a pumped clipboard) over part of a test, in wall time and in processor time.
///
/// The hardening target is that no turn works longer than 50 ms. What a turn
/// costs is its processor time; its wall time also holds whatever time other
/// processes had the processor, and `swift test` runs the other suites in
/// parallel on the same two cores. So the processor time must stay under
/// 50 ms, and the wall time under a looser bound that still catches a turn
/// that waits on the server or another client. Both scale with
/// ``TimingBudget`` for sanitizer builds.
struct LongestTurn: CustomStringConvertible {
    /// The most processor time one turn may use.
    static let processorLimit = TimingBudget.seconds(0.05)
    /// The most wall time one turn may take.
    static let wallLimit = TimingBudget.seconds(0.25)

    /// Seconds on the monotonic clock.
    var wall: Double
    /// Seconds of processor time.
    var processor: Double

    /// A turn that took `wall` seconds and used `processor` seconds of processor time.
    init(wall: Double, processor: Double) {
        self.wall = wall
        self.processor = processor
    }

    /// The longest turns `window` recorded since ``reset(_:)``.
    init(of window: TextAreaWindow) {
        wall = window.longestBusyInterval
        processor = window.longestBusyProcessorTime
    }

    /// The last turn `window` ran.
    static func last(of window: TextAreaWindow) -> LongestTurn {
        var turn = LongestTurn(of: window)
        turn.wall = window.lastBusyInterval
        turn.processor = window.lastBusyProcessorTime
        return turn
    }

    /// Starts a new measurement on `window`.
    static func reset(_ window: TextAreaWindow) {
        window.longestBusyInterval = 0
        window.longestBusyProcessorTime = 0
    }

    /// The longer of two turns, measure by measure.
    func combined(with other: LongestTurn) -> LongestTurn {
        var turn = self
        turn.wall = max(wall, other.wall)
        turn.processor = max(processor, other.processor)
        return turn
    }

    /// Whether the turn stayed within both limits.
    var isWithinLimits: Bool { processor < Self.processorLimit && wall < Self.wallLimit }

    /// The times in milliseconds, as "12 ms (processor 9 ms)".
    var description: String { "\(milliseconds(wall)) ms (processor \(milliseconds(processor)) ms)" }
}

extension WindowFixture {
    /// Runs the window's loop, servicing `process`, until `condition` holds or `timeout` passes; returns whether it held and the longest turn meanwhile.
    func runLoop(
        servicing process: BackgroundProcess? = nil, timeout: Double,
        until condition: () -> Bool
    ) -> (done: Bool, longestTurn: LongestTurn) {
        LongestTurn.reset(window)
        let deadline = MonotonicClock.now() + timeout
        while !condition() {
            if MonotonicClock.now() > deadline { return (false, LongestTurn(of: window)) }
            process?.service()
            window.processEvents(maximumWait: 0.02)
        }
        process?.service()
        return (true, LongestTurn(of: window))
    }
}
