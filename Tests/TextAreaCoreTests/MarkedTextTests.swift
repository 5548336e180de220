import Testing

@testable import TextAreaCore

/// Input-method composition: marked text sits in the document but is not text until committed.
@Suite struct MarkedTextTests {
    @Test func markedTextSitsAtTheCaretButIsNotText() {
        let area = makeArea("ab", caret: 1)
        area.setMarkedText("にほん", selectedRange: 3..<3)
        #expect(area.text == "ab")
        #expect(area.markedText == "にほん")
        #expect(area.markedRange == 1..<(1 + bytes("にほん")))
        #expect(area.utf8Count == 2 + bytes("にほん"), "offsets count the marked text")
        #expect(area.text(in: 0..<area.utf8Count) == "aにほんb")
        #expect(area.characterCount == 2)
        #expect(!area.isEmpty)
    }

    @Test func theCountLeavesOutMarkedTextThatJoinsTheTextBeforeIt() {
        // A combining mark or a skin tone being composed joins the character before it in the document.
        for (text, marked) in [("e", "\u{301}"), ("👍", "🏽"), ("🇯", "🇵")] {
            let area = makeArea(text)
            area.setMarkedText(marked, selectedRange: 1..<1)
            #expect(area.characterCount == 1, "\(text.unicodeScalars.map(\.value))")
            area.unmarkText()
            #expect(area.characterCount == 1)
            #expect(area.text == text + marked)
        }
    }

