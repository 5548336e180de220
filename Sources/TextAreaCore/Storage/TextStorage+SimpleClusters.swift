// Cluster boundaries between simple scalars, settled from the grapheme-role table without the standard library's cluster rules.
extension TextStorage {
    /// The first cluster boundary after the boundary `offset` when the scalar there and the one after it are simple (or the scalar ends the text); nil when the rules must decide.
    func simpleBoundary(after offset: Int) -> Int? {
        withChunk(holding: offset) { bytes, position in
            let (first, firstLength) = GraphemeRole.of(bytes, at: position)
            let next = position + firstLength
            if offset + firstLength == utf8Count { return utf8Count }
            guard first == .simple, next < bytes.count, GraphemeRole.of(bytes, at: next).role == .simple else {
                return nil
            }
            return offset + firstLength
        }
    }

    /// The last cluster boundary before `offset` when the scalar ending there and the one before it are simple (or the scalar starts the text); nil when the rules must decide.
    func simpleBoundary(before offset: Int) -> Int? {
        withChunk(holding: offset - 1) { bytes, position in
            let last = Self.scalarStart(before: position + 1, in: bytes)
            let lastStart = offset - (position + 1 - last)
            if lastStart == 0 { return 0 }
            guard last > 0, GraphemeRole.of(bytes, at: last).role == .simple,
                GraphemeRole.of(bytes, at: Self.scalarStart(before: last, in: bytes)).role == .simple
            else { return nil }
            return lastStart
        }
    }

    /// Whether the scalar boundary `offset` (inside the text) lies between two simple scalars, and so is a cluster boundary; false when the rules must decide.
    func isSimpleBoundary(_ offset: Int) -> Bool {
        withChunk(holding: offset) { bytes, position in
            position > 0 && GraphemeRole.of(bytes, at: position).role == .simple
                && GraphemeRole.of(bytes, at: Self.scalarStart(before: position, in: bytes)).role == .simple
        }
    }

    /// Calls `body` with the chunk holding `offset` and the position of `offset` in it.
    private func withChunk<Result>(
        holding offset: Int, _ body: (UnsafeBufferPointer<UInt8>, Int) -> Result
    ) -> Result {
        let (chunk, start) = byteIndex.index(containing: offset)
        return chunks[chunk].withUnsafeBufferPointer { body($0, offset - start) }
    }

    /// The start of the scalar ending at `end` in `bytes` (chunks start on scalar boundaries, so it lies in the chunk).
    @inline(__always)
    private static func scalarStart(before end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var position = end - 1
        while position > 0 && UTF8Decoding.isContinuation(bytes[position]) { position -= 1 }
        return position
    }
}
