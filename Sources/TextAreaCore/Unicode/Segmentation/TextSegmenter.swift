/// The runs of text a ``TextSegmenter`` is asked to split: scripts whose words neither spaces nor the Unicode rules separate.
public enum DictionaryRunKind: Hashable, Sendable {
    /// Thai, Lao, Khmer, Myanmar and the other scripts of Line_Break class SA: split into words and into line-break opportunities.
    case southeastAsian
    /// Chinese and Japanese (Han, Hiragana, Katakana): split into words only, since UAX #14 already breaks lines between ideographs.
    case chineseJapanese
}

/// Splits runs of text that UAX #29 and UAX #14 cannot split on their own, typically with a dictionary.
///
/// The core asks only about runs of one ``DictionaryRunKind`` (never about
/// Latin text, say), each whole: a run starts and ends where the Unicode
/// rules already put a boundary. Answers are cached by the run's text, so a
/// segmenter must answer the same for the same run; it is called on the
/// thread that uses the text area.
///
/// Offsets are UTF-8 byte offsets into the run. The core sorts the answers,
/// drops offsets outside the run or inside a scalar, and never takes one that
/// would split a grapheme cluster.
public protocol TextSegmenter: AnyObject {
    /// The word boundaries inside `run`, a run of `kind`: byte offsets strictly between 0 and `run.count`.
    func wordBoundaries(in run: UnsafeBufferPointer<UInt8>, kind: DictionaryRunKind) -> [Int]

    /// The line-break opportunities inside `run`, a ``DictionaryRunKind/southeastAsian`` run: byte offsets strictly between 0 and `run.count` where a line may end.
    func lineBreakOpportunities(in run: UnsafeBufferPointer<UInt8>) -> [Int]
}
