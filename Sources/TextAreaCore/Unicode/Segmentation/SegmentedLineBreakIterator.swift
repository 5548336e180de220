/// UAX #14 line-break opportunities, with a dictionary's opportunities added inside runs of SA text (Thai, Lao, Khmer, Myanmar).
///
/// UAX #14 leaves breaks inside SA runs to a dictionary (LB1 treats them as
/// letters). Between two UAX #14 opportunities this iterator looks for SA
/// runs only when UAX #14's iterator took in an SA scalar there, so other
/// text costs nothing more, with or without `runBreaks`.
///
/// # Invariants
/// - Opportunities come in strictly increasing order; added ones are never mandatory.
/// - Restarting at an added opportunity is safe when `runBreaks` answers from
///   the whole run, including any part of it before the buffer.
struct SegmentedLineBreakIterator: LineBreakOpportunitySource {
    /// Returns the opportunities strictly inside an SA run of the buffer (offsets in the buffer), on grapheme-cluster boundaries.
    ///
    /// The run is maximal within the buffer; at the buffer's start it may
    /// continue before it, and the answer must then come from the whole run.
    typealias RunBreaks = (Range<Int>) -> [Int]

    private var iterator: LineBreakIterator
    private let text: UnsafeBufferPointer<UInt8>
    private let runBreaks: RunBreaks
    /// Opportunities found inside SA runs, waiting to be reported before `heldBack`.
    private var queued: [Int] = []
    private var queuedIndex = 0
    /// The UAX #14 opportunity that ends the stretch the queued ones lie in.
    private var heldBack: LineBreakOpportunity? = nil
    /// The last UAX #14 opportunity taken from `iterator` (0 at first).
    private var lastOpportunity = 0

    /// Creates an iterator over `text`, as ``LineBreakIterator/init(utf8:isEndOfText:)`` does.
    init(utf8 text: UnsafeBufferPointer<UInt8>, isEndOfText: Bool, runBreaks: @escaping RunBreaks) {
        iterator = LineBreakIterator(utf8: text, isEndOfText: isEndOfText)
        self.text = text
        self.runBreaks = runBreaks
    }

    /// Returns the next opportunity, and whether it came from `runBreaks` (which never splits a grapheme cluster), or nil as ``LineBreakIterator/next()`` does.
    @inline(__always)
    mutating func nextOpportunity() -> (LineBreakOpportunity, fromDictionary: Bool)? {
        if let heldBack { return nextQueued(before: heldBack) }
        guard let opportunity = iterator.next() else { return nil }
        let start = lastOpportunity
        lastOpportunity = opportunity.offset
        // The iterator has taken in the scalar after the opportunity too: clearing the flag can
        // only miss an SA run of that one scalar, which has no place to break inside.
        guard iterator.sawComplexContext else { return (opportunity, false) }
        iterator.sawComplexContext = false
        var inside: [Int] = []
        for run in ComplexContextRuns.runs(in: text, start..<opportunity.offset) where run.count > 1 {
            for offset in runBreaks(run)
            where offset > run.lowerBound && offset < run.upperBound
                && offset > (inside.last ?? start)
            {
                inside.append(offset)
            }
        }
        guard !inside.isEmpty else { return (opportunity, false) }
        queued = inside
        queuedIndex = 0
        heldBack = opportunity
        return nextQueued(before: opportunity)
    }

    /// Reports the next queued opportunity, or `opportunity` once the queue is empty.
    private mutating func nextQueued(before opportunity: LineBreakOpportunity) -> (
        LineBreakOpportunity, fromDictionary: Bool
    ) {
        guard queuedIndex < queued.count else {
            heldBack = nil
            return (opportunity, false)
        }
        let offset = queued[queuedIndex]
        queuedIndex += 1
        return (LineBreakOpportunity(offset: offset, isMandatory: false), true)
    }
}

/// The UAX #14 line-break opportunities of `text` (valid UTF-8, the whole text), with `segmenter`'s opportunities inside runs of Thai, Lao, Khmer, Myanmar and the other SA scripts.
///
/// Without a segmenter these are the opportunities of ``LineBreakIterator``.
/// Opportunities UAX #14 allows inside a grapheme cluster are reported as it
/// allows them; a dictionary's never split a cluster.
public func lineBreakOpportunities(
    in text: UnsafeBufferPointer<UInt8>, segmenter: (any TextSegmenter)?
) -> [LineBreakOpportunity] {
    let segmentation = segmenter.map(DictionarySegmentation.init)
    return lineBreakOpportunities(in: text, segmentation: segmentation)
}

/// ``lineBreakOpportunities(in:segmenter:)`` with a cached segmentation.
func lineBreakOpportunities(
    in text: UnsafeBufferPointer<UInt8>, segmentation: DictionarySegmentation?
) -> [LineBreakOpportunity] {
    var result: [LineBreakOpportunity] = []
    guard let segmentation else {
        var iterator = LineBreakIterator(utf8: text)
        while let opportunity = iterator.next() { result.append(opportunity) }
        return result
    }
    var iterator = SegmentedLineBreakIterator(utf8: text, isEndOfText: true) { run in
        segmentation.lineBreakOpportunities(inRun: UnsafeBufferPointer(rebasing: text[run])).map { run.lowerBound + $0 }
    }
    while let (opportunity, _) = iterator.nextOpportunity() {
        result.append(opportunity)
    }
    return result
}

/// Where the wrapper takes its line-break opportunities from: UAX #14 alone, or with a dictionary's.
protocol LineBreakOpportunitySource {
    /// Returns the next opportunity, and whether it came from a dictionary (which never splits a grapheme cluster), or nil as ``LineBreakIterator/next()`` does.
    mutating func nextOpportunity() -> (LineBreakOpportunity, fromDictionary: Bool)?
}

extension LineBreakIterator: LineBreakOpportunitySource {
    /// ``next()``, never from a dictionary: UAX #14's opportunities may fall inside a cluster.
    @inline(__always)
    mutating func nextOpportunity() -> (LineBreakOpportunity, fromDictionary: Bool)? {
        next().map { ($0, false) }
    }
}
