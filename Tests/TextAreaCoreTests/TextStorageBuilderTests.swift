import SeededRandom
import Testing

@testable import TextAreaCore

/// Building storage from pieces (UTF-8 repaired exactly as `String(decoding:as:)` repairs the whole, Latin-1 transcoded), splicing storage into storage, and sharing chunks.
@Suite struct TextStorageBuilderTests {
    /// Why `storage` breaks an invariant or does not hold `expected`, or nil.
    private func problem(_ storage: TextStorage, holding expected: [UInt8]) -> String? {
        if storage.bytes(in: 0..<storage.utf8Count) != expected {
            return "holds \(storage.utf8Count) bytes, expected \(expected.count)"
        }
        if storage.lineFeedCount != expected.filter({ $0 == 0x0A }).count { return "line-feed count" }
        if storage.chunks.count != storage.chunkLineFeeds.count { return "one line-feed count per chunk" }
        for (index, chunk) in storage.chunks.enumerated() {
            if chunk.isEmpty || chunk.count > TextStorage.maximumChunkSize {
                return "chunk \(index) has \(chunk.count) bytes"
            }
            if UTF8Decoding.isContinuation(chunk[0]) { return "chunk \(index) starts inside a scalar" }
            if String(validating: chunk, as: UTF8.self) == nil { return "chunk \(index) is not valid UTF-8" }
            if storage.chunkLineFeeds[index] != chunk.filter({ $0 == 0x0A }).count {
                return "chunk \(index) line feeds"
            }
        }
        return nil
    }

    /// `bytes` cut at random places into pieces of 0 to `longest` bytes.
    private func randomPieces(_ bytes: [UInt8], longest: Int, random: inout SplitMix64) -> [[UInt8]] {
        var pieces: [[UInt8]] = []
        var start = 0
        while start < bytes.count {
            let end = min(start + random.below(longest + 1), bytes.count)
            pieces.append(Array(bytes[start..<end]))
            start = end
        }
        return pieces
    }

