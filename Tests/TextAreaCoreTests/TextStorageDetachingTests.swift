import Testing

@testable import TextAreaCore

/// A detached copy of the storage shares only its chunks: each side's edits leave the other as it was, and the
/// original's next edit copies one chunk, not the list of them.
@Suite struct TextStorageDetachingTests {
    /// Where the buffer of `array` lives.
    func address<Element>(of array: [Element]) -> UnsafeRawPointer? {
        array.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    @Test func aDetachedCopySharesTheChunksButNotTheirList() {
        let text = String(repeating: "line of text, مرحبا\n", count: 2000)
        var original = TextStorage(text)
        #expect(original.chunks.count > 10, "the text spans many chunks")
        let copy = original.detachedCopy()
        #expect(copy.string == text)
        #expect(copy.utf8Count == original.utf8Count && copy.lineFeedCount == original.lineFeedCount)
        #expect(address(of: copy.chunks) != address(of: original.chunks))
        #expect(address(of: copy.chunkCounts) != address(of: original.chunkCounts))
        #expect(address(of: copy.chunks[5]) == address(of: original.chunks[5]))
        // Editing the original in its fifth chunk copies that chunk alone and leaves the copy as it was.
        let listBefore = address(of: original.chunks)
        let offset = original.chunks[0..<5].reduce(0) { $0 + $1.count } + 3
        original.replace(offset..<offset, with: "XYZ\n")
        #expect(address(of: original.chunks) == listBefore, "the list of chunks was not copied")
        #expect(address(of: original.chunks[5]) != address(of: copy.chunks[5]))
        #expect(address(of: original.chunks[6]) == address(of: copy.chunks[6]))
        #expect(copy.string == text)
        #expect(original.lineFeedCount == copy.lineFeedCount + 1)
        var expected = Array(text.utf8)
        expected.insert(contentsOf: Array("XYZ\n".utf8), at: offset)
        #expect(original.string == String(decoding: expected, as: UTF8.self))
    }

    @Test func aPlainCopyWouldHaveCopiedTheList() {
        var original = TextStorage(String(repeating: "word ", count: 4000))
        let copy = original
        let listBefore = address(of: original.chunks)
        original.replace(0..<0, with: "a")
        #expect(address(of: original.chunks) != listBefore)
        #expect(copy.utf8Count == original.utf8Count - 1)
    }
}
