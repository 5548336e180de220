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
}

/// A piece of a line drawn in one go: a byte range of the text and its x from the line's start.
public struct TextRun: Hashable, Sendable {
    /// The bytes of the run.
    public var range: Range<Int>
    /// The distance from the line's start to the run's start, in pixels.
    public var x: Double
}
