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
}
