import Testing
import TextAreaCore

@testable import X11TextArea

/// The context menu's language: the tables, locale names, and the choice gettext would make from the environment.
@Suite struct ContextMenuStringsTests {
    @Test func everyTableTranslatesEveryLabel() {
        #expect(ContextMenuStrings.builtIn.count == 10)
        for strings in ContextMenuStrings.builtIn {
            for label in ContextMenuLabel.allCases {
                #expect(!(strings.labels[label] ?? "").isEmpty, "\(strings.language) lacks \(label)")
                if strings.language != "en" {
                    #expect(strings[label] != ContextMenuStrings.english[label], "\(strings.language) \(label)")
                }
            }
        }
        #expect(Set(ContextMenuStrings.builtIn.map(\.language)).count == ContextMenuStrings.builtIn.count)
        #expect(ContextMenuStrings.builtIn.filter(\.isRightToLeft).map(\.language) == ["ar", "he"])
    }

    @Test func aMissingLabelIsEnglishAndAControlCharacterKeepsItsAbbreviation() {
        let partial = ContextMenuStrings(language: "xx", isRightToLeft: true, labels: [.copy: "Kopi"])
        #expect(partial[.copy] == "Kopi")
        #expect(partial[.paste] == "Paste")
        #expect(partial.title(of: .rightToLeftMark) == "RLM Right-to-left mark")
        #expect(ContextMenuStrings.german.title(of: .rightToLeftMark) == "RLM Rechts-nach-links-Markierung")
        #expect(ContextMenuStrings.german[.cut] == "Ausschneiden")
        #expect(UnicodeControlCharacter.rightToLeftMark.scalar.value == 0x200F)
        #expect(Set(UnicodeControlCharacter.allCases.map(\.scalar)).count == 14)
    }

    @Test func localeNamesPickTables() {
        let cases: [(String, String?)] = [
            ("de_DE.UTF-8", "de"), ("de", "de"), ("fr_CA", "fr"), ("es_MX.UTF-8", "es"), ("ru_RU.KOI8-R", "ru"),
            ("ja_JP.eucJP", "ja"), ("ar_EG.UTF-8", "ar"), ("he_IL.UTF-8", "he"), ("iw_IL", "he"),
            ("zh_CN.GB18030", "zh_CN"), ("zh_SG", "zh_CN"), ("zh", "zh_CN"), ("zh_TW.Big5", "zh_TW"),
            ("zh_HK.UTF-8", "zh_TW"), ("zh-Hant", "zh_TW"), ("zh_Hant_TW", "zh_TW"), ("en_GB.UTF-8@euro", "en"),
            ("C", "en"), ("POSIX", "en"), ("C.UTF-8", "en"), ("pt_BR.UTF-8", nil), ("sr_RS@latin", nil), ("", nil),
        ]
        for (name, language) in cases {
            #expect(ContextMenuStrings.forLocale(name)?.language == language, "\(name)")
        }
    }

    @Test func theEnvironmentChoosesAsGettextDoes() {
        let cases: [([String: String], String)] = [
            ([:], "en"),
            (["LANG": "de_DE.UTF-8"], "de"),
            (["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"], "fr"),
            (["LANG": "de_DE", "LC_MESSAGES": "fr_FR", "LC_ALL": "ja_JP.UTF-8"], "ja"),
            // An empty variable counts as unset.
            (["LC_ALL": "", "LC_MESSAGES": "", "LANG": "ru_RU.UTF-8"], "ru"),
            // LANGUAGE's first language with a table wins over the locale; empty entries and unknown ones are passed.
            (["LANGUAGE": "pt_BR::ar:de", "LANG": "en_US.UTF-8"], "ar"),
            (["LANGUAGE": "zh_TW:zh_CN", "LC_ALL": "de_DE.UTF-8"], "zh_TW"),
            (["LANGUAGE": "pt_BR", "LANG": "he_IL.UTF-8"], "he"),
            // Under the POSIX locale, or none at all, gettext ignores LANGUAGE.
            (["LANGUAGE": "de", "LANG": "C.UTF-8"], "en"),
            (["LANGUAGE": "de"], "en"),
            (["LC_ALL": "C", "LANG": "de_DE.UTF-8"], "en"),
            (["LC_MESSAGES": "POSIX", "LANG": "fr_FR.UTF-8"], "en"),
            // A locale without a table is English.
            (["LANG": "pt_BR.UTF-8"], "en"),
        ]
        for (environment, language) in cases {
            #expect(ContextMenuStrings.preferred(environment: environment).language == language, "\(environment)")
        }
        #expect(ContextMenuStrings.preferred(environment: ["LANG": "ar_SA.UTF-8"]).isRightToLeft)
        #expect(!ContextMenuStrings.preferred(environment: ["LANG": "ja_JP.UTF-8"]).isRightToLeft)
    }
}
