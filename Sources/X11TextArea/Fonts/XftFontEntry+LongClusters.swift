extension XftFontEntry {
    /// The most characters in a row that attach to the one before (combining marks, joiners, variation selectors) shaped and drawn; the ones after them in the same row measure zero and draw nothing.
    ///
    /// HarfBuzz positions each mark against the marks before it, so shaping a
    /// stack of marks costs the square of its height: a letter with 65,536
    /// acute accents took 11 s to shape, and a paste of one with 500,000 held
    /// the window for minutes without answering the window manager's ping.
    /// Real text stacks a few (Unicode's stream-safe format, UAX #15, allows
    /// 30 non-starters in a row; Vietnamese and Tibetan need fewer than ten);
    /// "Zalgo" text stacks dozens, and 32 already ink far past a line above
    /// and below. So shaping a run costs time in proportion to its length
    /// whatever it holds. Measuring and drawing both shape through
    /// `shape(_:isRightToLeft:)`, so they agree on what is left out.
    static let maximumAttachedInRow = 32

    /// The byte ranges of `bytes` that follow the first ``maximumAttachedInRow`` attached characters of a row of them: never shaped, measured or drawn. Empty for nearly all text, found in one pass.
    ///
    /// Invisible characters no font has count as attached (a cluster keeps
    /// them with its font); controls and any other character end the row.
    func excessAttachedRanges(in bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var inRow = 0
        var position = 0
        while position < bytes.count {
            // Below U+0300 (lead byte 0xCC) nothing attaches: ASCII and most Latin pass here.
            let lead = bytes[position]
            if lead < 0xCC {
                if lead < 0x80 || lead >= 0xC0 { inRow = 0 }
                position += 1
                continue
            }
            // Nor among ideographs and Hangul syllables (U+4000–U+9FFF, U+B000–U+CFFF), whole scripts of letters.
            if (0xE4...0xE9).contains(lead) || (0xEB...0xEC).contains(lead) {
                inRow = 0
                position += 3
                continue
            }
            let (codePoint, length) = Self.decode(bytes, at: position)
            if codePoint == Self.invalidCodePoint || Self.isControl(codePoint) {
                inRow = 0
            } else {
                let placement = placement(of: codePoint)
                if placement.attaches || placement.isSkipped {
                    inRow += 1
                } else {
                    inRow = 0
                }
            }
            if inRow > Self.maximumAttachedInRow {
                if let last = ranges.last, last.upperBound == position {
                    ranges[ranges.count - 1] = last.lowerBound..<(position + length)
                } else {
                    ranges.append(position..<(position + length))
                }
            }
            position += length
        }
        return ranges
    }

    /// Shapes `bytes` without the `excess` ranges (see ``excessAttachedRanges(in:)``), with each glyph's cluster an offset in `bytes` again.
    func shapeLeavingOut(
        _ excess: [Range<Int>], of bytes: UnsafeBufferPointer<UInt8>, isRightToLeft: Bool
    ) -> ShapedRun {
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count - excess.reduce(0) { $0 + $1.count })
        // Where each kept stretch starts in `kept`, and how far it moved from where it is in `bytes`.
        var stretches: [(keptStart: Int, shift: Int)] = []
        var position = 0
        for range in excess + [bytes.count..<bytes.count] {
            stretches.append((kept.count, position - kept.count))
            kept.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[position..<range.lowerBound]))
            position = range.upperBound
        }
        var run = kept.withUnsafeBufferPointer { shapeWhole($0, isRightToLeft: isRightToLeft) }
        for index in run.glyphs.indices {
            let cluster = Int(run.glyphs[index].cluster)
            // The last stretch starting at or before the glyph's cluster holds it.
            var low = 0
            var high = stretches.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if stretches[middle].keptStart <= cluster { low = middle } else { high = middle - 1 }
            }
            run.glyphs[index].cluster = Int32(cluster + stretches[low].shift)
        }
        return run
    }
}
