import Testing
import TextAreaCore
import TextAreaICU
import TextAreaSpelling

/// Thai, written without spaces between words, is checked word by word as ICU's dictionary splits it, never as one
/// run, and agrees with `hunspell -l -d th_TH` on the same words.
@Suite struct ThaiSpellingTests {
    /// A checker that passes every question to another and keeps the words it was asked about.
    final class RecordingChecker: SpellChecker {
        let checker: any SpellChecker
        private(set) var checkedWords: [String] = []

        init(_ checker: any SpellChecker) { self.checker = checker }

        func canCheck(_ word: String) -> Bool { checker.canCheck(word) }

        func isCorrect(_ word: String) -> Bool {
            checkedWords.append(word)
            return checker.isCorrect(word)
        }

        func suggestions(for word: String, limit: Int) -> [String] { checker.suggestions(for: word, limit: limit) }

        func addToPersonalDictionary(_ word: String) { checker.addToPersonalDictionary(word) }

        func ignoreForSession(_ word: String) { checker.ignoreForSession(word) }
    }

    @Test func theDictionarySegmenterSplitsThaiAndOnlyTheMisspeltWordIsMarked() throws {
        let checker = RecordingChecker(try SpellingTestSupport.checker(["th_TH"]))
        let marked = SpellingTestSupport.markedWords(
            in: SampleParagraphs.thai, checker: checker, segmenter: ICUSegmenter())
        #expect(marked == SampleParagraphs.thaiMisspellings)
        // Each word went to the dictionary alone: the runs between spaces are not.
        let runs = SampleParagraphs.thai.split { $0 == " " || $0 == "\n" }.map(String.init)
        #expect(checker.checkedWords.count > 20)
        #expect(Set(checker.checkedWords).isDisjoint(with: runs))
        #expect(checker.checkedWords.joined() == runs.joined())
        // hunspell, given the same words one a line, lists the same.
        let listed = try SpellingTestSupport.hunspellList(
            checker.checkedWords.joined(separator: "\n"), dictionary: "th_TH")
        #expect(marked == listed)
    }

    @Test func withoutASegmenterThaiIsNotCheckedButOtherWordsAre() throws {
        let checker = RecordingChecker(try SpellingTestSupport.checker(["th_TH", "en_US"]))
        let text = SampleParagraphs.thai + " The chekc is English."
        let marked = SpellingTestSupport.markedWords(in: text, checker: checker)
        #expect(marked == ["chekc"])
        #expect(checker.checkedWords == ["The", "chekc", "is", "English"])
    }
}
