extension TextAreaFrame {
    /// A stretch of one decoration on one line shown, in one direction: a logical range can show as several pieces
    /// on a line of mixed directions, and as pieces on several lines.
    public struct DecorationPiece: Hashable, Sendable {
        /// The layer the decoration is in.
        public var layer: DecorationLayer
        /// The decoration's style.
        public var style: DecorationStyle
        /// The decoration's whole range (the piece shows part of it when it spans lines or directions).
        public var range: Range<Int>
        /// The number of the line it is on (``VisibleLine/index``).
        public var lineIndex: Int
        /// Its box in the area's coordinates, scrolling included: the piece's x-extent, and the line's top and height.
        public var rect: Rect
        /// The y of the line's baseline.
        public var baseline: Double
    }
}
