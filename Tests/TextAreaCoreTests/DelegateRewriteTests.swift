import Testing

@testable import TextAreaCore

/// A delegate that rewrites edits through `textArea(_:replacementForChangeIn:proposedText:)` with a rule the test sets, recording what it was asked.
private final class RewritingDelegate: TextAreaDelegate {
    var rewrite: (Range<Int>, String) -> String? = { _, proposed in proposed }
    var requests: [(range: Range<Int>, proposed: String)] = []

    func textArea(_ textArea: TextArea, replacementForChangeIn range: Range<Int>, proposedText: String) -> String? {
        requests.append((range, proposedText))
        return rewrite(range, proposedText)
    }
}

/// A delegate that implements only the old question, to show it is still asked.
private final class VetoOnlyDelegate: TextAreaDelegate {
    var asked: [String] = []
    var allows = true

    func textArea(_ textArea: TextArea, shouldChangeTextIn range: Range<Int>, replacementText: String) -> Bool {
        asked.append(replacementText)
        return allows
    }
}

/// The delegate may rewrite an edit, not only refuse it: the rewritten text goes in, the caret lands after it, the length limit cuts it, and undo restores the original.
@Suite struct DelegateRewriteTests {
    @Test func aPasteHasItsTabsRewrittenToSpaces() {
        let area = makeArea("ab", caret: 1)
        let delegate = RewritingDelegate()
        delegate.rewrite = { _, proposed in proposed.replacingTabs() }
        area.delegate = delegate
        area.paste("x\ty\t")
        #expect(area.text == "ax    y    b")
        #expect(area.selectedRange == 11..<11, "the caret ends after the rewritten text")
        #expect(delegate.requests.map(\.proposed) == ["x\ty\t"])
        #expect(delegate.requests.map(\.range) == [1..<1])
    }

    @Test func aStoragePasteIsRewrittenToo() {
        let area = makeArea("")
        let delegate = RewritingDelegate()
        delegate.rewrite = { _, proposed in proposed.replacingTabs() }
        area.delegate = delegate
        area.paste(TextStorage("1\t2"))
        #expect(area.text == "1    2")
        area.paste(TextStorage("\t"), at: 0)
        #expect(area.text == "    1    2")
        #expect(area.caretOffset == 4)
    }

    @Test func typingIsRewrittenToUpperCase() {
        let area = makeArea("")
        // A clock that stands still: no pause ends the typing step.
        let clock = ManualClock()
        area.clock = { clock.now }
        let delegate = RewritingDelegate()
        delegate.rewrite = { _, proposed in proposed.uppercased() }
        area.delegate = delegate
        for character in "straße" { area.insertText(String(character)) }
        #expect(area.text == "STRASSE", "ß becomes two letters: the rewrite may change the length")
        #expect(area.caretOffset == bytes("STRASSE"))
        // The typed characters still coalesce into one undo step.
        area.undo()
        #expect(area.text == "")
    }

    @Test func nilRefusesEveryKindOfEdit() {
        let area = makeArea("keep this", caret: 4)
        let delegate = RewritingDelegate()
        delegate.rewrite = { _, _ in nil }
        area.delegate = delegate
        let host = RecordingHost()
        area.host = host
        var changes = 0
        let token = area.addObserver(for: .didChange) { _ in changes += 1 }
        area.insertText("x")
        area.deleteBackward()
        area.paste("y")
        area.paste(TextStorage("z"))
        area.setSelection(anchor: 0, head: 4)
        area.cut()
        area.deleteForward()
        area.dropText("w", at: 2)
        area.moveText(in: 0..<4, to: 9)
        area.setMarkedText("か", selectedRange: 1..<1)
        area.unmarkText()
        #expect(area.text == "keep this")
        #expect(changes == 0)
        #expect(!area.canUndo)
        #expect(delegate.requests.count == 10, "each edit asked once: \(delegate.requests.map(\.proposed))")
        #expect(host.writes.map(\.text) == ["keep"], "a refused cut still copies, as before")
        token.cancel()
    }

