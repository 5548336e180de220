import Testing
import TextAreaCore
import TextAreaSpelling

/// The words the area marks, through Enchant, against `hunspell -l` on the same paragraphs.
@Suite struct HunspellAgreementTests {
    @Test func englishParagraphsMarkWhatHunspellLists() throws {
        let checker = try SpellingTestSupport.checker(["en_US"])
        let marked = SpellingTestSupport.markedWords(in: SampleParagraphs.english, checker: checker)
        let listed = try SpellingTestSupport.hunspellList(SampleParagraphs.english, dictionary: "en_US")
        #expect(marked == listed)
        #expect(Set(SampleParagraphs.englishMisspellings).isSubset(of: marked))
    }

    @Test func frenchParagraphsMarkWhatHunspellLists() throws {
        let checker = try SpellingTestSupport.checker(["fr_FR"])
        let marked = SpellingTestSupport.markedWords(in: SampleParagraphs.french, checker: checker)
        // The French dictionary counts "." as a letter (for abbreviations), so hunspell lists a misspelt
        // word at the end of a sentence with its full stop; UAX #29 ends the word before it.
        let listed = try SpellingTestSupport.hunspellList(SampleParagraphs.french, dictionary: "fr_FR").map {
            $0.hasSuffix(".") ? String($0.dropLast()) : $0
        }
        #expect(marked == listed)
        #expect(Set(SampleParagraphs.frenchMisspellings).isSubset(of: marked))
    }

    @Test func addressesAreSkippedWhereHunspellListsTheirParts() throws {
        let checker = try SpellingTestSupport.checker(["en_US"])
        let marked = SpellingTestSupport.markedWords(in: SampleParagraphs.addresses, checker: checker)
        let listed = try SpellingTestSupport.hunspellList(SampleParagraphs.addresses, dictionary: "en_US")
        #expect(marked == SampleParagraphs.addressesMisspellings)
        #expect(Set(marked).isSubset(of: listed))
    }
}
