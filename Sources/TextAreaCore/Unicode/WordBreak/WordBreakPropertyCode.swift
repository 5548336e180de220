/// What the generated word-break table stores for a scalar: its ``WordBreakProperty`` and one extra fact.
///
/// A code is `property.rawValue + WordBreakProperty.allCases.count * variant`,
/// as `Scripts/generate-word-break-tables.py` writes it.
struct WordBreakPropertyCode: Equatable {
    /// The stored byte, bias removed.
    let rawValue: UInt8

    /// The number of Word_Break values, the stride between variants.
    static let stride = UInt8(WordBreakProperty.allCases.count)

    /// The variant of a plain scalar.
    static let plainVariant: UInt8 = 0
    /// The variant of an Extended_Pictographic scalar (WB3c).
    static let pictographicVariant: UInt8 = 1
    /// The variant of a Line_Break=SA scalar (Thai, Lao, Khmer, Myanmar and others written without spaces).
    static let complexContextVariant: UInt8 = 2
    /// The variant of a Han, Hiragana or Katakana scalar.
    static let ideographicVariant: UInt8 = 3

    /// The code of `value`, a Unicode scalar value.
    @inline(__always)
    init(of value: UInt32) {
        rawValue = WordBreakTables.code(of: value)
    }

    /// The code of the scalar starting with `byte`, an ASCII byte.
    @inline(__always)
    init(ascii byte: UInt8) {
        rawValue = WordBreakTables.asciiCode(of: byte)
    }

    /// The Word_Break property.
    @inline(__always)
    var property: WordBreakProperty {
        WordBreakProperty(rawValue: rawValue % Self.stride).unsafelyUnwrapped
    }

    /// The variant number.
    @inline(__always)
    var variant: UInt8 { rawValue / Self.stride }

    /// Whether the scalar is Extended_Pictographic.
    var isExtendedPictographic: Bool { variant == Self.pictographicVariant }

    /// The kind of dictionary run the scalar belongs in, if any.
    var dictionaryRunKind: DictionaryRunKind? {
        switch variant {
        case Self.complexContextVariant: .southeastAsian
        case Self.ideographicVariant: .chineseJapanese
        default: nil
        }
    }
}

/// Lookups in the generated word-break table (see `WordBreakTables.generated.swift`).
///
/// The table is two-stage like ``UnicodeTables``': a block number from the
/// index, the value from the block in the leaves; every stored byte is its
/// value plus 0x20, and the first 128 leaf bytes are U+0000...U+007F.
enum WordBreakTables {
    /// The offset added to every stored byte to keep it printable.
    static var bias: UInt8 { 0x20 }

    /// Returns the stored code of a scalar value; values above U+10FFFF read as U+10FFFF.
    @inline(__always)
    static func code(of value: UInt32) -> UInt8 {
        TwoStageTable.value(of: value, index: index, leaves: leaves, shift: blockShift)
    }

    /// Returns the stored code of an ASCII byte without the index stage.
    @inline(__always)
    static func asciiCode(of byte: UInt8) -> UInt8 {
        leaves.utf8Start[Int(byte & 0x7F)] &- bias
    }
}
