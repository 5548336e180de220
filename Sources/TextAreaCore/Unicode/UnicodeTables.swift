/// Lookups in the generated Unicode property tables (see `UnicodeTables.generated.swift`).
///
/// Each table is two-stage: the code point's block number comes from the
/// index, and its value from the block in the leaves. The data are string
/// literals of printable ASCII, so they sit in the binary's constant data.
///
/// # Invariants
/// - Blocks hold at least 128 code points, so the first 128 leaf bytes of a
///   table are the values of U+0000...U+007F (the generator ensures it).
/// - Every stored byte is its value plus ``bias``.
@usableFromInline
enum UnicodeTables {
    /// The offset added to every stored byte to keep it printable.
    static var bias: UInt8 { 0x20 }

    /// The largest code point.
    static var maximumCodePoint: UInt32 { 0x10FFFF }

    /// Returns the line-break property code of a code point (see ``LineBreakPropertyCode``).
    ///
    /// Values above U+10FFFF, which valid UTF-8 never yields, read as U+10FFFF.
    @usableFromInline
    static func lineBreakPropertyCode(of value: UInt32) -> UInt8 {
        lookUp(
            min(value, maximumCodePoint), index: lineBreakIndex, leaves: lineBreakLeaves,
            shift: lineBreakBlockShift)
    }

    /// Returns the line-break property code of an ASCII byte without the index stage.
    @inline(__always)
    static func asciiLineBreakPropertyCode(of byte: UInt8) -> UInt8 {
        lineBreakLeaves.utf8Start[Int(byte & 0x7F)] &- bias
    }

    /// Returns the terminal cell width (0, 1 or 2) of a code point.
    ///
    /// Values above U+10FFFF read as U+10FFFF.
    @usableFromInline
    static func cellWidth(of value: UInt32) -> UInt8 {
        lookUp(
            min(value, maximumCodePoint), index: cellWidthIndex, leaves: cellWidthLeaves,
            shift: cellWidthBlockShift)
    }

    /// Reads the value of `value` from a two-stage table.
    @inline(__always)
    private static func lookUp(
        _ value: UInt32, index: StaticString, leaves: StaticString, shift: UInt32
    ) -> UInt8 {
        TwoStageTable.value(of: value, index: index, leaves: leaves, shift: shift)
    }
}
