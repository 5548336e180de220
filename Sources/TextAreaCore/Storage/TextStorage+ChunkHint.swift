// Reading single bytes at offsets that move forward through the text, finding each chunk once instead of searching the index for every byte.
extension TextStorage {
    /// The chunk the last hinted read looked in; a read in that chunk or the next one needs no search of the index.
    ///
    /// A hint belongs to one storage as it stands: any edit makes it stale.
    struct ChunkHint {
        /// The chunk's index.
        var chunk = 0
        /// The offset of the chunk's first byte.
        var start = 0
        /// The offset just past the chunk's last byte; equal to `start` for a hint that has found no chunk yet.
        var end = 0
    }

    /// The byte at `offset`, read through `hint`, which is moved to the chunk holding it.
    @inline(__always)
    func byte(at offset: Int, hint: inout ChunkHint) -> UInt8 {
        precondition(offset >= 0 && offset < utf8Count, "Offset outside the text")
        if offset < hint.start || offset >= hint.end { moveHint(&hint, to: offset) }
        return chunks[hint.chunk][offset - hint.start]
    }

    /// Moves `hint` to the chunk holding `offset`: the next chunk when it is there, else the one the index finds.
    private func moveHint(_ hint: inout ChunkHint, to offset: Int) {
        let next = hint.chunk + 1
        if hint.end > hint.start, offset >= hint.end, next < chunks.count, offset < hint.end + chunks[next].count {
            hint = ChunkHint(chunk: next, start: hint.end, end: hint.end + chunks[next].count)
            return
        }
        let (chunk, start) = byteIndex.index(containing: offset)
        hint = ChunkHint(chunk: chunk, start: start, end: start + chunks[chunk].count)
    }

    /// Calls `body` with the bytes from `offset` to the end of the text, a chunk at a time, the first found through `hint`; `body` returns false to stop.
    func forEachChunk(from offset: Int, hint: inout ChunkHint, _ body: (UnsafeBufferPointer<UInt8>) -> Bool) {
        precondition(offset >= 0 && offset <= utf8Count, "Offset outside the text")
        guard offset < utf8Count else { return }
        if offset < hint.start || offset >= hint.end { moveHint(&hint, to: offset) }
        var chunk = hint.chunk
        var lower = offset - hint.start
        while chunk < chunks.count {
            let keepGoing = chunks[chunk].withUnsafeBufferPointer { bytes in
                body(UnsafeBufferPointer(rebasing: bytes[lower...]))
            }
            if !keepGoing { return }
            chunk += 1
            lower = 0
        }
    }

    /// ``separatorLength(at:)``, its bytes read through `hint`.
    func separatorLength(at offset: Int, hint: inout ChunkHint) -> Int {
        let count = utf8Count
        guard offset < count else { return 0 }
        switch byte(at: offset, hint: &hint) {
        case 0x0A:
            return 1
        case 0x0D:
            return offset + 1 < count && byte(at: offset + 1, hint: &hint) == 0x0A ? 2 : 1
        case 0xC2:
            return offset + 1 < count && byte(at: offset + 1, hint: &hint) == 0x85 ? 2 : 0
        case 0xE2:
            guard offset + 2 < count, byte(at: offset + 1, hint: &hint) == 0x80 else { return 0 }
            let last = byte(at: offset + 2, hint: &hint)
            return last == 0xA8 || last == 0xA9 ? 3 : 0
        default:
            return 0
        }
    }
}
