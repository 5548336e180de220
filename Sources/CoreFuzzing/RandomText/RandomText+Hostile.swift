import SeededRandom

/// Text made to break a text area: clusters that join across edits, every line break, controls, bidi and CJK punctuation, and very long lines.
///
/// These draw with the standard library's `random(in:using:)` and
/// `randomElement(using:)`, as the fuzzer's seeds were recorded with them.
extension RandomText {
    /// Short pieces that hostile text is assembled from.
    public static let hostilePieces: [String] = [
        // Plain words and punctuation.
        "a", "b", "word", "Hello", " ", "  ", ".", ",", "-", "(", ")", "'", "_1", "x y",
        // Emoji: ZWJ sequences, modifiers, keycaps, tags, flags, and their parts alone.
        "👨‍👩‍👧‍👦", "🏳️‍🌈", "👩🏽‍💻", "🧑‍🤝‍🧑", "👍🏽", "👍", "🏽", "1️⃣", "🏴󠁧󠁢󠁥󠁮󠁧󠁿", "\u{E0067}",
        "🇯🇵", "🇺🇸🇫🇷", "🇯", "🇵", "\u{200D}", "\u{200D}\u{200D}",
        // Combining marks, variation selectors and conjoining scripts.
        "\u{301}", "e\u{301}\u{302}", "\u{20DD}", "\u{FE0F}", "\u{FE0E}", "\u{1112}\u{1161}\u{11AB}", "\u{1161}",
        "क्षि", "\u{94D}", "ภาษาไทย",
        // Every line break, alone and in pairs.
        "\n", "\r", "\r\n", "\n\r", "\u{85}", "\u{2028}", "\u{2029}", "\u{0B}", "\u{0C}", "\n\n",
        // Tabs and spaces that hang.
        "\t", "\t\t", " \t ",
        // CJK with its punctuation (no break before 、。」, none after 「).
        "日本語の文章、", "句読点。", "「引用」", "请输入备注，谢谢。", "カタカナ", "한국어", "中",
        // Right-to-left text and bidi controls.
        "שלום עולם", "مرحبا", "\u{200F}", "\u{202E}", "\u{2066}",
        // Replacement character, NUL, C0 and C1 controls, odd spaces and joiners.
        "\u{FFFD}", "\u{0}", "\u{1}", "\u{1B}", "\u{7F}", "\u{80}", "\u{9F}", "\u{A0}", "\u{AD}", "\u{200B}",
        "\u{2060}", "\u{FEFF}", "\u{FFFF}", "\u{E000}", "𝔘𝔫𝔦",
        // A marker the vetoing delegate may refuse.
        "🚫",
    ]

    /// Scalars that join onto whatever comes before or after them.
    static let joiners: [String] = ["\u{200D}", "\u{301}", "\u{FE0F}", "🏽", "🇯", "\u{E0067}", "\u{94D}", "\u{1161}"]

    /// A short hostile text of one to four pieces.
    public static func hostileShort(using random: inout SplitMix64) -> String {
        (0..<Int.random(in: 1...4, using: &random)).map { _ in hostilePiece(using: &random) }.joined()
    }

    /// One piece, with joiners drawn more often than their share so clusters keep forming and splitting.
    static func hostilePiece(using random: inout SplitMix64) -> String {
        if Int.random(in: 0..<6, using: &random) == 0 { return joiners.randomElement(using: &random)! }
        return hostilePieces.randomElement(using: &random)!
    }

    /// A word of `length` clusters with no break opportunity inside it.
    public static func unbreakableWord(length: Int, using random: inout SplitMix64) -> String {
        let unit = ["x", "W", "é", "e\u{301}", "𝔘", "\u{FFFD}", "ﬁ"].randomElement(using: &random)!
        return String(repeating: unit, count: length)
    }

    /// One grapheme cluster hundreds of scalars long: a base under a pile of combining marks, or emoji joined by ZWJs.
    public static func hugeCluster(scalars: Int, using random: inout SplitMix64) -> String {
        if Bool.random(using: &random) {
            return "e" + String(repeating: "\u{301}\u{316}", count: scalars / 2)
        }
        return Array(repeating: "👩", count: scalars / 2).joined(separator: "\u{200D}")
    }

    /// A long line: one unbreakable word, one huge cluster, or many short pieces without line breaks.
    public static func longLine(using random: inout SplitMix64) -> String {
        let length = Int.random(in: 200...6000, using: &random)
        switch Int.random(in: 0..<5, using: &random) {
        case 0, 1: return unbreakableWord(length: length, using: &random)
        case 2: return hugeCluster(scalars: length / 4, using: &random)
        default: break
        }
        var result = ""
        while result.utf8.count < length {
            let next = hostilePiece(using: &random)
            if next.unicodeScalars.contains(where: isMandatoryBreak) { continue }
            result += next
        }
        return result
    }

    /// A large hostile text for pasting or loading: paragraphs of pieces, some long lines, `bytes` long or a little more.
    public static func hostileDocument(bytes: Int, using random: inout SplitMix64) -> String {
        var result = ""
        result.reserveCapacity(bytes + 64)
        while result.utf8.count < bytes {
            switch Int.random(in: 0..<20, using: &random) {
            case 0: result += longLine(using: &random)
            case 1...4: result += "\n"
            case 5...8: result += " "
            default: result += hostilePiece(using: &random)
            }
        }
        return result
    }

    /// A hostile text for insertion: mostly short, sometimes a long line.
    public static func hostileInsertion(using random: inout SplitMix64) -> String {
        Int.random(in: 0..<60, using: &random) == 0 ? longLine(using: &random) : hostileShort(using: &random)
    }
}
