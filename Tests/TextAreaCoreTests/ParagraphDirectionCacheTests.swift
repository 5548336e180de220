import SeededRandom
import Testing

@testable import TextAreaCore

/// The paragraph direction cache follows edits as a plain rule says: paragraphs an edit touches go, so do those after it that follow the one before, and the rest move.
@Suite struct ParagraphDirectionCacheTests {
    /// The rule, written plainly over a list of entries.
    static func expected(
        _ entries: [ParagraphDirectionCache.Entry], after replaced: Range<Int>, insertedLength: Int
    ) -> [ParagraphDirectionCache.Entry] {
        let delta = insertedLength - replaced.count
        return entries.compactMap { entry in
            let touches = entry.range.upperBound + 1 >= replaced.lowerBound
            if touches && (entry.range.lowerBound <= replaced.upperBound + 1 || entry.isInherited) { return nil }
            var moved = entry
            if entry.range.lowerBound > replaced.upperBound {
                moved.range = (entry.range.lowerBound + delta)..<(entry.range.upperBound + delta)
            }
            return moved
        }
    }

    @Test func editsKeepMoveAndDropEntriesAsTheRuleSays() {
        var random = SplitMix64(seed: 12)
        var dropped = 0
        var moved = 0
        for _ in 0..<3_000 {
            // Paragraphs of 0 to 20 bytes, each followed by a one-byte separator; some kept, some inherited.
            var cache = ParagraphDirectionCache()
            var entries: [ParagraphDirectionCache.Entry] = []
            var start = 0
            for _ in 0..<random.below(30) {
                let length = random.below(21)
                if random.below(3) > 0 {
                    let entry = ParagraphDirectionCache.Entry(
                        range: start..<(start + length), direction: random.below(2) == 0 ? .leftToRight : .rightToLeft,
                        isInherited: random.below(5) == 0, needsLevels: false, resolved: nil)
                    entries.append(entry)
                    cache.insert(entry)
                }
                start += length + 1
            }
            let lower = random.below(start + 1)
            let replaced = lower..<min(lower + random.below(4), start)
            let insertedLength = random.below(4)
            cache.storageDidReplace(replaced, insertedLength: insertedLength)
            let want = Self.expected(entries, after: replaced, insertedLength: insertedLength)
            dropped += entries.count - want.count
            moved += want.filter { $0.range.lowerBound > replaced.upperBound }.count
            // Every offset finds the entry the rule keeps there, and no other.
            for offset in 0...(start + 4) {
                let found = cache.entry(containing: offset)
                let wanted = want.first { $0.range.lowerBound <= offset && offset <= $0.range.upperBound }
                #expect(found?.range == wanted?.range, "offset \(offset) after \(replaced) → \(insertedLength)")
                #expect(found?.isInherited == wanted?.isInherited)
            }
        }
        #expect(dropped > 1_000)
        #expect(moved > 1_000)
    }
}
