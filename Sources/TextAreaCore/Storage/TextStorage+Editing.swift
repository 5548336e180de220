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
            rebuildIndexes(recounting: true)
            return
        }
        let first = locateChunk(startingAt: range.lowerBound)
        let last = range.isEmpty ? first : byteIndex.index(containing: range.upperBound - 1)
        let lowerInFirst = range.lowerBound - first.before
        let upperInLast = range.upperBound - last.before

        if first.index == last.index {
            let resulting = chunks[first.index].count - range.count + replacement.count
            if resulting > 0 && resulting <= Self.maximumChunkSize {
                let delta =
                    ChunkCounts(of: replacement)
                    - ChunkCounts(of: chunks[first.index], lowerInFirst..<upperInLast)
                chunks[first.index].replaceSubrange(lowerInFirst..<upperInLast, with: replacement)
                byteIndex.add(replacement.count - range.count, at: first.index)
                if delta.lineFeeds != 0 || delta.rightToLeft != 0 {
                    chunkCounts[first.index] = chunkCounts[first.index] + delta
                    lineFeedIndex.add(delta.lineFeeds, at: first.index)
                    if delta.rightToLeft != 0 { adjustRightToLeftCount(by: delta.rightToLeft, at: first.index) }
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
        chunkCounts.replaceSubrange(first.index...last.index, with: pieces.map { ChunkCounts(of: $0, 0..<$0.count) })
        rebuildIndexes(recounting: false)
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
            // Exactly as long as its text, as a loaded chunk is (`TextStorageBuilder`): room to type into a chunk is
            // made by its first edit, so a large text costs its length, not a third more.
            pieces.append(Array(bytes[start..<end]))
            start = end
        }
        return pieces
    }

    /// Merges the chunk at `index` with a neighbour when both fit in one load-sized chunk; drops it when empty.
    private mutating func mergeSmallChunk(at index: Int) {
        guard index >= 0 && index < chunks.count else { return }
        if chunks[index].isEmpty {
            chunks.remove(at: index)
            chunkCounts.remove(at: index)
            rebuildIndexes(recounting: false)
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
        chunkCounts[lower] = chunkCounts[lower] + chunkCounts.remove(at: lower + 1)
        rebuildIndexes(recounting: false)
    }

    /// Builds the prefix sums again, after counting every chunk anew when `recounting`.
    mutating func rebuildIndexes(recounting: Bool) {
        if recounting {
            chunkCounts = chunks.map { ChunkCounts(of: $0, 0..<$0.count) }
        }
        var bytes: [Int] = []
        var lineFeeds: [Int] = []
        bytes.reserveCapacity(chunks.count)
        lineFeeds.reserveCapacity(chunks.count)
        var hasRightToLeft = false
        for index in chunks.indices {
            bytes.append(chunks[index].count)
            lineFeeds.append(chunkCounts[index].lineFeeds)
            if chunkCounts[index].rightToLeft != 0 { hasRightToLeft = true }
        }
        byteIndex = FenwickTree(bytes)
        lineFeedIndex = FenwickTree(lineFeeds)
        rightToLeftIndex = hasRightToLeft ? FenwickTree(chunkCounts.map { $0.rightToLeft }) : nil
    }

    /// Adds `delta` to the right-to-left count of chunk `index`, building the index when the first such character arrives and dropping it when the last goes.
    private mutating func adjustRightToLeftCount(by delta: Int, at index: Int) {
        if rightToLeftIndex == nil {
            // The chunk's count already holds `delta`: the index starts from the counts as they are.
            rightToLeftIndex = FenwickTree(chunkCounts.map { $0.rightToLeft })
        } else {
            rightToLeftIndex?.add(delta, at: index)
        }
        if rightToLeftIndex?.total == 0 { rightToLeftIndex = nil }
    }
}
