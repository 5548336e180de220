extension TextStorage {
    /// Overwrites with zeros every byte of the chunks this storage holds alone, their spare capacity included, then empties it.
    ///
    /// A chunk another copy of the storage shares (a `textStorage` value
    /// someone kept) is copied before being written, as Swift's arrays are,
    /// so that copy keeps its bytes: only buffers held by this storage alone
    /// are cleared.
    mutating func overwriteAndRemoveAll() {
        for index in chunks.indices { chunks[index].overwriteWithZeros() }
        self = TextStorage()
    }
}

extension Array where Element == UInt8 {
    /// Fills the array's whole buffer, spare capacity included, with zeros, leaving it holding that many zeros.
    ///
    /// The spare capacity is filled by appending within it, which does not
    /// move the buffer when this array holds it alone.
    mutating func overwriteWithZeros() {
        let spare = capacity - count
        if spare > 0 { append(contentsOf: repeatElement(0, count: spare)) }
        withUnsafeMutableBufferPointer { buffer in
            buffer.update(repeating: 0)
            keepWritten(UnsafeBufferPointer(buffer))
        }
    }
}

/// Reads a buffer's first byte through a call the optimiser does not see into, so the zeros written just before are not dropped as dead stores.
@inline(never)
@_optimize(none)
func keepWritten(_ buffer: UnsafeBufferPointer<UInt8>) {
    _ = buffer.first
}
