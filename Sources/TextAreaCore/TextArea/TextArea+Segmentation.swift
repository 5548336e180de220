// Words and dictionary splits: the area's segmenter, and the word boundaries moves, deletion and double-click use.
extension TextArea {
    /// What splits text the Unicode rules cannot split on their own: words of Thai, Lao, Khmer, Myanmar, Chinese and Japanese, and line breaks inside Thai, Lao, Khmer and Myanmar; nil (the default) uses UAX #29 and UAX #14 alone.
    ///
    /// Word moves, word deletion, double-click and wrapping ask it about runs
    /// of those scripts only, and remember its answers. Setting it re-wraps
    /// the text.
    public var segmenter: (any TextSegmenter)? {
        get { segmentation?.segmenter }
        set {
            if newValue === segmentation?.segmenter { return }
            segmentation = newValue.map(DictionarySegmentation.init)
            invalidateLayout()
        }
    }

    /// The word, space run, or punctuation mark or emoji around `offset`, as a double-click selects it (see ``TextStorage/wordRange(around:segmenter:)``).
    ///
    /// `offset` is snapped to the grapheme-cluster boundary at or before it.
    /// A pure query: it changes neither the selection nor the layout.
    public func wordRange(around offset: Int) -> Range<Int> {
        let snapped = storage.characterBoundary(atOrBefore: min(max(offset, 0), storage.utf8Count))
        return layoutStorage.wordRange(around: snapped, segmentation: segmentation)
    }

    /// The end of the word at or after `offset` in logical order, with the area's segmenter: where a forward word move or word deletion from `offset` ends.
    func wordBoundary(after offset: Int) -> Int {
        layoutStorage.wordBoundary(after: offset, segmentation: segmentation)
    }

    /// The start of the word before `offset` in logical order, with the area's segmenter: where a backward word move or word deletion from `offset` ends.
    func wordBoundary(before offset: Int) -> Int {
        layoutStorage.wordBoundary(before: offset, segmentation: segmentation)
    }
}
