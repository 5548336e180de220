/// Finds UAX #29 word boundaries in valid UTF-8 text.
///
/// It implements the default word-boundary rules of Unicode 15.0, as the
/// conformance test `WordBreakTest.txt` checks them. Boundaries come in
/// increasing order of byte offset; the start of the text (WB1) is not
/// reported, the end is (WB2) when the buffer is the whole text.
///
/// # Invariants
/// - Every reported offset is a scalar boundary greater than zero.
/// - A window (`isEndOfText: false`) reports only boundaries that the whole
///   text has too: the iterator stops as soon as a decision needs bytes past
///   the window.
public struct WordBreakIterator {
    /// The text being scanned.
    private let text: UnsafeBufferPointer<UInt8>
    /// Whether the end of `text` is the end of the whole text (eot).
    private let isEndOfText: Bool
    /// The byte offset of the next scalar to take in.
    private var position = 0
    /// The property of the last scalar taken in that WB4 did not attach to the one before; nil at the start (sot).
    private var previous: WordBreakProperty? = nil
    /// The same for the scalar before `previous`, for the rules that look two back (WB7, WB7c, WB11).
    private var beforePrevious: WordBreakProperty? = nil
    /// The property of the very last scalar taken in, even one WB4 attached (WB3 to WB3d look at it).
    private var lastScalar: WordBreakProperty? = nil
    /// The number of regional indicators in the run that ends with `previous` (WB15, WB16).
    private var regionalIndicatorCount = 0
    /// Whether nothing is left to report.
    private var isExhausted = false

    /// Creates an iterator over `text`, which must be valid UTF-8 and end on a scalar boundary.
    ///
    /// The buffer's start is the start of text. `isEndOfText`: when true, the
    /// end of the buffer is the end of text and is reported last (WB2). When
    /// false, the buffer is a window of longer text: the iterator returns nil
    /// as soon as deciding the next boundary would need bytes past the end.
    public init(utf8 text: UnsafeBufferPointer<UInt8>, isEndOfText: Bool = true) {
        self.text = text
        self.isEndOfText = isEndOfText
    }

    /// Returns the next boundary, or nil when there is none left (or, in a window, none that can be decided).
    public mutating func next() -> Int? {
        guard !isExhausted, let base = text.baseAddress else { return nil }
        let end = text.count
        while position < end {
            let (code, length) = Self.propertyCode(in: base, at: position, end: end)
            let current = code.property
            guard let previous, let lastScalar else {
                take(current, length: length)
                continue
            }
            if current.isIgnored && !lastScalar.isNewline {
                // WB4 (WB3a breaks after a newline whatever follows): the scalar attaches to the one before.
                self.lastScalar = current
                position &+= length
                continue
            }
            guard
                let isBoundary = boundary(
                    before: current, code: code, previous: previous, lastScalar: lastScalar,
                    following: position &+ length, in: base, end: end
                )
            else { return nil }
            let offset = position
            take(current, length: length)
            if isBoundary { return offset }
        }
        isExhausted = true
        if isEndOfText && end > 0 { return end }
        return nil
    }

    /// Takes in a scalar that starts a new unit for the rules (not one WB4 attaches).
    @inline(__always)
    private mutating func take(_ property: WordBreakProperty, length: Int) {
        regionalIndicatorCount =
            property == .regionalIndicator
            ? (previous == .regionalIndicator ? regionalIndicatorCount &+ 1 : 1) : 0
        beforePrevious = previous
        previous = property
        lastScalar = property
        position &+= length
    }

