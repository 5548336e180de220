extension TextStorage {
    /// Whether the storage holds exactly the UTF-8 bytes of `string` (byte for byte: canonically equivalent spellings differ).
    public func hasBytes(of string: String) -> Bool {
        var string = string
        return string.withUTF8 { expected in
            guard expected.count == utf8Count else { return false }
            var matches = true
            forEachChunk(in: 0..<utf8Count) { piece, start in
                matches = piece.elementsEqual(UnsafeBufferPointer(rebasing: expected[start..<start + piece.count]))
                return matches
            }
            return matches
        }
    }
}
