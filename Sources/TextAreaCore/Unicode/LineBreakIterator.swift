/// A place where a line may (or must) end: the byte offset just after the last byte that stays on the line.
///
/// # Invariants
/// - `offset` is greater than zero: no line ends before the first scalar (LB2).
public struct LineBreakOpportunity: Hashable, Sendable {
    /// The number of bytes from the start of the iterator's buffer to the opportunity; greater than zero.
    public var offset: Int
    /// Whether the line must end here: after BK, after CR not followed by LF, after LF or after NL (LB4, LB5).
    public var isMandatory: Bool

    /// Creates an opportunity at a positive byte offset.
    public init(offset: Int, isMandatory: Bool) {
        precondition(offset > 0, "A line-break opportunity lies after at least one byte")
        self.offset = offset
        self.isMandatory = isMandatory
    }
}

/// Finds UAX #14 line-break opportunities in valid UTF-8 text.
///
/// It implements the default algorithm of Unicode 15.0 with the numbers
/// tailoring that the conformance test `LineBreakTest.txt` uses (LB25 in its
/// regular-expression form). Opportunities come in increasing order of offset.
///
/// # Invariants
/// - Restarting at a reported opportunity is safe: a new iterator over the
///   bytes from an opportunity reports the same later opportunities, shifted.
/// - Every opportunity reported over a window (`isEndOfText: false`) is also
///   reported, identically, over any longer text that starts with the window.
/// - `next()` allocates nothing.
public struct LineBreakIterator {
    /// The text being scanned.
    private let text: UnsafeBufferPointer<UInt8>
    /// Whether the end of `text` is the end of the whole text (eot).
    private let isEndOfText: Bool
    /// The byte offset of the next scalar to take into `rules`.
    private var position = 0
    /// The left context of the rules at `position`.
    private var rules = LineBreakRules()
    /// Whether nothing is left to report.
    private var isExhausted = false

    /// Creates an iterator over `text`, which must be valid UTF-8 and end on a scalar boundary.
    ///
    /// The buffer's start is treated as start of text (sot).
    /// `isEndOfText`: when true, the end of the buffer is eot and is always
    /// reported (LB3; mandatory only if the text ends with BK, CR, LF or NL).
    /// When false, the buffer is a window of longer text: the iterator
    /// returns nil as soon as deciding the next opportunity would need bytes
    /// past the end, so every opportunity it does report is final.
    public init(utf8 text: UnsafeBufferPointer<UInt8>, isEndOfText: Bool = true) {
        self.text = text
        self.isEndOfText = isEndOfText
    }

    /// Returns the next opportunity, or nil when there is none left (or, in a window, none that can be decided).
    public mutating func next() -> LineBreakOpportunity? {
        guard !isExhausted, let base = text.baseAddress else { return nil }
        let end = text.count
        var position = self.position
        while position < end {
            let (incoming, length) = Self.breakClass(in: base, at: position, end: end)
            var followedByNumber = false
            if rules.needsNumberLookahead(before: incoming) {
                guard let follows = numberFollows(in: base, from: position &+ length, end: end) else {
                    self.position = position
                    return nil
                }
                followedByNumber = follows
            }
            let action = rules.advance(incoming, followedByNumber: followedByNumber)
            let offset = position
            position &+= length
            if action != .prohibited {
                self.position = position
                return LineBreakOpportunity(offset: offset, isMandatory: action == .mandatory)
            }
        }
        self.position = position
        isExhausted = true
        if isEndOfText {
            // LB3: ÷ eot
            return end > 0 ? LineBreakOpportunity(offset: end, isMandatory: rules.endsWithMandatoryBreak) : nil
        }
        // After BK, LF or NL the break is mandatory whatever follows; after CR it depends on an LF.
        if rules.endsWithMandatoryBreak && rules.left != .cr {
            return LineBreakOpportunity(offset: end, isMandatory: true)
        }
        return nil
    }

    /// Whether the first class from `start` that is not CM or ZWJ is NU; nil if the window ends first.
    private func numberFollows(in base: UnsafePointer<UInt8>, from start: Int, end: Int) -> Bool? {
        var position = start
        while position < end {
            let (incoming, length) = Self.breakClass(in: base, at: position, end: end)
            if !incoming.isCombining { return incoming == .nu }
            position &+= length
        }
        return isEndOfText ? false : nil
    }

    /// Decodes the scalar at `position` and returns its class and its length in bytes.
    @inline(__always)
    private static func breakClass(
        in base: UnsafePointer<UInt8>, at position: Int, end: Int
    ) -> (BreakClass, Int) {
        let lead = base[position]
        if lead < 0x80 {
            return (LineBreakPropertyCode.breakClass(ofCode: UnicodeTables.asciiLineBreakPropertyCode(of: lead)), 1)
        }
        let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        precondition(position &+ length <= end, "The text must be valid UTF-8 that ends on a scalar boundary")
        var value = UInt32(lead & (0x7F &>> UInt8(truncatingIfNeeded: length)))
        for index in 1..<length {
            value = value &<< 6 | UInt32(base[position &+ index] & 0x3F)
        }
        return (LineBreakPropertyCode.breakClass(ofCode: UnicodeTables.lineBreakPropertyCode(of: value)), length)
    }
}
