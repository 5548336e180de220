extension TextStorage {
    /// Replaces the bytes in `range` with `text`; both ends of `range` must lie on scalar boundaries.
    public mutating func replace(_ range: Range<Int>, with text: String) {
        var text = text
        text.withUTF8 { replace(range, withUTF8: $0) }
    }

    /// Replaces the bytes in `range` with valid UTF-8 `replacement`; both ends of `range` must lie on scalar boundaries.
    public mutating func replace(_ range: Range<Int>, withUTF8 replacement: UnsafeBufferPointer<UInt8>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= utf8Count, "Range outside the text")
        precondition(
            isScalarBoundary(range.lowerBound) && isScalarBoundary(range.upperBound),
            "Replaced range must lie on scalar boundaries")
        if range.isEmpty && replacement.isEmpty { return }
        if chunks.isEmpty {
            chunks = Self.cut(replacement)
            rebuildIndexes(recountingLineFeeds: true)
            return
        }
        let first = locateChunk(startingAt: range.lowerBound)
        let last = range.isEmpty ? first : byteIndex.index(containing: range.upperBound - 1)
        let lowerInFirst = range.lowerBound - first.before
        let upperInLast = range.upperBound - last.before

        if first.index == last.index {
            let resulting = chunks[first.index].count - range.count + replacement.count
            if resulting > 0 && resulting <= Self.maximumChunkSize {
                let feedDelta =
                    Self.lineFeeds(in: replacement)
                    - Self.lineFeeds(in: chunks[first.index], lowerInFirst..<upperInLast)
                chunks[first.index].replaceSubrange(lowerInFirst..<upperInLast, with: replacement)
                byteIndex.add(replacement.count - range.count, at: first.index)
                if feedDelta != 0 {
                    chunkLineFeeds[first.index] += feedDelta
                    lineFeedIndex.add(feedDelta, at: first.index)
                }
                if resulting < Self.minimumChunkSize { mergeSmallChunk(at: first.index) }
                return
            }
        }
        var combined: [UInt8] = []
        combined.reserveCapacity(lowerInFirst + replacement.count + chunks[last.index].count - upperInLast)
        combined.append(contentsOf: chunks[first.index][..<lowerInFirst])
        combined.append(contentsOf: replacement)
        combined.append(contentsOf: chunks[last.index][upperInLast...])
        let pieces = combined.withUnsafeBufferPointer { Self.cut($0) }
        chunks.replaceSubrange(first.index...last.index, with: pieces)
        chunkLineFeeds.replaceSubrange(
            first.index...last.index,
            with: pieces.map { Self.lineFeeds(in: $0, 0..<$0.count) })
        rebuildIndexes(recountingLineFeeds: false)
        if pieces.count <= 1 { mergeSmallChunk(at: min(first.index, chunks.count - 1)) }
    }

    /// Appends valid UTF-8 bytes at the end of the text.
    public mutating func append(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        replace(utf8Count..<utf8Count, withUTF8: bytes)
    }

    /// Appends `text` at the end of the text.
    public mutating func append(_ text: String) {
        replace(utf8Count..<utf8Count, with: text)
    }

    /// The chunk an edit at `offset` starts in: the one holding the byte at `offset`, or the last chunk at the end.
    func locateChunk(startingAt offset: Int) -> (index: Int, before: Int) {
        if offset == utf8Count {
            let last = chunks.count - 1
            return (last, utf8Count - chunks[last].count)
        }
        return byteIndex.index(containing: offset)
    }

    /// Cuts valid UTF-8 into chunks of at most `pieceSize` bytes, each ending on a scalar boundary.
    static func cut(_ bytes: UnsafeBufferPointer<UInt8>, pieceSize: Int = loadChunkSize) -> [[UInt8]] {
        var pieces: [[UInt8]] = []
        pieces.reserveCapacity(bytes.count / pieceSize + 1)
        var start = 0
        while start < bytes.count {
            var end = min(start + pieceSize, bytes.count)
            while end < bytes.count && UTF8Decoding.isContinuation(bytes[end]) { end -= 1 }
            var piece: [UInt8] = []
            piece.reserveCapacity(maximumChunkSize)
            piece.append(contentsOf: bytes[start..<end])
            pieces.append(piece)
            start = end
        }
        return pieces
    }

    static func lineFeeds(in bytes: [UInt8], _ range: Range<Int>) -> Int {
        bytes.withUnsafeBufferPointer { lineFeeds(in: UnsafeBufferPointer(rebasing: $0[range])) }
    }

    private static func lineFeeds(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        for byte in bytes where byte == 0x0A { count &+= 1 }
        return count
    }

    /// Merges the chunk at `index` with a neighbour when both fit in one load-sized chunk; drops it when empty.
    private mutating func mergeSmallChunk(at index: Int) {
        guard index >= 0 && index < chunks.count else { return }
        if chunks[index].isEmpty {
            chunks.remove(at: index)
            chunkLineFeeds.remove(at: index)
            rebuildIndexes(recountingLineFeeds: false)
            return
        }
        let neighbour: Int
        if index + 1 < chunks.count && chunks[index].count + chunks[index + 1].count <= Self.loadChunkSize {
            neighbour = index + 1
        } else if index > 0 && chunks[index - 1].count + chunks[index].count <= Self.loadChunkSize {
            neighbour = index - 1
        } else {
            return
        }
        let lower = min(index, neighbour)
        chunks[lower].append(contentsOf: chunks[lower + 1])
        chunks.remove(at: lower + 1)
        chunkLineFeeds[lower] += chunkLineFeeds.remove(at: lower + 1)
        rebuildIndexes(recountingLineFeeds: false)
    }

    mutating func rebuildIndexes(recountingLineFeeds: Bool) {
        if recountingLineFeeds {
            chunkLineFeeds = chunks.map { Self.lineFeeds(in: $0, 0..<$0.count) }
        }
        byteIndex = FenwickTree(chunks.map { $0.count })
        lineFeedIndex = FenwickTree(chunkLineFeeds)
    }
}
