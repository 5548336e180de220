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
            let expectedPiece = UnsafeBufferPointer(rebasing: expected[position..<position + piece.count])
            matches = WordwiseBytes.equal(piece, expectedPiece)
            return matches
        }
        return matches
    }
}
