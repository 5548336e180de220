/// Wrapping inside runs of SA text (Thai, Lao, Khmer, Myanmar) at a dictionary's opportunities.
///
/// A dictionary splits a whole run at once, so an opportunity inside a run
/// depends on the run's text on both sides of it. These rules keep the
/// layout's invariants: the dictionary always sees the whole run, also when
/// wrapping starts at a line inside it; an edit's re-wrap starts before the
/// run it changed and neither converges nor stops before that run's end (an
/// edit may move the words after it); and any other re-wrap (resolving a
/// pending point, after an edit inside a provisional line) never converges
/// inside a run, where old lines may still be stale. Without a segmenter none
/// of this costs anything.
extension TextLayout {
    /// The opportunities inside the SA runs of a window of `storage` that starts at `windowStart`, found in each whole run; nil without a segmenter.
    func runBreaks(storage: TextStorage, windowStart: Int, windowLength: Int) -> SegmentedLineBreakIterator.RunBreaks? {
        guard let segmentation else { return nil }
        return { run in
            var whole = (windowStart + run.lowerBound)..<(windowStart + run.upperBound)
            if run.lowerBound == 0 || run.upperBound == windowLength {
                whole = storage.complexContextRun(extending: whole)
            }
            let inside = storage.withContiguousBytes(in: whole) { bytes in
                segmentation.lineBreakOpportunities(inRun: bytes)
            }
            return inside.map { whole.lowerBound + $0 - windowStart }
        }
    }

    /// Whether the lines from `lineStart` on may change when text before it changes, however far: it lies inside an SA run and a dictionary splits the run.
    func mayDependOnEarlierText(lineStart: Int, storage: TextStorage) -> Bool {
        segmentation != nil && storage.isInsideComplexContextRun(lineStart)
    }

    /// The stretch of SA text an edit changed: from the start of the run that reaches the edit to the end of the run that reaches past it; `edited` itself without a segmenter or with no SA on either side.
    func editedComplexContextRun(_ edited: Range<Int>, storage: TextStorage) -> Range<Int> {
        guard segmentation != nil else { return edited }
        let start = storage.complexContextRun(extending: edited.lowerBound..<edited.lowerBound).lowerBound
        let end = storage.complexContextRun(extending: edited.upperBound..<edited.upperBound).upperBound
        return start..<max(end, edited.upperBound)
    }

    /// The line to re-wrap from when the SA run starting at `runStart` changed: the line before the one holding the run's start, as for an edited word (the run's first word may move up a line).
    func restartLine(beforeRunStartingAt runStart: Int) -> Int {
        var first = lines.lineIndex(containing: runStart).index
        while first > 0 && !lines.record(at: first).startsAtOpportunity { first -= 1 }
        first = max(first - 1, 0)
        while first > 0 && !lines.record(at: first).startsAtOpportunity { first -= 1 }
        return first
    }
}
