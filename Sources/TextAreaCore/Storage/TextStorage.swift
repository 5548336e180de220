/// The text of a document: UTF-8 in chunks of at most a few kilobytes, indexed by prefix sums.
///
/// Offsets are UTF-8 code-unit (byte) offsets from the start of the text.
/// Editing one character in the middle of a 10 MB document touches one chunk
/// and O(log n) index entries; it never copies the document.
///
/// # Invariants
/// - Every chunk is non-empty valid UTF-8 of at most `maximumChunkSize` bytes,
///   so chunk boundaries fall on scalar boundaries.
/// - `byteIndex` holds each chunk's byte count; `chunkCounts` holds each
///   chunk's `ChunkCounts`, `lineFeedIndex` and `rightToLeftIndex` their
///   line feeds and right-to-left characters (`rightToLeftIndex` is nil
///   exactly when no chunk has any).
public struct TextStorage: Sendable {
    /// The largest chunk; a chunk that grows past it is split in two.
    static let maximumChunkSize = 4096
    /// The size chunks are cut to when text is loaded in bulk.
    static let loadChunkSize = 3072
    /// Neighbouring chunks smaller than this together are merged after a deletion.
    static let minimumChunkSize = 512

    var chunks: [[UInt8]] = []
    /// The number of line feeds in each chunk.
    var chunkCounts: [ChunkCounts] = []
    var byteIndex = FenwickTree([Int]())
    var lineFeedIndex = FenwickTree([Int]())
    /// The number of right-to-left characters in each chunk (see ``ChunkCounts/rightToLeft``).
    ///
    /// Nil while no chunk holds one, which is most text: then nothing is built or kept for it.
    var rightToLeftIndex: FenwickTree? = nil

    /// Creates empty storage.
    public init() {}

    /// Creates storage holding `string`.
    public init(_ string: String) {
        replace(0..<0, with: string)
    }

    /// The length of the text in UTF-8 bytes.
    public var utf8Count: Int { byteIndex.total }

    /// Whether the text is empty.
    public var isEmpty: Bool { chunks.isEmpty }

    /// The number of line feeds (U+000A) in the text.
    public var lineFeedCount: Int { lineFeedIndex.total }

    /// The whole text as a string (copies the text).
    public var string: String { string(in: 0..<utf8Count) }

    /// The text in a byte range whose ends lie on scalar boundaries.
    public func string(in range: Range<Int>) -> String {
        precondition(range.lowerBound >= 0 && range.upperBound <= utf8Count, "Range outside the text")
        return String(unsafeUninitializedCapacity: range.count) { buffer in
            var written = 0
            forEachChunk(in: range) { bytes, _ in
                _ = UnsafeMutableBufferPointer(rebasing: buffer[written...]).initialize(from: bytes)
                written += bytes.count
                return true
            }
            return written
        }
    }

    /// The bytes of a range, copied into an array.
    public func bytes(in range: Range<Int>) -> [UInt8] {
        precondition(range.lowerBound >= 0 && range.upperBound <= utf8Count, "Range outside the text")
        var result: [UInt8] = []
        result.reserveCapacity(range.count)
        forEachChunk(in: range) { bytes, _ in
            result.append(contentsOf: bytes)
            return true
        }
        return result
    }

    /// The byte at `offset`.
    public func byte(at offset: Int) -> UInt8 {
        precondition(offset >= 0 && offset < utf8Count, "Offset outside the text")
        let (chunk, start) = byteIndex.index(containing: offset)
        return chunks[chunk][offset - start]
    }

    /// Calls `body` with the bytes of `range` in one contiguous buffer, copying only when the range spans chunks.
    public func withContiguousBytes<Result>(
        in range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result {
        precondition(range.lowerBound >= 0 && range.upperBound <= utf8Count, "Range outside the text")
        if range.isEmpty { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
        let (chunk, start) = byteIndex.index(containing: range.lowerBound)
        if range.upperBound <= start + chunks[chunk].count {
            return try chunks[chunk].withUnsafeBufferPointer { bytes in
                try body(UnsafeBufferPointer(rebasing: bytes[(range.lowerBound - start)..<(range.upperBound - start)]))
            }
        }
        return try bytes(in: range).withUnsafeBufferPointer(body)
    }

    /// Calls `body` with successive pieces of `range`, in order, with each piece's starting offset; `body` returns false to stop.
    public func forEachChunk(
        in range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>, Int) throws -> Bool
    ) rethrows {
        guard !range.isEmpty else { return }
        var (chunk, chunkStart) = byteIndex.index(containing: range.lowerBound)
        while chunk < chunks.count && chunkStart < range.upperBound {
            let length = chunks[chunk].count
            let lower = max(range.lowerBound, chunkStart) - chunkStart
            let upper = min(range.upperBound, chunkStart + length) - chunkStart
            let keepGoing = try chunks[chunk].withUnsafeBufferPointer { bytes in
                try body(UnsafeBufferPointer(rebasing: bytes[lower..<upper]), chunkStart + lower)
            }
            if !keepGoing { return }
            chunkStart += length
            chunk += 1
        }
    }

    /// Calls `body` with successive pieces of the text before `offset`, last piece first, each with its starting offset; `body` returns false to stop.
    public func forEachChunkBackward(
        before offset: Int, _ body: (UnsafeBufferPointer<UInt8>, Int) throws -> Bool
    ) rethrows {
        guard offset > 0 else { return }
        var (chunk, chunkStart) = byteIndex.index(containing: offset - 1)
        while chunk >= 0 {
            let upper = min(offset - chunkStart, chunks[chunk].count)
            let keepGoing = try chunks[chunk].withUnsafeBufferPointer { bytes in
                try body(UnsafeBufferPointer(rebasing: bytes[0..<upper]), chunkStart)
            }
            if !keepGoing || chunk == 0 { return }
            chunk -= 1
            chunkStart -= chunks[chunk].count
        }
    }

    /// The number of line feeds before `offset`.
    public func lineFeedCount(before offset: Int) -> Int {
        precondition(offset >= 0 && offset <= utf8Count, "Offset outside the text")
        if offset == utf8Count { return lineFeedCount }
        let (chunk, start) = byteIndex.index(containing: offset)
        var count = lineFeedIndex.prefixSum(chunk)
        chunks[chunk].withUnsafeBufferPointer { bytes in
            for index in 0..<(offset - start) where bytes[index] == 0x0A { count += 1 }
        }
        return count
    }

    /// The offset just after the `number`-th line feed (1-based); 0 for `number` 0.
    public func offset(afterLineFeed number: Int) -> Int {
        precondition(number >= 0 && number <= lineFeedCount, "No such line feed")
        if number == 0 { return 0 }
        let (chunk, feedsBefore) = lineFeedIndex.index(containing: number - 1)
        var remaining = number - feedsBefore
        let chunkStart = byteIndex.prefixSum(chunk)
        return chunks[chunk].withUnsafeBufferPointer { bytes in
            for index in 0..<bytes.count where bytes[index] == 0x0A {
                remaining -= 1
                if remaining == 0 { return chunkStart + index + 1 }
            }
            preconditionFailure("Line feed index out of step with the text")
        }
    }

    /// Whether `offset` starts a scalar (or is the end of the text).
    public func isScalarBoundary(_ offset: Int) -> Bool {
        offset == 0 || offset == utf8Count
            || (offset > 0 && offset < utf8Count && !UTF8Decoding.isContinuation(byte(at: offset)))
    }
}
