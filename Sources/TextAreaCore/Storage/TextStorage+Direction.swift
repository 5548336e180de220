extension TextStorage {
    /// Whether any character of the text can make it run right to left: a letter of a right-to-left script, an Arabic number, or an explicit bidirectional control (see `ChunkCounts.rightToLeft`).
    ///
    /// Text without any is laid out left to right, in visual order equal to
    /// its logical order, unless its paragraph is set right to left. Answered
    /// from a prefix sum, in O(1).
    public var containsRightToLeft: Bool { rightToLeftIndex.total > 0 }

    /// Whether `range` holds a character that can make text run right to left; O(log n) plus the two partial chunks at its ends.
    public func containsRightToLeft(in range: Range<Int>) -> Bool {
        precondition(range.lowerBound >= 0 && range.upperBound <= utf8Count, "Range outside the text")
        guard !range.isEmpty, containsRightToLeft else { return false }
        let first = byteIndex.index(containing: range.lowerBound)
        let last = byteIndex.index(containing: range.upperBound - 1)
        if first.index == last.index {
            return partialCount(chunk: first.index, range.lowerBound - first.before..<range.upperBound - first.before)
                > 0
        }
        let between = rightToLeftIndex.prefixSum(last.index) - rightToLeftIndex.prefixSum(first.index + 1)
        if between > 0 { return true }
        let head = range.lowerBound - first.before..<chunks[first.index].count
        let tail = 0..<range.upperBound - last.before
        return partialCount(chunk: first.index, head) > 0 || partialCount(chunk: last.index, tail) > 0
    }

    /// The right-to-left characters in part of a chunk, from its count when the part is all of it.
    private func partialCount(chunk: Int, _ range: Range<Int>) -> Int {
        if range.count == chunks[chunk].count { return chunkCounts[chunk].rightToLeft }
        if chunkCounts[chunk].rightToLeft == 0 { return 0 }
        return ChunkCounts(of: chunks[chunk], range).rightToLeft
    }
}
