/// The direction and resolved bidirectional levels of the paragraphs the viewport has looked at, kept across frames and dropped where an edit reaches.
///
/// Resolving a paragraph costs time in proportion to its length, so each is
/// resolved once and kept until an edit touches it (or, for a paragraph that
/// takes its direction from the one before, until an edit anywhere before it).
struct ParagraphDirectionCache {
    /// One paragraph's bidirectional layout.
    struct Entry {
        /// The paragraph's bytes, its separator left out.
        var range: Range<Int>
        /// The direction the paragraph runs in.
        var direction: BidiDirection
        /// Whether the direction came from the paragraph before (it has no strong character of its own).
        var isInherited: Bool
        /// Whether some character can run right to left: the paragraph needs its levels resolved (see ``resolved``) unless it is left to right without any.
        var needsLevels: Bool
        /// The paragraph's levels, once a line of it needed them (drawing, carets, clicks); nil until then, and for a paragraph all left to right at level 0.
        var resolved: BidiParagraph?
        /// Which entry this is: a number no other entry of the cache had or will have, given when it is kept (see ``LineGeometryCache``).
        var identity = 0
    }

    /// The most paragraphs kept; beyond it the cache starts afresh.
    static let capacity = 512

    /// The paragraphs, ordered by start.
    private var entries: [Entry] = []
    /// The identity the last kept entry got.
    private var lastIdentity = 0

    /// The identities of the entries kept.
    var identities: Set<Int> { Set(entries.map(\.identity)) }

    /// The entry of the paragraph holding `offset`, if it is kept.
    func entry(containing offset: Int) -> Entry? {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].range.upperBound < offset { low = middle + 1 } else { high = middle }
        }
        guard low < entries.count, entries[low].range.lowerBound <= offset, offset <= entries[low].range.upperBound
        else { return nil }
        return entries[low]
    }

    /// Keeps the levels resolved for the kept paragraph starting at `start`.
    mutating func setResolved(_ resolved: BidiParagraph, forParagraphStartingAt start: Int) {
        guard let index = entries.firstIndex(where: { $0.range.lowerBound == start }) else { return }
        entries[index].resolved = resolved
    }

    /// Keeps `entry` under a new identity, and returns it with that identity.
    @discardableResult
    mutating func insert(_ entry: Entry) -> Entry {
        var entry = entry
        lastIdentity += 1
        entry.identity = lastIdentity
        if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
        let position = entries.firstIndex { $0.range.lowerBound > entry.range.lowerBound } ?? entries.count
        entries.insert(entry, at: position)
        return entry
    }

    /// Forgets every paragraph (the base or default direction changed).
    mutating func removeAll() {
        entries.removeAll()
    }

    /// Follows an edit: `replaced` (before the edit) became `insertedLength` bytes. Paragraphs it touches go, as do those after it that follow the direction of the one before; the others move.
    ///
    /// One exception keeps typing inside a long paragraph from finding its
    /// paragraph again at every key: an edit inside a paragraph kept as left
    /// to right by its own first strong character, with nothing right to left
    /// in it, keeps its entry (longer or shorter) when `keepsLeftToRight`
    /// says so for the paragraph's range after the edit, that is, when the
    /// edit added no separator and nothing right to left, and the paragraph
    /// still starts left to right. Then the paragraphs after it only move.
    mutating func storageDidReplace(
        _ replaced: Range<Int>, insertedLength: Int, keepsLeftToRight: (Range<Int>) -> Bool = { _ in false }
    ) {
        guard !entries.isEmpty else { return }
        let delta = insertedLength - replaced.count
        // The paragraphs ending well before the edit stay as they are: find the first that does not.
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].range.upperBound + 1 < replaced.lowerBound { low = middle + 1 } else { high = middle }
        }
        // From there: a separator typed or deleted next to a paragraph joins or splits it, so the
        // paragraphs touching the edit go; those after it move (in place: an entry is costly to copy),
        // except those that follow the direction of the one before, which go too.
        var after = low
        while after < entries.count && entries[after].range.lowerBound <= replaced.upperBound + 1 { after += 1 }
        if let inside = (low..<after).last(where: { entries[$0].range.lowerBound <= replaced.lowerBound }),
            replaced.upperBound <= entries[inside].range.upperBound,
            entries[inside].direction == .leftToRight, !entries[inside].isInherited, !entries[inside].needsLevels
        {
            let range = entries[inside].range
            let edited = range.lowerBound..<(range.upperBound + delta)
            if keepsLeftToRight(edited) {
                entries[inside].range = edited
                for index in (inside + 1)..<entries.count where delta != 0 {
                    let later = entries[index].range
                    entries[index].range = (later.lowerBound + delta)..<(later.upperBound + delta)
                }
                return
            }
        }
        var followsOneBefore = false
        for index in after..<entries.count {
            if delta != 0 {
                let range = entries[index].range
                entries[index].range = (range.lowerBound + delta)..<(range.upperBound + delta)
            }
            followsOneBefore = followsOneBefore || entries[index].isInherited
        }
        entries.removeSubrange(low..<after)
        guard followsOneBefore else { return }
        var kept = low
        for index in low..<entries.count where !entries[index].isInherited {
            entries.swapAt(kept, index)
            kept += 1
        }
        entries.removeSubrange(kept..<entries.count)
    }
}
