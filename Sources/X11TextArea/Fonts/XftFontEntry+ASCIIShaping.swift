import CHarfBuzz
import CX11

extension XftFontEntry {
    /// The width of a run of printable ASCII the primary font shapes pair by pair, or nil when the run needs HarfBuzz.
    func asciiWidth(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        guard let base = bytes.baseAddress, bytes.count > 0, base[0] >= 0x20, base[0] < 0x7F else { return nil }
        let table = shaping.ascii
        let advances = table.advances
        let kerning = table.kerning
        // Summed as the shaped run sums them: each glyph's advance (its own plus the kerning after it) in turn.
        var total = 0.0
        var pending: Float = 0
        var previous = -1
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = base[index]
            guard byte >= 0x20 && byte < 0x7F else { return nil }
            let character = Int(byte)
            var advance = advances[character]
            if advance.isNaN || advance == -.infinity {
                guard let learnt = asciiAdvance(character, in: table) else { return nil }
                advance = learnt
            }
            if previous >= 0 {
                var kern = kerning[previous &* 128 &+ character]
                if kern.isNaN || kern == .infinity {
                    guard let learnt = asciiKerning(previous, character, in: table) else { return nil }
                    kern = learnt
                }
                total += Double(pending + kern)
            }
            pending = advance
            previous = character
            index &+= 1
        }
        return total + Double(pending)
    }

    /// A run of printable ASCII shaped from the pair table, left to right, or nil when it needs HarfBuzz.
    func asciiShapedRun(_ bytes: UnsafeBufferPointer<UInt8>) -> ShapedRun? {
        guard asciiWidth(bytes) != nil else { return nil }
        let table = shaping.ascii
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(bytes.count)
        var total = 0.0
        for index in 0..<bytes.count {
            let character = Int(bytes[index])
            var advance = table.advances[character]
            if index + 1 < bytes.count { advance += table.kerning[character * 128 + Int(bytes[index + 1])] }
            total += Double(advance)
            glyphs.append(
                ShapedGlyph(
                    fontIndex: 0, glyph: table.glyphs[character], cluster: Int32(index), xAdvance: advance,
                    xOffset: 0, yOffset: 0))
        }
        return ShapedRun(glyphs: glyphs, advance: total)
    }

    /// Appends the glyphs of a run of printable ASCII shaped from the pair table, the run's left edge at `x`, and returns its advance; nil (nothing appended) when the run needs HarfBuzz.
    ///
    /// Glyphs whose pen position lies outside `reach` are left out and counted in `culled`. One pass over the bytes
    /// checks, learns and places each character: the advance returned is the one ``asciiWidth(_:)`` gives.
    func appendASCIIGlyphs(
        _ bytes: UnsafeBufferPointer<UInt8>, x: Double, baseline: Int16, reach: ClosedRange<Double>? = nil,
        into specs: inout [XftGlyphFontSpec], culled: inout Int
    ) -> Double? {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return nil }
        let table = shaping.ascii
        let font = fonts[0]
        let firstSpec = specs.count
        let culledBefore = culled
        let count = bytes.count
        var pen = x
        var total = 0.0
        guard var advance = knownASCIIAdvance(base[0], in: table) else { return nil }
        var index = 0
        while true {
            let character = Int(base[index])
            var step = advance
            let next = index &+ 1
            if next < count {
                // The next character's own advance first: learning a pair needs both.
                guard let nextAdvance = knownASCIIAdvance(base[next], in: table) else { break }
                let pair = character &* 128 &+ Int(base[next])
                var kern = table.kerning[pair]
                if kern.isNaN || kern == .infinity {
                    guard let learnt = asciiKerning(character, Int(base[next]), in: table) else { break }
                    kern = learnt
                }
                step += kern
                advance = nextAdvance
            }
            if let reach, !reach.contains(pen) {
                culled += 1
            } else {
                specs.append(
                    XftGlyphFontSpec(
                        font: font, glyph: FT_UInt(table.glyphs[character]), x: pen.roundedInt16, y: baseline))
            }
            pen += Double(step)
            total += Double(step)
            if next == count { return total }
            index = next
        }
        // A character or pair the table cannot shape: nothing of the run stays queued.
        specs.removeSubrange(firstSpec...)
        culled = culledBefore
        return nil
    }

    /// The advance of `byte` alone when it is printable ASCII the primary font shapes as one glyph, learnt on first use.
    private func knownASCIIAdvance(_ byte: UInt8, in table: ASCIIShapingTable) -> Float? {
        guard byte >= 0x20 && byte < 0x7F else { return nil }
        let advance = table.advances[Int(byte)]
        if advance.isNaN || advance == -.infinity { return asciiAdvance(Int(byte), in: table) }
        return advance
    }

    /// Writes each character's advance (its own plus the kerning with the next) of a run ``asciiWidth(_:)`` accepted.
    func asciiAdvances(_ bytes: UnsafeBufferPointer<UInt8>, into advances: UnsafeMutableBufferPointer<Double>) {
        let table = shaping.ascii
        for index in 0..<bytes.count {
            let character = Int(bytes[index])
            var advance = table.advances[character]
            if index + 1 < bytes.count { advance += table.kerning[character &* 128 &+ Int(bytes[index + 1])] }
            advances[index] = Double(advance)
        }
    }

    /// The advance of `character` alone in the primary font, learnt on first use; nil when the primary font does not draw it as one glyph.
    private func asciiAdvance(_ character: Int, in table: ASCIIShapingTable) -> Float? {
        let known = table.advances[character]
        if !known.isNaN { return known == -.infinity ? nil : known }
        var learnt = -Float.infinity
        let placement = placement(of: UInt32(character))
        if !placement.isSkipped && placement.fontIndex == 0 {
            var byte = UInt8(character)
            let glyphs = withUnsafePointer(to: &byte) { pointer in
                shapeLatin(UnsafeBufferPointer(start: pointer, count: 1))
            }
            if glyphs.count == 1 && glyphs[0].xOffset == 0 && glyphs[0].yOffset == 0 {
                table.glyphs[character] = glyphs[0].glyph
                learnt = glyphs[0].xAdvance
            }
        }
        table.advances[character] = learnt
        return learnt == -.infinity ? nil : learnt
    }

    /// The kerning between two characters, learnt on first use; nil when HarfBuzz does more with the pair than kern it.
    private func asciiKerning(_ first: Int, _ second: Int, in table: ASCIIShapingTable) -> Float? {
        let known = table.kerning[first * 128 + second]
        if !known.isNaN { return known == .infinity ? nil : known }
        var learnt = Float.infinity
        var pair: (UInt8, UInt8) = (UInt8(first), UInt8(second))
        let glyphs = withUnsafeBytes(of: &pair) { raw in
            shapeLatin(UnsafeBufferPointer(start: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count: 2))
        }
        if glyphs.count == 2 && glyphs[0].glyph == table.glyphs[first] && glyphs[1].glyph == table.glyphs[second]
            && glyphs[1].xAdvance == table.advances[second]
            && glyphs.allSatisfy({ $0.xOffset == 0 && $0.yOffset == 0 })
        {
            learnt = glyphs[0].xAdvance - table.advances[first]
        }
        table.kerning[first * 128 + second] = learnt
        return learnt == .infinity ? nil : learnt
    }
}
