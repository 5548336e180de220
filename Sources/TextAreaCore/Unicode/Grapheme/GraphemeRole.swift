/// What a scalar can do to the grapheme clusters around it, from a generated table: enough to settle most boundaries without the standard library's cluster rules.
///
/// Raw values follow `Scripts/generate-grapheme-tables.py`, which writes the
/// table; keep the two in step.
///
/// # Invariants
/// - Between two ``simple`` scalars there is always a cluster boundary: the
///   rules of UAX #29 that join two scalars all need one of them to be
///   neither Other nor Control (Extend, ZWJ, SpacingMark, Prepend, a Hangul
///   jamo or syllable, a regional indicator, or CR before LF).
/// - ``continuing`` is exactly where `Unicode.Scalar.continuesGraphemeCluster`
///   is true, for every scalar the table knows (not ``unassigned``).
enum GraphemeRole: UInt8 {
    /// Grapheme_Cluster_Break Other or Control, and not continuing: a boundary lies between it and a simple neighbour.
    case simple = 0
    /// It may join the cluster before it (see `Unicode.Scalar.continuesGraphemeCluster`).
    case continuing
    /// Neither: CR, LF, Prepend, a regional indicator, a leading jamo or a Hangul syllable.
    case special
    /// Not assigned in the table's Unicode version: ask the standard library.
    case unassigned

    /// The role of `value`, a Unicode scalar value.
    @inline(__always)
    init(of value: UInt32) {
        if value < 0x80 {
            self = value == 0x0D || value == 0x0A ? .special : .simple
        } else {
            self = GraphemeRole(rawValue: GraphemeTables.code(of: value)).unsafelyUnwrapped
        }
    }

    /// The role of the scalar starting at `position` in valid UTF-8, and the scalar's length.
    @inline(__always)
    static func of(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> (role: GraphemeRole, length: Int) {
        let lead = bytes[position]
        if lead < 0x80 { return (GraphemeRole(of: UInt32(lead)), 1) }
        let (scalar, length) = UTF8Decoding.decode(bytes, at: position)
        return (GraphemeRole(of: scalar.value), length)
    }
}

/// The generated grapheme-role table (see `GraphemeTables.generated.swift`), a `TwoStageTable`.
enum GraphemeTables {
    /// Returns the stored role of a scalar value; values above U+10FFFF read as U+10FFFF.
    @inline(__always)
    static func code(of value: UInt32) -> UInt8 {
        TwoStageTable.value(of: value, index: index, leaves: leaves, shift: blockShift)
    }
}
