/// The Bidi_Class property of a character (UAX #9, table 4), Unicode 15.0.
///
/// Raw values are the codes of the generated table
/// (`Scripts/generate-bidi-tables.py` lists them in the same order).
public enum BidiClass: UInt8, Hashable, Sendable, CaseIterable {
    /// L: strong left-to-right.
    case leftToRight
    /// R: strong right-to-left (Hebrew and most other right-to-left scripts).
    case rightToLeft
    /// AL: strong right-to-left, Arabic letter.
    case arabicLetter
    /// EN: European number.
    case europeanNumber
    /// ES: European number separator (plus, minus).
    case europeanSeparator
    /// ET: European number terminator (currency, percent, degree).
    case europeanTerminator
    /// AN: Arabic number.
    case arabicNumber
    /// CS: common number separator (comma, colon, period, slash).
    case commonSeparator
    /// NSM: nonspacing mark.
    case nonspacingMark
    /// BN: boundary neutral (controls, format characters, noncharacters); removed by rule X9.
    case boundaryNeutral
    /// B: paragraph separator.
    case paragraphSeparator
    /// S: segment separator (tab).
    case segmentSeparator
    /// WS: white space.
    case whiteSpace
    /// ON: other neutral.
    case otherNeutral
    /// LRE: left-to-right embedding (U+202A).
    case leftToRightEmbedding
    /// LRO: left-to-right override (U+202D).
    case leftToRightOverride
    /// RLE: right-to-left embedding (U+202B).
    case rightToLeftEmbedding
    /// RLO: right-to-left override (U+202E).
    case rightToLeftOverride
    /// PDF: pop directional formatting (U+202C).
    case popDirectionalFormat
    /// LRI: left-to-right isolate (U+2066).
    case leftToRightIsolate
    /// RLI: right-to-left isolate (U+2067).
    case rightToLeftIsolate
    /// FSI: first strong isolate (U+2068).
    case firstStrongIsolate
    /// PDI: pop directional isolate (U+2069).
    case popDirectionalIsolate

    /// The Bidi_Class of `scalar`, unassigned code points taking their documented defaults.
    public init(_ scalar: Unicode.Scalar) {
        self = BidiClass(codePoint: scalar.value)
    }

    /// The Bidi_Class of a code point; values above U+10FFFF read as U+10FFFF.
    init(codePoint: UInt32) {
        self = BidiClass(tableCode: BidiTables.classCode(of: codePoint))
    }

    /// The class whose raw value is `code`, read from the generated table, which holds only valid codes.
    @inline(__always)
    init(tableCode code: UInt8) {
        assert(code <= BidiClass.popDirectionalIsolate.rawValue, "Not a bidi class code")
        // Raw values run 0, 1, 2… in declaration order, as the cases' own tags do.
        self = unsafeBitCast(code, to: BidiClass.self)
    }

    /// The short name UAX #9 uses: "L", "AL", "PDI", …
    public var abbreviation: String {
        switch self {
        case .leftToRight: "L"
        case .rightToLeft: "R"
        case .arabicLetter: "AL"
        case .europeanNumber: "EN"
        case .europeanSeparator: "ES"
        case .europeanTerminator: "ET"
        case .arabicNumber: "AN"
        case .commonSeparator: "CS"
        case .nonspacingMark: "NSM"
        case .boundaryNeutral: "BN"
        case .paragraphSeparator: "B"
        case .segmentSeparator: "S"
        case .whiteSpace: "WS"
        case .otherNeutral: "ON"
        case .leftToRightEmbedding: "LRE"
        case .leftToRightOverride: "LRO"
        case .rightToLeftEmbedding: "RLE"
        case .rightToLeftOverride: "RLO"
        case .popDirectionalFormat: "PDF"
        case .leftToRightIsolate: "LRI"
        case .rightToLeftIsolate: "RLI"
        case .firstStrongIsolate: "FSI"
        case .popDirectionalIsolate: "PDI"
        }
    }

    /// The class whose ``abbreviation`` is `abbreviation`, or nil.
    public init?(abbreviation: some StringProtocol) {
        guard let match = BidiClass.allCases.first(where: { $0.abbreviation == abbreviation }) else { return nil }
        self = match
    }

    /// Whether rule X9 removes characters of this class: explicit embeddings, overrides, PDF and BN.
    public var isRemovedByX9: Bool {
        switch self {
        case .boundaryNeutral, .leftToRightEmbedding, .leftToRightOverride, .rightToLeftEmbedding,
            .rightToLeftOverride, .popDirectionalFormat:
            true
        default:
            false
        }
    }

    /// Whether this is an isolate initiator: LRI, RLI or FSI.
    public var isIsolateInitiator: Bool {
        switch self {
        case .leftToRightIsolate, .rightToLeftIsolate, .firstStrongIsolate: true
        default: false
        }
    }

    /// Whether the class forces the full algorithm: strong right-to-left, Arabic numbers and explicit formatting.
    ///
    /// A paragraph with none of these and a left-to-right base resolves every
    /// character to level 0.
    var needsFullResolution: Bool {
        switch self {
        case .rightToLeft, .arabicLetter, .arabicNumber, .leftToRightEmbedding, .leftToRightOverride,
            .rightToLeftEmbedding, .rightToLeftOverride, .popDirectionalFormat, .leftToRightIsolate,
            .rightToLeftIsolate, .firstStrongIsolate, .popDirectionalIsolate:
            true
        default:
            false
        }
    }
}
