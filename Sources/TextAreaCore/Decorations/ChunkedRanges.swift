/// Ranges of UTF-8 offsets, each with a payload, kept in the caller's order in chunks whose offsets are relative to
/// the chunk's base: what decorations and spell checking's bookkeeping are stored in, so that an edit shifts the
/// ranges after it by moving chunk bases instead of every range.
///
/// For n ranges in chunks of at most `capacity`: finding by a monotone
/// predicate is O(log n); replacing k ranges is O(k + capacity) when they and
/// their replacements stay in one chunk (in place), else O(k + capacity + n /
/// capacity) (the chunks around them are rebuilt, the chunk list moves); shifting every
/// range after an index is O(capacity + n / capacity) integer additions (the
/// chunk it starts in, then one base per later chunk). Every chunk but a lone
/// one holds at least a quarter of `capacity`, so there are at most
/// 4n / capacity + 1 chunks.
struct ChunkedRanges<Payload> {
    /// A position: a chunk and a place in it (the end is one past the last chunk, at place 0).
    struct Index: Comparable, Hashable {
        /// The chunk's number.
        var chunk: Int
        /// The place in the chunk.
        var item: Int

        static func < (first: Index, second: Index) -> Bool {
            first.chunk != second.chunk ? first.chunk < second.chunk : first.item < second.item
        }
    }

    /// A range, in absolute offsets, and its payload.
    struct Element {
        /// The range.
        var range: Range<Int>
        /// What the range carries.
        var payload: Payload
    }

    /// A run of consecutive ranges, stored relative to `base`.
    fileprivate struct Chunk {
        /// What every offset in the chunk is relative to.
        var base: Int
        /// The lower bounds, relative.
        var lowers: [Int]
        /// The upper bounds, relative.
        var uppers: [Int]
        /// The payloads.
        var payloads: [Payload]
    }

    /// The chunks, none empty.
    private var chunks: [Chunk] = []
    /// The number of ranges held.
    private(set) var count = 0
    /// The most ranges a chunk holds.
    let capacity: Int

    /// Creates a list of `elements` (in the order the caller keeps), in chunks of at most `capacity` ranges.
    init(_ elements: [Element] = [], capacity: Int = 256) {
        self.capacity = max(capacity, 4)
        chunks = makeChunks(elements[...])
        count = elements.count
    }

    /// Whether no range is held.
    var isEmpty: Bool { count == 0 }
    /// The first position.
    var startIndex: Index { Index(chunk: 0, item: 0) }
    /// The position past the last range.
    var endIndex: Index { Index(chunk: chunks.count, item: 0) }

    /// The position after `index`.
    func index(after index: Index) -> Index {
        index.item + 1 < chunks[index.chunk].lowers.count
            ? Index(chunk: index.chunk, item: index.item + 1) : Index(chunk: index.chunk + 1, item: 0)
    }

    /// The position before `index`.
    func index(before index: Index) -> Index {
        index.item > 0
            ? Index(chunk: index.chunk, item: index.item - 1)
            : Index(chunk: index.chunk - 1, item: chunks[index.chunk - 1].lowers.count - 1)
    }

    /// The range at `index`, in absolute offsets.
    func range(at index: Index) -> Range<Int> {
        let chunk = chunks[index.chunk]
        return (chunk.base + chunk.lowers[index.item])..<(chunk.base + chunk.uppers[index.item])
    }

    /// The range and payload at `index`.
    subscript(index: Index) -> Element {
        Element(range: range(at: index), payload: chunks[index.chunk].payloads[index.item])
    }

    /// The first position whose range satisfies `isAfter`, which must be false for a prefix of the ranges and true
    /// for the rest (the end when none does).
    func partitioningIndex(where isAfter: (Range<Int>) -> Bool) -> Index {
        var low = 0
        var high = chunks.count
        while low < high {
            let middle = (low + high) / 2
            let last = Index(chunk: middle, item: chunks[middle].lowers.count - 1)
            if isAfter(range(at: last)) { high = middle } else { low = middle + 1 }
        }
        guard low < chunks.count else { return endIndex }
        var first = 0
        var end = chunks[low].lowers.count - 1
        while first < end {
            let middle = (first + end) / 2
            if isAfter(range(at: Index(chunk: low, item: middle))) { end = middle } else { first = middle + 1 }
        }
        return Index(chunk: low, item: first)
    }

    /// The ranges and payloads from `bounds.lowerBound` up to `bounds.upperBound`.
    func elements(in bounds: Range<Index>) -> [Element] {
        var result: [Element] = []
        var index = bounds.lowerBound
        while index < bounds.upperBound {
            result.append(self[index])
            index = self.index(after: index)
        }
        return result
    }

    /// Every range and payload, in order.
    var elements: [Element] { elements(in: startIndex..<endIndex) }

    /// Every range, in order.
    var ranges: [Range<Int>] {
        var result: [Range<Int>] = []
        result.reserveCapacity(count)
        for chunk in chunks {
            for item in chunk.lowers.indices {
                result.append((chunk.base + chunk.lowers[item])..<(chunk.base + chunk.uppers[item]))
            }
        }
        return result
    }

    /// Removes every range.
    mutating func removeAll() {
        chunks.removeAll()
        count = 0
    }

