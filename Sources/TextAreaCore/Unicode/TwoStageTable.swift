/// Reading the generated two-stage tables (line break, cell width, bidi class, word break, grapheme role), which
/// `Scripts/ucd_tables.py` writes.
///
/// A table is two string literals: the index, two printable base-64
/// digits per block of 2^`shift` code points giving the block's number,
/// and the leaves, the deduplicated blocks one byte per code point. Every
/// stored byte is its value plus ``bias``.
enum TwoStageTable {
    /// The offset added to every stored byte to keep it printable.
    static var bias: UInt8 { 0x20 }

    /// The stored value of the scalar value `value` (values above U+10FFFF read as U+10FFFF).
    @inline(__always)
    static func value(of value: UInt32, index: StaticString, leaves: StaticString, shift: UInt32) -> UInt8 {
        let value = min(value, 0x10FFFF)
        let digits = index.utf8Start
        let indexPosition = Int(truncatingIfNeeded: value >> shift) &* 2
        let block =
            Int(truncatingIfNeeded: digits[indexPosition] &- bias) &<< 6
            | Int(truncatingIfNeeded: digits[indexPosition &+ 1] &- bias)
        let offset = Int(truncatingIfNeeded: value & (1 &<< shift &- 1))
        return leaves.utf8Start[block &<< Int(shift) | offset] &- bias
    }
}