    /// Bytes that are mostly UTF-8 of mixed scripts, with stray, truncated and overlong sequences mixed in.
    private func hostileBytes(count: Int, random: inout SplitMix64) -> [UInt8] {
        let fragments: [[UInt8]] = [
            Array("ascii text ".utf8), Array("中文、".utf8), Array("👩‍👩‍👧".utf8), Array("é\n".utf8), [0x0A],
            [0xFF], [0x80], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xC0, 0xAF], [0xE0, 0x80, 0x80],
            [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80],
            [0x80, 0x80, 0x80, 0x80, 0x80],
        ]
        var bytes: [UInt8] = []
        while bytes.count < count { bytes += random.pick(fragments) }
        return bytes
    }

    @Test func repairMatchesDecodingTheWholeTextWhereverThePiecesAreCut() {
        var random = SplitMix64(seed: 41)
        for round in 0..<300 {
            let bytes = hostileBytes(count: random.number(in: 0...2000), random: &random)
            let expected = Array(String(decoding: bytes, as: UTF8.self).utf8)
            var builder = TextStorageBuilder()
            for piece in randomPieces(bytes, longest: round % 3 == 0 ? 3 : 700, random: &random) {
                piece.withUnsafeBufferPointer { builder.appendRepairingUTF8($0) }
            }
            #expect(builder.inputByteCount == bytes.count)
            let storage = builder.finish()
            let failure = problem(storage, holding: expected)
            #expect(failure == nil, "round \(round): \(failure ?? "")")
            if failure != nil { return }
        }
    }

    @Test func validTextGoesInByteForByteInFullChunks() {
        let text = String(repeating: "The quick brown fox 敏捷的棕色狐狸 🦊\n", count: 3000)
        let bytes = Array(text.utf8)
        var builder = TextStorageBuilder()
        var start = 0
        while start < bytes.count {
            let end = min(start + 65_536, bytes.count)
            bytes[start..<end].withUnsafeBufferPointer { builder.appendRepairingUTF8($0) }
            start = end
        }
        #expect(builder.utf8Count == bytes.count)
        let storage = builder.finish()
        #expect(problem(storage, holding: bytes) == nil)
        // Every chunk but the last is filled to within one scalar of the load size.
        #expect(storage.chunks.dropLast().allSatisfy { $0.count > TextStorage.loadChunkSize - 4 })
    }

    @Test func aSequenceCutAcrossPiecesIsKeptWhole() {
        var builder = TextStorageBuilder()
        for byte in Array("a€😀".utf8) { [byte].withUnsafeBufferPointer { builder.appendRepairingUTF8($0) } }
        #expect(builder.finish().string == "a€😀")
        // An unfinished sequence at the very end becomes one U+FFFD.
        [0x61, 0xF0, 0x9F].withUnsafeBufferPointer { builder.appendRepairingUTF8($0) }
        #expect(builder.finish().string == "a\u{FFFD}")
    }

    @Test func latin1BecomesUTF8InPieces() {
        var random = SplitMix64(seed: 5)
        let bytes = (0..<10_000).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        var builder = TextStorageBuilder()
        for piece in randomPieces(bytes, longest: 900, random: &random) {
            piece.withUnsafeBufferPointer { builder.appendLatin1($0) }
        }
        let expected = String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
        #expect(problem(builder.finish(), holding: Array(expected.utf8)) == nil)
    }

    @Test func splicingStorageMatchesReplacingWithItsString() {
        var random = SplitMix64(seed: 9)
        let alphabet = ["a", "b ", "中", "\n", "é", "👍🏽", "xyz "]
        func randomText(_ count: Int) -> String { (0..<count).map { _ in random.pick(alphabet) }.joined() }
        var storage = TextStorage(randomText(5000))
        var model = storage.string
        for round in 0..<200 {
            let inserted = randomText(random.pick([0, 1, 30, 2000, 9000]))
            let utf8 = Array(model.utf8)
            // Range ends on scalar boundaries.
            var lower = random.below(utf8.count + 1)
            while lower < utf8.count && UTF8Decoding.isContinuation(utf8[lower]) { lower += 1 }
            var upper = min(lower + random.pick([0, 0, 5, 4000, 20000]), utf8.count)
            while upper < utf8.count && UTF8Decoding.isContinuation(utf8[upper]) { upper += 1 }
            if round % 3 == 0 {
                // Storage that is itself a piece of other storage, as undo keeps it.
                let source = TextStorage(randomText(3000) + inserted)
                let start = source.utf8Count - inserted.utf8.count
                storage.replace(lower..<upper, with: source.substorage(in: start..<source.utf8Count))
            } else {
                storage.replace(lower..<upper, with: TextStorage(inserted))
            }
            model = String(decoding: utf8[..<lower] + Array(inserted.utf8) + utf8[upper...], as: UTF8.self)
            let failure = problem(storage, holding: Array(model.utf8))
            #expect(failure == nil, "round \(round): \(failure ?? "")")
            if failure != nil { return }
            let cut = (random.below(storage.utf8Count + 1), random.below(storage.utf8Count + 1))
            var range = min(cut.0, cut.1)..<max(cut.0, cut.1)
            range =
                storage.scalarBoundary(
                    atOrBefore: range.lowerBound)..<storage.scalarBoundary(atOrBefore: range.upperBound)
            let piece = storage.substorage(in: range)
            #expect(problem(piece, holding: Array(storage.bytes(in: range))) == nil, "round \(round): substorage")
        }
    }

    @Test func substorageSharesTheChunksItCoversWhole() {
        let storage = TextStorage(String(repeating: "0123456789", count: 10_000))
        let piece = storage.substorage(in: 100..<90_000)
        #expect(piece.utf8Count == 89_900)
        let shared = piece.chunks.dropFirst().dropLast()
        #expect(!shared.isEmpty)
        for chunk in shared {
            let isShared = storage.chunks.contains { original in
                original.withUnsafeBufferPointer { a in
                    chunk.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
                }
            }
            #expect(isShared)
        }
    }
}
