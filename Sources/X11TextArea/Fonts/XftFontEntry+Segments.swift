import CX11
import TextAreaCore

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

    /// Decodes the scalar at `position` through the core's one decoder; an ill-formed subpart reads as ``invalidCodePoint``, so it is skipped rather than drawn.
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> (UInt32, Int) {
        UTF8Decoding.decode(
            bytes.baseAddress.unsafelyUnwrapped, at: position, end: bytes.count, replacement: invalidCodePoint)
    }
}
