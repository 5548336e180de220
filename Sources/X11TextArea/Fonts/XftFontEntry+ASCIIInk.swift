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

    /// The most of this extent and `other` on each side.
    func union(_ other: InkExtent) -> InkExtent {
        InkExtent(
            above: max(above, other.above), below: max(below, other.below),
            beforeOrigin: max(beforeOrigin, other.beforeOrigin), afterAdvance: max(afterAdvance, other.afterAdvance))
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
            // Xft's x and y go from the ink's top-left corner to the origin.
            let left = -Double(extents.x)
            let top = -Double(extents.y)
            ink[Int(character)] = InkExtent(
                above: max(-top, 0), below: max(top + Double(extents.height), 0), beforeOrigin: max(-left, 0),
                afterAdvance: max(left + Double(extents.width) - advance, 0))
        }
        asciiInkCache = ink
        return ink
    }

    /// How far the glyphs of `bytes` ink when every one of them is drawn from the ASCII table (words of printable
    /// ASCII whose pairs kern simply, between spaces, which draw nothing); nil when some are not.
    func tableInkExtent(of bytes: UnsafeBufferPointer<UInt8>) -> InkExtent? {
        let ink = asciiInk
        var extent = InkExtent.none
        var wordStart = 0
        for index in 0...bytes.count {
            guard index == bytes.count || bytes[index] == 0x20 else { continue }
            if index > wordStart {
                let word = UnsafeBufferPointer(rebasing: bytes[wordStart..<index])
                // The width learns each pair; nil when the word needs HarfBuzz or is not printable.
                guard asciiWidth(word) != nil else { return nil }
                for byte in word {
                    guard let glyph = ink[Int(byte)] else { return nil }
                    extent = extent.union(glyph)
                }
            }
            wordStart = index + 1
        }
        return extent
    }
}
