import CX11
import TextAreaCore

extension XftFontEntry {
    /// Xft's extents of `glyph` in font number `fontIndex`, asked once; nil for a colour font's glyph, whose bitmap Xft
    /// scales as it draws.
    func glyphExtents(fontIndex: Int32, glyph: UInt32) -> XGlyphInfo? {
        let key = UInt64(UInt32(bitPattern: fontIndex)) << 32 | UInt64(glyph)
        if let known = shapedGlyphExtents[key] { return known }
        var found: XGlyphInfo? = nil
        if !isColorFont(Int(fontIndex)) {
            var id = FT_UInt(glyph)
            var extents = XGlyphInfo()
            XftGlyphExtents(display, fonts[Int(fontIndex)], &id, 1, &extents)
            found = extents
        }
        shapedGlyphExtents[key] = found
        return found
    }

    /// How far the glyphs of a line's `runs` ink from each run's start and advance, every run left to right and drawn
    /// as the painter draws it (from the ASCII table where it can, else as HarfBuzz shapes it); nil when a run is
    /// right to left or holds a control character (a tab), a glyph comes from a colour font, or a run lies outside
    /// `content`, the line's bytes from `contentStart`.
    ///
    /// A line whose ink is known this way is drawn again only where it
    /// changes, and its neighbours only where their ink reaches; one in a
    /// script the ASCII table does not draw was otherwise given the font's
    /// whole reach, and redrawn with every line next to it.
    func inkExtent(ofRuns runs: [TextRun], in content: UnsafeBufferPointer<UInt8>, contentStart: Int) -> InkExtent? {
        var extent = InkExtent.none
        for run in runs {
            let start = run.range.lowerBound - contentStart
            let end = run.range.upperBound - contentStart
            guard !run.isRightToLeft, start >= 0, end <= content.count else { return nil }
            let bytes = UnsafeBufferPointer(rebasing: content[start..<end])
            // A space alone draws nothing.
            if bytes.isEmpty || (bytes.count == 1 && bytes[0] == 0x20) { continue }
            // Most runs are words met before: their extent is looked up without shaping them again.
            let ink: InkExtent?
            if let packed = runInks.width(font: 0, utf8: bytes) {
                ink = InkExtent.unpacked(packed)
            } else {
                ink = tableInkExtent(of: bytes) ?? shapedRunInkExtent(of: bytes)
                runInks.store(InkExtent.packed(ink), font: 0, utf8: bytes)
            }
            guard let ink else { return nil }
            extent = extent.union(ink)
        }
        return extent
    }

    /// How far the glyphs HarfBuzz gives for `run` (left to right), each placed as the painter places it, ink from the
    /// run's start and whole-pixel advance; nil when it holds a control character or a colour font's glyph.
    private func shapedRunInkExtent(of run: UnsafeBufferPointer<UInt8>) -> InkExtent? {
        guard !run.contains(where: { $0 < 0x20 || $0 == 0x7F }) else { return nil }
        let shaped = shape(run, isRightToLeft: false)
        let advance = shaped.advance.rounded()
        var extent = InkExtent.none
        var pen = 0.0
        for glyph in shaped.glyphs {
            // The painter puts a glyph at its pen position and offset rounded, on the baseline less its y offset.
            let x = (pen + Double(glyph.xOffset)).rounded()
            pen += Double(glyph.xAdvance)
            guard let extents = glyphExtents(fontIndex: glyph.fontIndex, glyph: glyph.glyph) else { return nil }
            guard extents.width > 0, extents.height > 0 else { continue }
            extent = extent.union(
                InkExtent(glyph: extents, x: x, lift: Double(glyph.yOffset), advance: advance))
        }
        return extent
    }
}
