/// Decoding of UTF-8 that may be invalid, for the bidi paragraph's byte-based entry points.
enum BidiUTF8 {
    /// Decodes the scalar starting at `position`; returns its value and its length in bytes.
    ///
    /// An ill-formed sequence reads as U+FFFD, one per maximal subpart (the
    /// longest prefix of a well-formed sequence, or one byte), as the
    /// standard library's `String(decoding:as:)` does. `position` must be
    /// less than `end`, the number of readable bytes at `base`.
    @inline(__always)
    static func decode(_ base: UnsafePointer<UInt8>, at position: Int, end: Int) -> (value: UInt32, length: Int) {
        let lead = base[position]
        if lead < 0x80 { return (UInt32(lead), 1) }
        var remaining: Int
        var value: UInt32
        var lowest: UInt8 = 0x80
        var highest: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF:
            remaining = 1
            value = UInt32(lead & 0x1F)
        case 0xE0...0xEF:
            remaining = 2
            value = UInt32(lead & 0x0F)
            if lead == 0xE0 { lowest = 0xA0 }  // no overlong forms
            if lead == 0xED { highest = 0x9F }  // no surrogates
        case 0xF0...0xF4:
            remaining = 3
            value = UInt32(lead & 0x07)
            if lead == 0xF0 { lowest = 0x90 }  // no overlong forms
            if lead == 0xF4 { highest = 0x8F }  // nothing above U+10FFFF
        default:
            return (0xFFFD, 1)
        }
        var length = 1
        while remaining > 0 {
            guard position + length < end else { return (0xFFFD, length) }
            let byte = base[position + length]
            guard byte >= lowest && byte <= highest else { return (0xFFFD, length) }
            value = value << 6 | UInt32(byte & 0x3F)
            lowest = 0x80
            highest = 0xBF
            length += 1
            remaining -= 1
        }
        return (value, length)
    }
}
