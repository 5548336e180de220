import SeededRandom
import Testing

@testable import TextAreaCore

/// The paragraph direction cache follows edits as a plain rule says: paragraphs an edit touches go, so do those after it that follow the one before, and the rest move.
@Suite struct ParagraphDirectionCacheTests {
    /// The rule, written plainly over a list of entries; `keepsLeftToRight` answers for an edit inside a paragraph.
    static func expected(
        _ entries: [ParagraphDirectionCache.Entry], after replaced: Range<Int>, insertedLength: Int,
        keepsLeftToRight: Bool = false
    ) -> [ParagraphDirectionCache.Entry] {
        let delta = insertedLength - replaced.count
        let keptInside = entries.first { entry in
            entry.range.lowerBound <= replaced.lowerBound && replaced.upperBound <= entry.range.upperBound
                && entry.direction == .leftToRight && !entry.isInherited && !entry.needsLevels && keepsLeftToRight
        }
        if let keptInside {
            return entries.map { entry in
                var moved = entry
                if entry.range.lowerBound > keptInside.range.lowerBound {
                    moved.range = (entry.range.lowerBound + delta)..<(entry.range.upperBound + delta)
                } else if entry.range == keptInside.range {
                    moved.range = entry.range.lowerBound..<(entry.range.upperBound + delta)
                }
                return moved
            }
        }
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
        var kept = 0
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
            let keepsLeftToRight = random.below(2) == 0
            var asked: [Range<Int>] = []
            cache.storageDidReplace(replaced, insertedLength: insertedLength) { paragraph in
                asked.append(paragraph)
                return keepsLeftToRight
            }
            let want = Self.expected(
                entries, after: replaced, insertedLength: insertedLength, keepsLeftToRight: keepsLeftToRight)
            // The cache asks about the paragraph holding the edit, once, when it is a candidate, with its new range.
            let candidate = entries.first { entry in
                entry.range.lowerBound <= replaced.lowerBound && replaced.upperBound <= entry.range.upperBound
                    && entry.direction == .leftToRight && !entry.isInherited
            }
            let delta = insertedLength - replaced.count
            #expect(asked == candidate.map { [$0.range.lowerBound..<($0.range.upperBound + delta)] } ?? [])
            if candidate != nil && keepsLeftToRight { kept += 1 }
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
        #expect(kept > 200, "edits inside a left-to-right paragraph kept it")
    }

    @Test func keptParagraphsAgreeWithAFreshAreaAfterRandomEdits() {
        var random = SplitMix64(seed: 26)
        // Short paragraphs too, so that a deletion can take away their only letter.
        let pieces = ["abc ", "שלום ", "123 ", "(x) ", "مرحبا ", "a", "\t", "\n", "\n", "\u{200F}", "é ", "7 "]
        let insertions = ["a", " ", "7", "xyz ", "\n", "ש", "(", "é", "\t"]
        var text = (0..<40).map { _ in pieces[random.below(pieces.count)] }.joined()
        let area = TextArea()
        area.measurer = MonospaceMeasurer(cellWidth: 8, lineHeight: 16)
        area.size = Size(width: 200, height: 4_000)
        area.text = text
        var keptInside = 0
        for step in 0..<400 {
            // An edit at character boundaries: an insertion, a deletion or a replacement.
            let boundaries = text.indices.map { $0.utf16Offset(in: text) } + [text.utf16.count]
            let utf8Boundaries = boundaries.map { String(text.utf16.prefix($0))!.utf8.count }
            let first = random.below(utf8Boundaries.count)
            let last = min(first + random.below(3), utf8Boundaries.count - 1)
            let inserted = random.below(4) == 0 ? "" : insertions[random.below(insertions.count)]
            let lower = utf8Boundaries[first]
            let upper = utf8Boundaries[last]
            _ = area.makeFrame()
            let paragraphBefore = area.viewport.paragraphDirections.entry(containing: lower)
            area.setSelection(anchor: lower, head: upper)
            area.insertText(inserted)
            var bytes = Array(text.utf8)
            bytes.replaceSubrange(lower..<upper, with: Array(inserted.utf8))
            text = String(decoding: bytes, as: UTF8.self)
            #expect(area.text == text)
            if let paragraphBefore,
                area.viewport.paragraphDirections.entry(containing: lower)?.identity
                    == paragraphBefore.identity
            {
                keptInside += 1
            }
            _ = area.makeFrame()
            let fresh = TextArea()
            fresh.text = text
            var offset = 0
            for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let kept = area.viewport.paragraphDirection(containing: offset)
                let wanted = fresh.viewport.paragraphDirection(containing: offset)
                #expect(kept.range == wanted.range, "step \(step), paragraph at \(offset)")
                #expect(kept.direction == wanted.direction, "step \(step), paragraph at \(offset)")
                #expect(kept.isInherited == wanted.isInherited, "step \(step), paragraph at \(offset)")
                #expect(kept.needsLevels == wanted.needsLevels, "step \(step), paragraph at \(offset)")
                offset += paragraph.utf8.count + 1
            }
        }
        #expect(keptInside > 50, "edits inside left-to-right paragraphs kept them")
    }
}
