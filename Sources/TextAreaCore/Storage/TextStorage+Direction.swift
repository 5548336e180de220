extension TextStorage {
    /// Whether any character of the text can make it run right to left: a letter of a right-to-left script, an Arabic number, or an explicit bidirectional control (see `ChunkCounts.rightToLeft`).
    ///
    /// Text without any is laid out left to right, in visual order equal to
    /// its logical order, unless its paragraph is set right to left. Answered
    /// from a prefix sum, in O(1).
    public var containsRightToLeft: Bool { rightToLeftIndex != nil }

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
        guard let index = rightToLeftIndex else { return false }
        let between = index.prefixSum(last.index) - index.prefixSum(first.index + 1)
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

extension TextStorage {
    /// The direction of the first strong character of the paragraph starting at `start` (UAX #9 rules P2–P3), or nil when it has none; reads no further than that character or the paragraph's end.
    func firstStrongDirection(ofParagraphAt start: Int) -> BidiDirection? {
        var hint = ChunkHint()
        return firstStrongDirection(ofParagraphAt: start, hint: &hint)
    }

    /// ``firstStrongDirection(ofParagraphAt:)``, its first chunk found through `hint`.
    func firstStrongDirection(ofParagraphAt start: Int, hint: inout ChunkHint) -> BidiDirection? {
        var scanner = FirstStrongScanner()
        var found: BidiDirection? = nil
        forEachChunk(from: start, hint: &hint) { bytes in
            guard let base = bytes.baseAddress else { return true }
            var position = 0
            while position < bytes.count {
                let (value, length) = UTF8Decoding.decode(base, at: position, end: bytes.count)
                // A line or paragraph separator ends the paragraph, as it does for the storage.
                if value == 0x2028 || value == 0x2029 { return false }
                let type =
                    value < 0x80
                    ? BidiClass(tableCode: BidiTables.asciiClassCode(of: UInt8(value)))
                    : BidiClass(codePoint: value)
                if let direction = scanner.take(type) {
                    found = direction
                    return false
                }
                if scanner.isFinished { return false }
                position += length
            }
            return true
        }
        return found
    }
}

extension TextStorage {
    /// Whether `range` holds at most `limit` bytes, all printable ASCII or tabs: text that adds no paragraph, and
    /// nothing that can run right to left, to the paragraph it is in.
    func isPlainASCII(in range: Range<Int>, atMost limit: Int) -> Bool {
        guard range.count <= limit else { return false }
        var plain = true
        forEachChunk(in: range) { bytes, _ in
            plain = bytes.allSatisfy { (0x20...0x7E).contains($0) || $0 == 0x09 }
            return plain
        }
        return plain
    }
}
