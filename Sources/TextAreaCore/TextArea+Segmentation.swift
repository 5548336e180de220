extension TextArea {
    /// What splits text the Unicode rules cannot split on their own: words of Thai, Lao, Khmer, Myanmar, Chinese and Japanese, and line breaks inside Thai, Lao, Khmer and Myanmar; nil (the default) uses UAX #29 and UAX #14 alone.
    ///
    /// Word moves, word deletion, double-click and wrapping ask it about runs
    /// of those scripts only, and remember its answers. Setting it re-wraps
    /// the text.
    public var segmenter: (any TextSegmenter)? {
        get { segmentationStorage?.segmenter }
        set {
            if newValue === segmentationStorage?.segmenter { return }
            segmentationStorage = newValue.map(DictionarySegmentation.init)
            invalidateLayout()
        }
    }

    /// The word, space run, or punctuation mark or emoji around `offset`, as a double-click selects it (see ``TextStorage/wordRange(around:segmenter:)``).
    ///
    /// `offset` is snapped to the grapheme-cluster boundary at or before it.
    public func wordRange(around offset: Int) -> Range<Int> {
        storage.wordRange(around: storage.characterBoundary(atOrBefore: min(max(offset, 0), storage.utf8Count)),
                          segmentation: segmentationStorage)
    }
}
