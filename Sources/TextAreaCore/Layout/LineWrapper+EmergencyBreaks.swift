extension LineWrapper {
    /// The pieces a word too wide for a line may be broken into: its grapheme clusters, each joined by the clusters after it that start with a combining mark.
    ///
    /// UAX #29 makes a few spacing vowels clusters of their own (Myanmar AA,
    /// U+102C, and visarga, U+1038, among them); a line must not start with one.
    static func emergencyBreakPieces(of range: Range<Int>, in text: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        let clusters = clusterRanges(of: range, in: text)
        // Marks start with a lead byte of 0xCC or more (U+0300 and up): most words have no cluster that may.
        guard clusters.dropFirst().contains(where: { text[$0.lowerBound] >= 0xCC }) else { return clusters }
        var pieces: [Range<Int>] = []
        pieces.reserveCapacity(clusters.count)
        for cluster in clusters {
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
