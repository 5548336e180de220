import CX11

extension XftFontEntry {
    /// A code point value no scalar has, for bytes that are not valid UTF-8.
    static let invalidCodePoint: UInt32 = 0xFFFF_FFFF

    /// Calls `body` with each maximal byte range drawn by one font, and that font's index, in order.
    ///
    /// Skipped code points (controls, invisible characters no font has,
    /// invalid bytes) belong to no range. A range never exceeds the font's
    /// chunk limit, so Xft's 16-bit advance sum cannot overflow. Shaping
    /// starts from these ranges (see `clusterSegments(of:)`).
    @inline(__always)
    func forEachSegment(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>, Int) -> Void) {
        var position = 0
        var segmentStart = 0
        var segmentFont = -1
        let end = bytes.count
        while position < end {
            let lead = bytes[position]
            let codePoint: UInt32
            let length: Int
            if lead < 0x80 {
                codePoint = UInt32(lead)
                length = 1
            } else {
                (codePoint, length) = Self.decode(bytes, at: position)
            }
            let placement = codePoint == Self.invalidCodePoint ? Placement.skip : placement(of: codePoint)
            if placement.isSkipped {
                if segmentFont >= 0 { body(segmentStart..<position, segmentFont) }
                segmentFont = -1
                position += length
                continue
            }
            var fontIndex = placement.fontIndex
            if placement.attaches, segmentFont >= 0, segmentFont != fontIndex, font(segmentFont, has: codePoint) {
                fontIndex = segmentFont
            }
            if fontIndex != segmentFont || position + length - segmentStart > chunkByteLimits[fontIndex] {
                if segmentFont >= 0 { body(segmentStart..<position, segmentFont) }
                segmentStart = position
                segmentFont = fontIndex
            }
            position += length
        }
        if segmentFont >= 0 { body(segmentStart..<position, segmentFont) }
    }

    /// The advance of one segment, in pixels.
    @inline(__always)
    func advance(of bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, fontIndex: Int) -> Int {
        var extents = XGlyphInfo()
        XftTextExtentsUtf8(
            display, fonts[fontIndex], bytes.baseAddress! + range.lowerBound,
            Int32(range.count), &extents)
        return Int(extents.xOff)
    }

    /// Decodes the scalar at `position`, or returns ``invalidCodePoint`` and length 1 for a byte that does not start valid UTF-8.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> (UInt32, Int) {
        let lead = UInt32(bytes[position])
        let length: Int
        var value: UInt32
        let minimum: UInt32
        switch lead {
        case 0xC2...0xDF: (length, value, minimum) = (2, lead & 0x1F, 0x80)
        case 0xE0...0xEF: (length, value, minimum) = (3, lead & 0x0F, 0x800)
        case 0xF0...0xF4: (length, value, minimum) = (4, lead & 0x07, 0x10000)
        default: return (invalidCodePoint, 1)
        }
        guard position + length <= bytes.count else { return (invalidCodePoint, 1) }
        for offset in 1..<length {
            let byte = UInt32(bytes[position + offset])
            guard byte & 0xC0 == 0x80 else { return (invalidCodePoint, 1) }
            value = value << 6 | (byte & 0x3F)
        }
        guard value >= minimum, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else {
            return (invalidCodePoint, 1)
        }
        return (value, length)
    }
}
