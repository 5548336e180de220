import SeededRandom

/// Seeded random text for the random tests and the fuzzer: the one generator of both.
///
/// Two vocabularies, each replaying exactly from its seed:
/// - prose that exercises the line breaker and the wrapper (this file): words
///   and spaces, every kind of line break, tabs, Chinese and Japanese with their
///   punctuation, words too long for a line, and clusters of several scalars
///   (emoji ZWJ sequences, flags, skin tones, combining marks);
/// - hostile text made to break a text area (`RandomText+Hostile.swift`):
///   clusters that join across edits, controls, bidi, huge clusters and very
///   long lines.
public enum RandomText {
    static let words = [
        "a", "an", "the", "text", "area", "wrap", "layout", "placeholder", "caret", "Linux",
        "well-known", "re-wrap", "x11/xft", "3.14", "(see)", "\"quoted\"", "end.", "why?", "U+2028",
    ]
    static let spaces = [" ", " ", " ", "  ", "   ", "\t", " \t", "\u{A0}", "\u{200B}"]
    static let lineBreaks = ["\n", "\n", "\n", "\r\n", "\r", "\u{85}", "\u{2028}", "\u{2029}", "\u{0B}", "\u{0C}"]
    static let eastAsian = [
        "中文", "漢字", "文字列", "日本語の文章です。", "東京、大阪。", "「引用」", "「", "」", "、", "。",
        "かなカナ", "한국어", "ｶﾀｶﾅ", "（括弧）", "ー", "っ",
    ]
    static let clusters = [
        "👨‍👩‍👧‍👦", "🏳️‍🌈", "🇯🇵", "🇫🇷🇩🇪", "👍🏽", "❤️", "e\u{301}", "a\u{308}\u{332}", "क्षि", "🧑🏾‍💻",
    ]

    /// A fragment to insert: mostly words and spaces, sometimes a break (weighted by `breakWeight` in 100), a long word, CJK or a cluster.
    public static func fragment(using generator: inout SplitMix64, breakWeight: Int = 6) -> String {
        let roll = generator.below(100)
        switch roll {
        case 0..<30:
            return generator.pick(words) + (generator.chance(0.7) ? " " : "")
        case 30..<42:
            return generator.pick(spaces)
        case 42..<(42 + breakWeight):
            return generator.pick(lineBreaks)
        case 48..<64:
            return generator.pick(eastAsian)
        case 64..<74:
            return generator.pick(clusters) + (generator.chance(0.5) ? " " : "")
        case 74..<80:
            return longWord(using: &generator)
        case 80..<90:
            // Several pieces typed at once.
            var text = ""
            for _ in 0..<generator.number(in: 2...6) {
                text += fragment(using: &generator, breakWeight: breakWeight)
            }
            return text
        default:
            return String(generator.pick(Array("abcdefghij xyz,.;")))
        }
    }

    /// A word with no break opportunity, 12 to 80 letters, sometimes with combining marks or an emoji inside.
    public static func longWord(using generator: inout SplitMix64) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        var word = ""
        for _ in 0..<generator.number(in: 12...80) {
            word.append(generator.pick(letters))
            if generator.chance(0.05) { word += "\u{301}" }
            if generator.chance(0.02) { word += "\u{200D}👩" }
        }
        return word
    }

    /// A text of about `byteCount` bytes, with a line break roughly every `paragraphBytes` bytes (never, if nil).
    public static func document(byteCount: Int, paragraphBytes: Int?, using generator: inout SplitMix64) -> String {
        var text = ""
        var sinceBreak = 0
        while text.utf8.count < byteCount {
            var piece = fragment(using: &generator, breakWeight: 0)
            if paragraphBytes == nil {
                piece = String(String.UnicodeScalarView(piece.unicodeScalars.filter { !isMandatoryBreak($0) }))
            }
            text += piece
            sinceBreak += piece.utf8.count
            if let paragraphBytes, sinceBreak > paragraphBytes, generator.chance(0.3) {
                text += generator.pick(lineBreaks)
                sinceBreak = 0
            }
        }
        return text
    }

    /// Whether a scalar ends a line by itself (UAX #14 classes BK, CR, LF and NL).
    public static func isMandatoryBreak(_ scalar: Unicode.Scalar) -> Bool {
        [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029].contains(scalar.value)
    }
}
