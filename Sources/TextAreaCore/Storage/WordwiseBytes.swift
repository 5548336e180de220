/// Byte searches and comparisons eight bytes at a time, for the paths that run per keystroke or per frame line:
/// width-cache keys, a frame's lines against the ones drawn before, a line's tabs.
enum WordwiseBytes {
    /// Whether the `count` bytes at `left` and at `right` are the same.
    @inline(__always)
    static func equal(_ left: UnsafePointer<UInt8>, _ right: UnsafePointer<UInt8>, count: Int) -> Bool {
        if left == right { return true }
        let leftRaw = UnsafeRawPointer(left)
        let rightRaw = UnsafeRawPointer(right)
        var position = 0
        while position + 8 <= count {
            if leftRaw.loadUnaligned(fromByteOffset: position, as: UInt64.self)
                != rightRaw.loadUnaligned(fromByteOffset: position, as: UInt64.self)
            {
                return false
            }
            position += 8
        }
        while position < count {
            if left[position] != right[position] { return false }
            position += 1
        }
        return true
    }

    /// Whether two buffers hold the same bytes.
    static func equal(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Bool {
        guard first.count == second.count else { return false }
        guard let left = first.baseAddress, let right = second.baseAddress else { return true }
        return equal(left, right, count: first.count)
    }

    /// Whether `bytes` hold a tab.
    static func containsTab(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let raw = UnsafeRawPointer(base)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let tabs = ones &* 0x09
        var index = 0
        while index + 8 <= bytes.count {
            // A byte of the word equal to a tab is a zero byte of `word ^ tabs`.
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ tabs
            if (word &- ones) & ~word & (ones &* 0x80) != 0 { return true }
            index += 8
        }
        while index < bytes.count {
            if base[index] == 0x09 { return true }
            index += 1
        }
        return false
    }
}
