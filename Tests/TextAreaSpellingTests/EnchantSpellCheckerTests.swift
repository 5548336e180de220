import Foundation
import Testing
import TextAreaCore
import TextAreaSpelling

/// The Enchant checker: suggestions, the session and personal lists, scripts, and missing dictionaries.
@Suite struct EnchantSpellCheckerTests {
    @Test func suggestsAtMostTheLimitWithTheLikeliestCorrection() throws {
        let checker = try SpellingTestSupport.checker(["en_US"])
        let suggestions = checker.suggestions(for: "recieve", limit: 5)
        #expect(suggestions.count <= 5)
        #expect(suggestions.contains("receive"))
        #expect(!checker.isCorrect("recieve"))
        #expect(checker.isCorrect("receive"))
    }

    @Test func ignoreAllLastsForTheSessionOnly() throws {
        let checker = try SpellingTestSupport.checker(["en_US"])
        #expect(!checker.isCorrect("frobnicatory"))
        checker.ignoreForSession("frobnicatory")
        #expect(checker.isCorrect("frobnicatory"))
        let next = try SpellingTestSupport.checker(["en_US"])
        #expect(!next.isCorrect("frobnicatory"))
    }

    @Test func addToDictionaryPersistsInThePersonalWordList() throws {
        let word = "Quixotrix\(UInt16.random(in: 1000...9999))"
        do {
            let checker = try SpellingTestSupport.checker(["en_US"])
            #expect(!checker.isCorrect(word))
            checker.addToPersonalDictionary(word)
            #expect(checker.isCorrect(word))
        }
        let list = SpellingTestSupport.configurationFolder.appendingPathComponent("en_US.dic")
        let saved = try String(contentsOf: list, encoding: .utf8)
        #expect(saved.split(separator: "\n").contains { $0 == word })
        let reopened = try SpellingTestSupport.checker(["en_US"])
        #expect(reopened.isCorrect(word))
    }

    @Test func wordsOfAScriptWithoutADictionaryAreNotChecked() throws {
        let english = try SpellingTestSupport.checker(["en_US"])
        #expect(!english.canCheck("مرحبا"))
        #expect(!english.canCheck("2026"))
        #expect(english.canCheck("hello"))
        let text = "hello مرحبا ههههههخخخ wrld"
        #expect(SpellingTestSupport.markedWords(in: text, checker: english) == ["wrld"])
        let both = try SpellingTestSupport.checker(["en_US", "ar"])
        #expect(both.canCheck("مرحبا"))
        #expect(both.isCorrect("مرحبا"))
        #expect(SpellingTestSupport.markedWords(in: text, checker: both) == ["ههههههخخخ", "wrld"])
    }

    @Test func aMissingDictionaryIsAnErrorWithOneLine() {
        #expect(throws: SpellingUnavailable.self) { try SpellingTestSupport.checker(["xx_NOPE"]) }
        do throws(SpellingUnavailable) {
            _ = try SpellingTestSupport.checker(["en_US", "xx_NOPE"])
            Issue.record("a missing dictionary was accepted")
        } catch {
            #expect(error.description.contains("xx_NOPE"))
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func theLocaleGivesTheLanguage() {
        #expect(EnchantSpellChecker.localeLanguage(environment: ["LANG": "fr_FR.UTF-8"]) == "fr_FR")
        #expect(EnchantSpellChecker.localeLanguage(environment: ["LC_ALL": "de_DE@euro", "LANG": "fr_FR"]) == "de_DE")
        #expect(EnchantSpellChecker.localeLanguage(environment: ["LANG": "C.UTF-8"]) == "en_US")
        #expect(EnchantSpellChecker.localeLanguage(environment: [:]) == "en_US")
    }
}
