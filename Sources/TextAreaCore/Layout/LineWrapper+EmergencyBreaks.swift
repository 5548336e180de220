extension LineWrapper {
    /// The pieces a word too wide for a line may be broken into: its grapheme clusters, each joined by the clusters after it that start with a combining mark.
    ///
    /// UAX #29 makes a few spacing vowels clusters of their own (Myanmar AA,
    /// U+102C, and visarga, U+1038, among them); a line must not start with one.
    static func emergencyBreakPieces(of range: Range<Int>, in text: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var pieces: [Range<Int>] = []
        for cluster in clusterRanges(of: range, in: text) {
            if let last = pieces.last, startsWithCombiningMark(cluster.lowerBound, in: text) {
                pieces[pieces.count - 1] = last.lowerBound..<cluster.upperBound
            } else {
                pieces.append(cluster)
            }
        }
        return pieces
    }

    /// Whether the scalar at `offset` is a combining mark (general category Mn, Mc or Me).
    private static func startsWithCombiningMark(_ offset: Int, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard text[offset] >= 0xCC else { return false }
        switch UTF8Decoding.decode(text, at: offset).0.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }
}
