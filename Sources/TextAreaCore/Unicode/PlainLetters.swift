/// Letters that the line-breaking rules treat plainly on either side of spaces: after one (with its marks), spaces
/// and another, the second starts a piece of its own however the text around them reads.
///
/// The layout relies on this to leave the line above an edit alone; the
/// front end, to know that the text after an edited word falls into the
/// same pieces as before and can move as it is.
public enum PlainLetters {
    /// Whether the line-breaking rules treat `scalar` as a plain letter on either side of spaces: its Line_Break
    /// class is AL, HL, ID or a Hangul one (H2, H3, JL, JV, JT), before LB1 (so no SA, resolved by a dictionary).
    ///
    /// No rule before LB18 looks at such a letter before or after spaces
    /// (LB14 to LB17 need OP, QU, CL, CP or B2 before them; LB13 and LB11 a
    /// class after them that none of these is). Of ASCII only the letters
    /// count.
    public static func isPlainLetter(_ scalar: UInt32) -> Bool {
        if scalar < 0x80 { return LineBreakAutomaton.isASCIILetter(UInt8(scalar)) }
        return switch LineBreakPropertyCode.lineBreakClass(ofCode: UnicodeTables.lineBreakPropertyCode(of: scalar)) {
        case .alphabetic, .hebrewLetter, .ideographic, .hangulLVSyllable, .hangulLVTSyllable, .hangulLeadingJamo,
            .hangulVowelJamo, .hangulTrailingJamo:
            true
        default: false
        }
    }

    /// Whether `scalar` attaches to the character before it in line breaking (CM or ZWJ after LB1: marks, SA marks
    /// and most controls).
    public static func isMarkOrJoiner(_ scalar: UInt32) -> Bool {
        let breakClass = LineBreakPropertyCode.breakClass(ofCode: UnicodeTables.lineBreakPropertyCode(of: scalar))
        return breakClass == .cm || breakClass == .zwj
    }

    /// Whether the UTF-8 in `bytes` before `end` ends with a plain letter (``isPlainLetter(_:)``), perhaps followed by
    /// marks, which LB9 attaches to it; false for anything else, or bytes that are not UTF-8.
    public static func endsWithPlainLetter(_ bytes: UnsafeBufferPointer<UInt8>, before end: Int) -> Bool {
        guard let base = bytes.baseAddress, end <= bytes.count else { return false }
        var scalarEnd = end
        // Marks are few after a letter: a run of more than a handful reads as no letter.
        for _ in 0..<8 {
            var start = scalarEnd - 1
            while start >= 0 && scalarEnd - start < 4 && base[start] & 0xC0 == 0x80 { start -= 1 }
            guard start >= 0 else { return false }
            let scalar = UTF8Decoding.decode(base, at: start, end: scalarEnd)
            guard start + scalar.length == scalarEnd, scalar.value != 0xFFFD else { return false }
            if !isMarkOrJoiner(scalar.value) { return isPlainLetter(scalar.value) }
            scalarEnd = start
        }
        return false
    }
}
