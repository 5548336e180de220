/// A line of text on screen: where it is, what it holds, and the pieces to draw.
public struct VisibleLine: Hashable, Sendable {
    /// The line's number, from 0.
    public var index: Int
    /// The line's bytes, break characters included.
    public var range: Range<Int>
    /// The top-left corner of the line's content, after alignment and scrolling.
    public var origin: Point
    /// The y of the line's baseline.
    public var baseline: Double
    /// The width of the visible content.
    public var width: Double
    /// The line's height.
    public var height: Double
    /// The line's bytes without its break characters.
    public var contentRange: Range<Int>
    /// Whether the line's paragraph runs right to left.
    public var isRightToLeft: Bool
}

/// A piece of a line drawn in one go: a byte range of the text in one direction, and its x from the line's origin.
public struct TextRun: Hashable, Sendable {
    /// The bytes of the run.
    public var range: Range<Int>
    /// The distance from the line's origin to the run's left edge, in pixels.
    public var x: Double
    /// Whether the run reads right to left: its clusters go from its right edge leftwards, and mirrored characters (brackets) show mirrored.
    public var isRightToLeft: Bool

    /// Creates a run of `range` at `x`, left to right unless `isRightToLeft`.
    public init(range: Range<Int>, x: Double, isRightToLeft: Bool = false) {
        self.range = range
        self.x = x
        self.isRightToLeft = isRightToLeft
    }
}
