/// A stretch of text between two neighbouring word boundaries: a word, or the spaces, punctuation or symbols between words.
public struct WordSegment: Hashable, Sendable {
    /// The segment's bytes (UTF-8 offsets).
    public var range: Range<Int>
    /// Whether the segment is a word, where word moves stop: it holds a letter, a digit, kana, an ideograph, or a letter of a script written without spaces.
    ///
    /// Spaces, line breaks, punctuation, symbols and emoji are not words.
    public var isWord: Bool

    /// Creates a segment.
    public init(range: Range<Int>, isWord: Bool) {
        self.range = range
        self.isWord = isWord
    }
}

/// The UAX #29 word segments of `text` (valid UTF-8, the whole text), with runs of Thai, Lao, Khmer, Myanmar, Chinese and Japanese split by `segmenter`.
///
/// Without a segmenter the boundaries are those of ``WordBreakIterator`` (so
/// every ideograph is a word of its own). With `keepingClustersWhole`, the
/// default and what a text area's word moves use, boundaries that would split
/// a grapheme cluster are left out: UAX #29 puts one there after a prepended
/// mark, before a spacing vowel such as Thai SARA AM, or inside a pair of
/// regional indicators when a joiner before them makes the word rules pair
/// them otherwise (ignoring the joiner, as WB4 does). With
/// false they stay, and outside dictionary runs the boundaries are exactly
/// those `WordBreakTest.txt` lists.
public func wordSegments(
    in text: UnsafeBufferPointer<UInt8>, segmenter: (any TextSegmenter)?, keepingClustersWhole: Bool = true
) -> [WordSegment] {
    WordSegmentation.segments(
        of: text, segmentation: segmenter.map(DictionarySegmentation.init), keepingClustersWhole: keepingClustersWhole)
}
