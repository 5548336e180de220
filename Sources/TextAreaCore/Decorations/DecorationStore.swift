/// An area's decorations: for each layer, in the order layers were first set, its decorations sorted by range.
///
/// Finding the decorations near an offset is a binary search: a layer keeps
/// an upper bound on its decorations' lengths, so those that can reach an
/// offset start at most that far before it. A layer's decorations are
/// ``ChunkedRanges``, so an edit remaps the few it overlaps or touches and
/// shifts those after it by moving chunk bases: O(log n + k) to find them and
/// O(c + n / c) integer additions to shift them, for n decorations in chunks
/// of c, however many decorations lie after the edit. The text is never read
/// beyond a few clusters around the edit.
struct DecorationStore {
    /// One layer's decorations.
    struct Entry {
        /// The layer.
        var layer: DecorationLayer
        /// Its decorations' ranges, each with its style, sorted by lower bound, then upper bound; none empty.
        var decorations: ChunkedRanges<DecorationStyle>
        /// At least the length of the longest decoration (0 without any).
        var longest = 0
    }

    /// A decoration as a layer keeps it.
    typealias Element = ChunkedRanges<DecorationStyle>.Element

    /// The layers with decorations, in the order they were first set (the order they draw in).
    var entries: [Entry] = []
    /// Counts changes made by setting or removing decorations (edits are counted by the text's own revision).
    private(set) var revision = 0
    /// The most decorations a chunk of a layer holds.
    let chunkCapacity: Int

    /// Creates an empty store whose layers keep their decorations in chunks of at most `chunkCapacity`.
    init(chunkCapacity: Int = 256) {
        self.chunkCapacity = chunkCapacity
    }

    /// Whether no layer holds a decoration.
    var isEmpty: Bool { entries.isEmpty }

    /// The sort order of decorations in a layer.
    static func precedes(_ first: Element, _ second: Element) -> Bool {
        first.range.lowerBound != second.range.lowerBound
            ? first.range.lowerBound < second.range.lowerBound : first.range.upperBound < second.range.upperBound
    }

    /// The decorations of `layer`, sorted.
    func decorations(in layer: DecorationLayer) -> [Decoration] {
        guard let entry = entries.first(where: { $0.layer == layer }) else { return [] }
        return entry.decorations.elements.map { Decoration(range: $0.range, style: $0.payload) }
    }

    /// Replaces `layer`'s decorations with `decorations` (non-empty ranges, any order); an empty list removes the layer.
    mutating func set(_ decorations: [Decoration], in layer: DecorationLayer) {
        revision += 1
        let sorted = decorations.map { Element(range: $0.range, payload: $0.style) }.sorted(by: Self.precedes)
        let index = entries.firstIndex { $0.layer == layer }
        guard !sorted.isEmpty else {
            if let index { entries.remove(at: index) }
            return
        }
        let entry = Entry(
            layer: layer, decorations: ChunkedRanges(sorted, capacity: chunkCapacity),
            longest: Self.longest(of: sorted))
        if let index { entries[index] = entry } else { entries.append(entry) }
    }

