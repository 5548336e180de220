// Keeping decorations in step with the text: every replacement of the storage remaps them.
extension DecorationStore {
    /// Remaps every layer's decorations after `range` was replaced by `insertedLength` bytes.
    ///
    /// A decoration before the edit that does not touch it stays; one after it
    /// shifts. One the edit overlaps or touches (ends where the edit starts or
    /// starts where it ends) goes with a `.remove` layer; with a `.stretch`
    /// layer its ends that lie in the replaced range move to the edges of the
    /// inserted text, so it takes in text inserted inside it or at either end
    /// and shrinks over deleted text, and goes when nothing of it is left.
    /// `snap` moves a decoration's bounds near the edit outwards to cluster
    /// boundaries of the new text (an edit can join clusters). Those after the
    /// edit shift with their chunks, so the cost does not grow with how many
    /// lie after it.
    mutating func adjust(
        replacing range: Range<Int>, insertedLength: Int, snap: (Range<Int>) -> Range<Int>
    ) {
        guard !entries.isEmpty else { return }
        let delta = insertedLength - range.count
        let insertedEnd = range.lowerBound + insertedLength
        for index in entries.indices.reversed() {
            var entry = takeEntry(at: index)
            let touched = candidates(in: entry, reaching: range.lowerBound, through: range.upperBound)
            var remapped: [Element] = []
            for element in entry.decorations.elements(in: touched) {
                var element = element
                let bounds = element.range
                if bounds.upperBound < range.lowerBound {
                    remapped.append(element)
                    continue
                }
                guard entry.layer.editBehavior == .stretch else { continue }
                let lower = bounds.lowerBound < range.lowerBound ? bounds.lowerBound : range.lowerBound
                let upper = bounds.upperBound > range.upperBound ? bounds.upperBound + delta : insertedEnd
                guard lower < upper else { continue }
                element.range = snap(lower..<upper)
                remapped.append(element)
            }
            // Those after the edit shift; the first few, near it, are snapped again.
            entry.decorations.shift(from: touched.upperBound, by: delta)
            let reach = insertedEnd + 8
            var end = touched.upperBound
            while end < entry.decorations.endIndex, entry.decorations.range(at: end).lowerBound <= reach {
                var element = entry.decorations[end]
                element.range = snap(element.range)
                remapped.append(element)
                end = entry.decorations.index(after: end)
            }
            if touched.isEmpty && remapped.isEmpty {
                entries[index] = entry
                continue
            }
            remapped.sort(by: Self.precedes)
            entry.longest = max(entry.longest, Self.longest(of: remapped))
            Self.replace(touched.lowerBound..<end, with: remapped, in: &entry)
            putEntry(entry, at: index)
        }
    }
}
