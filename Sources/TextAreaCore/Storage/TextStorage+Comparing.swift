extension TextStorage {
    /// Whether the storage holds exactly the UTF-8 bytes of `string` (byte for byte: canonically equivalent spellings differ).
    public func hasBytes(of string: String) -> Bool {
        var string = string
        return string.withUTF8 { hasBytes($0, in: 0..<utf8Count) }
    }

    /// Whether `range` of the storage holds exactly `expected`, compared chunk by chunk without copying.
    public func hasBytes(_ expected: UnsafeBufferPointer<UInt8>, in range: Range<Int>) -> Bool {
        precondition(range.lowerBound >= 0 && range.upperBound <= utf8Count, "Range outside the text")
        guard expected.count == range.count else { return false }
        var matches = true
        forEachChunk(in: range) { piece, start in
            let position = start - range.lowerBound
            matches = Self.bytesEqual(piece, UnsafeBufferPointer(rebasing: expected[position..<position + piece.count]))
            return matches
        }
        return matches
    }

    /// Whether two buffers of the same length hold the same bytes, compared eight at a time.
    static func bytesEqual(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = first.count
        guard count == second.count else { return false }
        guard count > 0, let left = first.baseAddress, let right = second.baseAddress else { return true }
        if left == right { return true }
        let rawLeft = UnsafeRawPointer(left)
        let rawRight = UnsafeRawPointer(right)
        var index = 0
        while index + 8 <= count {
            if rawLeft.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                != rawRight.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            {
                return false
            }
            index += 8
        }
        while index < count {
            if left[index] != right[index] { return false }
            index += 1
        }
        return true
    }
}
