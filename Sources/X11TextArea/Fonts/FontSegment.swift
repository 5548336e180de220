import CX11

/// A stretch of a UTF-8 run drawn with one Xft font, with its place in the run.
///
/// ``XftMeasurer/segments(of:font:)`` splits a run into these, by the font
/// fallback alone, with Xft's unshaped advances: they show which font draws
/// which characters. Measuring and drawing use the shaped run instead
/// (``XftMeasurer/shapedRun(of:font:isRightToLeft:)``). The font pointer
/// stays valid while the measurer that produced the segment is alive.
public struct FontSegment: Equatable {
    /// The bytes of the run this segment covers.
    public var byteRange: Range<Int>
    /// The Xft font that draws them (the primary font or a fallback).
    public var font: UnsafeMutablePointer<XftFont>
    /// The horizontal offset of the segment from the start of the run, in pixels.
    public var offset: Double
    /// The advance width of the segment, in pixels.
    public var advance: Double

    /// Creates a segment from its fields.
    public init(byteRange: Range<Int>, font: UnsafeMutablePointer<XftFont>, offset: Double, advance: Double) {
        self.byteRange = byteRange
        self.font = font
        self.offset = offset
        self.advance = advance
    }

    /// The family name of the segment's font, such as "DejaVu Sans" or "Droid Sans Fallback".
    public var familyName: String {
        guard let pattern = font.pointee.pattern else { return "" }
        return FontconfigPattern.strings(FC_FAMILY, of: pattern).first ?? ""
    }
}
