/// A stretch of a line whose characters share one resolved level, so they are laid out in one direction.
///
/// ``BidiParagraph/visualRuns(inLine:)`` returns a line's runs in visual
/// order, left to right; inside a right-to-left run, characters go from
/// right to left (the run's last byte is drawn leftmost).
public struct BidiRun: Hashable, Sendable {
    /// The UTF-8 byte offsets of the run's characters, in logical order.
    public var byteRange: Range<Int>
    /// The resolved embedding level after L1 for the line.
    public var level: Int

    /// Creates a run of the bytes in `byteRange` at `level`.
    public init(byteRange: Range<Int>, level: Int) {
        self.byteRange = byteRange
        self.level = level
    }

    /// Whether the run is laid out right to left: its level is odd.
    public var isRightToLeft: Bool { level & 1 == 1 }

    /// The direction the run is laid out in.
    public var direction: BidiDirection { BidiDirection(level: level) }
}
