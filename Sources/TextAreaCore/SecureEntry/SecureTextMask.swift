/// The stand-in text a secure area lays out: one neutral cluster for each grapheme cluster of the real text, of the same byte length.
///
/// Each cluster of the real text of n bytes becomes a cluster of n bytes
/// made of a letter and combining marks: "x" (1 byte), "é" (2 bytes), or "x"
/// followed by U+0300 (2 bytes each) and at most one U+20D0 (3 bytes). So
/// every offset and cluster boundary is the same as in the real text, while
/// the layout sees one left-to-right word with no spaces, tabs, line breaks,
/// right-to-left characters or shaping: nothing of the text's shape shows
/// in how it wraps, where words end, or how it is ordered on screen.
enum SecureTextMask {
    /// The letter that starts a one-byte cluster and every cluster of three bytes or more.
    static let letter: UInt8 = 0x78
    /// The lead byte of "é" (C3 A9), the whole of a two-byte cluster.
    static let twoByteLead: UInt8 = 0xC3

    /// The stand-in of `storage`, cluster for cluster.
    static func storage(for storage: TextStorage) -> TextStorage {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(storage.utf8Count)
        var offset = 0
        while offset < storage.utf8Count {
            let next = storage.characterBoundary(after: offset)
            appendCluster(ofLength: next - offset, to: &bytes)
            offset = next
        }
        var mask = TextStorage()
        bytes.withUnsafeBufferPointer { mask.replace(0..<0, withUTF8: $0) }
        bytes.overwriteWithZeros()
        return mask
    }

    /// Appends one stand-in cluster of `length` bytes (at least 1).
    static func appendCluster(ofLength length: Int, to bytes: inout [UInt8]) {
        switch length {
        case ...1:
            bytes.append(letter)
        case 2:
            bytes.append(contentsOf: [twoByteLead, 0xA9])
        default:
            bytes.append(letter)
            var remaining = length - 1
            if remaining % 2 == 1 {
                bytes.append(contentsOf: [0xE2, 0x83, 0x90])  // U+20D0 COMBINING LEFT HARPOON ABOVE
                remaining -= 3
            }
            for _ in 0..<(remaining / 2) { bytes.append(contentsOf: [0xCC, 0x80]) }  // U+0300 COMBINING GRAVE ACCENT
        }
    }

    /// The number of stand-in clusters in `bytes`: each starts with the letter or the two-byte lead, which no mark's bytes contain.
    ///
    /// Any other ASCII byte counts as one too, so the bullet measurer gives
    /// a space (which the layout asks about for tab stops) a bullet's width.
    static func clusterCount(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        for byte in bytes where byte < 0x80 || byte == twoByteLead { count += 1 }
        return count
    }
}
