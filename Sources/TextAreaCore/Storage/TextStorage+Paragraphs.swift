extension TextStorage {
    /// The start of the paragraph holding `offset`: just after the nearest separator (LF, CR, NEL, LS or PS) before it.
    public func paragraphStart(containing offset: Int) -> Int {
        precondition(offset >= 0 && offset <= utf8Count, "Offset outside the text")
        var result = 0
        forEachChunkBackward(before: offset) { bytes, start in
            var index = bytes.count - 1
            while index >= 0 {
                let byte = bytes[index]
                // LF, CR, and the last bytes of NEL (C2 85) and LS/PS (E2 80 A8/A9), read from the chunk
                // when they are in it (0x85, 0xA8 and 0xA9 also continue many letters, Arabic ones among them).
                if byte == 0x0A || byte == 0x0D
                    || (byte == 0x85
                        && (index >= 1 ? bytes[index - 1] == 0xC2 : self.isSeparator(endingAt: start + index + 1)))
                    || ((byte == 0xA8 || byte == 0xA9)
                        && (index >= 2
                            ? bytes[index - 1] == 0x80 && bytes[index - 2] == 0xE2
                            : self.isSeparator(endingAt: start + index + 1)))
                {
                    result = start + index + 1
                    return false
                }
                index -= 1
            }
            return true
        }
        return result
    }

    /// The end of the paragraph holding `offset`: the offset of the next separator, or the end of text.
    public func paragraphEnd(containing offset: Int) -> Int {
        precondition(offset >= 0 && offset <= utf8Count, "Offset outside the text")
        var result = utf8Count
        forEachChunk(in: offset..<utf8Count) { bytes, start in
            for index in 0..<bytes.count {
                let byte = bytes[index]
                if byte == 0x0A || byte == 0x0D
                    || ((byte == 0xC2 || byte == 0xE2) && self.separatorLength(at: start + index) > 0)
                {
                    result = start + index
                    return false
                }
            }
            return true
        }
        return result
    }

    /// The length in bytes of the paragraph separator at `offset` (CR LF counts as one), or 0 if there is none.
    public func separatorLength(at offset: Int) -> Int {
        var hint = ChunkHint()
        return separatorLength(at: offset, hint: &hint)
    }

    /// The paragraph holding `offset`, with its separator, as a triple-click selects it.
    public func paragraphRange(containing offset: Int) -> Range<Int> {
        let start = paragraphStart(containing: offset)
        let end = paragraphEnd(containing: offset)
        return start..<(end + separatorLength(at: end))
    }

    private func isSeparator(endingAt end: Int) -> Bool {
        (end >= 2 && separatorLength(at: end - 2) == 2 && byte(at: end - 2) == 0xC2)
            || (end >= 3 && separatorLength(at: end - 3) == 3)
    }
}
