/// Sorted, disjoint UTF-8 ranges that follow the edits of the text they lie in: the bookkeeping of ``SpellingSchedule``.
struct SpellingRanges: Sendable {
    /// The ranges, sorted and disjoint.
    private(set) var ranges: [Range<Int>] = []

    /// Whether no range is held.
    var isEmpty: Bool { ranges.isEmpty }

    /// Removes every range.
    mutating func removeAll() { ranges.removeAll() }

    /// Adds `range`, merging it with the ranges it overlaps or touches.
    mutating func insert(_ range: Range<Int>) {
        var merged = range
        let start = firstIndex(reaching: range.lowerBound)
        var end = start
        while end < ranges.count, ranges[end].lowerBound <= merged.upperBound {
            merged = min(merged.lowerBound, ranges[end].lowerBound)..<max(merged.upperBound, ranges[end].upperBound)
            end += 1
        }
        ranges.replaceSubrange(start..<end, with: [merged])
    }

    /// Adds `sorted`, ranges in order that overlap no held range, as they are, without merging.
    mutating func insertSeparate(_ sorted: [Range<Int>]) {
        guard let first = sorted.first else { return }
        ranges.insert(contentsOf: sorted, at: firstIndex(reaching: first.lowerBound + 1))
    }

    /// Removes the parts of the held ranges that lie in `range`, cutting those that straddle it.
    mutating func subtract(_ range: Range<Int>) {
        let start = firstIndex(reaching: range.lowerBound)
        var end = start
        var kept: [Range<Int>] = []
        while end < ranges.count, ranges[end].lowerBound < range.upperBound {
            let held = ranges[end]
            if held.lowerBound < range.lowerBound { kept.append(held.lowerBound..<range.lowerBound) }
            if held.upperBound > range.upperBound { kept.append(range.upperBound..<held.upperBound) }
            end += 1
        }
        ranges.replaceSubrange(start..<end, with: kept)
    }

    /// Removes and returns the held ranges that overlap `range` or touch it.
    mutating func removeTouching(_ range: Range<Int>) -> [Range<Int>] {
        let start = firstIndex(reaching: range.lowerBound)
        var end = start
        while end < ranges.count, ranges[end].lowerBound <= range.upperBound { end += 1 }
        let removed = Array(ranges[start..<end])
        ranges.removeSubrange(start..<end)
        return removed
    }

    /// Removes the ranges that overlap `range` (an empty `range` removes the range holding it).
    mutating func removeOverlapping(_ range: Range<Int>) {
        ranges.removeAll { $0.overlaps(range) || (range.isEmpty && $0.contains(range.lowerBound)) }
    }

    /// Follows the replacement of `replaced` by `insertedLength` bytes: ranges after it shift, ranges that overlap or touch it are removed and returned.
    mutating func replace(_ replaced: Range<Int>, insertedLength: Int) -> [Range<Int>] {
        let removed = removeTouching(replaced)
        let delta = insertedLength - replaced.count
        let start = firstIndex(reaching: replaced.upperBound)
        for index in start..<ranges.count {
            ranges[index] = (ranges[index].lowerBound + delta)..<(ranges[index].upperBound + delta)
        }
        return removed
    }

    /// The held range holding `offset` (an offset at its end included), if any.
    func range(containing offset: Int) -> Range<Int>? {
        let index = firstIndex(reaching: offset)
        guard index < ranges.count, ranges[index].lowerBound <= offset else { return nil }
        return ranges[index]
    }

    /// The stretch around `offset` that one held range covers (`offset` inside it), or that lies between two of them, with whether it is held.
    func run(around offset: Int, length: Int) -> (range: Range<Int>, isHeld: Bool) {
        let index = firstIndex(reaching: offset + 1)
        if index < ranges.count, ranges[index].lowerBound <= offset { return (ranges[index], true) }
        let lower = index > 0 ? ranges[index - 1].upperBound : 0
        let upper = index < ranges.count ? ranges[index].lowerBound : length
        return (lower..<max(upper, lower), false)
    }

    /// The held ranges that overlap `range`.
    func ranges(overlapping range: Range<Int>) -> ArraySlice<Range<Int>> {
        let start = firstIndex(reaching: range.lowerBound + 1)
        var end = start
        while end < ranges.count, ranges[end].lowerBound < range.upperBound { end += 1 }
        return ranges[start..<end]
    }

    /// The index of the first range whose end is at or after `offset`.
    private func firstIndex(reaching offset: Int) -> Int {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
