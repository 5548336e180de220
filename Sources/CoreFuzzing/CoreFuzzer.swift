import SeededRandom
import TextAreaCore

/// How often a fuzz run checks everything, and how large it lets the document grow.
public struct FuzzConfiguration: Sendable {
    /// Operations between full checks (layout against a fresh one, every line, cluster boundaries by `String`).
    public var fullCheckInterval: Int
    /// Full checks between undo-everything-and-redo-everything round trips.
    public var roundTripInterval: Int
    /// Operations kept for a failure report.
    public var trailLength: Int
    /// Past this many bytes, shrinking operations are drawn more often.
    public var softDocumentLimit: Int

    /// Creates a configuration; the defaults suit a release build.
    public init(
        fullCheckInterval: Int = 500, roundTripInterval: Int = 4, trailLength: Int = 20,
        softDocumentLimit: Int = 24_576
    ) {
        precondition(fullCheckInterval > 0 && roundTripInterval > 0 && trailLength > 0, "Intervals must be positive")
        self.fullCheckInterval = fullCheckInterval
        self.roundTripInterval = roundTripInterval
        self.trailLength = trailLength
        self.softDocumentLimit = softDocumentLimit
    }
}

/// A broken invariant found while fuzzing, with what is needed to replay it.
public struct FuzzFailure: Error, Sendable, CustomStringConvertible {
    /// The seed of the run.
    public var seed: UInt64
    /// The index of the operation after which the invariant broke (from 0).
    public var operationIndex: Int
    /// What broke.
    public var message: String
    /// The last operations, oldest first, the failing one last.
    public var trail: [String]

    /// The failure in a few lines: seed, index, message and trail.
    public var description: String {
        "seed \(seed), operation \(operationIndex): \(message)\nlast operations:\n"
            + trail.map { "  \($0)" }.joined(separator: "\n")
    }
}

/// An invariant that did not hold, before it is dressed with the seed and trail.
struct InvariantViolation: Error {
    var message: String
}

/// Drives one `TextArea` through seeded random operations, checking invariants after each one.
///
/// The run is a pure function of the seed: the clock is the fuzzer's own,
/// and every random choice comes from one `SplitMix64`.
public final class CoreFuzzer {
    /// The seed the run replays from.
    public let seed: UInt64
    /// The check intervals and size limits.
    public let configuration: FuzzConfiguration
    /// The area under test.
    public private(set) var area: TextArea
    /// The number of operations applied so far.
    public private(set) var operationIndex = 0

    var random: SplitMix64
    /// The checks' own random choices, apart from the operations', so check intervals do not change the operations.
    var checkRandom: SplitMix64
    let delegate = VetoingDelegate()
    let host = FuzzHost()
    let measurers: [MeasurerChoice: any TextMeasurer] = [
        .monospace: MonospaceMeasurer(cellWidth: 8, lineHeight: 16),
        .unitCells: MonospaceMeasurer(cellWidth: 1, lineHeight: 1),
        .proportional: ProportionalMeasurer(),
    ]
    var measurerChoice = MeasurerChoice.monospace
    /// The area's clock, in seconds.
    var now = 1000.0

    /// What ``TextArea/text`` must be: kept from the operations' documented effects.
    var reference = ""
    /// The text when the undo history was last cleared, which undoing everything must give back.
    var historyRoot = ""
    /// User edits recorded since the history was cleared: an upper bound on its steps.
    var editsSinceRoot = 0
    /// Whether lines were pending when the operation began; finishing them can shorten the content under the scroll offset.
    var layoutWasPending = false
    /// Texts an undo must give, last first, known while undo and redo alternate with no edit between.
    var knownUndoTexts: [String] = []
    /// Texts a redo must give, last first.
    var knownRedoTexts: [String] = []

    private var trailBuffer: [FuzzOperation?]
    /// The index of the last operation put in the trail.
    private var lastTrailIndex = -1
    var statistics = FuzzStatistics()

    /// Makes a fuzzer with a fresh area, its delegate and host attached.
    public init(seed: UInt64, configuration: FuzzConfiguration = FuzzConfiguration()) {
        self.seed = seed
        self.configuration = configuration
        self.random = SplitMix64(seed: seed)
        self.checkRandom = SplitMix64(seed: ~seed)
        self.trailBuffer = Array(repeating: nil, count: configuration.trailLength)
        self.area = TextArea()
        configureNewArea()
    }

    /// Attaches the delegate, host, clock and placeholder to ``area``.
    func configureNewArea() {
        area.delegate = delegate
        area.host = host
        area.clock = { [unowned self] in self.now }
        area.placeholder = "Write something…"
        area.measurer = measurers[measurerChoice]!
    }

    /// Applies `operations` random operations with their checks; throws the first broken invariant.
    ///
    /// `progress`, when given, is called every `reportEvery` operations.
    public func run(
        operations: Int, reportEvery: Int = 0, progress: ((FuzzSummary) -> Void)? = nil
    ) throws(FuzzFailure) -> FuzzSummary {
        let start = MonotonicClock.now()
        func summary() -> FuzzSummary {
            FuzzSummary(
                seed: seed, operations: operationIndex, seconds: MonotonicClock.now() - start,
                statistics: statistics)
        }
        for _ in 0..<operations {
            let operation = nextOperation()
            trailBuffer[operationIndex % trailBuffer.count] = operation
            lastTrailIndex = operationIndex
            do {
                try apply(operation)
                try checkCheaply(after: operation)
                if (operationIndex + 1) % configuration.fullCheckInterval == 0 {
                    statistics.fullChecks += 1
                    try checkFully()
                    if statistics.fullChecks % configuration.roundTripInterval == 0 {
                        try roundTripHistory()
                    }
                }
            } catch let violation as InvariantViolation {
                throw failure(violation.message)
            } catch {
                throw failure("unexpected error \(error)")
            }
            statistics.record(operation, documentLength: area.utf8Count)
            operationIndex += 1
            if reportEvery > 0, operationIndex % reportEvery == 0 { progress?(summary()) }
        }
        return summary()
    }

    /// A failure at the current operation with the trail so far; also what a crash handler reports.
    public func failure(_ message: String) -> FuzzFailure {
        let count = trailBuffer.count
        let first = max(lastTrailIndex + 1 - count, 0)
        let trail = (first..<(lastTrailIndex + 1)).compactMap { index in
            trailBuffer[index % count].map { "#\(index) \($0)" }
        }
        return FuzzFailure(seed: seed, operationIndex: operationIndex, message: message, trail: trail)
    }

    /// Throws an ``InvariantViolation`` with `message` unless `condition` holds.
    func require(_ condition: Bool, _ message: @autoclosure () -> String) throws {
        if !condition { throw InvariantViolation(message: message()) }
    }
}
