extension TextStorage {
    /// The word segments around `offset`: UAX #29 boundaries, with runs of Thai, Lao, Khmer, Myanmar, Chinese and Japanese split by `segmenter`.
    ///
    /// The segments cover a stretch of the text that holds the grapheme cluster
    /// at `offset` (the last one at the end of text) and usually some way on
    /// both sides: from one place where the rules start afresh (after a space,
    /// most punctuation or a line break) to the next. Their ends are grapheme-
    /// cluster boundaries. Without a segmenter every ideograph, and every Thai
    /// letter, is a segment of its own, as UAX #29 has it. An empty text has no segments.
    public func wordSegments(around offset: Int, segmenter: (any TextSegmenter)? = nil) -> [WordSegment] {
        wordSegments(around: offset, segmentation: segmenter.map(DictionarySegmentation.init))
    }

    /// The end of the word at or after `offset`: past any spaces and punctuation, to the end of the next word (Ctrl+Right); the end of text if no word follows.
    public func wordBoundary(after offset: Int, segmenter: (any TextSegmenter)? = nil) -> Int {
        wordBoundary(after: offset, segmentation: segmenter.map(DictionarySegmentation.init))
    }

    /// The start of the word at or before `offset`: back past any spaces and punctuation, to the start of the word before (Ctrl+Left); 0 if no word precedes.
    public func wordBoundary(before offset: Int, segmenter: (any TextSegmenter)? = nil) -> Int {
        wordBoundary(before: offset, segmentation: segmenter.map(DictionarySegmentation.init))
    }

    /// The word segment around `offset`, as a double-click selects it: a word, a run of spaces, or a punctuation mark or emoji.
    ///
    /// At the end of the text or of a paragraph the segment before `offset` is chosen.
    public func wordRange(around offset: Int, segmenter: (any TextSegmenter)? = nil) -> Range<Int> {
        wordRange(around: offset, segmentation: segmenter.map(DictionarySegmentation.init))
    }

    func wordSegments(around offset: Int, segmentation: DictionarySegmentation?) -> [WordSegment] {
        guard utf8Count > 0 else { return [] }
        let offset = min(max(offset, 0), utf8Count)
        return wordSegments(inBlock: wordBlock(containing: offset), segmentation: segmentation)
    }

    func wordBoundary(after offset: Int, segmentation: DictionarySegmentation?) -> Int {
        var position = offset
        while position < utf8Count {
            let block = wordBlock(containing: position)
            for segment in wordSegments(inBlock: block, segmentation: segmentation)
            where segment.isWord && segment.range.upperBound > offset {
                return segment.range.upperBound
            }
            position = block.upperBound
        }
        return utf8Count
    }

    func wordBoundary(before offset: Int, segmentation: DictionarySegmentation?) -> Int {
        var position = offset
        while position > 0 {
            let block = wordBlock(containing: position - 1)
            for segment in wordSegments(inBlock: block, segmentation: segmentation).reversed()
            where segment.isWord && segment.range.lowerBound < offset {
                return segment.range.lowerBound
            }
            position = block.lowerBound
        }
        return 0
    }

    func wordRange(around offset: Int, segmentation: DictionarySegmentation?) -> Range<Int> {
        guard utf8Count > 0 else { return 0..<0 }
        var target = min(max(offset, 0), utf8Count)
        if target == utf8Count || isAtNewline(target) {
            guard target > 0 else { return target..<target }
            target = characterBoundary(before: target)
        }
        let segments = wordSegments(inBlock: wordBlock(containing: target), segmentation: segmentation)
        let found = segments.first { $0.range.contains(target) }
        return found?.range ?? target..<characterBoundary(after: target)
    }

    /// Whether a line or paragraph separator (CR, LF, VT, FF, NEL, LS, PS) starts at `offset`.
    private func isAtNewline(_ offset: Int) -> Bool {
        let lead = byte(at: offset)
        if lead < 0x80 { return (0x0A...0x0D).contains(lead) }
        return separatorLength(at: offset) > 0
    }
}
