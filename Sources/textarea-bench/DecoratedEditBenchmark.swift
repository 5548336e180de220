import BenchSupport
import SeededRandom
import TextAreaCore

/// The cost of decorations to an edit: single-character inserts at random offsets in the 10 MB document, without
/// decorations and then with one misspelling mark every 100 bytes (about as many as a checked document of poor
/// spelling holds), in the core alone.
enum DecoratedEditBenchmark {
    /// How many inserts are timed in each half.
    static let insertCount = 1000
    /// The bytes between two marks.
    static let spacing = 100

    /// Runs both halves on the same document and inserts and returns one JSON line.
    static func run() -> String {
        let document = Corpus.paragraphs(byteCount: CoreBenchmarks.documentSize)
        let plain = inserts(into: document, decorated: false)
        let decorated = inserts(into: document, decorated: true)
        let plainP99 = Measurements.quantile(plain.samples, 0.99)
        let decoratedP99 = Measurements.quantile(decorated.samples, 0.99)
        return "{\"bench\":\"decorated_edit\",\"bytes\":\(document.utf8Count),\"inserts\":\(insertCount),"
            + "\"decorations\":\(decorated.decorations),"
            + "\"plain_p50_us\":\(Measurements.json(Measurements.quantile(plain.samples, 0.5))),"
            + "\"plain_p99_us\":\(Measurements.json(plainP99)),"
            + "\"decorated_p50_us\":\(Measurements.json(Measurements.quantile(decorated.samples, 0.5))),"
            + "\"decorated_p99_us\":\(Measurements.json(decoratedP99)),"
            + "\"p99_ratio\":\(Measurements.json(decoratedP99 / max(plainP99, 1e-9)))}"
    }

    /// The sorted times of the inserts, in microseconds, and how many decorations the area held at the start.
    private static func inserts(into document: TextStorage, decorated: Bool) -> (samples: [Double], decorations: Int) {
        let area = CoreBenchmarks.makeArea(document)
        area.completeLayout()
        if decorated {
            let marks = stride(from: 0, to: area.utf8Count - 8, by: spacing).map {
                Decoration(range: $0..<($0 + 5), style: .misspelled)
            }
            area.setDecorations(marks, in: .spelling)
        }
        let count = area.decorations(in: .spelling).count
        area.beginEditing()
        var random = SplitMix64(seed: 42)
        var samples: [Double] = []
        samples.reserveCapacity(insertCount)
        for _ in 0..<insertCount {
            let offset = Int(random.next() % UInt64(area.utf8Count + 1))
            let start = MonotonicClock.now()
            area.selectedRange = offset..<offset
            area.insertText("x")
            samples.append((MonotonicClock.now() - start) * 1e6)
            area.performPendingLayout(lineBudget: Int.max)
        }
        return (samples.sorted(), count)
    }
}
