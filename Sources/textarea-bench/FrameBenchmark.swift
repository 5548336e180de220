import BenchSupport
import SeededRandom
import TextAreaCore

/// Typing at one place and drawing a frame after each key, as a front end does: what the frame asks the core for, timed apart from the edit.
///
/// At each of 20 random places in the document the caret is put down and
/// one frame drawn (not timed: the view jumped there), then 50 keys are
/// typed there. After each key a frame asks for the visible lines, each
/// line's direction runs, the runs of the lines whose bytes or direction
/// runs changed since the last frame (the lines a front end redraws), the
/// caret's two rectangles, and the caret rectangle again (the input
/// method's spot).
enum FrameBenchmark {
    /// What is typed, in turn: Arabic and Latin letters, a digit and a space.
    static let typed = ["ب", "x", "ل", "ا", " ", "e", "1", "م"]

    /// Types at 20 places in `storage` and reports the keystroke (edit and layout) and frame (queries) times.
    ///
    /// With `ligatures`, the measurer joins them as a shaper would, so lines are measured in pieces (not additive).
    static func run(_ storage: TextStorage, document: String, seed: UInt64, ligatures: [String] = []) -> String {
        let area = CoreBenchmarks.makeArea(storage)
        area.measurer = MonospaceMeasurer(cellWidth: 1, lineHeight: 1, ligatures: ligatures)
        area.completeLayout()
        area.beginEditing()
        var random = SplitMix64(seed: seed)
        var keys: [Double] = []
        var frames: [Double] = []
        var redrawn = 0
        var previous: [Int] = []
        for _ in 0..<20 {
            let offset = area.textStorage.characterBoundary(atOrBefore: Int(random.next() % UInt64(area.utf8Count)))
            area.selectedRange = offset..<offset
            previous = drawFrame(area, previous: previous).digests
            for key in 0..<50 {
                let start = MonotonicClock.now()
                area.insertText(typed[key % typed.count])
                let edited = MonotonicClock.now()
                let frame = drawFrame(area, previous: previous)
                let end = MonotonicClock.now()
                previous = frame.digests
                redrawn += frame.redrawn
                keys.append((edited - start) * 1e6)
                frames.append((end - edited) * 1e6)
            }
        }
        keys.sort()
        frames.sort()
        let name = document + (ligatures.isEmpty ? "" : "_shaped")
        return "{\"bench\":\"frame\",\"document\":\"\(name)\",\"keys\":\(keys.count),"
            + "\"lines_redrawn\":\(Measurements.json(Double(redrawn) / Double(max(keys.count, 1)))),"
            + "\"key_p50_us\":\(Measurements.json(Measurements.quantile(keys, 0.5))),"
            + "\"key_p99_us\":\(Measurements.json(Measurements.quantile(keys, 0.99))),"
            + "\"frame_p50_us\":\(Measurements.json(Measurements.quantile(frames, 0.5))),"
            + "\"frame_p99_us\":\(Measurements.json(Measurements.quantile(frames, 0.99))),"
            + "\"frame_max_us\":\(Measurements.json(frames.last ?? 0))}"
    }

    /// Asks what one frame asks for (the area's frame, then the runs of the lines that changed); returns each shown line's digest (its place, bytes and direction runs) and how many lines changed since `previous`.
    static func drawFrame(_ area: TextArea, previous: [Int]) -> (digests: [Int], redrawn: Int) {
        let storage = area.textStorage
        var digests: [Int] = []
        var redrawn = 0
        let frame = area.makeFrame()
        for (row, frameLine) in frame.lines.enumerated() {
            let line = frameLine.visibleLine
            let runs = frameLine.directionRuns
            var hasher = Hasher()
            hasher.combine(line.origin)
            hasher.combine(line.isRightToLeft)
            hasher.combine(line.contentRange.count)
            if !line.contentRange.isEmpty {
                storage.withContiguousBytes(in: line.contentRange) { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            }
            for run in runs {
                hasher.combine(run.range.lowerBound - line.range.lowerBound)
                hasher.combine(run.range.count)
                hasher.combine(run.x)
                hasher.combine(run.isRightToLeft)
            }
            let digest = hasher.finalize()
            digests.append(digest)
            if row >= previous.count || previous[row] != digest, !runs.isEmpty {
                redrawn += 1
                _ = area.runs(for: line)
            }
        }
        return (digests, redrawn)
    }
}
