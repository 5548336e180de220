/// Mirrored glyphs for right-to-left text (UAX #9 rule L4, BidiMirroring.txt, Unicode 15.0).
///
/// A painter draws a character whose resolved level is odd (``BidiRun/isRightToLeft``)
/// with its mirror when it has one: "(" as ")", "≤" as "≥".
public enum BidiMirroring {
    /// The Bidi_Mirroring_Glyph of `scalar`: the character whose glyph mirrors it, or nil if it has none.
    ///
    /// Characters that are Bidi_Mirrored but have no mirrored counterpart in
    /// Unicode (such as "∛") return nil; a font may still mirror them.
    public static func mirror(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
        let value = scalar.value
        if value < 0x80 {
            switch value {
            case 0x28: return ")"
            case 0x29: return "("
            case 0x3C: return ">"
            case 0x3E: return "<"
            case 0x5B: return "]"
            case 0x5D: return "["
            case 0x7B: return "}"
            case 0x7D: return "{"
            default: return nil
            }
        }
        guard let mirrored = BidiTables.mirror(of: value) else { return nil }
        return Unicode.Scalar(mirrored)
    }
}
