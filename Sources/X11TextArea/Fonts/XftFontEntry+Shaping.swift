import CHarfBuzz
import CX11

extension XftFontEntry {
    /// Shapes a UTF-8 run: cut into items of one font and one script, each shaped by HarfBuzz in its script's direction; the items follow each other in logical order, or right to left when `isRightToLeft`.
    ///
    /// Characters no item holds (controls, invisible characters no font has)
    /// get no glyph, nor do attached characters past the first
    /// ``maximumAttachedInRow`` of a row. Results are cached by bytes and
    /// direction.
    func shape(_ bytes: UnsafeBufferPointer<UInt8>, isRightToLeft: Bool) -> ShapedRun {
        // Plain ASCII words need no HarfBuzz call: their pairs are known (see `ASCIIShapingTable`).
        if !isRightToLeft, let run = asciiShapedRun(bytes) { return run }
        let key = ShapingKey(bytes: Array(bytes), isRightToLeft: isRightToLeft)
        if let cached = shaping.cache[key] { return cached }
        let excess = excessAttachedRanges(in: bytes)
        let run =
            excess.isEmpty
            ? shapeWhole(bytes, isRightToLeft: isRightToLeft)
            : shapeLeavingOut(excess, of: bytes, isRightToLeft: isRightToLeft)
        if shaping.cache.count >= ShapingState.cacheLimit { shaping.cache.removeAll(keepingCapacity: true) }
        shaping.cache[key] = run
        return run
    }

    /// Shapes every character of `bytes`, item by item (see ``shape(_:isRightToLeft:)``), without the cache.
    func shapeWhole(_ bytes: UnsafeBufferPointer<UInt8>, isRightToLeft: Bool) -> ShapedRun {
        var items: [[ShapedGlyph]] = []
        var advance = 0.0
        forEachShapingItem(in: bytes) { range, fontIndex, script in
            let glyphs =
                asciiItem(bytes, range: range, fontIndex: fontIndex, isRightToLeft: isRightToLeft)
                ?? shapeItem(bytes, range: range, fontIndex: fontIndex, script: script, isRightToLeft: isRightToLeft)
            for glyph in glyphs { advance += Double(glyph.xAdvance) }
            items.append(glyphs)
        }
        if isRightToLeft { items.reverse() }
        return ShapedRun(glyphs: Array(items.joined()), advance: advance)
    }

    /// The glyphs of item `range` of `bytes` from the ASCII pair table, as a word of it alone would be shaped, when it
    /// is printable ASCII in the primary font, left to right, that the table shapes; nil otherwise.
    ///
    /// Latin letters typed against a word of another script (a name in
    /// Cyrillic or Chinese prose) make a new word at each key: its Latin
    /// item then costs no HarfBuzz call, however long it grows.
    private func asciiItem(
        _ bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, fontIndex: Int, isRightToLeft: Bool
    ) -> [ShapedGlyph]? {
        guard !isRightToLeft, fontIndex == 0, range.count < bytes.count,
            bytes[range].allSatisfy({ $0 > 0x20 && $0 < 0x7F }),
            let run = asciiShapedRun(UnsafeBufferPointer(rebasing: bytes[range]))
        else { return nil }
        let offset = Int32(range.lowerBound)
        return run.glyphs.map { glyph in
            var moved = glyph
            moved.cluster += offset
            return moved
        }
    }

