/// The codes stored in the generated line-break table, and their meaning.
///
/// A code below ``variantBase`` is the `rawValue` of a ``LineBreakClass``.
/// The codes from ``variantBase`` up mark a class together with a second
/// property that one of the rules needs. `Scripts/generate-unicode-tables.py`
/// writes the same numbering.
enum LineBreakPropertyCode {
    /// The first variant code: one past the last ``LineBreakClass`` raw value.
    static let variantBase = UInt8(LineBreakClass.allCases.count)
    /// OP whose East_Asian_Width is F, W or H (excluded from LB30).
    static let eastAsianOpenPunctuation = variantBase
    /// CP whose East_Asian_Width is F, W or H (excluded from LB30).
    static let eastAsianCloseParenthesis = variantBase + 1
    /// ID that is Extended_Pictographic and unassigned (LB30b).
    static let unassignedPictographic = variantBase + 2
    /// SA whose General_Category is Mn or Mc (LB1 resolves it to CM).
    static let complexContextMark = variantBase + 3
    /// The number of codes.
    static let count = Int(variantBase) + 4

    /// Returns the Line_Break class a code stands for.
    static func lineBreakClass(ofCode code: UInt8) -> LineBreakClass {
        switch code {
        case eastAsianOpenPunctuation: .openPunctuation
        case eastAsianCloseParenthesis: .closeParenthesis
        case unassignedPictographic: .ideographic
        case complexContextMark: .complexContext
        default: LineBreakClass(rawValue: code) ?? .unknown
        }
    }

    /// Returns the class the line-breaking rules see for a code, after LB1.
    ///
    /// AI, SG, XX and SA other than marks become AL; SA marks become CM; CJ
    /// becomes NS (the strict/normal line-break style of UAX #14's default).
    @inline(__always)
    static func breakClass(ofCode code: UInt8) -> BreakClass {
        if code <= BreakClass.ri.rawValue {
            return BreakClass(rawValue: code).unsafelyUnwrapped
        }
        return resolvedVariant(code)
    }

    /// Resolves the codes that are not already a ``BreakClass``.
    private static func resolvedVariant(_ code: UInt8) -> BreakClass {
        switch code {
        case LineBreakClass.conditionalJapaneseStarter.rawValue: .ns
        case eastAsianOpenPunctuation: .opEastAsian
        case eastAsianCloseParenthesis: .cpEastAsian
        case unassignedPictographic: .idUnassignedPictographic
        case complexContextMark: .cm
        default: .al
        }
    }
}
