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
    /// The byte offset of the next scalar to take in.
    private var position = 0
    /// The state of ``LineBreakAutomaton`` at `position`: the rules' left context.
    private var state = 0
    /// Whether nothing is left to report.
    private var isExhausted = false
    /// The transition table of ``LineBreakAutomaton/shared``, which lives as long as the process.
    private let transitions: UnsafePointer<UInt16>
    /// ``LineBreakAutomaton/letterRunState``.
    private let letterRunState: Int
    /// Whether a scalar of class SA (Thai, Lao, Khmer, Myanmar…) was taken in since this was last cleared.
    var sawComplexContext = false

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
        let automaton = LineBreakAutomaton.shared
        transitions = UnsafePointer(automaton.transitions.baseAddress.unsafelyUnwrapped)
        letterRunState = automaton.letterRunState
    }

    /// Returns the next opportunity, or nil when there is none left (or, in a window, none that can be decided).
    @inline(__always)
    public mutating func next() -> LineBreakOpportunity? {
        guard !isExhausted, let base = text.baseAddress else { return nil }
        let end = text.count
        var position = self.position
        var state = self.state
        while position < end {
            if state == letterRunState {
                // Letters after a letter: no break, same state (LB28).
                while position < end && LineBreakAutomaton.isASCIILetter(base[position]) {
                    position &+= 1
                }
                if position == end { break }
            }
            let lead = base[position]
            let code: UInt8
            let length: Int
            if lead < 0x80 {
                code = UnicodeTables.asciiLineBreakPropertyCode(of: lead)
                length = 1
            } else {
                (code, length) = Self.propertyCode(in: base, at: position, end: end)
                if code == LineBreakClass.complexContext.rawValue || code == LineBreakPropertyCode.complexContextMark {
                    sawComplexContext = true
                }
            }
            let index = state &* LineBreakAutomaton.rowLength &+ Int(truncatingIfNeeded: code)
            var entry = transitions[index]
            if entry < 1 &<< LineBreakAutomaton.actionShift {
                // No break and no lookahead: the common case.
                state = Int(truncatingIfNeeded: entry)
                position &+= length
                continue
            }
            if entry & LineBreakAutomaton.lookaheadFlag != 0 {
                guard let follows = numberFollows(in: base, from: position &+ length, end: end) else {
                    self.position = position
                    self.state = state
                    return nil
                }
                if follows { entry = LineBreakAutomaton.shared.numberTransitions[index] }
            }
            let offset = position
            state = Int(truncatingIfNeeded: entry & 0xFF)
            position &+= length
            let action = entry &>> LineBreakAutomaton.actionShift & 3
            if action != UInt16(BreakAction.prohibited.rawValue) {
                self.position = position
                self.state = state
                return LineBreakOpportunity(
                    offset: offset, isMandatory: action == UInt16(BreakAction.mandatory.rawValue))
            }
        }
        self.position = position
        self.state = state
        isExhausted = true
        let automaton = LineBreakAutomaton.shared
        if isEndOfText {
            // LB3: ÷ eot
            return end > 0
                ? LineBreakOpportunity(offset: end, isMandatory: automaton.endsWithMandatoryBreak[state]) : nil
        }
        // After BK, LF or NL the break is mandatory whatever follows; after CR it depends on an LF.
        if automaton.forcesBreakWhateverFollows[state] {
            return LineBreakOpportunity(offset: end, isMandatory: true)
        }
        return nil
    }

    /// Whether the first class from `start` that is not CM or ZWJ is NU; nil if the window ends first.
    private func numberFollows(in base: UnsafePointer<UInt8>, from start: Int, end: Int) -> Bool? {
        var position = start
        while position < end {
            let (code, length) = Self.propertyCode(in: base, at: position, end: end)
            let incoming = LineBreakPropertyCode.breakClass(ofCode: code)
            if !incoming.isCombining { return incoming == .nu }
            position &+= length
        }
        return isEndOfText ? false : nil
    }

    /// Decodes the scalar at `position` and returns its line-break property code and its length in bytes.
    ///
    /// Ill-formed bytes read as ``UTF8Decoding`` reads them: U+FFFD per maximal subpart.
    @inline(__always)
    private static func propertyCode(
        in base: UnsafePointer<UInt8>, at position: Int, end: Int
    ) -> (UInt8, Int) {
        let lead = base[position]
        if lead < 0x80 {
            return (UnicodeTables.asciiLineBreakPropertyCode(of: lead), 1)
        }
        let (value, length) = UTF8Decoding.decodeMultiByte(
            lead, base, at: position, end: end, replacement: 0xFFFD)
        return (UnicodeTables.lineBreakPropertyCode(of: value), length)
    }
}
