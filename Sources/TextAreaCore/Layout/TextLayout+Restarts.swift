// Where wrapping can start other than at a line start: after a paragraph separator or a run of spaces shortly before a place.
extension TextLayout {
    /// How far into a provisional line an offset must be for wrapping to start near it instead.
    static let nearbyRestartDistance = 16_384

    /// A place shortly before `offset` (and after `lower`) where wrapping can start: after the nearest paragraph separator, or else after a run of spaces a few kilobytes back.
    ///
    /// A restart inside a paragraph may not be a boundary of the full wrap; the
    /// few kilobytes before `offset` give the lines time to fall into step.
    static func nearbyRestart(before offset: Int, after lower: Int, storage: TextStorage) -> Int? {
        restart(atOrBefore: offset, after: lower, spaceAtOrBefore: offset - nearbyRestartDistance / 4, storage: storage)
    }

    /// The nearest place at or before `target` (and after `lower`) to start wrapping: a paragraph start within the distance searched, or else the end of a run of spaces.
    static func restart(atOrBefore target: Int, after lower: Int, storage: TextStorage) -> Int? {
        restart(atOrBefore: target, after: lower, spaceAtOrBefore: target, storage: storage)
    }

    /// A line start for wrapping at or before `limit` (and after `lower`), searched back at most four times ``nearbyRestartDistance``: just after the nearest paragraph separator, or else just after the last run of spaces at or before `spaceAtOrBefore`; always a grapheme-cluster boundary.
    static func restart(atOrBefore limit: Int, after lower: Int, spaceAtOrBefore: Int, storage: TextStorage) -> Int? {
        let limit = min(limit, storage.utf8Count)
        let searchStart = max(lower + 1, limit - 4 * nearbyRestartDistance)
        guard searchStart < limit else { return nil }
        var afterSpace: Int? = nil
        var paragraphStart: Int? = nil
        storage.forEachChunkBackward(before: limit) { bytes, chunkStart in
            var index = bytes.count - 1
            while index >= 0 && chunkStart + index >= searchStart - 1 {
                let position = chunkStart + index
                let byte = bytes[index]
                let candidate = position + 1
                // A CR followed by LF is one break: only the place after the LF counts.
                if byte == 0x0A || byte == 0x0D,
                    !(byte == 0x0D && candidate < storage.utf8Count && storage.byte(at: candidate) == 0x0A),
                    storage.isCharacterBoundary(candidate)
                {
                    paragraphStart = candidate
                    return false
                }
                if afterSpace == nil && byte == 0x20 && candidate <= spaceAtOrBefore && candidate < storage.utf8Count
                    && storage.byte(at: candidate) != 0x20 && storage.isCharacterBoundary(candidate)
                {
                    afterSpace = candidate
                }
                index -= 1
            }
            return chunkStart > searchStart
        }
        let restart = paragraphStart ?? afterSpace
        guard let restart, restart > lower, restart <= limit else { return nil }
        return restart
    }

    /// How far into a line ``editLeavesLineAboveAlone(lineStart:editStart:storage:)`` looks for a sure line-break opportunity.
    static let lineAboveSearchLength = 256

    /// Whether an edit from `editStart` leaves alone the wrap of the line above the one starting at `lineStart` (at a
    /// break opportunity): true when a sure opportunity lies inside that line, with what decides it, before the edit.
    ///
    /// The line above ends where it does because the first stretch of this
    /// line, up to its first opportunity, did not fit beside it (or a
    /// mandatory break ends it). That choice reads the text only up to that
    /// opportunity and the first character after it that is not a combining
    /// mark. A letter (with its marks, LB9), spaces and a letter make an
    /// opportunity before the second letter (LB18: none of the earlier rules
    /// holds between letters and spaces; see ``PlainLetters``); when that
    /// letter and the first character after it that is not a mark come before
    /// the edit, so do the first opportunity and all that decides it, and the
    /// re-wrap may start on this line. Only the line's first
    /// ``lineAboveSearchLength`` bytes are searched.
    static func editLeavesLineAboveAlone(lineStart: Int, editStart: Int, storage: TextStorage) -> Bool {
        let end = min(editStart, lineStart + lineAboveSearchLength, storage.utf8Count)
        guard end - lineStart >= 4 else { return false }
        return storage.withContiguousBytes(in: lineStart..<end) { bytes in
            guard let base = bytes.baseAddress else { return false }
            let count = bytes.count
            var position = 0
            // Whether what came before `position` is a letter, perhaps followed by its marks.
            var afterLetter = false
            while position < count {
                if base[position] == 0x20 && afterLetter {
                    var after = position + 1
                    while after < count && base[after] == 0x20 { after += 1 }
                    guard after < count else { return false }
                    let second = UTF8Decoding.decode(base, at: after, end: count)
                    if PlainLetters.isPlainLetter(second.value) {
                        // What follows the second letter: its marks, then a character that must lie before the
                        // edit (one cut off by the end of the search reads as U+FFFD, and decides nothing).
                        var next = after + second.length
                        while next < count {
                            let following = UTF8Decoding.decode(base, at: next, end: count)
                            if following.value == 0xFFFD { return false }
                            if !PlainLetters.isMarkOrJoiner(following.value) { return true }
                            next += following.length
                        }
                        return false
                    }
                    afterLetter = false
                    position = after
                    continue
                }
                let scalar = UTF8Decoding.decode(base, at: position, end: count)
                if !(afterLetter && PlainLetters.isMarkOrJoiner(scalar.value)) {
                    afterLetter = PlainLetters.isPlainLetter(scalar.value)
                }
                position += scalar.length
            }
            return false
        }
    }
}