    /// Whether the rules put a boundary before `current`; nil if a rule needs to look past the window.
    @inline(__always)
    private func boundary(
        before current: WordBreakProperty, code: WordBreakPropertyCode, previous: WordBreakProperty,
        lastScalar: WordBreakProperty, following: Int, in base: UnsafePointer<UInt8>, end: Int
    ) -> Bool? {
        // WB3 to WB3d look at the two scalars on either side, before WB4 attaches anything.
        if lastScalar == .carriageReturn && current == .lineFeed { return false }
        if lastScalar.isNewline || current.isNewline { return true }
        if lastScalar == .zeroWidthJoiner && code.isExtendedPictographic { return false }
        if lastScalar == .wSegSpace && current == .wSegSpace { return false }
        switch (previous, current) {
        case (.aLetter, .aLetter), (.aLetter, .hebrewLetter), (.hebrewLetter, .aLetter),
            (.hebrewLetter, .hebrewLetter):
            return false  // WB5
        case (.aLetter, .numeric), (.hebrewLetter, .numeric), (.numeric, .aLetter), (.numeric, .hebrewLetter),
            (.numeric, .numeric):
            return false  // WB8, WB9, WB10
        case (.katakana, .katakana):
            return false  // WB13
        case (.aLetter, .extendNumLet), (.hebrewLetter, .extendNumLet), (.numeric, .extendNumLet),
            (.katakana, .extendNumLet), (.extendNumLet, .extendNumLet):
            return false  // WB13a
        case (.extendNumLet, .aLetter), (.extendNumLet, .hebrewLetter), (.extendNumLet, .numeric),
            (.extendNumLet, .katakana):
            return false  // WB13b
        case (.hebrewLetter, .singleQuote):
            return false  // WB7a
        case (.regionalIndicator, .regionalIndicator):
            return regionalIndicatorCount % 2 == 0  // WB15, WB16
        default:
            break
        }
        if current.isAHLetter {
            // WB7: AHLetter (MidLetter | MidNumLetQ) × AHLetter; WB7c: HL DQ × HL.
            if beforePrevious?.isAHLetter == true && previous.joinsLetters { return false }
            if current == .hebrewLetter && beforePrevious == .hebrewLetter && previous == .doubleQuote { return false }
        }
        if current == .numeric && beforePrevious == .numeric && previous.joinsNumbers {
            return false  // WB11
        }
        let looksAhead =
            (previous.isAHLetter && current.joinsLetters)
            || (previous == .hebrewLetter && current == .doubleQuote)
            || (previous == .numeric && current.joinsNumbers)
        guard looksAhead else { return true }  // WB999
        // WB6, WB7b, WB12: the next scalar that WB4 does not attach decides.
        guard let next = nextUnit(from: following, in: base, end: end) else {
            return isEndOfText ? true : nil
        }
        if previous.isAHLetter && current.joinsLetters && next.isAHLetter { return false }
        if previous == .hebrewLetter && current == .doubleQuote && next == .hebrewLetter { return false }
        if previous == .numeric && current.joinsNumbers && next == .numeric { return false }
        return true
    }

    /// The property of the first scalar from `start` that WB4 does not attach, or nil if the buffer ends first.
    private func nextUnit(from start: Int, in base: UnsafePointer<UInt8>, end: Int) -> WordBreakProperty? {
        var position = start
        while position < end {
            let (code, length) = Self.propertyCode(in: base, at: position, end: end)
            if !code.property.isIgnored { return code.property }
            position &+= length
        }
        return nil
    }

    /// Decodes the scalar at `position` and returns its word-break property code and its length in bytes.
    ///
    /// Ill-formed bytes read as ``UTF8Decoding`` reads them: U+FFFD per maximal subpart.
    @inline(__always)
    static func propertyCode(
        in base: UnsafePointer<UInt8>, at position: Int, end: Int
    ) -> (WordBreakPropertyCode, Int) {
        let lead = base[position]
        if lead < 0x80 {
            return (WordBreakPropertyCode(ascii: lead), 1)
        }
        let (value, length) = UTF8Decoding.decodeMultiByte(
            lead, base, at: position, end: end, replacement: 0xFFFD)
        return (WordBreakPropertyCode(of: value), length)
    }
}
