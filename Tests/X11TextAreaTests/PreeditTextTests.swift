import Testing

@testable import X11TextArea

/// The on-the-spot composition as XIM draws it: replacements in Unicode scalars, feedback, caret moves, and what the area selects.
@Suite struct PreeditTextTests {
    private static let underline: UInt = 2  // XIMUnderline
    private static let reverse: UInt = 1  // XIMReverse

    private func scalars(_ text: String) -> [Unicode.Scalar] { Array(text.unicodeScalars) }

    @Test func drawsInsertReplaceAndDelete() {
        var preedit = PreeditText()
        preedit.draw(caret: 1, first: 0, length: 0, text: scalars("n"), feedback: [Self.underline])
        #expect(preedit.string == "n" && preedit.caret == 1)
        preedit.draw(caret: 1, first: 0, length: 1, text: scalars("に"), feedback: [Self.underline])
        preedit.draw(caret: 2, first: 1, length: 0, text: scalars("ほ"), feedback: [Self.underline])
        #expect(preedit.string == "にほ" && preedit.feedback == [Self.underline, Self.underline])
        // A NULL text deletes.
        preedit.draw(caret: 0, first: 0, length: 1, text: nil, feedback: nil)
        #expect(preedit.string == "ほ" && preedit.caret == 0)
        preedit.draw(caret: 0, first: 0, length: 1, text: nil, feedback: nil)
        #expect(preedit.isEmpty)
    }

    @Test func feedbackOnlyDrawKeepsTheCharacters() {
        var preedit = PreeditText()
        preedit.draw(caret: 3, first: 0, length: 0, text: scalars("日本語"), feedback: [2, 2, 2])
        preedit.draw(caret: 0, first: 1, length: 2, text: nil, feedback: [Self.reverse, Self.reverse])
        #expect(preedit.string == "日本語")
        #expect(preedit.feedback == [2, Self.reverse, Self.reverse])
        // Missing feedback for new characters is "none".
        preedit.draw(caret: 4, first: 3, length: 0, text: scalars("か"), feedback: nil)
        #expect(preedit.feedback == [2, Self.reverse, Self.reverse, 0])
    }

    @Test func outOfRangePositionsAreClamped() {
        var preedit = PreeditText()
        preedit.draw(caret: 99, first: 5, length: 7, text: scalars("ab"), feedback: nil)
        #expect(preedit.string == "ab" && preedit.caret == 2)
        preedit.draw(caret: -3, first: -1, length: 100, text: nil, feedback: nil)
        #expect(preedit.isEmpty && preedit.caret == 0)
    }

    @Test func caretMovesAsTheInputMethodAsks() {
        var preedit = PreeditText()
        preedit.draw(caret: 2, first: 0, length: 0, text: scalars("かな"), feedback: nil)
        #expect(preedit.moveCaret(.backward) == 1)
        #expect(preedit.moveCaret(.backward) == 0)
        #expect(preedit.moveCaret(.backward) == 0, "stays at the start")
        #expect(preedit.moveCaret(.end) == 2)
        #expect(preedit.moveCaret(.forward) == 2, "stays at the end")
        #expect(preedit.moveCaret(.absolute(1)) == 1)
        #expect(preedit.moveCaret(.unchanged) == 1)
        #expect(preedit.moveCaret(.start) == 0)
        #expect(preedit.moveCaret(.absolute(7)) == 2)
    }

    @Test func caretBecomesAnEmptySelectionInGraphemeClusters() {
        var preedit = PreeditText()
        // "e" + combining acute is one character of two scalars; the flag is two regional indicators.
        let text = "e\u{301}🇯🇵x"
        preedit.draw(caret: 2, first: 0, length: 0, text: scalars(text), feedback: nil)
        #expect(preedit.markedSelection == 1..<1)
        preedit.moveCaret(.absolute(4))
        #expect(preedit.markedSelection == 2..<2)
        preedit.moveCaret(.absolute(1))
        #expect(preedit.markedSelection == 0..<0, "a caret inside a cluster stays before it")
        preedit.moveCaret(.end)
        #expect(preedit.markedSelection == 3..<3)
    }

    @Test func highlightedClauseBecomesTheSelection() {
        var preedit = PreeditText()
        preedit.draw(
            caret: 0, first: 0, length: 0, text: scalars("日本語を"),
            feedback: [Self.reverse, Self.reverse, Self.reverse, Self.underline])
        #expect(preedit.markedSelection == 0..<3)
        preedit.draw(
            caret: 0, first: 0, length: 4, text: scalars("日本語を"),
            feedback: [Self.underline, Self.underline, Self.underline, 4])  // XIMHighlight
        #expect(preedit.markedSelection == 3..<4)
    }

    @Test func clearForgetsEverything() {
        var preedit = PreeditText()
        preedit.draw(caret: 1, first: 0, length: 0, text: scalars("a"), feedback: [1])
        preedit.clear()
        #expect(preedit == PreeditText())
    }
}
