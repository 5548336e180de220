/// A range of the text drawn with a style, without changing the text or its layout.
public struct Decoration: Hashable, Sendable {
    /// The decorated bytes, UTF-8 offsets; the area snaps them outwards to grapheme-cluster boundaries.
    public var range: Range<Int>
    /// How the range looks.
    public var style: DecorationStyle

    /// Creates a decoration of `range` in `style`.
    public init(range: Range<Int>, style: DecorationStyle) {
        self.range = range
        self.style = style
    }
}
