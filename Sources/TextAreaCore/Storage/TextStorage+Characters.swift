extension TextStorage {
    /// The first grapheme-cluster boundary after `offset`, which must itself be a cluster boundary; the end of text stays put.
    ///
    /// Cluster rules only look backwards past a boundary to pair regional
    /// indicators and to join emoji ZWJ sequences, and a boundary settles both,
    /// so the text from `offset` onwards decides the next boundary.
    public func characterBoundary(after offset: Int) -> Int {
        precondition(offset >= 0 && offset <= utf8Count, "Offset outside the text")
        if offset == utf8Count { return offset }
        if let fast = asciiBoundary(after: offset) { return fast }
        if let simple = simpleBoundary(after: offset) { return simple }
        var window = 64
        while true {
            let end = scalarBoundary(atOrBefore: min(offset + window, utf8Count))
            let text = string(in: offset..<end)
            let firstLength = text.utf8.distance(from: text.startIndex, to: text.index(after: text.startIndex))
            if offset + firstLength < end || end == utf8Count { return offset + firstLength }
            window *= 4
        }
    }

    /// The last grapheme-cluster boundary before `offset`; the start of text stays put.
    public func characterBoundary(before offset: Int) -> Int {
        precondition(offset >= 0 && offset <= utf8Count, "Offset outside the text")
        if offset == 0 { return 0 }
        if let fast = asciiBoundary(before: offset) { return fast }
        if let simple = simpleBoundary(before: offset) { return simple }
        var window = 64
        while true {
            var start = scalarBoundary(atOrBefore: max(offset - window, 0))
            start = startOfContinuation(at: start)
            start = startOfRegionalIndicatorRun(endingAt: start)
            let text = string(in: start..<offset)
            let lastStart = text.index(before: text.endIndex)
            let lastOffset = start + text.utf8.distance(from: text.startIndex, to: lastStart)
            if lastOffset > start || start == 0 { return lastOffset }
            // All of `start..<offset` is one cluster: the next window reaches past its start at once, so a
            // cluster of a million marks is read a few times, not once for each time the window grows.
            window = max(window * 4, 2 * (offset - start))
        }
    }

    /// Whether `offset` is a grapheme-cluster boundary.
    public func isCharacterBoundary(_ offset: Int) -> Bool {
        precondition(offset >= 0 && offset <= utf8Count, "Offset outside the text")
        if offset == 0 || offset == utf8Count { return true }
        return characterBoundary(atOrBefore: offset) == offset
    }

    /// The nearest grapheme-cluster boundary at or before `offset`.
    public func characterBoundary(atOrBefore offset: Int) -> Int {
        precondition(offset >= 0 && offset <= utf8Count, "Offset outside the text")
        // An offset inside a multi-byte scalar would cut it when read as text.
        let offset = scalarBoundary(atOrBefore: offset)
        if offset == 0 || offset == utf8Count || isSimpleBoundary(offset) { return offset }
        var boundary = characterBoundary(before: offset)
        while true {
            let next = characterBoundary(after: boundary)
            if next > offset { return boundary }
            if next == offset { return offset }
            boundary = next
        }
    }

    /// The offset after the first `count` grapheme clusters, or the end of the text when it has fewer.
    public func offset(afterCharacters count: Int) -> Int {
        var offset = 0
        var counted = 0
        while counted < count && offset < utf8Count {
            offset = characterBoundary(after: offset)
            counted += 1
        }
        return offset
    }

    /// The number of grapheme clusters in `range`, whose ends must be cluster boundaries.
    public func characterCount(in range: Range<Int>) -> Int {
        var count = 0
        var pieceStart = range.lowerBound
        while pieceStart < range.upperBound {
            // Count in pieces of about 64 KB, each ending on a cluster boundary.
            var pieceEnd = min(pieceStart + 65536, range.upperBound)
            if pieceEnd < range.upperBound { pieceEnd = characterBoundary(atOrBefore: pieceEnd) }
            if pieceEnd <= pieceStart { pieceEnd = characterBoundary(after: pieceStart) }
            count += string(in: pieceStart..<pieceEnd).count
            pieceStart = pieceEnd
        }
        return count
    }

    /// The nearest scalar boundary at or before `offset`.
    public func scalarBoundary(atOrBefore offset: Int) -> Int {
        var position = offset
        while position > 0 && position < utf8Count && UTF8Decoding.isContinuation(byte(at: position)) {
            position -= 1
        }
        return position
    }

    /// Handles the common case of two ASCII bytes (not CR LF) meeting at a boundary.
    private func asciiBoundary(after offset: Int) -> Int? {
        let current = byte(at: offset)
        guard current < 0x80 else { return nil }
        if offset + 1 == utf8Count { return offset + 1 }
        let next = byte(at: offset + 1)
        if next < 0x80 && !(current == 0x0D && next == 0x0A) { return offset + 1 }
        return nil
    }

    private func asciiBoundary(before offset: Int) -> Int? {
        let previous = byte(at: offset - 1)
        guard previous < 0x80 else { return nil }
        if offset == 1 { return 0 }
        let beforePrevious = byte(at: offset - 2)
        if beforePrevious < 0x80 && !(beforePrevious == 0x0D && previous == 0x0A) {
            if offset < utf8Count && byte(at: offset) >= 0x80 { return nil }
            return offset - 1
        }
        return nil
    }

    /// Moves `offset` back while the scalar there continues a cluster (a mark, a joiner, a modifier, a vowel or final jamo).
    ///
    /// Text read from such a scalar can break where the whole text does not: a
    /// window that starts at the ZWJ inside a long emoji ZWJ sequence sees a
    /// lone ZWJ and then a new emoji. From any other scalar, the boundaries a
    /// window finds after its first cluster are the text's own.
    ///
    /// It reads the chunks backwards, a scalar at a time, so a run of a
    /// million marks costs one pass over them.
    private func startOfContinuation(at offset: Int) -> Int {
        guard offset > 0 && offset < utf8Count && scalar(at: offset).continuesGraphemeCluster else { return offset }
        var position = offset
        // Chunks start on scalar boundaries, so each scalar lies in one chunk.
        forEachChunkBackward(before: offset) { bytes, chunkStart in
            var index = position - chunkStart
            while index > 0 {
                var start = index - 1
                while start > 0 && UTF8Decoding.isContinuation(bytes[start]) { start -= 1 }
                position = chunkStart + start
                if !UTF8Decoding.decode(bytes, at: start).0.continuesGraphemeCluster { return false }
                index = start
            }
            return true
        }
        return position
    }

    /// The scalar starting at `offset`, which must start one.
    private func scalar(at offset: Int) -> Unicode.Scalar {
        var bytes: (UInt8, UInt8, UInt8, UInt8) = (byte(at: offset), 0, 0, 0)
        let length = UTF8Decoding.sequenceLength(lead: bytes.0)
        if length > 1 { bytes.1 = byte(at: offset + 1) }
        if length > 2 { bytes.2 = byte(at: offset + 2) }
        if length > 3 { bytes.3 = byte(at: offset + 3) }
        return withUnsafeBytes(of: &bytes) { raw in
            UTF8Decoding.decode(raw.assumingMemoryBound(to: UInt8.self), at: 0).0
        }
    }

    /// Moves `offset` back over any regional indicators right before it, so pairing starts where the run starts.
    private func startOfRegionalIndicatorRun(endingAt offset: Int) -> Int {
        var position = offset
        // Regional indicators are U+1F1E6...U+1F1FF: F0 9F 87 A6...BF.
        while position >= 4 && byte(at: position - 4) == 0xF0 && byte(at: position - 3) == 0x9F
            && byte(at: position - 2) == 0x87 && (0xA6...0xBF).contains(byte(at: position - 1))
        {
            position -= 4
        }
        return position
    }
}
