/// A Unicode formatting character the context menu's "Insert Unicode control character" submenu offers, in Qt's order.
public enum UnicodeControlCharacter: CaseIterable, Sendable {
    /// U+200E LEFT-TO-RIGHT MARK.
    case leftToRightMark
    /// U+200F RIGHT-TO-LEFT MARK.
    case rightToLeftMark
    /// U+200D ZERO WIDTH JOINER.
    case zeroWidthJoiner
    /// U+200C ZERO WIDTH NON-JOINER.
    case zeroWidthNonJoiner
    /// U+200B ZERO WIDTH SPACE.
    case zeroWidthSpace
    /// U+202A LEFT-TO-RIGHT EMBEDDING.
    case leftToRightEmbedding
    /// U+202B RIGHT-TO-LEFT EMBEDDING.
    case rightToLeftEmbedding
    /// U+202D LEFT-TO-RIGHT OVERRIDE.
    case leftToRightOverride
    /// U+202E RIGHT-TO-LEFT OVERRIDE.
    case rightToLeftOverride
    /// U+202C POP DIRECTIONAL FORMATTING.
    case popDirectionalFormatting
    /// U+2066 LEFT-TO-RIGHT ISOLATE.
    case leftToRightIsolate
    /// U+2067 RIGHT-TO-LEFT ISOLATE.
    case rightToLeftIsolate
    /// U+2068 FIRST STRONG ISOLATE.
    case firstStrongIsolate
    /// U+2069 POP DIRECTIONAL ISOLATE.
    case popDirectionalIsolate

    /// The character itself.
    public var scalar: Unicode.Scalar {
        switch self {
        case .leftToRightMark: "\u{200E}"
        case .rightToLeftMark: "\u{200F}"
        case .zeroWidthJoiner: "\u{200D}"
        case .zeroWidthNonJoiner: "\u{200C}"
        case .zeroWidthSpace: "\u{200B}"
        case .leftToRightEmbedding: "\u{202A}"
        case .rightToLeftEmbedding: "\u{202B}"
        case .leftToRightOverride: "\u{202D}"
        case .rightToLeftOverride: "\u{202E}"
        case .popDirectionalFormatting: "\u{202C}"
        case .leftToRightIsolate: "\u{2066}"
        case .rightToLeftIsolate: "\u{2067}"
        case .firstStrongIsolate: "\u{2068}"
        case .popDirectionalIsolate: "\u{2069}"
        }
    }

    /// The short name that starts the entry's label in every language, as in Qt ("RLM").
    public var abbreviation: String {
        switch self {
        case .leftToRightMark: "LRM"
        case .rightToLeftMark: "RLM"
        case .zeroWidthJoiner: "ZWJ"
        case .zeroWidthNonJoiner: "ZWNJ"
        case .zeroWidthSpace: "ZWSP"
        case .leftToRightEmbedding: "LRE"
        case .rightToLeftEmbedding: "RLE"
        case .leftToRightOverride: "LRO"
        case .rightToLeftOverride: "RLO"
        case .popDirectionalFormatting: "PDF"
        case .leftToRightIsolate: "LRI"
        case .rightToLeftIsolate: "RLI"
        case .firstStrongIsolate: "FSI"
        case .popDirectionalIsolate: "PDI"
        }
    }
}
