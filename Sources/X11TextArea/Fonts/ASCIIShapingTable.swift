/// What shaping printable ASCII in one font comes to, learnt pair by pair from HarfBuzz: each character's glyph and advance, and each pair's kerning, or that the pair does more (a ligature, a substitution) and needs HarfBuzz.
///
/// A word of printable ASCII whose pairs all kern simply is shaped from the
/// table without calling HarfBuzz: its glyphs are the characters' own, and
/// each glyph's advance is its own plus the kerning with the next, as
/// HarfBuzz's pair positioning gives it. Fonts whose substitutions reach
/// beyond pairs (contextual alternates over three letters) are shaped
/// pair by pair here.
///
/// The tables are raw buffers: measuring a word reads them once per byte.
final class ASCIIShapingTable {
    /// The glyph of each character.
    let glyphs: UnsafeMutablePointer<UInt32>
    /// The advance of each character in pixels; NaN while unknown, -infinity when the primary font cannot shape it alone.
    let advances: UnsafeMutablePointer<Float>
    /// The kerning of each pair (first × 128 + second) in pixels; NaN while unknown, infinity when the pair needs HarfBuzz.
    let kerning: UnsafeMutablePointer<Float>

    init() {
        glyphs = .allocate(capacity: 128)
        glyphs.initialize(repeating: 0, count: 128)
        advances = .allocate(capacity: 128)
        advances.initialize(repeating: .nan, count: 128)
        kerning = .allocate(capacity: 128 * 128)
        kerning.initialize(repeating: .nan, count: 128 * 128)
    }

    deinit {
        glyphs.deallocate()
        advances.deallocate()
        kerning.deallocate()
    }
}
