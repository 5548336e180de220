import Testing

@testable import TextAreaCore

@Suite struct WidthCacheTests {
    /// Runs `body` with the UTF-8 bytes of `text`.
    private func withBytes<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var copy = text
        return copy.withUTF8(body)
    }

    private func lookup(_ cache: WidthCache, _ text: String, font: Int = 1) -> Double? {
        withBytes(text) { cache.width(font: font, utf8: $0) }
    }

    private func store(_ cache: WidthCache, _ text: String, _ width: Double, font: Int = 1) {
        withBytes(text) { cache.store(width, font: font, utf8: $0) }
    }

    @Test func storedWidthIsFoundAndCounted() {
        let cache = WidthCache()
        #expect(lookup(cache, "hello") == nil)
        store(cache, "hello", 31)
        #expect(lookup(cache, "hello") == 31)
        #expect(cache.count == 1)
        #expect(cache.hitCount == 1)
        #expect(cache.missCount == 1)
    }

    @Test func fontIdentityIsPartOfTheKey() {
        let cache = WidthCache()
        store(cache, "word", 20, font: 1)
        store(cache, "word", 40, font: 2)
        #expect(lookup(cache, "word", font: 1) == 20)
        #expect(lookup(cache, "word", font: 2) == 40)
        #expect(lookup(cache, "word", font: 3) == nil)
    }

    @Test func keysDifferingInLengthOrOneByteAreDistinct() {
        let cache = WidthCache()
        store(cache, "abcdefgh", 8)
        store(cache, "abcdefghi", 9)
        store(cache, "abcdefgj", 7)
        #expect(lookup(cache, "abcdefgh") == 8)
        #expect(lookup(cache, "abcdefghi") == 9)
        #expect(lookup(cache, "abcdefgj") == 7)
        #expect(lookup(cache, "abcdefg") == nil)
        #expect(lookup(cache, "abcdefghij") == nil)
    }

    @Test func emptyAndMultibyteKeys() {
        let cache = WidthCache()
        store(cache, "", 0.5)
        store(cache, "请输入备注", 80)
        #expect(lookup(cache, "") == 0.5)
        #expect(lookup(cache, "请输入备注") == 80)
        #expect(lookup(cache, "请输入备") == nil)
    }

    @Test func storingAgainReplacesTheWidth() {
        let cache = WidthCache()
        store(cache, "x", 1)
        store(cache, "x", 2)
        #expect(lookup(cache, "x") == 2)
        #expect(cache.count == 1)
    }

    @Test func manyKeysAllRetrievable() {
        let cache = WidthCache(maximumEntries: 20_000)
        for number in 0..<10_000 { store(cache, "w\(number)", Double(number)) }
        #expect(cache.count == 10_000)
        var wrong = 0
        for number in 0..<10_000 where lookup(cache, "w\(number)") != Double(number) { wrong += 1 }
        #expect(wrong == 0)
        #expect(lookup(cache, "w10000") == nil)
    }

    @Test func fullCacheIsClearedAndStaysBounded() {
        let cache = WidthCache(maximumEntries: 100)
        for number in 0..<250 {
            store(cache, "key\(number)", Double(number))
            #expect(cache.count <= 100)
        }
        #expect(cache.evictionCount == 2)
        #expect(cache.count == 50)
        #expect(lookup(cache, "key249") == 249)
        #expect(lookup(cache, "key0") == nil)
    }

    @Test func longKeysAreNotStored() {
        let cache = WidthCache(maximumKeyLength: 8)
        store(cache, "12345678", 8)
        store(cache, "123456789", 9)
        #expect(lookup(cache, "12345678") == 8)
        #expect(lookup(cache, "123456789") == nil)
        #expect(cache.count == 1)
    }

    @Test func removeAllEmptiesTheCache() {
        let cache = WidthCache()
        store(cache, "a", 1)
        store(cache, "b", 2)
        cache.removeAll()
        #expect(cache.count == 0)
        #expect(lookup(cache, "a") == nil)
        store(cache, "a", 3)
        #expect(lookup(cache, "a") == 3)
    }

    @Test func hashDependsOnFontAndEveryByte() {
        let hashes = ["abcdefghijkl", "abcdefghijkm", "bbcdefghijkl", "abcdefghijk"].map { text in
            withBytes(text) { WidthCache.hash(font: 1, utf8: $0) }
        }
        #expect(Set(hashes).count == hashes.count)
        let otherFont = withBytes("abcdefghijkl") { WidthCache.hash(font: 2, utf8: $0) }
        #expect(otherFont != hashes[0])
    }
}
