extension TextStorage {
    /// How far from an offset a word block is looked for in each direction.
    ///
    /// Real text has a space, a punctuation mark or a line break far sooner;
    /// a block cut here may get its last boundaries before the cut slightly
    /// wrong, never the ones near the offset.
    static let longestWordBlockReach = 65_536

    /// How far a word block reaches past its offset on each side when it can, so word moves over many short blocks take few steps.
    static let wordBlockMargin = 1024

    /// The word block holding the scalar at or before `offset` (or the last scalar, at the end): a stretch whose ends the word rules treat as start and end of text.
    ///
    /// Its ends are the ends of the text, or places where
    /// ``WordSegmentation/isSafeRestart(previous:current:)`` holds, so the
    /// boundaries found inside it are those of the whole text; where it can, it
    /// reaches ``wordBlockMargin`` bytes past the scalar on each side.
    func wordBlock(containing offset: Int) -> Range<Int> {
        precondition(utf8Count > 0, "An empty text has no word blocks")
        let scalarStart = scalarBoundary(atOrBefore: min(max(offset, 0), utf8Count - 1))
        return wordBlockStart(atOrBefore: scalarStart)..<wordBlockEnd(after: scalarStart)
    }

    /// The segments of the word block `block`, in text offsets.
    func wordSegments(inBlock block: Range<Int>, segmentation: DictionarySegmentation?) -> [WordSegment] {
        withContiguousBytes(in: block) { bytes in
            WordSegmentation.segments(of: bytes, segmentation: segmentation).map { segment in
                WordSegment(
                    range: (segment.range.lowerBound + block.lowerBound)..<(segment.range.upperBound + block.lowerBound),
                    isWord: segment.isWord)
            }
        }
    }

    /// A word-block start at or before `offset` (a scalar start before the end of text): the last one at least ``wordBlockMargin`` bytes back, else the first found.
    private func wordBlockStart(atOrBefore offset: Int) -> Int {
        var reach = 4 * Self.wordBlockMargin
        while true {
            let lower = scalarBoundary(atOrBefore: max(offset - reach, 0))
            let upper = offset + scalarLength(at: offset)
            var nearest: Int? = nil
            let found: Int? = withContiguousBytes(in: lower..<upper) { bytes in
                var position = offset - lower
                var current = code(in: bytes, at: position)
                while position > 0 {
                    var previousStart = position - 1
                    while previousStart > 0 && UTF8Decoding.isContinuation(bytes[previousStart]) { previousStart -= 1 }
                    let previous = code(in: bytes, at: previousStart)
                    if WordSegmentation.isSafeRestart(previous: previous, current: current) {
                        if offset - (lower + position) >= Self.wordBlockMargin { return lower + position }
                        if nearest == nil { nearest = lower + position }
                    }
                    position = previousStart
                    current = previous
                }
                return nil
            }
            if let found { return found }
            if lower == 0 { return 0 }
            if let nearest, reach >= 4 * Self.wordBlockMargin { return nearest }
            if reach >= Self.longestWordBlockReach { return characterBoundary(atOrBefore: lower) }
            reach *= 4
        }
    }

    /// A word-block end after the scalar at `offset`: the first one at least ``wordBlockMargin`` bytes on, else the last found, else the end of text.
    private func wordBlockEnd(after offset: Int) -> Int {
        var reach = 4 * Self.wordBlockMargin
        while true {
            let upper = scalarBoundary(atOrBefore: min(offset + reach, utf8Count))
            var farthest: Int? = nil
            let found: Int? = withContiguousBytes(in: offset..<upper) { bytes in
                var previous = code(in: bytes, at: 0)
                var position = UTF8Decoding.decode(bytes, at: 0).1
                while position < bytes.count {
                    let current = code(in: bytes, at: position)
                    if WordSegmentation.isSafeRestart(previous: previous, current: current) {
                        if position >= Self.wordBlockMargin { return offset + position }
                        farthest = offset + position
                    }
                    previous = current
                    position += UTF8Decoding.decode(bytes, at: position).1
                }
                return nil
            }
            if let found { return found }
            if upper == utf8Count { return utf8Count }
            if let farthest { return farthest }
            if reach >= Self.longestWordBlockReach { return characterBoundary(atOrBefore: upper) }
            reach *= 4
        }
    }

    /// The length in bytes of the scalar starting at `offset`.
    private func scalarLength(at offset: Int) -> Int {
        UTF8Decoding.sequenceLength(lead: byte(at: offset))
    }

    /// The word-break property code of the scalar starting at `position`.
    private func code(in bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> WordBreakPropertyCode {
        WordBreakIterator.propertyCode(in: bytes.baseAddress.unsafelyUnwrapped, at: position, end: bytes.count).0
    }
}
