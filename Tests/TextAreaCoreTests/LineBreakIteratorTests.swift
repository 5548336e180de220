import Testing

@testable import TextAreaCore

/// Line breaking of typical text: CJK punctuation, line endings, emoji, marks and glue.
@Suite struct LineBreakIteratorTests {
    /// The offsets reported for `text`, with `!` after mandatory ones, like `textarea-measure --breaks`.
    private func breaks(_ text: String, isEndOfText: Bool = true) -> [String] {
        let opportunities = LineBreakTestSupport.opportunities(in: Array(text.utf8)[...], isEndOfText: isEndOfText)
        return LineBreakTestSupport.describe(opportunities).split(separator: " ").map(String.init)
    }

    @Test func emptyTextHasNoOpportunity() {
        #expect(breaks("").isEmpty)
        #expect(breaks("", isEndOfText: false).isEmpty)
    }

    @Test func englishBreaksAfterSpacesAndHyphens() {
        #expect(breaks("Hello, world!") == ["7", "13"])
        #expect(breaks("well-known  fact") == ["5", "12", "16"])
    }

    @Test func cjkNeverBreaksBeforeClosingPunctuation() {
        // 漢 ÷ 字 × 、 ÷ 漢 ÷ 字 × 。 (each ideograph and mark is 3 bytes)
        #expect(breaks("漢字、漢字。") == ["3", "9", "12", "18"])
        #expect(breaks("「中文」") == ["6", "12"])
    }

    @Test func cjkBreaksBetweenIdeographsButNotAfterOpeningBracket() {
        #expect(breaks("中文字") == ["3", "6", "9"])
        #expect(breaks("中「文」") == ["3", "12"])
    }

    @Test func smallKanaDoNotStartALine() {
        // ょ and っ are CJ, resolved to NS: no break before them.
        #expect(breaks("ちょっと") == ["9", "12"])
    }

    @Test func crlfIsOneMandatoryBreak() {
        #expect(breaks("a\r\nb") == ["3!", "4"])
        #expect(breaks("a\rb") == ["2!", "3"])
        #expect(breaks("a\n\nb") == ["2!", "3!", "4"])
        #expect(breaks("a\r\n") == ["3!"])
    }

    @Test func nextLineAndLineAndParagraphSeparatorsAreMandatory() {
        #expect(breaks("a\u{85}b") == ["3!", "4"])  // NEL, NL
        #expect(breaks("a\u{2028}b") == ["4!", "5"])  // LS, BK
        #expect(breaks("a\u{2029}b") == ["4!", "5"])  // PS, BK
        #expect(breaks("a\u{0B}b\u{0C}") == ["2!", "4!"])  // VT and FF, BK
    }

    @Test func emojiZeroWidthJoinerSequencesStayWhole() {
        // 👨 ZWJ 👩 ZWJ 👧 is 18 bytes; then a space and x.
        #expect(breaks("👨\u{200D}👩\u{200D}👧 x") == ["19", "20"])
        #expect(breaks("👨👩") == ["4", "8"])
        #expect(breaks("👍🏽👍") == ["8", "12"])  // EB × EM
    }

    @Test func flagsPairRegionalIndicators() {
        #expect(breaks("🇯🇵🇫🇷") == ["8", "16"])
        #expect(breaks("🇯🇵🇫") == ["8", "12"])
    }

    @Test func combiningMarksStayWithTheirBase() {
        #expect(breaks("e\u{301}e\u{301} x") == ["7", "8"])
        // A mark after a space has no base: it starts a word of its own (LB10).
        #expect(breaks("a \u{301}b") == ["2", "5"])
    }

    @Test func noBreakSpaceGlues() {
        #expect(breaks("a\u{A0}b c") == ["5", "6"])
        #expect(breaks("100\u{A0}km") == ["7"])
    }

    @Test func prefixAndOpeningBracketStayWithAFollowingNumber() {
        #expect(breaks("$(12)") == ["5"])
        #expect(breaks("$(ab)") == ["1", "5"])
    }

    @Test func windowStopsWhereTheNextDecisionNeedsMoreText() {
        #expect(breaks("ab cd", isEndOfText: false) == ["3"])
        #expect(breaks("ab ", isEndOfText: false).isEmpty)
        #expect(breaks("a\n", isEndOfText: false) == ["2!"])
        #expect(breaks("a\r", isEndOfText: false).isEmpty)
        #expect(breaks("$(", isEndOfText: false).isEmpty)
    }
}