    @Test func theSelectedSubRangeIsCountedInTheMarkedStringsCharacters() {
        let area = makeArea("x", caret: 1)
        area.setMarkedText("にほんご", selectedRange: 1..<3)
        #expect(area.selectedRange == (1 + bytes("に"))..<(1 + bytes("にほん")))
        #expect(area.selectedText == "ほん")
        area.setMarkedText(Clusters.family + "日" + Clusters.eAcute, selectedRange: 2..<2)
        #expect(
            area.selectedRange == (1 + bytes(Clusters.family + "日"))..<(1 + bytes(Clusters.family + "日")),
            "characters, not scalars or bytes")
    }

    @Test func aSelectedRangePastTheMarkedStringIsClampedToItsEnd() {
        let area = TextArea()
        area.setMarkedText("abc", selectedRange: 2..<10)
        #expect(area.selectedRange == 2..<3)
        area.setMarkedText("abc", selectedRange: 7..<9)
        #expect(area.selectedRange == 3..<3)
    }

    @Test func newMarkedTextReplacesTheOldComposition() {
        let area = makeArea("[]", caret: 1)
        area.setMarkedText("n", selectedRange: 1..<1)
        area.setMarkedText("に", selectedRange: 1..<1)
        area.setMarkedText("にh", selectedRange: 2..<2)
        area.setMarkedText("日本", selectedRange: 2..<2)
        #expect(area.markedText == "日本")
        #expect(area.markedRange == 1..<(1 + bytes("日本")))
        #expect(area.text == "[]")
        #expect(area.text(in: 0..<area.utf8Count) == "[日本]")
    }

    @Test func commitMakesTextWithOneUndoStepAndOneDelegateQuestion() {
        let area = makeArea("ab", caret: 1)
        let delegate = RecordingDelegate()
        area.delegate = delegate
        area.setMarkedText("に", selectedRange: 1..<1)
        area.setMarkedText("にほ", selectedRange: 2..<2)
        area.setMarkedText("日本", selectedRange: 2..<2)
        #expect(delegate.changeRequests.isEmpty, "composing is not editing the text yet")
        #expect(!delegate.log.contains("didChange"))
        area.unmarkText()
        #expect(area.text == "a日本b")
        #expect(!area.hasMarkedText)
        #expect(area.selectedRange == (1 + bytes("日本"))..<(1 + bytes("日本")))
        #expect(delegate.changeRequests.count == 1)
        #expect(delegate.changeRequests.first?.range == 1..<1)
        #expect(delegate.changeRequests.first?.replacement == "日本")
        #expect(delegate.log.filter { $0 == "didChange" }.count == 1)
        area.undo()
        #expect(area.text == "ab", "one step undoes the whole commit")
        #expect(!area.canUndo)
    }

    @Test func cancelDropsTheCompositionWithoutAStep() {
        let area = makeArea("ab", caret: 1)
        let delegate = RecordingDelegate()
        area.delegate = delegate
        area.setMarkedText("にほん", selectedRange: 3..<3)
        area.cancelMarkedText()
        #expect(area.text == "ab")
        #expect(area.utf8Count == 2)
        #expect(!area.hasMarkedText)
        #expect(area.selectedRange == 1..<1)
        #expect(delegate.changeRequests.isEmpty)
        #expect(!area.canUndo)
    }

    @Test func aVetoedCommitDropsTheComposition() {
        let area = makeArea("ab", caret: 1)
        let delegate = RecordingDelegate()
        delegate.allowsChange = { _, _ in false }
        area.delegate = delegate
        area.setMarkedText("X", selectedRange: 1..<1)
        area.unmarkText()
        #expect(area.text == "ab")
        #expect(!area.hasMarkedText)
        #expect(area.selectedRange == 1..<1)
        #expect(!area.canUndo)
    }

    @Test func compositionReplacingASelectionDeletesItFirst() {
        let area = makeArea("one two three", caret: 7, anchor: 4)
        area.setMarkedText("に", selectedRange: 1..<1)
        #expect(area.text == "one  three", "the selection goes when composition begins")
        #expect(area.markedRange == 4..<(4 + bytes("に")))
        area.setMarkedText("二", selectedRange: 1..<1)
        area.unmarkText()
        #expect(area.text == "one 二 three")
        area.undo()
        #expect(area.text == "one  three", "the commit is a step of its own")
        area.undo()
        #expect(area.text == "one two three")
        #expect(area.selectedRange == 4..<7, "and undoing the deletion brings the selection back")
    }

    @Test func endEditingCommitsTheComposition() {
        let area = TextArea()
        area.beginEditing()
        area.setMarkedText("한", selectedRange: 1..<1)
        #expect(area.endEditing())
        #expect(area.text == "한")
        #expect(!area.hasMarkedText)
        #expect(!area.isEditing)
    }

    @Test func typingWhileComposingReplacesTheComposition() {
        let area = makeArea("ab", caret: 1)
        area.setMarkedText("にほ", selectedRange: 2..<2)
        area.insertText("日本")
        #expect(area.text == "a日本b")
        #expect(!area.hasMarkedText)
        #expect(area.caretOffset == 1 + bytes("日本"))
    }

    @Test func aCaretMoveOutsideTheCompositionCommitsIt() {
        let area = makeArea("ab", caret: 1)
        area.setMarkedText("xy", selectedRange: 2..<2)
        area.move(.documentStart)
        #expect(area.text == "axyb")
        #expect(area.selectedRange == 0..<0)
        #expect(!area.hasMarkedText)
    }

    @Test func aSelectionInsideTheCompositionKeepsComposing() {
        let area = makeArea("ab", caret: 1)
        area.setMarkedText("xyz", selectedRange: 3..<3)
        area.setSelection(anchor: 2, head: 3)
        #expect(area.hasMarkedText)
        #expect(area.selectedRange == 2..<3)
        area.setSelection(anchor: 4, head: 4)
        #expect(area.hasMarkedText, "the end of the composition is still inside it")
        area.setSelection(anchor: 5, head: 5)
        #expect(!area.hasMarkedText, "past it, the composition is committed")
        #expect(area.text == "axyzb")
        #expect(area.selectedRange == 5..<5)
    }

    @Test func undoWhileComposingCancelsTheCompositionThenUndoes() {
        let area = makeArea("")
        area.insertText("ab")
        area.setMarkedText("にほ", selectedRange: 2..<2)
        area.undo()
        #expect(!area.hasMarkedText)
        #expect(area.text == "")
        area.redo()
        #expect(area.text == "ab")
    }

    @Test func emptyMarkedTextEndsTheCompositionWithoutInserting() {
        let area = makeArea("ab", caret: 1)
        area.setMarkedText("x", selectedRange: 1..<1)
        area.setMarkedText("", selectedRange: 0..<0)
        #expect(!area.hasMarkedText)
        #expect(area.text == "ab")
        #expect(area.selectedRange == 1..<1)
        #expect(!area.canUndo)
    }

    @Test func aReadOnlyAreaRefusesComposition() {
        let area = makeArea("ab", caret: 1)
        area.isEditable = false
        area.setMarkedText("x", selectedRange: 1..<1)
        #expect(!area.hasMarkedText)
        #expect(area.utf8Count == 2)
    }

    @Test func composingAndCommittingNotifyTheSelectionEachTime() {
        let area = TextArea()
        let delegate = RecordingDelegate()
        area.delegate = delegate
        area.setMarkedText("n", selectedRange: 1..<1)
        area.setMarkedText("に", selectedRange: 1..<1)
        #expect(delegate.log == ["didChangeSelection", "didChangeSelection"])
        delegate.log.removeAll()
        area.unmarkText()
        #expect(delegate.log == ["shouldChange", "didChange", "didChangeSelection"])
    }

    @Test func cutWhileComposingCommitsFirstAndCutsNothingTheCommitDidNotSelect() {
        // The limit shortens the commit to "xy"; the cut must not act on offsets from before it.
        let area = makeArea("abc")
        let host = RecordingHost()
        area.host = host
        area.maxLength = 5
        area.setMarkedText("xyz", selectedRange: 1..<3)
        area.cut()
        #expect(area.text == "abcxy")
        #expect(!area.hasMarkedText)
        #expect(host.clipboard == nil, "the commit left a caret, so there was nothing to cut")
        #expect(area.selectedRange == 5..<5)
    }
}
