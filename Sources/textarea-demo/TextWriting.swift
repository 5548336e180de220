import Glibc
import TextAreaCore

/// Writing a text to an open file, with the file's line ends, a megabyte at a time.
enum TextWriting {
    /// Writes all of `text` to `descriptor` from its current offset, LF saved as `lineEnding` says; returns the hash and the number of the bytes written.
    ///
    /// The storage's chunks are gathered into one buffer, so a text of many
    /// small chunks costs few system calls. `failure` makes the error for a
    /// failed write from the current `errno`.
    static func write(
        _ text: TextStorage, lineEnding: LineEnding, to descriptor: Int32, failure: () -> FileError
    ) throws -> (hash: ContentHash, count: Int) {
        let capacity = 1 << 20
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: capacity)
        defer { buffer.deallocate() }
        var filled = 0
        var hash = ContentHash()
        var total = 0
        func drain() throws {
            hash.add(UnsafeBufferPointer(rebasing: buffer[0..<filled]))
            var written = 0
            while written < filled {
                let count = Glibc.write(descriptor, buffer.baseAddress! + written, filled - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    throw failure()
                }
                written += count
            }
            total += filled
            filled = 0
        }
        func append(_ bytes: UnsafeBufferPointer<UInt8>) throws {
            var consumed = 0
            while consumed < bytes.count {
                let count = min(bytes.count - consumed, capacity - filled)
                _ = UnsafeMutableBufferPointer(rebasing: buffer[filled..<(filled + count)]).update(
                    fromContentsOf: UnsafeBufferPointer(rebasing: bytes[consumed..<(consumed + count)]))
                filled += count
                consumed += count
                if filled == capacity { try drain() }
            }
        }
        var encoder = LineEndingEncoder(lineEnding)
        try text.forEachChunk(in: 0..<text.utf8Count) { bytes, _ in
            try encoder.encode(bytes, append)
            return true
        }
        try drain()
        return (hash, total)
    }
}
