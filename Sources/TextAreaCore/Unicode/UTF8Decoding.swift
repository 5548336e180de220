/// Decoding of scalars from UTF-8 that is known to be valid.
enum UTF8Decoding {
    /// Decodes the scalar starting at `position`; returns it and its length in bytes.
    ///
    /// The bytes must be valid UTF-8 and `position` must start a scalar.
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> (Unicode.Scalar, Int) {
        let lead = UInt32(bytes[position])
        if lead < 0x80 { return (Unicode.Scalar(UInt8(lead)), 1) }
        if lead < 0xE0 {
            let value = (lead & 0x1F) << 6 | UInt32(bytes[position + 1] & 0x3F)
            return (Unicode.Scalar(value) ?? "\u{FFFD}", 2)
        }
        if lead < 0xF0 {
            let value =
                (lead & 0x0F) << 12 | UInt32(bytes[position + 1] & 0x3F) << 6
                | UInt32(bytes[position + 2] & 0x3F)
            return (Unicode.Scalar(value) ?? "\u{FFFD}", 3)
        }
        let value =
            (lead & 0x07) << 18 | UInt32(bytes[position + 1] & 0x3F) << 12
            | UInt32(bytes[position + 2] & 0x3F) << 6 | UInt32(bytes[position + 3] & 0x3F)
        return (Unicode.Scalar(value) ?? "\u{FFFD}", 4)
    }

    /// Whether `byte` continues a scalar rather than starting one.
    @inline(__always)
    static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }
}
