extension LineWrapper {
    /// The clusters of `range` when every scalar in it is simple (see ``GraphemeRole``), so each scalar is a cluster of its own; nil otherwise.
    ///
    /// Most text in alphabetic scripts (Arabic and Hebrew without vowel
    /// marks, Greek, Cyrillic, Latin with precomposed letters) is this simple.
    static func simpleClusterRanges(of range: Range<Int>, in text: UnsafeBufferPointer<UInt8>) -> [Range<Int>]? {
        var result: [Range<Int>] = []
        result.reserveCapacity(range.count)
        var position = range.lowerBound
        while position < range.upperBound {
            let (role, length) = GraphemeRole.of(text, at: position)
            guard role == .simple else { return nil }
            result.append(position..<(position + length))
            position += length
        }
        return result
    }
}