    /// Replaces the ranges from `bounds.lowerBound` up to `bounds.upperBound` with `elements` (absolute offsets), in
    /// the caller's order; every index held before is invalid after.
    mutating func replaceSubrange(_ bounds: Range<Index>, with elements: [Element]) {
        guard !chunks.isEmpty else {
            chunks = makeChunks(elements[...])
            count = elements.count
            return
        }
        if replaceInsideOneChunk(bounds, with: elements) { return }
        var first = min(bounds.lowerBound.chunk, chunks.count - 1)
        let upper = bounds.upperBound
        var last =
            upper.chunk >= chunks.count
            ? chunks.count - 1 : (upper.item > 0 || upper.chunk <= first ? upper.chunk : upper.chunk - 1)
        var merged: [Element] = []
        let start = bounds.lowerBound.chunk >= chunks.count ? chunks[first].lowers.count : bounds.lowerBound.item
        appendElements(of: first, in: 0..<start, to: &merged)
        merged += elements
        if upper.chunk == last { appendElements(of: last, in: upper.item..<chunks[last].lowers.count, to: &merged) }
        // A small remainder joins a neighbour, so chunks stay at least a quarter full.
        if merged.count < capacity / 4 && chunks.count > last - first + 1 {
            if last + 1 < chunks.count {
                last += 1
                appendElements(of: last, in: 0..<chunks[last].lowers.count, to: &merged)
            } else {
                first -= 1
                var before: [Element] = []
                appendElements(of: first, in: 0..<chunks[first].lowers.count, to: &before)
                merged = before + merged
            }
        }
        var removed = 0
        for chunk in first...last { removed += chunks[chunk].lowers.count }
        count += merged.count - removed
        chunks.replaceSubrange(first...last, with: makeChunks(merged[...]))
    }

    /// Replaces `bounds` with `elements` in place when both lie in one chunk that stays between a quarter full
    /// (or is the only one) and full: the edit of a few ranges then moves that chunk's offsets along, and neither
    /// copies its ranges out nor allocates new chunks. Returns false, changing nothing, otherwise.
    private mutating func replaceInsideOneChunk(_ bounds: Range<Index>, with elements: [Element]) -> Bool {
        let chunk = bounds.lowerBound.chunk
        guard chunk < chunks.count else { return false }
        let held = chunks[chunk].lowers.count
        let upper = bounds.upperBound
        let end: Int
        if upper.chunk == chunk {
            end = upper.item
        } else if upper.chunk == chunk + 1 && upper.item == 0 {
            end = held
        } else {
            return false
        }
        let start = bounds.lowerBound.item
        let newCount = held - (end - start) + elements.count
        guard newCount > 0, newCount <= capacity, newCount >= capacity / 4 || chunks.count == 1 else { return false }
        let base = chunks[chunk].base
        chunks[chunk].lowers.replaceSubrange(start..<end, with: elements.lazy.map { $0.range.lowerBound - base })
        chunks[chunk].uppers.replaceSubrange(start..<end, with: elements.lazy.map { $0.range.upperBound - base })
        chunks[chunk].payloads.replaceSubrange(start..<end, with: elements.lazy.map(\.payload))
        count += elements.count - (end - start)
        return true
    }

    /// Adds `delta` to both bounds of every range from `index` on.
    mutating func shift(from index: Index, by delta: Int) {
        guard delta != 0, index.chunk < chunks.count else { return }
        if index.item == 0 {
            chunks[index.chunk].base += delta
        } else {
            for item in index.item..<chunks[index.chunk].lowers.count {
                chunks[index.chunk].lowers[item] += delta
                chunks[index.chunk].uppers[item] += delta
            }
        }
        for chunk in (index.chunk + 1)..<chunks.count { chunks[chunk].base += delta }
    }

    /// Appends the elements of chunk `chunk` at `items`, in absolute offsets, to `result`.
    private func appendElements(of chunk: Int, in items: Range<Int>, to result: inout [Element]) {
        let held = chunks[chunk]
        for item in items {
            result.append(
                Element(
                    range: (held.base + held.lowers[item])..<(held.base + held.uppers[item]),
                    payload: held.payloads[item]))
        }
    }

    /// `elements` cut into chunks of at most `capacity`, as even as can be.
    private func makeChunks(_ elements: ArraySlice<Element>) -> [Chunk] {
        guard !elements.isEmpty else { return [] }
        let pieces = (elements.count + capacity - 1) / capacity
        var result: [Chunk] = []
        result.reserveCapacity(pieces)
        var start = elements.startIndex
        for piece in 0..<pieces {
            let end = elements.startIndex + elements.count * (piece + 1) / pieces
            let base = elements[start].range.lowerBound
            let slice = elements[start..<end]
            result.append(
                Chunk(
                    base: base, lowers: slice.map { $0.range.lowerBound - base },
                    uppers: slice.map { $0.range.upperBound - base }, payloads: slice.map(\.payload)))
            start = end
        }
        return result
    }
}

extension ChunkedRanges: Sendable where Payload: Sendable {}
extension ChunkedRanges.Chunk: Sendable where Payload: Sendable {}
extension ChunkedRanges.Element: Sendable where Payload: Sendable {}
