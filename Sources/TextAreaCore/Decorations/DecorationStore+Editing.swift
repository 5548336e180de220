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
    /// boundaries of the new text (an edit can join clusters).
    mutating func adjust(
        replacing range: Range<Int>, insertedLength: Int, snap: (Range<Int>) -> Range<Int>
    ) {
        guard !entries.isEmpty else { return }
        let delta = insertedLength - range.count
        let insertedEnd = range.lowerBound + insertedLength
        for index in entries.indices.reversed() {
            var entry = entries[index]
            // The entry alone holds the array while it changes, so it is changed in place, not copied.
            entries[index].decorations = []
            let touched = candidates(in: entry, reaching: range.lowerBound, through: range.upperBound)
            var remapped: [Decoration] = []
            for position in touched {
                var decoration = entry.decorations[position]
                let bounds = decoration.range
                if bounds.upperBound < range.lowerBound {
                    remapped.append(decoration)
                    continue
                }
                guard entry.layer.editBehavior == .stretch else { continue }
                let lower = bounds.lowerBound < range.lowerBound ? bounds.lowerBound : range.lowerBound
                let upper = bounds.upperBound > range.upperBound ? bounds.upperBound + delta : insertedEnd
                guard lower < upper else { continue }
                decoration.range = snap(lower..<upper)
                entry.longest = max(entry.longest, decoration.range.count)
                remapped.append(decoration)
            }
            // Those after the edit shift; the first few, near it, are snapped again.
            let reach = insertedEnd + 8
            for position in touched.upperBound..<entry.decorations.count {
                let shifted = entry.decorations[position].range
                var moved = (shifted.lowerBound + delta)..<(shifted.upperBound + delta)
                if moved.lowerBound <= reach { moved = snap(moved) }
                entry.decorations[position].range = moved
            }
            remapped.sort(by: Self.precedes)
            entry.decorations.replaceSubrange(touched, with: remapped)
            let span = touched.lowerBound..<(touched.lowerBound + remapped.count)
            if !Self.isSorted(entry.decorations, around: span) { entry.decorations.sort(by: Self.precedes) }
            if entry.decorations.isEmpty { entries.remove(at: index) } else { entries[index] = entry }
        }
    }
}
