/// Wrapping inside runs of SA text (Thai, Lao, Khmer, Myanmar) at a dictionary's opportunities.
///
/// A dictionary splits a whole run at once, so an opportunity inside a run
/// depends on the run's text on both sides of it. Three rules keep the
/// layout's invariants: the dictionary always sees the whole run, also when
/// wrapping starts at a line inside it; a re-wrap never converges on a line
/// boundary inside a run (an edit earlier in the run may have moved the
/// words after it); and a re-wrap after an edit starts before the run the
/// edit falls in. Without a segmenter none of this costs anything.
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

    /// The line to start re-wrapping an edit from, at or before line `index` (which starts at an opportunity): the nearest that starts at an opportunity outside any SA run.
    func lineStartingOutsideEditedRun(atOrBefore index: Int, storage: TextStorage) -> Int {
        guard segmentation != nil else { return index }
        var first = index
        while first > 0 {
            let line = lines.line(at: first)
            if line.record.startsAtOpportunity && !mayDependOnEarlierText(lineStart: line.start, storage: storage) {
                break
            }
            first -= 1
        }
        return first
    }
}
