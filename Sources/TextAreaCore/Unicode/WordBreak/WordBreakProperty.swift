/// The UAX #29 Word_Break property of a scalar, at Unicode 15.0.
///
/// Raw values follow `Scripts/generate-word-break-tables.py`, which writes the
/// table; keep the two in step.
enum WordBreakProperty: UInt8, CaseIterable {
    case other = 0
    case carriageReturn
    case lineFeed
    case newline
    case extend
    case zeroWidthJoiner
    case regionalIndicator
    case format
    case katakana
    case hebrewLetter
    case aLetter
    case singleQuote
    case doubleQuote
    case midNumLet
    case midLetter
    case midNum
    case numeric
    case extendNumLet
    case wSegSpace

    /// ALetter or Hebrew_Letter (AHLetter in the rules).
    var isAHLetter: Bool { self == .aLetter || self == .hebrewLetter }

    /// MidLetter or MidNumLetQ (MidNumLet or Single_Quote): what may join two letters (WB6, WB7).
    var joinsLetters: Bool { self == .midLetter || self == .midNumLet || self == .singleQuote }

    /// MidNum or MidNumLetQ: what may join two numbers (WB11, WB12).
    var joinsNumbers: Bool { self == .midNum || self == .midNumLet || self == .singleQuote }

    /// Extend, Format or ZWJ: what rule WB4 attaches to the scalar before.
    var isIgnored: Bool { self == .extend || self == .format || self == .zeroWidthJoiner }

    /// CR, LF or Newline: the hard breaks of WB3a and WB3b.
    var isNewline: Bool { self == .carriageReturn || self == .lineFeed || self == .newline }
}
