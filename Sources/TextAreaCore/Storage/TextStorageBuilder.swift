/// Builds a ``TextStorage`` from bytes that arrive in pieces (a clipboard transfer, a file read), repairing ill-formed UTF-8, without ever holding the text twice.
///
/// Each piece is cut into the storage's chunks as it arrives, so finishing
/// costs no more than indexing the chunks, and no `String` of the whole text
/// is ever made. UTF-8 is repaired exactly as `String(decoding:as:)` repairs
/// the whole text at once: each maximal ill-formed subsequence becomes one
/// U+FFFD, whatever the pieces' boundaries.
///
/// The builder is a value with no references to anything else, so it can be
/// filled on one thread and finished on another.
///
/// # Invariants
/// - `chunks` and `current` hold valid UTF-8 cut on scalar boundaries;
///   `pending` holds at most three bytes: the start of a sequence that the
///   next piece may complete.
public struct TextStorageBuilder: Sendable {
    private var chunks: [[UInt8]] = []
    /// The number of line feeds in each of `chunks`, counted as each is finished.
    private var chunkCounts: [ChunkCounts] = []
    private var current: [UInt8] = []
    private var pending: [UInt8] = []
    /// The number of bytes handed to the builder so far, before repair or transcoding.
    public private(set) var inputByteCount = 0
    /// The number of bytes of valid UTF-8 built so far (bytes still waiting to be completed left out).
    public private(set) var utf8Count = 0

    /// Creates an empty builder.
    public init() {}

    /// Appends a piece of UTF-8; ill-formed sequences become U+FFFD, and a sequence cut at the piece's end waits for the next piece.
    public mutating func appendRepairingUTF8(_ bytes: UnsafeBufferPointer<UInt8>) {
        inputByteCount += bytes.count
        guard !bytes.isEmpty else { return }
        if pending.isEmpty {
            appendHoldingUnfinished(bytes)
        } else {
            var joined = pending
            pending = []
            joined.append(contentsOf: bytes)
            joined.withUnsafeBufferPointer { appendHoldingUnfinished($0) }
        }
    }

    /// Appends a piece of ISO Latin-1: every byte is the scalar of the same value.
    public mutating func appendLatin1(_ bytes: UnsafeBufferPointer<UInt8>) {
        inputByteCount += bytes.count
        for byte in bytes {
            if byte < 0x80 {
                appendScalarBytes(byte)
            } else {
                appendScalarBytes(0xC0 | byte >> 6, 0x80 | byte & 0x3F)
            }
        }
    }

    /// Ends the text: anything left unfinished becomes U+FFFD; returns the storage and leaves the builder empty.
    public mutating func finish() -> TextStorage {
        if !pending.isEmpty {
            let held = pending
            pending = []
            held.withUnsafeBufferPointer { appendDecoded($0) }
        }
        flushCurrent()
        let built = TextStorage(chunks: chunks, counts: chunkCounts)
        self = TextStorageBuilder()
        return built
    }

    /// Decodes `bytes` except an unfinished sequence at their end, which is held back for the next piece.
    private mutating func appendHoldingUnfinished(_ bytes: UnsafeBufferPointer<UInt8>) {
        let split = Self.unfinishedSequenceStart(in: bytes)
        appendDecoded(UnsafeBufferPointer(rebasing: bytes[..<split]))
        if split < bytes.count { pending = Array(bytes[split...]) }
    }

    /// Where an unfinished sequence at the end of `bytes` starts, or `bytes.count` when the last sequence is complete.
    ///
    /// A byte that is not a continuation byte always starts a new sequence
    /// for the decoder (it ends any unfinished one), so cutting before it
    /// decodes the same as not cutting. Trailing continuation bytes with no
    /// lead byte within the last four are ill-formed wherever the text is cut.
    static func unfinishedSequenceStart(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var index = bytes.count - 1
        let lowest = max(bytes.count - 4, 0)
        while index >= lowest {
            let byte = bytes[index]
            if !UTF8Decoding.isContinuation(byte) {
                return bytes.count - index < UTF8Decoding.sequenceLength(lead: byte) ? index : bytes.count
            }
            index -= 1
        }
        return bytes.count
    }

    /// Decodes `bytes` with repair and appends the result.
    private mutating func appendDecoded(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard !bytes.isEmpty else { return }
        if let valid = String(validating: bytes, as: UTF8.self) {
            var text = valid
            text.withUTF8 { appendValid($0) }
        } else {
            var repaired = String(decoding: bytes, as: UTF8.self)
            repaired.withUTF8 { appendValid($0) }
        }
    }

    /// Appends valid UTF-8, starting a new chunk on a scalar boundary whenever the current one is full.
    private mutating func appendValid(_ bytes: UnsafeBufferPointer<UInt8>) {
        var start = 0
        while start < bytes.count {
            if current.isEmpty { current.reserveCapacity(TextStorage.loadChunkSize) }
            let room = TextStorage.loadChunkSize - current.count
            var end = min(start + room, bytes.count)
            while end < bytes.count && end > start && UTF8Decoding.isContinuation(bytes[end]) { end -= 1 }
            if end == start {
                flushCurrent()
                continue
            }
            current.append(contentsOf: bytes[start..<end])
            utf8Count += end - start
            start = end
            if current.count >= TextStorage.loadChunkSize { flushCurrent() }
        }
    }

    /// Appends the one or two bytes of a scalar, starting a new chunk first when they do not fit.
    private mutating func appendScalarBytes(_ first: UInt8, _ second: UInt8? = nil) {
        let length = second == nil ? 1 : 2
        if current.count + length > TextStorage.loadChunkSize { flushCurrent() }
        if current.isEmpty { current.reserveCapacity(TextStorage.loadChunkSize) }
        current.append(first)
        if let second { current.append(second) }
        utf8Count += length
    }

    private mutating func flushCurrent() {
        guard !current.isEmpty else { return }
        chunkCounts.append(ChunkCounts(of: current, 0..<current.count))
        chunks.append(current)
        current = []
    }
}
