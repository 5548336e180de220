import SeededRandom
import Testing

@testable import TextAreaCore

/// The schedule's chunked range sets agree with a plain sorted array (the implementation it replaced, kept here as
/// the model) through random insertions, subtractions, edits and queries.
@Suite struct SpellingRangesTests {
    /// The array implementation the chunked one replaced, kept as the model: every operation shifts or moves the
    /// whole array.
    struct Model {
        /// The ranges, sorted and disjoint.
        private(set) var ranges: [Range<Int>] = []

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

    @Test(arguments: [4, 7, 256])
    func randomOperationsAgreeWithTheModel(capacity: Int) {
        var random = SplitMix64(seed: UInt64(capacity) + 100)
        var ranges = SpellingRanges(chunkCapacity: capacity)
        var model = Model()
        var length = 2000
        for step in 0..<4000 {
            let lower = random.below(max(length, 1))
            let upper = min(length, lower + random.below(40))
            switch random.below(5) {
            case 0:
                ranges.insert(lower..<max(upper, lower + 1))
                model.insert(lower..<max(upper, lower + 1))
            case 1:
                ranges.subtract(lower..<upper)
                model.subtract(lower..<upper)
            case 2:
                // A checker's pass: the stretch is cleared, then the words found in it go in unmerged.
                ranges.subtract(lower..<upper)
                model.subtract(lower..<upper)
                var words: [Range<Int>] = []
                var start = lower
                while start + 2 < upper {
                    let end = min(upper, start + 1 + random.below(5))
                    if random.below(2) == 0 { words.append(start..<end) }
                    start = end + random.below(3)
                }
                ranges.insertSeparate(words)
                model.insertSeparate(words)
            case 3:
                let inserted = random.below(41)
                #expect(
                    ranges.replace(lower..<upper, insertedLength: inserted)
                        == model.replace(lower..<upper, insertedLength: inserted), "step \(step)")
                length += inserted - (upper - lower)
            default:
                #expect(ranges.range(containing: lower) == model.range(containing: lower), "step \(step)")
                let run = ranges.run(around: lower, length: length)
                let expected = model.run(around: lower, length: length)
                #expect(run.range == expected.range && run.isHeld == expected.isHeld, "step \(step) at \(lower)")
                #expect(
                    ranges.ranges(overlapping: lower..<upper) == Array(model.ranges(overlapping: lower..<upper)),
                    "step \(step)")
            }
            #expect(ranges.ranges == model.ranges, "step \(step)")
            #expect(ranges.first == model.ranges.first, "step \(step)")
        }
    }
}
