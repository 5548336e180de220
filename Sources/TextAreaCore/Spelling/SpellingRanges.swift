/// Sorted, disjoint UTF-8 ranges that follow the edits of the text they lie in: the bookkeeping of ``SpellingSchedule``.
///
/// The ranges are ``ChunkedRanges``, so following an edit costs O(log n + c
/// + n / c) for n ranges in chunks of c, not a shift of every range after it.
struct SpellingRanges: Sendable {
    /// The ranges, sorted and disjoint.
    private var list: ChunkedRanges<Void>

    /// Creates an empty set of ranges kept in chunks of at most `chunkCapacity`.
    init(chunkCapacity: Int = 256) {
        list = ChunkedRanges(capacity: chunkCapacity)
    }

    /// The ranges, sorted and disjoint (a copy: O(n)).
    var ranges: [Range<Int>] { list.ranges }

    /// The first range, if any.
    var first: Range<Int>? { list.isEmpty ? nil : list.range(at: list.startIndex) }

    /// Whether no range is held.
    var isEmpty: Bool { list.isEmpty }

    /// Removes every range.
    mutating func removeAll() { list.removeAll() }

    /// Adds `range`, merging it with the ranges it overlaps or touches.
    mutating func insert(_ range: Range<Int>) {
        var merged = range
        let start = firstIndex(reaching: range.lowerBound)
        var end = start
        while end < list.endIndex, list.range(at: end).lowerBound <= merged.upperBound {
            let held = list.range(at: end)
            merged = min(merged.lowerBound, held.lowerBound)..<max(merged.upperBound, held.upperBound)
            end = list.index(after: end)
        }
        list.replaceSubrange(start..<end, with: [.init(range: merged, payload: ())])
    }

    /// Adds `sorted`, ranges in order that overlap no held range, as they are, without merging.
    mutating func insertSeparate(_ sorted: [Range<Int>]) {
        guard let first = sorted.first else { return }
        let at = firstIndex(reaching: first.lowerBound + 1)
        list.replaceSubrange(at..<at, with: sorted.map { .init(range: $0, payload: ()) })
    }

    /// Removes the parts of the held ranges that lie in `range`, cutting those that straddle it.
    mutating func subtract(_ range: Range<Int>) {
        let start = firstIndex(reaching: range.lowerBound)
        var end = start
        var kept: [ChunkedRanges<Void>.Element] = []
        while end < list.endIndex, list.range(at: end).lowerBound < range.upperBound {
            let held = list.range(at: end)
            if held.lowerBound < range.lowerBound {
                kept.append(.init(range: held.lowerBound..<range.lowerBound, payload: ()))
            }
            if held.upperBound > range.upperBound {
                kept.append(.init(range: range.upperBound..<held.upperBound, payload: ()))
            }
            end = list.index(after: end)
        }
        if start < end { list.replaceSubrange(start..<end, with: kept) }
    }

    /// Removes and returns the held ranges that overlap `range` or touch it.
    mutating func removeTouching(_ range: Range<Int>) -> [Range<Int>] {
        let start = firstIndex(reaching: range.lowerBound)
        var end = start
        var removed: [Range<Int>] = []
        while end < list.endIndex, list.range(at: end).lowerBound <= range.upperBound {
            removed.append(list.range(at: end))
            end = list.index(after: end)
        }
        if start < end { list.replaceSubrange(start..<end, with: []) }
        return removed
    }

    /// Follows the replacement of `replaced` by `insertedLength` bytes: ranges after it shift, ranges that overlap or touch it are removed and returned.
    mutating func replace(_ replaced: Range<Int>, insertedLength: Int) -> [Range<Int>] {
        let removed = removeTouching(replaced)
        list.shift(from: firstIndex(reaching: replaced.upperBound), by: insertedLength - replaced.count)
        return removed
    }

    /// The held range holding `offset` (an offset at its end included), if any.
    func range(containing offset: Int) -> Range<Int>? {
        let index = firstIndex(reaching: offset)
        guard index < list.endIndex, list.range(at: index).lowerBound <= offset else { return nil }
        return list.range(at: index)
    }

    /// The stretch around `offset` that one held range covers (`offset` inside it), or that lies between two of them, with whether it is held.
    func run(around offset: Int, length: Int) -> (range: Range<Int>, isHeld: Bool) {
        let index = firstIndex(reaching: offset + 1)
        let next = index < list.endIndex ? list.range(at: index) : nil
        if let next, next.lowerBound <= offset { return (next, true) }
        let lower = index > list.startIndex ? list.range(at: list.index(before: index)).upperBound : 0
        let upper = next?.lowerBound ?? length
        return (lower..<max(upper, lower), false)
    }

    /// The held ranges that overlap `range`.
    func ranges(overlapping range: Range<Int>) -> [Range<Int>] {
        var index = firstIndex(reaching: range.lowerBound + 1)
        var result: [Range<Int>] = []
        while index < list.endIndex, list.range(at: index).lowerBound < range.upperBound {
            result.append(list.range(at: index))
            index = list.index(after: index)
        }
        return result
    }

    /// The position of the first range whose end is at or after `offset`.
    private func firstIndex(reaching offset: Int) -> ChunkedRanges<Void>.Index {
        list.partitioningIndex { $0.upperBound >= offset }
    }
}
