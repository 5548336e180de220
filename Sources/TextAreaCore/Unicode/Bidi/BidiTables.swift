/// Lookups in the generated bidi tables (see `BidiTables.generated.swift`).
///
/// The Bidi_Class table is two-stage like ``UnicodeTables``: the code point's
/// block number comes from the index, its class from the block in the leaves.
/// Brackets and mirrors are sorted fixed-width records of hexadecimal code
/// points, found by binary search. All data are string literals of printable
/// ASCII, so they sit in the binary's constant data.
///
/// # Invariants
/// - Blocks hold at least 128 code points, so the first 128 leaf bytes are
///   the classes of U+0000...U+007F (the generator ensures it).
/// - Every stored class byte is its value plus ``bias``.
enum BidiTables {
    /// The offset added to every stored class byte to keep it printable.
    static var bias: UInt8 { 0x20 }

    /// Returns the raw value of the ``BidiClass`` of a code point; values above U+10FFFF read as U+10FFFF.
    static func classCode(of value: UInt32) -> UInt8 {
        TwoStageTable.value(of: value, index: classIndex, leaves: classLeaves, shift: classBlockShift)
    }

    /// Returns the raw value of the ``BidiClass`` of an ASCII byte without the index stage.
    @inline(__always)
    static func asciiClassCode(of byte: UInt8) -> UInt8 {
        classLeaves.utf8Start[Int(byte & 0x7F)] &- bias
    }

    /// Returns the paired-bracket data of a code point (BidiBrackets.txt), or nil if it is no paired bracket.
    static func bracket(of value: UInt32) -> BidiBracket? {
        // Fast answers for ASCII, where the only brackets are ( ) [ ] { }.
        if value < 0x80 {
            switch value {
            case 0x28: return BidiBracket(canonical: 0x28, canonicalPair: 0x29, isOpening: true)
            case 0x29: return BidiBracket(canonical: 0x29, canonicalPair: 0x28, isOpening: false)
            case 0x5B: return BidiBracket(canonical: 0x5B, canonicalPair: 0x5D, isOpening: true)
            case 0x5D: return BidiBracket(canonical: 0x5D, canonicalPair: 0x5B, isOpening: false)
            case 0x7B: return BidiBracket(canonical: 0x7B, canonicalPair: 0x7D, isOpening: true)
            case 0x7D: return BidiBracket(canonical: 0x7D, canonicalPair: 0x7B, isOpening: false)
            default: return nil
            }
        }
        let digits = recordDigits
        guard let record = findRecord(value, in: brackets, count: bracketCount, width: 3 * digits + 1) else {
            return nil
        }
        return BidiBracket(
            canonical: hexValue(record + digits, digits: digits),
            canonicalPair: hexValue(record + 2 * digits, digits: digits),
            isOpening: record[3 * digits] == UInt8(ascii: "o")
        )
    }

    /// Returns the Bidi_Mirroring_Glyph of a code point (BidiMirroring.txt), or nil if it has none.
    static func mirror(of value: UInt32) -> UInt32? {
        let digits = recordDigits
        guard let record = findRecord(value, in: mirrors, count: mirrorCount, width: 2 * digits) else { return nil }
        return hexValue(record + digits, digits: digits)
    }

    /// Finds the record whose first field is `value` among `count` sorted records of `width` bytes.
    private static func findRecord(
        _ value: UInt32, in table: StaticString, count: Int, width: Int
    ) -> UnsafePointer<UInt8>? {
        let base = table.utf8Start
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            let record = base + middle * width
            let key = hexValue(record, digits: recordDigits)
            if key == value { return record }
            if key < value { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// Reads `digits` uppercase hexadecimal digits.
    @inline(__always)
    private static func hexValue(_ start: UnsafePointer<UInt8>, digits: Int) -> UInt32 {
        var result: UInt32 = 0
        for index in 0..<digits {
            let digit = start[index]
            let value = digit <= UInt8(ascii: "9") ? digit &- UInt8(ascii: "0") : digit &- UInt8(ascii: "A") &+ 10
            result = result << 4 | UInt32(value)
        }
        return result
    }
}

/// A paired bracket of BidiBrackets.txt, in canonical form (rule N0 matches brackets up to canonical equivalence).
struct BidiBracket: Hashable, Sendable {
    /// The bracket's canonical equivalent (itself unless it has a singleton decomposition, as U+2329 → U+3008).
    var canonical: UInt32
    /// The canonical equivalent of the bracket's Bidi_Paired_Bracket.
    var canonicalPair: UInt32
    /// Whether Bidi_Paired_Bracket_Type is Open (else Close).
    var isOpening: Bool
}
