import CX11

extension XftFontEntry {
    /// The font segments of `bytes` with every grapheme cluster drawn by one font: where a cluster's characters came from several fonts, the first font that has all of them (a colour font first when the cluster asks for emoji presentation with U+FE0F) draws the whole cluster.
    ///
    /// So a keycap (1, U+FE0F, U+20E3) or a letter with a mark the letter's
    /// font lacks is shaped as one unit. Invisible characters (joiners,
    /// variation selectors) go with their cluster whatever font has them.
    func clusterSegments(of bytes: UnsafeBufferPointer<UInt8>) -> [(range: Range<Int>, font: Int)] {
        var segments: [(range: Range<Int>, font: Int)] = []
        forEachSegment(in: bytes) { range, fontIndex in
            if let last = segments.last, last.font == fontIndex, last.range.upperBound == range.lowerBound {
                segments[segments.count - 1].range = last.range.lowerBound..<range.upperBound
            } else {
                segments.append((range, fontIndex))
            }
        }
        // Only text beyond U+02FF can hold a cluster of several characters.
        guard segments.count > 1 || bytes.contains(where: { $0 >= 0xCC }) else { return segments }
        var fontOfByte = [Int](repeating: -1, count: bytes.count)
        for segment in segments { for offset in segment.range { fontOfByte[offset] = segment.font } }
        var changed = false
        var offset = 0
        for cluster in String(decoding: bytes, as: UTF8.self) {
            let length = cluster.utf8.count
            defer { offset += length }
            guard cluster.unicodeScalars.count > 1 else { continue }
            let range = offset..<(offset + length)
            let used = Set(fontOfByte[range].filter { $0 >= 0 })
            let asksForEmoji = cluster.unicodeScalars.contains("\u{FE0F}")
            guard
                used.count > 1 || (used.count == 1 && fontOfByte[range].contains(-1))
                    || (asksForEmoji && !used.allSatisfy { isColorFont($0) })
            else { continue }
            guard let chosen = font(coveringAllOf: cluster.unicodeScalars) ?? used.min() else { continue }
            for index in range { fontOfByte[index] = chosen }
            changed = true
        }
        guard changed else { return segments }
        var rebuilt: [(range: Range<Int>, font: Int)] = []
        var start = 0
        for index in 1...bytes.count where index == bytes.count || fontOfByte[index] != fontOfByte[start] {
            if fontOfByte[start] >= 0 { rebuilt.append((start..<index, fontOfByte[start])) }
            start = index
        }
        return rebuilt
    }

    /// The first open font with every visible character of `scalars`, colour fonts first when they ask for emoji presentation.
    private func font(coveringAllOf scalars: String.UnicodeScalarView) -> Int? {
        let needed = scalars.filter { !$0.properties.isDefaultIgnorableCodePoint }.map(\.value)
        guard !needed.isEmpty else { return nil }
        var order = Array(fonts.indices)
        let asksForEmoji = scalars.contains("\u{FE0F}")
        if asksForEmoji {
            order = order.filter { isColorFont($0) } + order.filter { !isColorFont($0) }
        }
        if let found = order.first(where: { index in needed.allSatisfy { font(index, has: $0) } }) {
            // Emoji presentation asked for and only a text font has it: look for a colour font once per sequence.
            guard asksForEmoji, !isColorFont(found) else { return found }
            return colorFallback(for: needed) ?? found
        }
        return asksForEmoji ? colorFallback(for: needed) : nil
    }

    /// A colour font with every code point of `needed`, searched once per set of code points.
    private func colorFallback(for needed: [UInt32]) -> Int? {
        if let known = shaping.colorFallbacks[needed] { return known }
        let found = searchFallback(forAll: needed, color: true).flatMap { isColorFont($0) ? $0 : nil }
        shaping.colorFallbacks[needed] = found
        return found
    }

    /// Whether font number `index` has colour glyphs (emoji).
    func isColorFont(_ index: Int) -> Bool {
        guard let pattern = fonts[index].pointee.pattern else { return false }
        var color: FcBool = 0
        return FcPatternGetBool(pattern, FC_COLOR, 0, &color) == FcResultMatch && color != 0
    }
}
