import SeededRandom
import Testing

@testable import TextAreaCore

/// `ChunkedRanges` agrees with a plain array through random replacements, shifts and searches, in chunks small
/// enough that every operation crosses, splits and joins them.
@Suite struct ChunkedRangesTests {
    typealias List = ChunkedRanges<Int>

    /// The position `offset` places into `list` (the end when it is the count).
    static func index(_ offset: Int, in list: List) -> List.Index {
        var index = list.startIndex
        for _ in 0..<offset { index = list.index(after: index) }
        return index
    }

    /// The number of places from the start to `index`.
    static func offset(of index: List.Index, in list: List) -> Int {
        var position = list.startIndex
        var offset = 0
        while position < index {
            position = list.index(after: position)
            offset += 1
        }
        return offset
    }

    /// `count` ranges with payloads whose lower bounds lie in `bounds`, sorted by lower bound.
    static func sortedElements(_ count: Int, in bounds: ClosedRange<Int>, using random: inout SplitMix64) -> [List
        .Element]
    {
        let lowers = (0..<count).map { _ in bounds.lowerBound + random.below(bounds.count) }.sorted()
        return lowers.map { List.Element(range: $0..<($0 + 1 + random.below(6)), payload: random.below(1000)) }
    }

    @Test(arguments: [4, 5, 16])
    func randomOperationsAgreeWithAnArray(capacity: Int) {
        var random = SplitMix64(seed: UInt64(capacity))
        var model = Self.sortedElements(60, in: 0...200, using: &random)
        var list = List(model, capacity: capacity)
        for step in 0..<3000 {
            let lower = random.below(model.count + 1)
            let upper = lower + random.below(min(model.count - lower, 40) + 1)
            switch random.below(3) {
            case 0:
                // Replace a stretch with new ranges (sometimes more, sometimes fewer, sometimes none).
                let start = lower > 0 ? model[lower - 1].range.lowerBound : -20
                let end = upper < model.count ? model[upper].range.lowerBound : start + 50
                let added = Self.sortedElements(random.below(capacity * 3), in: start...end, using: &random)
                model.replaceSubrange(lower..<upper, with: added)
                list.replaceSubrange(Self.index(lower, in: list)..<Self.index(upper, in: list), with: added)
            case 1:
                // Shifts keep the lower bounds in order, as an edit does.
                let gap =
                    lower > 0 && lower < model.count
                    ? model[lower].range.lowerBound - model[lower - 1].range.lowerBound : 20
                let delta = random.below(gap + 21) - gap
                for position in lower..<model.count {
                    model[position].range =
                        (model[position].range.lowerBound + delta)..<(model[position].range.upperBound + delta)
                }
                list.shift(from: Self.index(lower, in: list), by: delta)
            default:
                let probe = (model.first?.range.lowerBound ?? 0) - 10 + random.below(300)
                let expected = model.firstIndex { $0.range.lowerBound >= probe } ?? model.count
                let found = list.partitioningIndex { $0.lowerBound >= probe }
                #expect(Self.offset(of: found, in: list) == expected, "step \(step)")
            }
            #expect(list.count == model.count, "step \(step)")
            #expect(list.elements.map(\.range) == model.map(\.range), "step \(step)")
            #expect(list.elements.map(\.payload) == model.map(\.payload), "step \(step)")
            #expect(list.ranges == model.map(\.range), "step \(step)")
            if model.count < 10 {
                let start = model.last?.range.lowerBound ?? 0
                model += Self.sortedElements(40, in: start...(start + 100), using: &random)
                list = List(model, capacity: capacity)
            }
        }
    }

    @Test func indicesStepForwardAndBackAcrossChunks() {
        var random = SplitMix64(seed: 3)
        let model = Self.sortedElements(37, in: 0...100, using: &random)
        let list = List(model, capacity: 4)
        var index = list.startIndex
        var forward: [Range<Int>] = []
        while index < list.endIndex {
            forward.append(list[index].range)
            index = list.index(after: index)
        }
        #expect(forward == model.map(\.range))
        var backward: [Range<Int>] = []
        while index > list.startIndex {
            index = list.index(before: index)
            backward.append(list.range(at: index))
        }
        #expect(backward == Array(model.map(\.range).reversed()))
    }

    /// Edits of a range or two, as typing makes them, in lists of chunks at the default capacity: at a chunk's
    /// first, middle and last places, growing a chunk to full and shrinking it to a quarter, each agrees with an
    /// array.
    @Test func smallEditsInsideChunksAgreeWithAnArray() {
        var random = SplitMix64(seed: 11)
        var model = Self.sortedElements(1000, in: 0...100_000, using: &random)
        var list = List(model, capacity: 256)
        for step in 0..<600 {
            let lower = [0, 1, 255, 256, 499, 500, model.count - 1, random.below(model.count)][step % 8]
            let upper = min(lower + random.below(3), model.count)
            let start = lower > 0 ? model[lower - 1].range.lowerBound : 0
            let end = upper < model.count ? model[upper].range.lowerBound : start + 50
            // Mostly one in, one out; now and then more in (to fill a chunk) or none (to empty one).
            let addedCount = step % 50 < 25 ? 1 + random.below(3) : random.below(2)
            let added = Self.sortedElements(addedCount, in: start...max(start, end), using: &random)
            model.replaceSubrange(lower..<upper, with: added)
            list.replaceSubrange(Self.index(lower, in: list)..<Self.index(upper, in: list), with: added)
            #expect(list.count == model.count, "step \(step)")
            #expect(list.elements.map(\.range) == model.map(\.range), "step \(step)")
            #expect(list.elements.map(\.payload) == model.map(\.payload), "step \(step)")
        }
    }
}
