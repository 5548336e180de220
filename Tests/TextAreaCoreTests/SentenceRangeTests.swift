import Testing

@testable import TextAreaCore

/// Sentences for screen readers moving by sentence: UAX #29's main rules, within a paragraph, with the reading bounded.
@Suite struct SentenceRangeTests {
    /// The sentences of `text` as a reader moving through it would get them: the range at each sentence's start, in turn.
    private func sentences(_ text: String) -> [String] {
        let storage = TextStorage(text)
        var result: [String] = []
        var offset = 0
        while offset < storage.utf8Count {
            let range = storage.sentenceRange(containing: offset)
            #expect(range.contains(offset), "the sentence at \(offset) holds it")
            result.append(storage.string(in: range))
            offset = range.upperBound
        }
        return result
    }

    @Test func sentencesEndAfterTheirTerminatorClosingMarksAndSpaces() {
        #expect(sentences("Hello there. How are you? Fine!") == ["Hello there. ", "How are you? ", "Fine!"])
        #expect(sentences("He said \"stop.\" Then he left.") == ["He said \"stop.\" ", "Then he left."])
        #expect(sentences("Really?! Yes (quite.) Done") == ["Really?! ", "Yes (quite.) ", "Done"])
    }

    @Test func aFullStopBeforeALowerCaseLetterOrADigitEndsNothing() {
        #expect(sentences("Use e.g. this one. Pi is 3.14 here.") == ["Use e.g. this one. ", "Pi is 3.14 here."])
    }

    @Test func paragraphSeparatorsEndSentencesAndScriptsHaveTheirOwnStops() {
        #expect(sentences("No stop here\nNext line. Two") == ["No stop here\n", "Next line. ", "Two"])
        #expect(sentences("你好。今天好吗？好！") == ["你好。", "今天好吗？", "好！"])
        #expect(sentences("नमस्ते। आप कैसे हैं?") == ["नमस्ते। ", "आप कैसे हैं?"])
    }

    @Test func theRangeAroundAnyOffsetIsTheSentenceHoldingIt() {
        let storage = TextStorage("One. Two three. Four")
        #expect(storage.sentenceRange(containing: 7) == 5..<16)
        #expect(storage.sentenceRange(containing: 5) == 5..<16)
        #expect(storage.sentenceRange(containing: 4) == 0..<5, "the space after the stop belongs to the first")
        #expect(storage.sentenceRange(containing: 20) == 16..<20, "the end of the text is in the last")
        #expect(TextStorage("").sentenceRange(containing: 0) == 0..<0)
    }

    @Test func aSentenceLongerThanTheSearchLimitIsCutAtItsEdge() {
        let limit = TextStorage.sentenceSearchLimit
        let storage = TextStorage(String(repeating: "word ", count: limit))
        let range = storage.sentenceRange(containing: 3 * limit)
        #expect(range.lowerBound == 2 * limit && range.upperBound == 4 * limit)
    }
}