    /// Replaces those of `layer`'s decorations that overlap `range` with `decorations` (non-empty ranges, any order).
    mutating func replace(_ decorations: [Decoration], in layer: DecorationLayer, overlapping range: Range<Int>) {
        guard let index = entries.firstIndex(where: { $0.layer == layer }) else {
            set(decorations, in: layer)
            return
        }
        revision += 1
        var entry = takeEntry(at: index)
        let span = candidates(in: entry, reaching: range.lowerBound, through: range.upperBound)
        let added = decorations.map { Element(range: $0.range, payload: $0.style) }
        // An empty range overlaps nothing but still marks where the new decorations go.
        var kept = entry.decorations.elements(in: span).filter {
            !($0.range.lowerBound < range.upperBound && $0.range.upperBound > range.lowerBound)
        }
        kept += added
        kept.sort(by: Self.precedes)
        entry.longest = max(entry.longest, Self.longest(of: added))
        Self.replace(span, with: kept, in: &entry)
        putEntry(entry, at: index)
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
            for element in entry.decorations.elements(in: candidates(in: entry, reaching: offset, through: offset))
            where element.range.upperBound >= offset {
                result.append((entry.layer, Decoration(range: element.range, style: element.payload)))
            }
        }
        return result
    }

    /// The decorations of each layer that overlap `range` (share a byte with it), in drawing order.
    func decorations(overlapping range: Range<Int>) -> [(layer: DecorationLayer, decoration: Decoration)] {
        var result: [(layer: DecorationLayer, decoration: Decoration)] = []
        forEachDecoration(overlapping: range) { _, entry, position, decorationRange in
            result.append(
                (entry.layer, Decoration(range: decorationRange, style: entry.decorations[position].payload)))
        }
        return result
    }

    /// Calls `body` with each decoration that overlaps `range`, layer by layer in drawing order and by increasing
    /// start within a layer: its layer's index in ``entries`` and entry, its position among the entry's decorations,
    /// and its range.
    ///
    /// Found by binary search, and nothing is copied: the frame step calls
    /// it for every frame, with a decoration on every word shown at worst.
    func forEachDecoration(
        overlapping range: Range<Int>, _ body: (Int, Entry, ChunkedRanges<DecorationStyle>.Index, Range<Int>) -> Void
    ) {
        for (layerIndex, entry) in entries.enumerated() {
            let span = candidates(in: entry, reaching: range.lowerBound + 1, through: range.upperBound - 1)
            var position = span.lowerBound
            while position < span.upperBound {
                let decorationRange = entry.decorations.range(at: position)
                if decorationRange.overlaps(range) { body(layerIndex, entry, position, decorationRange) }
                position = entry.decorations.index(after: position)
            }
        }
    }

    /// The positions of `entry`'s decorations that may reach `lower` (end at or after it) and start at or before `upper`.
    func candidates(
        in entry: Entry, reaching lower: Int, through upper: Int
    ) -> Range<ChunkedRanges<DecorationStyle>.Index> {
        let reach = lower - entry.longest
        let first = entry.decorations.partitioningIndex { $0.lowerBound >= reach }
        let end = entry.decorations.partitioningIndex { $0.lowerBound >= upper + 1 }
        return first..<max(first, end)
    }

    /// Takes the entry at `index` out, leaving an empty one, so that it alone holds its chunks while it changes.
    mutating func takeEntry(at index: Int) -> Entry {
        let entry = entries[index]
        entries[index].decorations = ChunkedRanges()
        return entry
    }

    /// Puts `entry` back at `index`, or removes the layer when it holds no decoration.
    mutating func putEntry(_ entry: Entry, at index: Int) {
        if entry.decorations.isEmpty { entries.remove(at: index) } else { entries[index] = entry }
    }

    /// Replaces `span` of `entry`'s decorations with `sorted` (in order), sorting the whole layer again in the rare
    /// case the new ones do not fit in order between their neighbours (a bound snapped past a neighbour's).
    static func replace(
        _ span: Range<ChunkedRanges<DecorationStyle>.Index>, with sorted: [Element], in entry: inout Entry
    ) {
        // Read in place: a copy of the list would make the replacement below copy the chunk it edits.
        let before =
            span.lowerBound > entry.decorations.startIndex
            ? entry.decorations[entry.decorations.index(before: span.lowerBound)] : nil
        let after = span.upperBound < entry.decorations.endIndex ? entry.decorations[span.upperBound] : nil
        let fits = isInOrder([before].compactMap { $0 } + sorted + [after].compactMap { $0 })
        entry.decorations.replaceSubrange(span, with: sorted)
        if !fits {
            entry.decorations = ChunkedRanges(
                entry.decorations.elements.sorted(by: precedes), capacity: entry.decorations.capacity)
        }
    }

    /// Whether `elements` are in order.
    static func isInOrder(_ elements: [Element]) -> Bool {
        elements.indices.dropFirst().allSatisfy { !precedes(elements[$0], elements[$0 - 1]) }
    }

    /// The length of the longest of `elements`.
    static func longest(of elements: [Element]) -> Int {
        elements.reduce(0) { max($0, $1.range.count) }
    }
}
