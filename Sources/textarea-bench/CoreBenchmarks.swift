import BenchSupport
import Glibc
import SeededRandom
import TextAreaCore

/// The core's benchmarks: bulk wrap, keystroke re-wrap, and memory.
enum CoreBenchmarks {
    static let documentSize = 10 * 1024 * 1024
    static let paragraphSize = 2 * 1024 * 1024
    static let columns = 80.0

    /// An area laid out at `columns` monospace cells, 40 lines tall.
    static func makeArea(_ storage: TextStorage) -> TextArea {
        let area = TextArea()
        area.measurer = MonospaceMeasurer(cellWidth: 1, lineHeight: 1)
        area.textContainerInset = .zero
        area.lineFragmentPadding = 0
        area.size = Size(width: columns, height: 40)
        area.load(storage)
        return area
    }

    /// Loads and wraps 10 MB, then reports the peak resident memory.
    static func memory() -> (line: String, area: TextArea) {
        let storage = Corpus.paragraphs(byteCount: documentSize)
        let area = makeArea(storage)
        area.completeLayout()
        let peak = Measurements.peakResidentBytes() ?? 0
        let ratio = Double(peak) / Double(area.utf8Count)
        let line =
            "{\"bench\":\"memory\",\"text_bytes\":\(area.utf8Count),\"lines\":\(area.lineCount),"
            + "\"peak_resident_bytes\":\(peak),\"multiple_of_text\":\(Measurements.json(ratio)),"
            + "\"target_multiple\":3,\"met\":\(ratio <= 3)}"
        return (line, area)
    }

    /// Wraps the same 10 MB several times and reports the best throughput.
    static func wrap(_ storage: TextStorage) -> String {
        var best = Double.infinity
        var lines = 0
        for _ in 0..<5 {
            let area = makeArea(storage)
            let start = MonotonicClock.now()
            area.completeLayout()
            lines = area.lineCount
            best = min(best, MonotonicClock.now() - start)
        }
        let megabytes = Double(storage.utf8Count) / 1_000_000
        let rate = megabytes / best
        return "{\"bench\":\"wrap\",\"bytes\":\(storage.utf8Count),\"columns\":\(Int(columns)),\"lines\":\(lines),"
            + "\"seconds\":\(Measurements.json(best)),\"mb_per_s\":\(Measurements.json(rate)),"
            + "\"target_mb_per_s\":100,\"met\":\(rate >= 100)}"
    }

    /// Times 1,000 single-character inserts at random offsets, each with its re-wrap and a visible-lines query; `frame` times the insert with the frame step instead (`makeFrame()`: lines, runs in visual order, caret) and every shown line's shaped runs.
    ///
    /// A keystroke re-wraps the lines it changes up to the bottom of the screen;
    /// a cascade that runs further is finished as idle work, timed separately.
    ///
    /// With a `measurer`, the area is `width` pixels wide in `font` and measured by it (real fonts); otherwise
    /// it is ``columns`` monospace cells.
    static func edit(
        _ storage: TextStorage, document: String, seed: UInt64, measurer: (any TextMeasurer)? = nil,
        font: Font = .standard, width: Double = 0
    ) -> String {
        let area = makeArea(storage)
        if let measurer {
            area.measurer = measurer
            area.font = font
            area.size = Size(width: width, height: 40 * area.lineHeight)
        }
        area.completeLayout()
        area.beginEditing()
        var random = SplitMix64(seed: seed)
        var samples: [Double] = []
        var frames: [Double] = []
        var deferred: [Double] = []
        samples.reserveCapacity(1000)
        var shown = 0
        var runsShown = 0
        for _ in 0..<(Int(getenv("BENCH_INSERTS").map { String(cString: $0) } ?? "") ?? 1000) {
            let offset = Int(random.next() % UInt64(area.utf8Count + 1))
            let start = MonotonicClock.now()
            area.selectedRange = offset..<offset
            area.insertText("x")
            let inserted = MonotonicClock.now()
            let lines = area.visibleLines()
            shown += lines.count
            let queried = MonotonicClock.now()
            samples.append((queried - start) * 1e6)
            // What a frame asks for instead of the query: the frame step, and each shown line's runs as shaped.
            for line in area.makeFrame().lines { runsShown += area.runs(for: line.visibleLine).count }
            frames.append((inserted - start + MonotonicClock.now() - queried) * 1e6)
            // What a window does between keystrokes: finish any cascade below the screen.
            let idleStart = MonotonicClock.now()
            area.performPendingLayout(lineBudget: Int.max)
            deferred.append((MonotonicClock.now() - idleStart) * 1e6)
        }
        samples.sort()
        frames.sort()
        deferred.sort()
        let p99 = Measurements.quantile(samples, 0.99)
        return "{\"bench\":\"edit\",\"document\":\"\(document)\",\"bytes\":\(area.utf8Count),"
            + "\"inserts\":\(samples.count),\"lines_shown\":\(shown / max(samples.count, 1)),"
            + "\"runs_shown\":\(runsShown / max(samples.count, 1)),"
            + "\"p50_us\":\(Measurements.json(Measurements.quantile(samples, 0.5))),"
            + "\"p99_us\":\(Measurements.json(p99)),\"max_us\":\(Measurements.json(samples.last ?? 0)),"
            + "\"frame_p50_us\":\(Measurements.json(Measurements.quantile(frames, 0.5))),"
            + "\"frame_p99_us\":\(Measurements.json(Measurements.quantile(frames, 0.99))),"
            + "\"idle_rewrap_p50_us\":\(Measurements.json(Measurements.quantile(deferred, 0.5))),"
            + "\"idle_rewrap_p99_us\":\(Measurements.json(Measurements.quantile(deferred, 0.99))),"
            + "\"target_p99_us\":50,\"met\":\(p99 <= 50)}"
    }
}