    /// Calls `body` with each item of `bytes`: a maximal range drawn by one font (a grapheme cluster never split, see `clusterSegments(of:)`) in one script (common and inherited characters such as spaces, digits and marks join the script around them).
    func forEachShapingItem(
        in bytes: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>, Int, hb_script_t) -> Void
    ) {
        let unicode = hb_unicode_funcs_get_default()
        func flush(_ segment: (range: Range<Int>, font: Int)) {
            var itemStart = segment.range.lowerBound
            var itemScript = HB_SCRIPT_COMMON
            var position = segment.range.lowerBound
            while position < segment.range.upperBound {
                let (codePoint, length) =
                    bytes[position] < 0x80 ? (UInt32(bytes[position]), 1) : Self.decode(bytes, at: position)
                let script = hb_unicode_script(unicode, codePoint)
                let isNeutral =
                    script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED || script == HB_SCRIPT_UNKNOWN
                if !isNeutral && script != itemScript {
                    if itemScript != HB_SCRIPT_COMMON {
                        body(itemStart..<position, segment.font, itemScript)
                        itemStart = position
                    }
                    itemScript = script
                }
                position += length
            }
            body(itemStart..<segment.range.upperBound, segment.font, itemScript)
        }
        for segment in clusterSegments(of: bytes) { flush(segment) }
    }

    /// The HarfBuzz font of font number `index`, opened on first use.
    func harfBuzzFont(_ index: Int) -> HarfBuzzFont? {
        if let known = shaping.fonts[index] { return known }
        var requestedSize = 0.0
        if let pattern = fonts[0].pointee.pattern {
            FcPatternGetDouble(pattern, FC_PIXEL_SIZE, 0, &requestedSize)
        }
        let opened = HarfBuzzFont(xftFont: fonts[index], pixelSize: requestedSize > 0 ? requestedSize : nil)
        shaping.fonts[index] = opened
        return opened
    }

    /// Shapes a few characters of printable ASCII as Latin, left to right, in the primary font.
    func shapeLatin(_ bytes: UnsafeBufferPointer<UInt8>) -> [ShapedGlyph] {
        shapeItem(bytes, range: 0..<bytes.count, fontIndex: 0, script: HB_SCRIPT_LATIN, isRightToLeft: false)
    }

    /// Shapes one item; its glyphs come in visual order with clusters as offsets in `bytes`.
    private func shapeItem(
        _ bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, fontIndex: Int, script: hb_script_t,
        isRightToLeft: Bool
    ) -> [ShapedGlyph] {
        guard let font = harfBuzzFont(fontIndex), let base = bytes.baseAddress else {
            return unshapedItem(bytes, range: range, fontIndex: fontIndex)
        }
        shaping.shapedCount += 1
        let buffer = shaping.buffer
        hb_buffer_clear_contents(buffer)
        base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { text in
            hb_buffer_add_utf8(buffer, text, Int32(bytes.count), UInt32(range.lowerBound), Int32(range.count))
        }
        // A script has its direction; neutral characters alone (punctuation, digits) take the run's.
        let isNeutral = script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED || script == HB_SCRIPT_UNKNOWN
        let direction =
            isNeutral
            ? (isRightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR) : hb_script_get_horizontal_direction(script)
        hb_buffer_set_direction(buffer, direction)
        hb_buffer_set_script(buffer, script)
        hb_buffer_set_language(buffer, hb_language_get_default())
        hb_shape(font.font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return [] }
        let scale = Float(HarfBuzzFont.unitsPerPixel)
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        for index in 0..<Int(count) {
            glyphs.append(
                ShapedGlyph(
                    fontIndex: Int32(fontIndex), glyph: infos[index].codepoint, cluster: Int32(infos[index].cluster),
                    xAdvance: Float(positions[index].x_advance) / scale,
                    xOffset: Float(positions[index].x_offset) / scale,
                    yOffset: Float(positions[index].y_offset) / scale))
        }
        return glyphs
    }

    /// A font HarfBuzz cannot read: one glyph per character from Xft's character map, with Xft's advances.
    private func unshapedItem(_ bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, fontIndex: Int)
        -> [ShapedGlyph]
    {
        var glyphs: [ShapedGlyph] = []
        var position = range.lowerBound
        while position < range.upperBound {
            let (codePoint, length) = Self.decode(bytes, at: position)
            var glyph = XftCharIndex(display, fonts[fontIndex], codePoint)
            var extents = XGlyphInfo()
            XftGlyphExtents(display, fonts[fontIndex], &glyph, 1, &extents)
            glyphs.append(
                ShapedGlyph(
                    fontIndex: Int32(fontIndex), glyph: glyph, cluster: Int32(position),
                    xAdvance: Float(extents.xOff), xOffset: 0, yOffset: 0))
            position += length
        }
        return glyphs
    }
}
