import CoreFuzzing
import Testing

@testable import TextAreaCore

/// Word moves, word deletion and double-click over UAX #29 word boundaries, with and without a segmenter.
@Suite struct WordBoundaryTests {
    /// The text of each segment ``TextStorage/wordSegments(around:segmenter:)`` gives around `offset`.
    func segmentTexts(_ text: String, around offset: Int, segmenter: (any TextSegmenter)? = nil) -> [String] {
        let storage = TextStorage(text)
        return storage.wordSegments(around: offset, segmenter: segmenter).map { storage.string(in: $0.range) }
    }

    @Test func doubleClickSelectsAContractionWhole() {
        let area = makeArea("I don't know")
        area.selectWord(at: bytes("I do"))
        #expect(area.selectedText == "don't")
        area.selectWord(at: bytes("I don'"))
        #expect(area.selectedText == "don't")
    }

    @Test func aDecimalNumberIsOneWord() {
        let area = makeArea("pi is 3.14, roughly")
        area.selectWord(at: bytes("pi is 3."))
        #expect(area.selectedText == "3.14")
        #expect(area.textStorage.wordBoundary(after: bytes("pi is ")) == bytes("pi is 3.14"))
    }

    @Test func ctrlRightOverHelloWorldStopsAtWordEnds() {
        let area = makeArea("Hello, world", caret: 0)
        var stops: [Int] = []
        for _ in 0..<3 {
            area.handleKey(KeyInput(.right, modifiers: .control))
            stops.append(area.caretOffset)
        }
        #expect(stops == [5, 12, 12])
        var backStops: [Int] = []
        for _ in 0..<3 {
            area.handleKey(KeyInput(.left, modifiers: .control))
            backStops.append(area.caretOffset)
        }
        #expect(backStops == [7, 0, 0])
    }

    @Test func segmentsAroundAnOffsetFollowUAX29() {
        #expect(segmentTexts("Hello, world!", around: 3) == ["Hello", ",", " ", "world", "!"])
        #expect(segmentTexts("can't stop 3.14", around: 0) == ["can't", " ", "stop", " ", "3.14"])
        // The segments are words or not: punctuation, spaces and emoji are not.
        let storage = TextStorage("go " + Clusters.family + " now")
        let kinds = storage.wordSegments(around: 0).map { storage.string(in: $0.range) + ($0.isWord ? "+" : "-") }
        #expect(kinds == ["go+", " -", Clusters.family + "-", " -", "now+"])
    }

    @Test func segmentsAroundTheEndOfTheTextEndThere() {
        let text = "one two"
        let segments = TextStorage(text).wordSegments(around: bytes(text))
        #expect(segments.last?.range == 4..<7)
        #expect(TextStorage("").wordSegments(around: 0).isEmpty)
    }

    @Test func wordBoundariesNeverSplitAThaiCluster() {
        // Without a segmenter UAX #29 breaks between Thai letters, even before SARA AM; the cluster stays whole.
        let text = "กำลัง"
        let storage = TextStorage(text)
        let ends = storage.wordSegments(around: 0).map(\.range.upperBound)
        #expect(ends.allSatisfy { ReferenceText.boundaries(of: text).contains($0) })
        #expect(!ends.contains(bytes("ก")), "ก and ำ form one cluster")
    }

    @Test func wordMovesSkipPunctuationRunsAndLineBreaks() {
        let text = "end. -- \n\n next"
        let storage = TextStorage(text)
        #expect(storage.wordBoundary(after: bytes("end")) == bytes(text))
        #expect(storage.wordBoundary(before: bytes(text)) == bytes("end. -- \n\n "))
        #expect(storage.wordBoundary(before: bytes("end. -- \n\n ")) == 0)
    }

    @Test func wordBoundariesFindWordsFarAcrossLongPunctuationRuns() {
        // Blocks end at every dash; the move walks block after block to the next word.
        let text = "a" + String(repeating: "-", count: 70_000) + "b"
        let storage = TextStorage(text)
        #expect(storage.wordBoundary(after: 1) == bytes(text))
        #expect(storage.wordBoundary(before: bytes(text) - 1) == 0)
    }

    @Test func aVeryLongWordIsCutOnlyFarFromTheOffset() {
        let text = "x " + String(repeating: "a", count: 200_000) + " y"
        let storage = TextStorage(text)
        let range = storage.wordRange(around: 100_000)
        #expect(range.contains(100_000))
        #expect(range.count >= TextStorage.longestWordBlockReach)
    }

    @Test func segmenterSplitsChineseIntoDictionaryWords() {
        let segmenter = WordListSegmenter(words: SampleWords.chineseJapanese)
        #expect(segmentTexts("中文文本。", around: 0, segmenter: segmenter) == ["中文", "文本", "。"])
        #expect(segmenter.wordQuestions.map(\.run) == ["中文文本"])
        #expect(segmenter.wordQuestions.map(\.kind) == [.chineseJapanese])
        #expect(segmentTexts("中文文本。", around: 0) == ["中", "文", "文", "本", "。"])
    }

    @Test func carelessSegmenterAnswersAreCleanedUp() {
        // A segmenter that answers badly (inside a scalar, outside the run, inside a cluster) is cleaned up.
        final class Careless: TextSegmenter {
            func wordBoundaries(in run: UnsafeBufferPointer<UInt8>, kind: DictionaryRunKind) -> [Int] {
                [-3, 1, 3, 3, 4, 6, run.count, run.count + 9]
            }
            func lineBreakOpportunities(in run: UnsafeBufferPointer<UInt8>) -> [Int] { [] }
        }
        // ก ำ ล ั ง: boundary 3 is inside the cluster กำ, 6 is after it, 1 and 4 are inside scalars.
        let text = "กำลัง"
        let ends = TextStorage(text).wordSegments(around: 0, segmenter: Careless()).map(\.range.upperBound)
        #expect(ends == [bytes("กำ"), bytes(text)])
    }
}
