import SeededRandom

@testable import TextAreaCore

/// Random text that exercises the bidi algorithm: every bidi class, brackets, controls and mixed scripts.
enum BidiRandomText {
    /// Scalars of every class, several of some, weighted towards the common ones.
    static let palette: [Unicode.Scalar] = [
        // L, R, AL.
        "a", "b", "Z", "é", "中", "ש", "א", "ب", "ع", "\u{1E900}",
        // EN, ES, ET, AN, CS.
        "1", "9", "\u{06F3}", "+", "-", "$", "%", "\u{20AC}", "\u{0661}", "\u{0662}", "\u{066B}", ",", ".", ":", "/",
        // NSM, BN, S, WS.
        "\u{0301}", "\u{064B}", "\u{200B}", "\u{200D}", "\u{00AD}", "\t", " ", " ", "\u{2028}",
        // ON and paired brackets, canonical equivalents among them.
        "!", "\"", "&", "(", ")", "[", "]", "{", "}", "\u{2329}", "\u{232A}", "\u{3008}", "\u{3009}", "<", ">",
        // Explicit formatting.
        "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",
    ]

    /// Left-to-right-only scalars: no class that needs the whole algorithm.
    static let leftToRightPalette: [Unicode.Scalar] = [
        "a", "b", "Z", "é", "中", "1", "9", "+", "-", "$", "%", ",", ".", "\u{0301}", "\u{200B}", "\u{200D}",
        "\u{00AD}", "\t", " ", " ", "\u{2028}", "!", "(", ")", "[", "]", "\u{2329}", "\u{3009}", "\u{7F}", "\u{1}",
    ]

    /// Random text of up to `maximumLength` scalars from `palette`, sometimes in runs of one script.
    static func scalars(
        using generator: inout SplitMix64, maximumLength: Int = 40, from palette: [Unicode.Scalar] = palette
    ) -> [Unicode.Scalar] {
        let length = generator.below(maximumLength + 1)
        var result: [Unicode.Scalar] = []
        while result.count < length {
            let scalar = generator.pick(palette)
            let repeats = generator.chance(0.3) ? generator.number(in: 2...6) : 1
            for _ in 0..<repeats where result.count < length { result.append(scalar) }
        }
        return result
    }

    /// A random base direction.
    static func baseDirection(using generator: inout SplitMix64) -> BaseWritingDirection {
        generator.pick([.natural, .leftToRight, .rightToLeft])
    }

    /// The UTF-8 offsets of each scalar and of the end.
    static func byteOffsets(of scalars: [Unicode.Scalar]) -> [Int] {
        var offsets = [0]
        for scalar in scalars { offsets.append(offsets[offsets.count - 1] + UTF8.width(scalar)) }
        return offsets
    }

    /// The text as UTF-8.
    static func utf8(_ scalars: [Unicode.Scalar]) -> [UInt8] {
        Array(String(String.UnicodeScalarView(scalars)).utf8)
    }

    /// Resolves UTF-8 bytes (with or without the fast path).
    static func paragraph(
        utf8 bytes: [UInt8], baseDirection: BaseWritingDirection, usesFastPath: Bool = true
    ) -> BidiParagraph {
        bytes.withUnsafeBufferPointer {
            BidiParagraph(utf8: $0, baseDirection: baseDirection, usesFastPath: usesFastPath)
        }
    }

    /// Random line boundaries (scalar indices) splitting `0..<count`, from 0 to `count`.
    static func lineBreaks(count: Int, using generator: inout SplitMix64) -> [Int] {
        var breaks = [0]
        while breaks[breaks.count - 1] < count {
            breaks.append(min(count, breaks[breaks.count - 1] + generator.number(in: 1...12)))
        }
        if count == 0 { breaks.append(0) }
        return breaks
    }
}
