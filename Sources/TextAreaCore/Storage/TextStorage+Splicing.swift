extension TextStorage {
    /// Creates storage from chunks already cut on scalar boundaries (non-empty valid UTF-8 of at most ``maximumChunkSize`` bytes each) and their line-feed counts.
    init(chunks: [[UInt8]], lineFeeds: [Int]) {
        precondition(chunks.count == lineFeeds.count, "One line-feed count per chunk")
        self.chunks = chunks
        chunkLineFeeds = lineFeeds
        rebuildIndexes(recountingLineFeeds: false)
    }

    /// Replaces the bytes in `range` with the text of `other`, sharing its chunks: the cost grows with the number of chunks, not with the bytes.
    ///
    /// Both ends of `range` must lie on scalar boundaries. This is how a large
    /// paste built elsewhere (see ``TextStorageBuilder``) goes in without
    /// copying its bytes.
    public mutating func replace(_ range: Range<Int>, with other: TextStorage) {
        precondition(range.lowerBound >= 0 && range.upperBound <= utf8Count, "Range outside the text")
        precondition(
            isScalarBoundary(range.lowerBound) && isScalarBoundary(range.upperBound),
            "Replaced range must lie on scalar boundaries")
        if other.chunks.count <= 1 {
            // Small text: the byte path keeps chunks full instead of adding a small one.
            if let only = other.chunks.first {
                only.withUnsafeBufferPointer { replace(range, withUTF8: $0) }
            } else {
                replace(range, withUTF8: UnsafeBufferPointer(start: nil, count: 0))
            }
            return
        }
        if range.lowerBound == 0 && range.upperBound == utf8Count {
            self = other
            return
        }
        let first = locateChunk(startingAt: range.lowerBound)
        let last = range.isEmpty ? first : byteIndex.index(containing: range.upperBound - 1)
        let head = chunks[first.index][..<(range.lowerBound - first.before)]
        let tail = chunks[last.index][(range.upperBound - last.before)...]
        var pieces: [[UInt8]] = []
        var feeds: [Int] = []
        pieces.reserveCapacity(other.chunks.count + 2)
        feeds.reserveCapacity(other.chunks.count + 2)
        if !head.isEmpty {
            pieces.append(Array(head))
            feeds.append(Self.lineFeeds(in: pieces[0], 0..<head.count))
        }
        pieces.append(contentsOf: other.chunks)
        feeds.append(contentsOf: other.chunkLineFeeds)
        if !tail.isEmpty {
            let piece = Array(tail)
            feeds.append(Self.lineFeeds(in: piece, 0..<piece.count))
            pieces.append(piece)
        }
        chunks.replaceSubrange(first.index...last.index, with: pieces)
        chunkLineFeeds.replaceSubrange(first.index...last.index, with: feeds)
        rebuildIndexes(recountingLineFeeds: false)
    }

    /// The text in a byte range whose ends lie on scalar boundaries, as storage that shares the chunks it covers whole.
    ///
    /// Costs in proportion to the chunks covered plus two partial chunks,
    /// not to the bytes: this is how a large deletion is kept for undo.
    public func substorage(in range: Range<Int>) -> TextStorage {
        precondition(range.lowerBound >= 0 && range.upperBound <= utf8Count, "Range outside the text")
        precondition(
            isScalarBoundary(range.lowerBound) && isScalarBoundary(range.upperBound),
            "Range must lie on scalar boundaries")
        guard !range.isEmpty else { return TextStorage() }
        var (chunk, chunkStart) = byteIndex.index(containing: range.lowerBound)
        var pieces: [[UInt8]] = []
        var feeds: [Int] = []
        while chunk < chunks.count && chunkStart < range.upperBound {
            let length = chunks[chunk].count
            let lower = max(range.lowerBound, chunkStart) - chunkStart
            let upper = min(range.upperBound, chunkStart + length) - chunkStart
            if lower == 0 && upper == length {
                pieces.append(chunks[chunk])
                feeds.append(chunkLineFeeds[chunk])
            } else {
                let piece = Array(chunks[chunk][lower..<upper])
                feeds.append(Self.lineFeeds(in: piece, 0..<piece.count))
                pieces.append(piece)
            }
            chunkStart += length
            chunk += 1
        }
        return TextStorage(chunks: pieces, lineFeeds: feeds)
    }
}
