import CICUShim
import TextAreaCore

/// A `TextSegmenter` backed by ICU's break iterators, which carry dictionaries for Thai, Lao, Khmer, Myanmar, Chinese and Japanese, as Pango and browsers use them.
///
/// Give one to a text area's `segmenter`. Its iterators open on first use, once
/// per segmenter; if ICU cannot open them (its data missing), the segmenter
/// answers nothing and the text area falls back to UAX #29 and UAX #14
/// alone. Use a segmenter on one thread at a time.
public final class ICUSegmenter: TextSegmenter {
    /// The word-break iterator, once opened.
    private var wordIterator: OpaquePointer? = nil
    /// The line-break iterator, once opened.
    private var lineIterator: OpaquePointer? = nil
    /// Whether opening each iterator was tried, so a failure is not retried on every run.
    private var triedWordIterator = false
    private var triedLineIterator = false

    /// Creates a segmenter; nothing is opened until it is first asked.
    public init() {}

    deinit {
        cicu_break_iterator_close(wordIterator)
        cicu_break_iterator_close(lineIterator)
    }

    /// Whether ICU's break iterators open, that is whether its data is there.
    public var isAvailable: Bool {
        openedWordIterator() != nil && openedLineIterator() != nil
    }

    /// ICU's word boundaries inside `run` (the same dictionary serves every kind).
    public func wordBoundaries(in run: UnsafeBufferPointer<UInt8>, kind: DictionaryRunKind) -> [Int] {
        guard let iterator = openedWordIterator() else { return [] }
        return Self.boundaries(of: run, using: iterator)
    }

    /// ICU's line-break opportunities inside `run`.
    public func lineBreakOpportunities(in run: UnsafeBufferPointer<UInt8>) -> [Int] {
        guard let iterator = openedLineIterator() else { return [] }
        return Self.boundaries(of: run, using: iterator)
    }

    private func openedWordIterator() -> OpaquePointer? {
        if !triedWordIterator {
            triedWordIterator = true
            wordIterator = cicu_break_iterator_open(CICU_WORD_BREAKS)
        }
        return wordIterator
    }

    private func openedLineIterator() -> OpaquePointer? {
        if !triedLineIterator {
            triedLineIterator = true
            lineIterator = cicu_break_iterator_open(CICU_LINE_BREAKS)
        }
        return lineIterator
    }

    /// The boundaries `iterator` finds strictly inside `run`, as byte offsets.
    private static func boundaries(of run: UnsafeBufferPointer<UInt8>, using iterator: OpaquePointer) -> [Int] {
        guard run.count > 1, run.count <= Int(Int32.max), let base = run.baseAddress else { return [] }
        // A boundary lies before a scalar, so there are fewer than run.count of them.
        var found = [Int32](repeating: 0, count: run.count)
        let count = found.withUnsafeMutableBufferPointer { buffer in
            base.withMemoryRebound(to: CChar.self, capacity: run.count) { text in
                cicu_break_iterator_boundaries(iterator, text, Int32(run.count), buffer.baseAddress, Int32(run.count))
            }
        }
        guard count > 0 else { return [] }
        return found.prefix(Int(min(count, Int32(run.count)))).map(Int.init)
    }
}
