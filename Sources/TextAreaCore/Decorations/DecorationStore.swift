/// An area's decorations: for each layer, in the order layers were first set, its decorations sorted by range.
///
/// Finding the decorations near an offset is a binary search: a layer keeps
/// an upper bound on its decorations' lengths, so those that can reach an
/// offset start at most that far before it. An edit remaps the few it
/// overlaps or touches and shifts those after it, O(log n + k) to find them
/// and O(n) in the layer's decoration count to shift; the text is never read
/// beyond a few clusters around the edit.
struct DecorationStore {
    /// One layer's decorations.
    struct Entry {
        /// The layer.
        var layer: DecorationLayer
        /// Its decorations, sorted by lower bound, then upper bound; none empty.
        var decorations: [Decoration] = []
        /// At least the length of the longest decoration (0 without any).
        var longest = 0
    }

    /// The layers with decorations, in the order they were first set (the order they draw in).
    var entries: [Entry] = []
    /// Counts changes made by setting or removing decorations (edits are counted by the text's own revision).
    private(set) var revision = 0

    /// Whether no layer holds a decoration.
    var isEmpty: Bool { entries.isEmpty }

    /// The sort order of decorations in a layer.
    static func precedes(_ first: Decoration, _ second: Decoration) -> Bool {
        first.range.lowerBound != second.range.lowerBound
            ? first.range.lowerBound < second.range.lowerBound : first.range.upperBound < second.range.upperBound
    }

    /// The decorations of `layer`, sorted.
    func decorations(in layer: DecorationLayer) -> [Decoration] {
        entries.first { $0.layer == layer }?.decorations ?? []
    }

    /// Replaces `layer`'s decorations with `decorations` (non-empty ranges, any order); an empty list removes the layer.
    mutating func set(_ decorations: [Decoration], in layer: DecorationLayer) {
        revision += 1
        let sorted = decorations.sorted(by: Self.precedes)
        guard let index = entries.firstIndex(where: { $0.layer == layer }) else {
            if !sorted.isEmpty {
                entries.append(Entry(layer: layer, decorations: sorted, longest: Self.longest(of: sorted)))
            }
            return
        }
        if sorted.isEmpty {
            entries.remove(at: index)
        } else {
            entries[index].decorations = sorted
            entries[index].longest = Self.longest(of: sorted)
        }
    }

    /// Replaces those of `layer`'s decorations that overlap `range` with `decorations` (non-empty ranges, any order).
    mutating func replace(_ decorations: [Decoration], in layer: DecorationLayer, overlapping range: Range<Int>) {
        guard let index = entries.firstIndex(where: { $0.layer == layer }) else {
            set(decorations, in: layer)
            return
        }
        revision += 1
        var entry = entries[index]
        // The entry alone holds the array while it changes, so it is changed in place, not copied.
        entries[index].decorations = []
        let span = candidates(in: entry, reaching: range.lowerBound, through: range.upperBound)
        var kept = entry.decorations[span].filter {
            !($0.range.lowerBound < range.upperBound && $0.range.upperBound > range.lowerBound)
        }
        // An empty range overlaps nothing but still marks where the new decorations go.
        kept += decorations
        kept.sort(by: Self.precedes)
        entry.decorations.replaceSubrange(span, with: kept)
        if !kept.isEmpty, !Self.isSorted(entry.decorations, around: span.lowerBound..<(span.lowerBound + kept.count)) {
            entry.decorations.sort(by: Self.precedes)
        }
        entry.longest = max(entry.longest, Self.longest(of: decorations))
        if entry.decorations.isEmpty { entries.remove(at: index) } else { entries[index] = entry }
    }

    /// Removes `layer` and its decorations.
    mutating func remove(_ layer: DecorationLayer) {
        guard let index = entries.firstIndex(where: { $0.layer == layer }) else { return }
        revision += 1
        entries.remove(at: index)
    }

    /// Removes every decoration.
    mutating func removeAll() {
        guard !entries.isEmpty else { return }
        revision += 1
        entries.removeAll()
    }

    /// The decorations, layer by layer, whose range holds `offset` or starts or ends at it.
    func decorations(at offset: Int) -> [(layer: DecorationLayer, decoration: Decoration)] {
        var result: [(layer: DecorationLayer, decoration: Decoration)] = []
        for entry in entries {
            for index in candidates(in: entry, reaching: offset, through: offset) {
                let decoration = entry.decorations[index]
                if decoration.range.upperBound >= offset { result.append((entry.layer, decoration)) }
            }
        }
        return result
    }

    /// The decorations of each layer that overlap `range` (share a byte with it), in drawing order.
    func decorations(overlapping range: Range<Int>) -> [(layer: DecorationLayer, decoration: Decoration)] {
        var result: [(layer: DecorationLayer, decoration: Decoration)] = []
        for entry in entries {
            for index in candidates(in: entry, reaching: range.lowerBound + 1, through: range.upperBound - 1) {
                let decoration = entry.decorations[index]
                if decoration.range.overlaps(range) { result.append((entry.layer, decoration)) }
            }
        }
        return result
    }

    /// The indices of `entry`'s decorations that may reach `lower` (end at or after it) and start at or before `upper`.
    func candidates(in entry: Entry, reaching lower: Int, through upper: Int) -> Range<Int> {
        let first = Self.firstIndex(in: entry.decorations, startingAtLeast: lower - entry.longest)
        let end = Self.firstIndex(in: entry.decorations, startingAtLeast: upper + 1)
        return first..<max(first, end)
    }

    /// The index of the first decoration whose lower bound is at least `offset` (the count when none is).
    static func firstIndex(in decorations: [Decoration], startingAtLeast offset: Int) -> Int {
        var low = 0
        var high = decorations.count
        while low < high {
            let middle = (low + high) / 2
            if decorations[middle].range.lowerBound < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The length of the longest of `decorations`.
    static func longest(of decorations: [Decoration]) -> Int {
        decorations.reduce(0) { max($0, $1.range.count) }
    }

    /// Whether `decorations` is in order across the edges of `span`.
    static func isSorted(_ decorations: [Decoration], around span: Range<Int>) -> Bool {
        let lower = max(span.lowerBound - 1, 0)
        let upper = min(span.upperBound + 1, decorations.count)
        guard upper - lower > 1 else { return true }
        for index in (lower + 1)..<upper where precedes(decorations[index], decorations[index - 1]) { return false }
        return true
    }
}