    @Test func theOldQuestionStillDecidesForADelegateThatImplementsOnlyIt() {
        let area = makeArea("ab")
        let delegate = VetoOnlyDelegate()
        area.delegate = delegate
        area.insertText("c")
        delegate.allows = false
        area.insertText("d")
        area.deleteBackward()
        #expect(area.text == "abc")
        #expect(delegate.asked == ["c", "d", ""])
        #expect(!area.shouldChangeText(in: 0..<1, replacementText: "x"))
        delegate.allows = true
        #expect(area.shouldChangeText(in: 0..<1, replacementText: "x"))
    }

    @Test func aDeletionCanBeRewrittenIntoAReplacement() {
        let area = makeArea("one two", caret: 7)
        let delegate = RewritingDelegate()
        delegate.rewrite = { _, proposed in proposed.isEmpty ? "_" : proposed }
        area.delegate = delegate
        area.deleteBackward()
        #expect(area.text == "one tw_")
        #expect(area.caretOffset == 7)
    }

    @Test func theLengthLimitCutsTheRewrittenText() {
        let area = makeArea("ab")
        area.maxLength = 6
        let delegate = RewritingDelegate()
        delegate.rewrite = { _, proposed in proposed + proposed + proposed }
        area.delegate = delegate
        area.paste("xy")
        #expect(area.text == "abxyxy", "the six-character rewrite is cut to the four that fit")
        #expect(area.caretOffset == 6)
        #expect(delegate.requests.map(\.proposed) == ["xy"])
        area.paste("z")
        #expect(area.text == "abxyxy", "nothing fits: no change")
        #expect(delegate.requests.map(\.proposed) == ["xy"], "a proposal cut to nothing is not asked about")
    }

    @Test func theProposedTextIsCutBeforeTheDelegateSeesIt() {
        let area = makeArea("ab")
        area.maxLength = 3
        let delegate = RewritingDelegate()
        area.delegate = delegate
        area.paste("xyz")
        #expect(delegate.requests.map(\.proposed) == ["x"])
        #expect(area.text == "abx")
    }

    @Test func undoRestoresTheOriginalAndRedoTheRewrite() {
        let area = makeArea("a\tb", caret: 1, anchor: 0)
        let delegate = RewritingDelegate()
        delegate.rewrite = { _, proposed in proposed.replacingTabs() }
        area.delegate = delegate
        area.paste("\t\t")
        #expect(area.text == "        \tb")
        area.undo()
        #expect(area.text == "a\tb")
        #expect(area.selectedRange == 0..<1)
        area.redo()
        #expect(area.text == "        \tb")
        #expect(area.caretOffset == 8)
    }

    @Test func aRewrittenDropSelectsTheRewrittenText() {
        let area = makeArea("ab")
        let delegate = RewritingDelegate()
        delegate.rewrite = { _, proposed in proposed.replacingTabs() }
        area.delegate = delegate
        #expect(area.dropText("\tx", at: 1))
        #expect(area.text == "a    xb")
        #expect(area.selectedText == "    x")
    }

    @Test func aRewrittenMoveLeavesTheCaretAfterTheRewrittenText() {
        let area = makeArea("abc def")
        let delegate = RewritingDelegate()
        area.delegate = delegate
        #expect(area.moveText(in: 0..<3, to: 7))
        #expect(area.text == " defabc")
        #expect(area.selectedText == "abc", "accepted as proposed: the moved text is selected")
        delegate.rewrite = { _, proposed in proposed.uppercased() }
        #expect(area.moveText(in: 4..<7, to: 0))
        #expect(area.text == "ABC DEF")
        #expect(area.selectedRange == 7..<7)
    }

    @Test func aCommittedCompositionIsRewritten() {
        let area = makeArea("")
        let delegate = RewritingDelegate()
        delegate.rewrite = { _, proposed in "[" + proposed + "]" }
        area.delegate = delegate
        area.setMarkedText("かな", selectedRange: 2..<2)
        #expect(delegate.requests.isEmpty, "composition is not yet text")
        area.unmarkText()
        #expect(area.text == "[かな]")
        #expect(area.caretOffset == bytes("[かな]"))
    }
}

extension String {
    /// The string with each tab replaced by four spaces.
    fileprivate func replacingTabs() -> String {
        var result = ""
        for character in self { result += character == "\t" ? "    " : String(character) }
        return result
    }
}
