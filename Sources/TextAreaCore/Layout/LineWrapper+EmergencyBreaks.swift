extension LineWrapper {
    /// When a word too wide for a line must break before the cluster at `offset`, the cluster to move down with it: the piece's last, `last`, if the cluster at `offset` starts with a combining mark, another cluster stays on the line, and the two fit on one.
    ///
    /// UAX #29 makes a few spacing vowels clusters of their own (Myanmar AA,
    /// U+102C, and visarga, U+1038, among them); a line should not start with
    /// one. Where the two do not fit together, the break stays before the mark,
    /// so every line wider than the width is still a single cluster.
    func carriedCluster(
        before offset: Int, width: Double, last: (start: Int, width: Double), clustersInPiece: Int,
        text: UnsafeBufferPointer<UInt8>
    ) -> (start: Int, width: Double)? {
        guard clustersInPiece > 1, last.width + width <= maximumWidth + Self.tolerance,
            Self.startsWithCombiningMark(offset, in: text)
        else { return nil }
        return last
    }

    /// Whether the scalar at `offset` is a combining mark (general category Mn, Mc or Me).
    static func startsWithCombiningMark(_ offset: Int, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        // Marks start at U+0300, whose lead byte is 0xCC.
        guard text[offset] >= 0xCC else { return false }
        switch UTF8Decoding.decode(text, at: offset).0.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }
}
