import Testing

@testable import TextAreaCore

/// A segmenter follows the viewport's rules: setting it is one operation that leaves what the screen shows wrapped at its words, the placeholder wraps with it, and word queries are pure.
@Suite struct SegmenterViewportTests {
    /// The sample Thai sentence and a space: a document repeats it.
    static let sentence = DictionarySegmentationTests.thaiSentence + " "

    /// Where the word list ends words in ``sentence``, as offsets into it (0 included).
    static func wordEnds(_ segmenter: WordListSegmenter) -> Set<Int> {
        Set(TextStorage(sentence).wordSegments(around: 0, segmenter: segmenter).map(\.range.upperBound) + [0])
    }

    /// An area with no insets or padding, 13 monospace cells wide and 10 lines tall, holding the sentence `count` times in one paragraph.
    static func makeArea(repeating count: Int) -> TextArea {
        let area = TextArea()
        area.measurer = MonospaceMeasurer(cellWidth: 1, lineHeight: 1)
        area.textContainerInset = .zero
        area.lineFragmentPadding = 0
        area.size = Size(width: 13, height: 10)
        area.text = String(repeating: sentence, count: count)
        return area
    }

    /// Whether every shown line but the text's last ends between two of the word list's words.
    static func shownLinesEndBetweenWords(_ area: TextArea, wordEnds: Set<Int>) -> Bool {
        let period = sentence.utf8.count
        return area.visibleLines().allSatisfy { line in
            line.range.upperBound == area.utf8Count || wordEnds.contains(line.range.upperBound % period)
        }
    }

    @Test func settingTheSegmenterIsOneOperationThatRewrapsWhatIsShown() {
        let segmenter = WordListSegmenter(words: SampleWords.thai)
        let wordEnds = Self.wordEnds(segmenter)
        // More than the 64 KB laid out completely at every step: most of the paragraph stays pending.
        let area = Self.makeArea(repeating: 500)
        #expect(area.utf8Count > LayoutBudget.completeDocumentBytes)
        #expect(!Self.shownLinesEndBetweenWords(area, wordEnds: wordEnds), "without a segmenter Thai is cut anywhere")
        let host = RecordingHost()
        area.host = host
        area.segmenter = segmenter
        #expect(host.displayRequests == 1)
        #expect(area.hasPendingLayout)
        #expect(area.visibleLines().count == 10)
        #expect(Self.shownLinesEndBetweenWords(area, wordEnds: wordEnds))
        // The same segmenter again changes nothing.
        area.segmenter = segmenter
        #expect(host.displayRequests == 1)
    }

    @Test func thePlaceholderWrapsBetweenTheSegmentersWords() {
        let segmenter = WordListSegmenter(words: SampleWords.thai)
        let wordEnds = Self.wordEnds(segmenter)
        let area = Self.makeArea(repeating: 0)
        area.placeholder = DictionarySegmentationTests.thaiSentence
        func lineEnds() -> [Int] { area.placeholderLines.dropLast().map(\.range.upperBound) }
        #expect(lineEnds().count > 2)
        #expect(!lineEnds().allSatisfy(wordEnds.contains), "without a segmenter Thai is cut anywhere")
        area.segmenter = segmenter
        #expect(lineEnds().count > 2)
        #expect(lineEnds().allSatisfy(wordEnds.contains))
        #expect(area.placeholderLines.allSatisfy { $0.width <= 13 })
    }

    @Test func wordQueriesNeitherWrapNorMoveAnything() {
        let segmenter = WordListSegmenter(words: SampleWords.thai)
        let area = Self.makeArea(repeating: 500)
        area.segmenter = segmenter
        let caret = "ภาษา".utf8.count
        area.setSelection(anchor: caret, head: caret)
        let lines = area.visibleLines()
        let lineCount = area.lineCount
        let offset = area.contentOffsetY
        let lineQuestions = segmenter.lineQuestions.count
        // Far into the pending part of the paragraph, in the sentence's fourth word (ภาษาราชการ).
        let far = area.utf8Count * 3 / 4 / Self.sentence.utf8.count * Self.sentence.utf8.count
        let inFourthWord = far + "ภาษาไทยเป็นภาษา".utf8.count
        let range = area.wordRange(around: inFourthWord)
        #expect(area.text(in: range) == "ภาษาราชการ")
        #expect(range == area.textStorage.wordRange(around: inFourthWord, segmenter: segmenter))
        #expect(area.visibleLines() == lines)
        #expect(area.lineCount == lineCount)
        #expect(area.contentOffsetY == offset)
        #expect(area.selectedRange == caret..<caret)
        #expect(segmenter.lineQuestions.count == lineQuestions, "no line was wrapped")
    }
}
