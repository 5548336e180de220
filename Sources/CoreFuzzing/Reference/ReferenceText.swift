/// Plain-`String` helpers for reference models of a text area: UTF-8 offsets, clusters by Swift's `Character`, paragraphs by scalar.
///
/// The fuzzer's checks and ``ReferenceEditor`` both judge the core with
/// these, never with the core's own storage, so a bug in one cannot hide in
/// the other.
public enum ReferenceText {
    /// `text` with the bytes `range` replaced by `replacement`; the ends must be scalar boundaries.
    public static func splice(_ text: String, _ range: Range<Int>, with replacement: String) -> String {
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let upper = utf8.index(lower, offsetBy: range.count)
        var result = String(text[..<lower])
        result.reserveCapacity(text.utf8.count - range.count + replacement.utf8.count)
        result += replacement
        result += text[upper...]
        return result
    }

    /// The bytes `range` of `text` as a string.
    public static func substring(_ text: String, _ range: Range<Int>) -> String {
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let upper = utf8.index(lower, offsetBy: range.count)
        return String(decoding: utf8[lower..<upper], as: UTF8.self)
    }

    /// Whether two strings hold the same bytes (`==` would also accept canonically equivalent ones).
    public static func same(_ first: String, _ second: String) -> Bool {
        first.utf8.count == second.utf8.count && first.utf8.elementsEqual(second.utf8)
    }

    /// The cluster boundaries of `text` as UTF-8 offsets, 0 and the end included.
    public static func boundaries(of text: String) -> [Int] {
        var result = [0]
        var offset = 0
        for character in text {
            offset += character.utf8.count
            result.append(offset)
        }
        return result
    }

    /// The last cluster boundary at or before `offset` (clamped to the text).
    public static func boundary(atOrBefore offset: Int, in text: String) -> Int {
        var last = 0
        var position = 0
        for character in text {
            position += character.utf8.count
            if position > offset { break }
            last = position
        }
        return last
    }

    /// The last cluster boundary before `offset`, or 0.
    public static func boundary(before offset: Int, in text: String) -> Int {
        boundaries(of: text).last { $0 < offset } ?? 0
    }

    /// The first cluster boundary after `offset`, or the end.
    public static func boundary(after offset: Int, in text: String) -> Int {
        boundaries(of: text).first { $0 > offset } ?? text.utf8.count
    }

    /// The text with invisible and odd scalars spelled out, for messages.
    public static func describe(_ text: String) -> String {
        FuzzOperation.quote(text)
    }
}
