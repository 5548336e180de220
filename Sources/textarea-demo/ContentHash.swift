import Glibc

/// A 64-bit hash of a file's bytes, the same however the bytes are cut into pieces; it tells whether a file still holds what the demo last read or wrote.
///
/// Not cryptographic: it guards against other programs' ordinary changes,
/// which differ by chance, not by design.
struct ContentHash: Sendable, Equatable {
    private var state: UInt64 = 0x243F_6A88_85A3_08D3
    private var pending: UInt64 = 0
    private var pendingCount = 0
    private var length: UInt64 = 0

    /// The hash of no bytes.
    init() {}

    /// The hash of `bytes`.
    init(of bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { add($0) }
    }

    /// Adds the next piece of the bytes.
    mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
        length &+= UInt64(bytes.count)
        var index = 0
        while pendingCount != 0 && index < bytes.count {
            addPendingByte(bytes[index])
            index += 1
        }
        let raw = UnsafeRawBufferPointer(bytes)
        while index + 8 <= bytes.count {
            mix(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
            index += 8
        }
        while index < bytes.count {
            addPendingByte(bytes[index])
            index += 1
        }
    }

    /// The hash of all the bytes added.
    var value: UInt64 {
        var copy = self
        copy.mix(copy.pending ^ UInt64(copy.pendingCount) << 56)
        copy.mix(copy.length)
        return copy.state
    }

    static func == (left: ContentHash, right: ContentHash) -> Bool {
        left.value == right.value
    }

    private mutating func addPendingByte(_ byte: UInt8) {
        pending |= UInt64(byte) << (8 * UInt64(pendingCount))
        pendingCount += 1
        if pendingCount == 8 {
            mix(pending)
            pending = 0
            pendingCount = 0
        }
    }

    private mutating func mix(_ word: UInt64) {
        state = (state ^ word) &* 0x9E37_79B9_7F4A_7C15
        state ^= state >> 29
        state = state &* 0xBF58_476D_1CE4_E5B9
        state ^= state >> 32
    }

    /// The hash of what the open file `descriptor` holds, read from its start.
    static func ofFile(_ descriptor: Int32) throws -> ContentHash {
        var hash = ContentHash()
        let capacity = 1 << 20
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: capacity)
        defer { buffer.deallocate() }
        var offset: off_t = 0
        while true {
            let count = pread(descriptor, buffer.baseAddress, capacity, offset)
            if count < 0 {
                if errno == EINTR { continue }
                throw FileError(description: TextFile.reason())
            }
            if count == 0 { return hash }
            hash.add(UnsafeBufferPointer(rebasing: buffer[0..<count]))
            offset += off_t(count)
        }
    }
}
