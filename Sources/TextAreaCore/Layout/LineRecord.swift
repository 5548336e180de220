/// One visual line of laid-out text: how many bytes it holds and how wide it is.
///
/// A line's bytes run from its start up to the next line's start, so they
/// include hanging spaces and the line's break characters, if any.
public struct LineRecord: Hashable, Sendable {
    /// The number of UTF-8 bytes, break characters included.
    public var length: UInt32
    /// The width of the line's visible text (hanging spaces and break characters left out), in pixels.
    public var width: Float
    /// How many of the last bytes are a mandatory break (LF, CR LF, NEL, LS, PS…), 0 for a soft wrap.
    public var breakLength: UInt8
    /// Whether the line starts at a line-break opportunity (or at the start of text) rather than inside a word too long for a line.
    public var startsAtOpportunity: Bool

    /// Creates a line record.
    public init(length: Int, width: Double, breakLength: Int, startsAtOpportunity: Bool) {
        precondition(length >= 0 && length <= Int(UInt32.max), "Line length out of range")
        precondition(breakLength >= 0 && breakLength <= length, "Break longer than the line")
        self.length = UInt32(length)
        self.width = Float(width)
        self.breakLength = UInt8(breakLength)
        self.startsAtOpportunity = startsAtOpportunity
    }

    /// Whether the line ends with a mandatory break.
    public var endsWithMandatoryBreak: Bool { breakLength > 0 }
}
