/// Terminal-style cell widths of Unicode scalars (East Asian Width based).
public enum UnicodeWidth {
    /// Returns 0 for zero-width and combining scalars, 2 for East Asian Wide and Fullwidth, 1 otherwise.
    ///
    /// Control characters (C0, C1, DEL) measure 0.
    @inlinable
    public static func cells(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value >= 0x20 ? 1 : 0 }
        if value < 0xA0 { return 0 }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format:
            return 0
        default:
            break
        }
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
        if (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value) && value != 0x303F
            || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value)
            || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value)
            || (0xFFE0...0xFFE6).contains(value) || (0x20000...0x3FFFD).contains(value) {
            return 2
        }
        if properties.isEmojiPresentation { return 2 }
        return 1
    }
}
