/// Finding runs of Line_Break class SA (Thai, Lao, Khmer, Myanmar and their neighbours) in UTF-8, where a dictionary finds the line-break opportunities.
///
/// A run is a maximal sequence of scalars of class SA, marks included
/// (before LB1 resolves them). UAX #14 allows no break inside a run and
/// always one at its ends' neighbours' discretion, so a run lies inside the
/// text between two opportunities.
enum ComplexContextRuns {
    /// Whether a UTF-8 lead byte can start an SA scalar: SA lives in U+0E00–U+0EFF (E0), U+1000–U+1AFF (E1), U+A9E0–U+AADF (EA) and U+11700–U+1174F (F0).
    ///
    /// A test checks this against the table for every SA code point.
    @inline(__always)
    static func mayStartComplexContext(_ lead: UInt8) -> Bool {
        lead == 0xE0 || lead == 0xE1 || lead == 0xEA || lead == 0xF0
    }

    /// Whether a scalar value is of class SA (a mark or not).
    @inline(__always)
    static func isComplexContext(_ value: UInt32) -> Bool {
        let code = UnicodeTables.lineBreakPropertyCode(of: value)
        return code == LineBreakClass.complexContext.rawValue || code == LineBreakPropertyCode.complexContextMark
    }

    /// Whether the scalar starting at `position` of `text` is of class SA.
    @inline(__always)
    static func isComplexContext(in text: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        guard mayStartComplexContext(text[position]) else { return false }
        return isComplexContext(UTF8Decoding.decode(text, at: position).0.value)
    }

    /// The SA runs inside `range` of `text` (which starts and ends on scalar boundaries), cut at the range's ends.
    static func runs(in text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var position = range.lowerBound
        var runStart: Int? = nil
        while position < range.upperBound {
            let lead = text[position]
            if lead < 0xE0 {
                // ASCII, two-byte scalars and continuation bytes never start SA.
                if let start = runStart, !UTF8Decoding.isContinuation(lead) {
                    runs.append(start..<position)
                    runStart = nil
                }
                position &+= 1
                continue
            }
            let length = UTF8Decoding.sequenceLength(lead: lead)
            if mayStartComplexContext(lead) && isComplexContext(UTF8Decoding.decode(text, at: position).0.value) {
                if runStart == nil { runStart = position }
            } else if let start = runStart {
                runs.append(start..<position)
                runStart = nil
            }
            position &+= length
        }
        if let start = runStart { runs.append(start..<range.upperBound) }
        return runs
    }
}
