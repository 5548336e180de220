/// The Line_Break property of a Unicode scalar: its class in UAX #14 (Unicode 15.0).
///
/// The values are the classes as listed in `LineBreak.txt`, including the
/// documented defaults for unlisted code points, before the algorithm's rule
/// LB1 resolves AI, SG, XX, SA and CJ. The comment on each case gives its
/// UAX #14 abbreviation, which ``abbreviation`` returns.
public enum LineBreakClass: UInt8, CaseIterable, Sendable {
    /// BK: forces a break after it (form feed, line tabulation, LS).
    case mandatoryBreak = 0
    /// CR: carriage return.
    case carriageReturn
    /// LF: line feed.
    case lineFeed
    /// NL: next line (U+0085).
    case nextLine
    /// SP: space.
    case space
    /// ZW: zero width space.
    case zeroWidthSpace
    /// ZWJ: zero width joiner.
    case zeroWidthJoiner
    /// CM: combining mark or control, attaches to what precedes it.
    case combiningMark
    /// WJ: word joiner, forbids breaks on both sides.
    case wordJoiner
    /// GL: non-breaking glue, such as NO-BREAK SPACE.
    case glue
    /// BA: break opportunity after, such as hyphens and TAB.
    case breakAfter
    /// HY: HYPHEN-MINUS.
    case hyphen
    /// NS: nonstarter, such as small kana and iteration marks.
    case nonstarter
    /// BB: break opportunity before.
    case breakBefore
    /// B2: break opportunity before and after, such as EM DASH.
    case breakBothSides
    /// CB: contingent break opportunity (objects such as U+FFFC).
    case contingentBreak
    /// CL: closing punctuation, such as 」 and 。.
    case closePunctuation
    /// CP: closing parenthesis or bracket.
    case closeParenthesis
    /// EX: exclamation or interrogation.
    case exclamation
    /// IS: infix numeric separator, such as . and ,.
    case infixSeparator
    /// SY: symbol allowing a break after, such as /.
    case symbolAllowingBreakAfter
    /// OP: opening punctuation, such as ( and 「.
    case openPunctuation
    /// QU: ambiguous quotation mark.
    case quotation
    /// IN: inseparable characters, such as ellipses.
    case inseparable
    /// PR: prefix numeric, such as currency signs.
    case prefixNumeric
    /// PO: postfix numeric, such as %.
    case postfixNumeric
    /// NU: digit.
    case numeric
    /// AL: ordinary alphabetic and symbol characters.
    case alphabetic
    /// HL: Hebrew letter.
    case hebrewLetter
    /// ID: ideograph, such as Han, kana and most emoji.
    case ideographic
    /// EB: emoji base that takes a skin-tone modifier.
    case emojiBase
    /// EM: emoji skin-tone modifier.
    case emojiModifier
    /// H2: Hangul LV syllable.
    case hangulLVSyllable
    /// H3: Hangul LVT syllable.
    case hangulLVTSyllable
    /// JL: Hangul leading jamo.
    case hangulLeadingJamo
    /// JV: Hangul vowel jamo.
    case hangulVowelJamo
    /// JT: Hangul trailing jamo.
    case hangulTrailingJamo
    /// RI: regional indicator, pairs of which form flags.
    case regionalIndicator
    /// AI: ambiguous width, resolved to AL by LB1.
    case ambiguous
    /// SG: surrogate, resolved to AL by LB1.
    case surrogate
    /// XX: unknown or unassigned, resolved to AL by LB1.
    case unknown
    /// SA: complex-context script (Thai, Lao, Myanmar, Khmer ...), resolved by LB1 to CM or AL.
    case complexContext
    /// CJ: conditional Japanese starter (small kana), resolved to NS by LB1.
    case conditionalJapaneseStarter

    /// Creates the class of a scalar from the generated tables.
    public init(_ scalar: Unicode.Scalar) {
        self = LineBreakPropertyCode.lineBreakClass(
            ofCode: UnicodeTables.lineBreakPropertyCode(of: scalar.value))
    }

    /// Creates the class with the given UAX #14 abbreviation ("AL", "ZWJ" ...); nil if there is none.
    public init?(abbreviation: String) {
        guard let index = Self.abbreviations.firstIndex(of: abbreviation) else { return nil }
        self.init(rawValue: UInt8(index))
    }

    /// The class's UAX #14 abbreviation, as used in `LineBreak.txt`.
    public var abbreviation: String { Self.abbreviations[Int(rawValue)] }

    /// The abbreviations in raw-value order.
    private static let abbreviations: [String] = [
        "BK", "CR", "LF", "NL", "SP", "ZW", "ZWJ", "CM", "WJ", "GL",
        "BA", "HY", "NS", "BB", "B2", "CB", "CL", "CP", "EX", "IS",
        "SY", "OP", "QU", "IN", "PR", "PO", "NU", "AL", "HL", "ID",
        "EB", "EM", "H2", "H3", "JL", "JV", "JT", "RI", "AI", "SG",
        "XX", "SA", "CJ",
    ]
}
