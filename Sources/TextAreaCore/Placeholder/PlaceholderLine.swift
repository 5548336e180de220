/// A line of the placeholder as drawn: its bytes in the placeholder's UTF-8 and where it goes.
public struct PlaceholderLine: Hashable, Sendable {
    /// The line's bytes in the placeholder's UTF-8, without break characters.
    public var range: Range<Int>
    /// The top-left corner of the line, after alignment and scrolling.
    public var origin: Point
    /// The y of the line's baseline.
    public var baseline: Double
    /// The line's visible width.
    public var width: Double
    /// The pieces to draw, left to right, with their x from ``origin`` and their direction; byte ranges in the placeholder's UTF-8.
    public var runs: [TextRun]
    /// ``runs`` cut where the attributes of an ``TextArea/attributedPlaceholder`` change, each with its attributes
    /// (``TextAttributes/plain`` for a placeholder without them): what a front end draws.
    public var attributedRuns: [AttributedTextRun] = []
}
