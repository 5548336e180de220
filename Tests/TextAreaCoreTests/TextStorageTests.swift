import CoreFuzzing
import SeededRandom
import Testing

@testable import TextAreaCore

/// The chunked UTF-8 storage: editing, its indexes, and cluster, paragraph and word boundaries checked against `String`.
@Suite struct TextStorageTests {
    /// Checks the storage's invariants and that it holds `expected`.
    private func expectConsistent(
        _ storage: TextStorage, holding expected: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(storage.string == expected, sourceLocation: sourceLocation)
        #expect(storage.utf8Count == expected.utf8.count, sourceLocation: sourceLocation)
        #expect(storage.lineFeedCount == expected.utf8.filter { $0 == 0x0A }.count, sourceLocation: sourceLocation)
        #expect(storage.chunks.count == storage.chunkCounts.count, sourceLocation: sourceLocation)
        for (index, chunk) in storage.chunks.enumerated() {
            #expect(!chunk.isEmpty && chunk.count <= TextStorage.maximumChunkSize, sourceLocation: sourceLocation)
            #expect(
                !UTF8Decoding.isContinuation(chunk[0]), "chunk \(index) starts inside a scalar",
                sourceLocation: sourceLocation)
            #expect(
                storage.chunkCounts[index] == ChunkCounts(of: chunk, 0..<chunk.count), sourceLocation: sourceLocation)
            #expect(
                storage.chunkCounts[index].lineFeeds == chunk.filter { $0 == 0x0A }.count,
                sourceLocation: sourceLocation)
        }
    }

    /// Checks every cluster query of the storage, at every offset, against `String`.
    private func expectBoundariesMatchString(_ storage: TextStorage, sourceLocation: SourceLocation = #_sourceLocation)
    {
        let text = storage.string
        let boundaries = ReferenceText.boundaries(of: text)
        let boundarySet = Set(boundaries)
        for (index, boundary) in boundaries.enumerated() {
            let next = index + 1 < boundaries.count ? boundaries[index + 1] : boundary
            let previous = index > 0 ? boundaries[index - 1] : 0
            #expect(
                storage.characterBoundary(after: boundary) == next, "after \(boundary)", sourceLocation: sourceLocation)
            #expect(
                storage.characterBoundary(before: boundary) == previous, "before \(boundary)",
                sourceLocation: sourceLocation)
        }
        var lastBoundary = 0
        for offset in 0...text.utf8.count {
            if boundarySet.contains(offset) { lastBoundary = offset }
            #expect(
                storage.isCharacterBoundary(offset) == boundarySet.contains(offset), "\(offset)",
                sourceLocation: sourceLocation)
            #expect(
                storage.characterBoundary(atOrBefore: offset) == lastBoundary, "at or before \(offset)",
                sourceLocation: sourceLocation)
        }
    }

    @Test func emptyStorage() {
        let storage = TextStorage()
        #expect(storage.isEmpty)
        #expect(storage.utf8Count == 0)
        #expect(storage.string == "")
        #expect(storage.lineFeedCount == 0)
        #expect(storage.characterBoundary(after: 0) == 0)
        #expect(storage.characterBoundary(before: 0) == 0)
        #expect(storage.paragraphRange(containing: 0) == 0..<0)
        #expect(storage.wordRange(around: 0) == 0..<0)
    }

    @Test func replaceInsertsDeletesAndReplaces() {
        var storage = TextStorage("hello world")
        storage.replace(5..<5, with: ",")
        storage.replace(7..<12, with: "世界")
        storage.replace(0..<1, with: "H")
        expectConsistent(storage, holding: "Hello, 世界")
        #expect(storage.string(in: 7..<10) == "世")
        #expect(storage.byte(at: 0) == UInt8(ascii: "H"))
        storage.replace(0..<storage.utf8Count, with: "")
        expectConsistent(storage, holding: "")
        #expect(storage.isEmpty)
    }

    @Test func largeTextIsChunkedAndLineFeedsAreIndexed() {
        var storage = TextStorage()
        let line = String(repeating: "abcdefghij", count: 8) + "\n"
        for _ in 0..<20000 { storage.append(line) }
        #expect(storage.utf8Count == 81 * 20000)
        #expect(storage.lineFeedCount == 20000)
        #expect(storage.chunks.count > 1)
        storage.replace(100..<100, with: "X")
        #expect(storage.offset(afterLineFeed: 5) == 81 * 5 + 1)
        #expect(storage.lineFeedCount(before: 1000) == 12)
        #expect(storage.offset(afterLineFeed: 0) == 0)
        storage.replace(50..<500_000, with: "")
        #expect(storage.utf8Count == 81 * 20000 + 1 - 499_950)
        expectConsistent(
            storage, holding: String(line.prefix(50)) + String(repeating: line, count: 20000).dropFirst(500_000 - 1))
    }

    @Test func clusterBoundariesMatchStringAcrossChunkSeams() {
        // About 10 KB of hard clusters, so chunk seams fall inside some of them.
        let pieces = [
            Clusters.family, Clusters.thumbsUp, Clusters.flags, Clusters.eAcute, Clusters.hangulJamo,
            Clusters.crlf, "日本語", "a", "\u{85}", "\u{2028}",
        ]
        var text = ""
        var index = 0
        while text.utf8.count < 10_000 {
            text += pieces[index % pieces.count]
            index += 3
        }
        let storage = TextStorage(text)
        #expect(storage.chunks.count >= 3)
        expectConsistent(storage, holding: text)
        expectBoundariesMatchString(storage)
    }

    @Test func longRegionalIndicatorRunsPairFromTheirStart() {
        // Longer than the 64-byte window the boundary search starts with, with odd and even lengths.
        for count in [1, 2, 17, 40, 41] {
            let indicators = String(repeating: "🇯🇵", count: count / 2) + (count % 2 == 1 ? "🇺" : "")
            let storage = TextStorage("x" + indicators + "y" + indicators)
            expectBoundariesMatchString(storage)
        }
    }

    @Test func longCombiningSequencesStayOneCluster() {
        let text = "e" + String(repeating: "\u{301}", count: 100) + "f"
        let storage = TextStorage(text)
        #expect(storage.characterBoundary(after: 0) == storage.utf8Count - 1)
        #expect(storage.characterBoundary(before: storage.utf8Count - 1) == 0)
        #expect(storage.characterCount(in: 0..<storage.utf8Count) == 2)
        expectBoundariesMatchString(storage)
    }

    @Test func characterCountMatchesStringOverManyPieces() {
        let unit = Clusters.family + "ab" + Clusters.flags + Clusters.crlf + Clusters.eAcute + "日本"
        let text = String(repeating: unit, count: 3000)
        let storage = TextStorage(text)
        #expect(storage.utf8Count > 65536 * 2, "counted in several pieces")
        #expect(storage.characterCount(in: 0..<storage.utf8Count) == text.count)
        let start = bytes(unit) * 7
        let end = bytes(unit) * 2500 + bytes(Clusters.family)
        #expect(storage.characterCount(in: start..<end) == 2493 * unit.count + 1)
    }

    @Test func scalarBoundaries() {
        let storage = TextStorage("a日")
        #expect(storage.scalarBoundary(atOrBefore: 3) == 1)
        #expect(storage.isScalarBoundary(1))
        #expect(!storage.isScalarBoundary(2))
        #expect(storage.isScalarBoundary(4))
    }

    @Test func contiguousBytesAndChunkWalksCoverRangesAcrossSeams() {
        let text = String(repeating: "0123456789\n", count: 1000)
        let storage = TextStorage(text)
        let range = 3000..<9100
        let expected = Array(text.utf8)[range]
        storage.withContiguousBytes(in: range) { #expect(Array($0) == Array(expected)) }
        #expect(storage.bytes(in: range) == Array(expected))
        var forward: [UInt8] = []
        storage.forEachChunk(in: range) { piece, start in
            #expect(start == range.lowerBound + forward.count)
            forward.append(contentsOf: piece)
            return true
        }
        #expect(forward == Array(expected))
        var backward: [[UInt8]] = []
        storage.forEachChunkBackward(before: 9100) { piece, _ in
            backward.append(Array(piece))
            return true
        }
        #expect(Array(backward.reversed().joined()) == Array(Array(text.utf8)[..<9100]))
    }

    @Test func paragraphsEndAtEverySeparatorAndCRLFIsOne() {
        let text = "one\ntwo\r\nthree\rfour\u{85}five\u{2028}six\u{2029}seven"
        let storage = TextStorage(text)
        var paragraphs: [String] = []
        var offset = 0
        while offset < storage.utf8Count {
            let range = storage.paragraphRange(containing: offset)
            #expect(range.lowerBound == offset)
            #expect(storage.paragraphStart(containing: storage.paragraphEnd(containing: offset)) == offset)
            paragraphs.append(storage.string(in: range))
            offset = range.upperBound
        }
        #expect(paragraphs == ["one\n", "two\r\n", "three\r", "four\u{85}", "five\u{2028}", "six\u{2029}", "seven"])
        #expect(storage.separatorLength(at: 7) == 2)
        #expect(storage.separatorLength(at: 8) == 1)
        #expect(storage.separatorLength(at: 0) == 0)
        #expect(storage.paragraphEnd(containing: 4) == 7)
    }

    @Test func wordRangesAndBoundaries() {
        let text = "Hello, 世界です! cafe\u{301}  x_1"
        let storage = TextStorage(text)
        func word(at offset: Int) -> String { storage.string(in: storage.wordRange(around: offset)) }
        #expect(word(at: 2) == "Hello")
        #expect(word(at: 5) == ",")
        // UAX #29 alone: each ideograph and each hiragana is a word.
        #expect(word(at: bytes("Hello, ")) == "世")
        #expect(word(at: bytes("Hello, 世界")) == "で")
        #expect(word(at: bytes("Hello, 世界です! c")) == "cafe\u{301}")
        #expect(word(at: bytes("Hello, 世界です! cafe\u{301} ")) == "  ")
        #expect(word(at: bytes(text)) == "x_1")
        #expect(storage.wordBoundary(after: 0) == 5)
        #expect(storage.wordBoundary(after: 5) == bytes("Hello, 世"))
        #expect(storage.wordBoundary(before: bytes(text)) == bytes(text) - 3)
    }

    @Test func randomEditsKeepTheStorageInStepWithAString() {
        let seed: UInt64 = 0x5EED_0001
        var random = SplitMix64(seed: seed)
        let pieces = [
            "a", "bc", "\n", Clusters.crlf, "日本語", Clusters.family, Clusters.flags, Clusters.eAcute,
            String(repeating: "0123456789", count: 150), String(repeating: "行\n", count: 700),
        ]
        var storage = TextStorage()
        var model: [UInt8] = []
        func scalarStart(atOrBefore offset: Int) -> Int {
            var position = min(offset, model.count)
            while position > 0 && position < model.count && UTF8Decoding.isContinuation(model[position]) {
                position -= 1
            }
            return position
        }
        for step in 0..<1500 {
            let lower = scalarStart(atOrBefore: Int.random(in: 0...model.count, using: &random))
            let span: Int
            switch Int.random(in: 0..<6, using: &random) {
            case 0, 1: span = 0
            case 2: span = Int.random(in: 0..<6000, using: &random)
            default: span = Int.random(in: 0..<40, using: &random)
            }
            // Keep the text from growing without bound: past 20 KB, cut big pieces.
            let upper = scalarStart(atOrBefore: lower + (model.count > 20_000 ? 8000 : span))
            let insertion = Int.random(in: 0..<4, using: &random) == 0 ? "" : pieces.randomElement(using: &random)!
            storage.replace(lower..<upper, with: insertion)
            model.replaceSubrange(lower..<upper, with: Array(insertion.utf8))
            if step % 100 == 0 || storage.utf8Count != model.count {
                expectConsistent(storage, holding: String(decoding: model, as: UTF8.self))
                if storage.utf8Count != model.count {
                    Issue.record("storage and model diverged at step \(step), seed \(seed)")
                    return
                }
            }
        }
        expectConsistent(storage, holding: String(decoding: model, as: UTF8.self))
        #expect(
            storage.lineFeedCount(before: model.count / 2) == model[..<(model.count / 2)].filter { $0 == 0x0A }.count)
    }
}
