import CX11

/// How far the ink of glyphs reaches from their origins and advances, in whole pixels: the most over them.
struct InkExtent: Equatable {
    /// Above the baseline.
    var above: Double
    /// Below the baseline.
    var below: Double
    /// Left of a glyph's origin (0 when no glyph inks there).
    var beforeOrigin: Double
    /// Right of a glyph's advance (0 when no glyph inks there).
    var afterAdvance: Double

    /// The extent of glyphs with no ink.
    static let none = InkExtent(above: 0, below: 0, beforeOrigin: 0, afterAdvance: 0)

    /// The extent as one number to keep in a `WidthCache`: four 16-bit fields (each side clamped to 0...65534 pixels),
    /// all ones for no extent known.
    static func packed(_ extent: InkExtent?) -> Double {
        guard let extent else { return Double(bitPattern: UInt64.max) }
        func field(_ value: Double, _ shift: UInt64) -> UInt64 { UInt64(min(max(value, 0), 65_534)) << shift }
        return Double(
            bitPattern: field(extent.above, 48) | field(extent.below, 32) | field(extent.beforeOrigin, 16)
                | field(extent.afterAdvance, 0))
    }

    /// The extent `packed` (see ``packed(_:)``) holds; nil for none known.
    static func unpacked(_ packed: Double) -> InkExtent? {
        let bits = packed.bitPattern
        guard bits != UInt64.max else { return nil }
        func field(_ shift: UInt64) -> Double { Double((bits >> shift) & 0xFFFF) }
        return InkExtent(above: field(48), below: field(32), beforeOrigin: field(16), afterAdvance: field(0))
    }

    /// The most of this extent and `other` on each side.
    func union(_ other: InkExtent) -> InkExtent {
        InkExtent(
            above: max(above, other.above), below: max(below, other.below),
            beforeOrigin: max(beforeOrigin, other.beforeOrigin), afterAdvance: max(afterAdvance, other.afterAdvance))
    }
}

extension InkExtent {
    /// How far a glyph whose Xft extents are `extents`, placed `x` pixels right of an origin and `lift` pixels above
    /// the baseline (rounded to the row either way, as a painter rounding it may put it), inks from that origin, the
    /// baseline and `advance`.
    init(glyph extents: XGlyphInfo, x: Double = 0, lift: Double = 0, advance: Double) {
        // Xft's x and y go from the ink's top-left corner to the glyph's origin; y grows downwards.
        let left = x - Double(extents.x)
        let top = (-lift).rounded(.down) - Double(extents.y)
        let bottom = (-lift).rounded(.up) - Double(extents.y) + Double(extents.height)
        self.init(
            above: max(-top, 0), below: max(bottom, 0), beforeOrigin: max(-left, 0),
            afterAdvance: max(left + Double(extents.width) - advance, 0))
    }
}

extension XftFontEntry {
    /// How far the ink of each printable ASCII character's table glyph reaches, by character, asked of Xft once per
    /// font; nil for a character the table cannot draw alone (the primary font lacks it, or shapes it into more than
    /// one glyph), and for controls and spaces.
    var asciiInk: [InkExtent?] {
        if let asciiInkCache { return asciiInkCache }
        var ink = [InkExtent?](repeating: nil, count: 128)
        for character in UInt8(0x21)..<UInt8(0x7F) {
            var byte = character
            let advance = withUnsafePointer(to: &byte) { asciiWidth(UnsafeBufferPointer(start: $0, count: 1)) }
            guard let advance else { continue }
            var glyph = FT_UInt(shaping.ascii.glyphs[Int(character)])
            var extents = XGlyphInfo()
            XftGlyphExtents(display, fonts[0], &glyph, 1, &extents)
            ink[Int(character)] = InkExtent(glyph: extents, advance: advance)
        }
        asciiInkCache = ink
        return ink
    }

    /// How far the glyphs of `bytes` ink when it is words of printable ASCII between spaces (which draw nothing),
    /// drawn from the ASCII table or, where a word's pairs do not kern simply (a ligature), as HarfBuzz shapes it in
    /// the primary font; nil when some are not.
    ///
    /// A line whose ink is not known this way is given the font's whole
    /// reach, so it is drawn again whenever a line next to it changes: a
    /// ligature in every few lines of English made that the common case.
    func tableInkExtent(of bytes: UnsafeBufferPointer<UInt8>) -> InkExtent? {
        let ink = asciiInk
        var extent = InkExtent.none
        var wordStart = 0
        for index in 0...bytes.count {
            guard index == bytes.count || bytes[index] == 0x20 else { continue }
            if index > wordStart {
                let word = UnsafeBufferPointer(rebasing: bytes[wordStart..<index])
                // The width learns each pair; nil when the word needs HarfBuzz or is not printable.
                if asciiWidth(word) != nil {
                    for byte in word {
                        guard let glyph = ink[Int(byte)] else { return nil }
                        extent = extent.union(glyph)
                    }
                } else {
                    guard let shaped = shapedInkExtent(of: word) else { return nil }
                    extent = extent.union(shaped)
                }
            }
            wordStart = index + 1
        }
        return extent
    }

    /// How far the glyphs HarfBuzz gives for `word`, printable ASCII the pair table cannot shape, ink; nil when the
    /// word is not printable ASCII, or a glyph comes from another font or is moved off its pen position.
    func shapedInkExtent(of word: UnsafeBufferPointer<UInt8>) -> InkExtent? {
        guard word.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return nil }
        var extent = InkExtent.none
        for glyph in shape(word, isRightToLeft: false).glyphs {
            guard glyph.fontIndex == 0, glyph.xOffset == 0, glyph.yOffset == 0,
                let extents = glyphExtents(fontIndex: 0, glyph: glyph.glyph)
            else { return nil }
            extent = extent.union(InkExtent(glyph: extents, advance: Double(glyph.xAdvance)))
        }
        return extent
    }
}
