import CX11

/// One glyph of a shaped run: which font draws it, its glyph id in that font, the bytes it comes from, and where it goes.
public struct ShapedGlyph: Equatable, Sendable {
    /// The index of the font among the measurer's fonts for the run's `Font` (0 is the primary font).
    public var fontIndex: Int32
    /// The glyph id in that font's face, as HarfBuzz and Xft number them.
    public var glyph: UInt32
    /// The UTF-8 offset in the run of the first character the glyph belongs to (HarfBuzz's cluster value).
    public var cluster: Int32
    /// How far the pen moves after the glyph, in pixels.
    public var xAdvance: Float
    /// The glyph's horizontal offset from the pen, in pixels.
    public var xOffset: Float
    /// The glyph's vertical offset from the baseline, in pixels, upwards.
    public var yOffset: Float
}

/// A UTF-8 run shaped by HarfBuzz: its glyphs in visual order, left to right, and its advance.
///
/// The run is cut into items of one font and one script; each is shaped in
/// its script's direction. Items follow each other in logical order, or
/// from right to left in a right-to-left run.
public struct ShapedRun: Equatable, Sendable {
    /// The glyphs, left to right, as they are drawn.
    public var glyphs: [ShapedGlyph]
    /// The sum of the glyphs' advances, in pixels.
    public var advance: Double

    /// The advance of each grapheme cluster (`clusters`: run-relative byte ranges in order, covering the run), a glyph that covers several clusters (a ligature, a conjunct) sharing its advance evenly among them.
    func clusterAdvances(of clusters: UnsafeBufferPointer<Range<Int>>) -> [Double] {
        var result = [Double](repeating: 0, count: clusters.count)
        guard !clusters.isEmpty else { return result }
        // The advance of each of HarfBuzz's clusters, by the offset it starts at, in logical order.
        var byGlyph = glyphs.map { (start: Int($0.cluster), advance: Double($0.xAdvance)) }
        byGlyph.sort { $0.start < $1.start }
        var starts: [Int] = []
        var advances: [Double] = []
        for entry in byGlyph {
            if starts.last == entry.start {
                advances[advances.count - 1] += entry.advance
            } else {
                starts.append(entry.start)
                advances.append(entry.advance)
            }
        }
        var firstStarting = 0
        for (position, start) in starts.enumerated() {
            let end = position + 1 < starts.count ? starts[position + 1] : Int.max
            // The graphemes that start inside HarfBuzz's cluster share its advance; if none does, the one it is inside takes it.
            while firstStarting < clusters.count && clusters[firstStarting].lowerBound < start { firstStarting += 1 }
            var pastLast = firstStarting
            while pastLast < clusters.count && clusters[pastLast].lowerBound < end { pastLast += 1 }
            let advance = advances[position]
            if pastLast > firstStarting {
                let share = advance / Double(pastLast - firstStarting)
                for index in firstStarting..<pastLast { result[index] += share }
            } else {
                result[max(firstStarting - 1, 0)] += advance
            }
        }
        return result
    }
}
