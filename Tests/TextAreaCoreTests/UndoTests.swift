import Testing

@testable import TextAreaCore

/// Undo and redo: which edits make one step, and what undoing and redoing restore.
@Suite struct UndoTests {
    /// An empty area on a clock the test moves.
    private func areaWithClock() -> (TextArea, ManualClock) {
        let area = TextArea()
        let clock = ManualClock()
        area.clock = { clock.now }
        return (area, clock)
    }

    private func type(_ text: String, into area: TextArea) {
        for character in text { area.insertText(String(character)) }
    }

    @Test func typingCoalescesIntoOneStep() {
        let (area, _) = areaWithClock()
        type("hello, 世界", into: area)
        area.undo()
        #expect(area.text == "")
        #expect(!area.canUndo)
    }

    @Test func typingAClusterScalarByScalarIsOneStep() {
        let (area, _) = areaWithClock()
        for scalar in (Clusters.family + Clusters.eAcute).unicodeScalars { area.insertText(String(scalar)) }
        #expect(area.text == Clusters.family + Clusters.eAcute)
        area.undo()
        #expect(area.text == "")
    }

    @Test func aCaretMoveEndsTheTypingStep() {
        let (area, _) = areaWithClock()
        type("ab", into: area)
        area.move(.characterBackward)
        area.move(.characterForward)
        type("cd", into: area)
        area.undo()
        #expect(area.text == "ab")
        area.undo()
        #expect(area.text == "")
    }

    @Test func aPasteIsAStepOfItsOwn() {
        let (area, _) = areaWithClock()
        type("ab", into: area)
        area.paste("XY")
        type("cd", into: area)
        area.undo()
        #expect(area.text == "abXY")
        area.undo()
        #expect(area.text == "ab")
        area.undo()
        #expect(area.text == "")
    }

    @Test func aDeleteAfterTypingStartsANewStep() {
        let (area, _) = areaWithClock()
        type("abc", into: area)
        area.deleteBackward()
        area.deleteBackward()
        #expect(area.text == "a")
        area.undo()
        #expect(area.text == "abc", "the deletes were one step")
        area.undo()
        #expect(area.text == "")
    }

    @Test func typingAfterDeletingStartsANewStep() {
        let area = makeArea("abc")
        area.deleteBackward()
        area.insertText("X")
        area.undo()
        #expect(area.text == "ab")
        area.undo()
        #expect(area.text == "abc")
    }

    @Test func forwardAndBackwardDeletesAtOneSpotCoalesce() {
        let area = makeArea("abcdef", caret: 3)
        area.deleteForward()
        area.deleteForward()
        area.deleteBackward()
        #expect(area.text == "abf")
        area.undo()
        #expect(area.text == "abcdef")
        #expect(area.selectedRange == 3..<3)
    }

    @Test func aPauseEndsTheTypingStep() {
        let (area, clock) = areaWithClock()
        type("ab", into: area)
        clock.advance(by: UndoHistory.coalescingPause + 0.5)
        type("cd", into: area)
        area.undo()
        #expect(area.text == "ab")
        area.undo()
        #expect(area.text == "")
    }

    @Test func shortPausesBetweenKeystrokesKeepOneStep() {
        let (area, clock) = areaWithClock()
        for character in "slowly" {
            area.insertText(String(character))
            clock.advance(by: UndoHistory.coalescingPause * 0.9)
        }
        area.undo()
        #expect(area.text == "", "the pause is measured between keystrokes, not from the first")
    }

    @Test func aPauseEndsADeletingStepToo() {
        let (area, clock) = areaWithClock()
        area.text = "abcd"
        area.deleteBackward()
        clock.advance(by: 2)
        area.deleteBackward()
        area.undo()
        #expect(area.text == "abc")
    }

    @Test func endingAndBeginningEditingEndsTheTypingStep() {
        let (area, _) = areaWithClock()
        area.beginEditing()
        type("ab", into: area)
        area.endEditing()
        area.beginEditing()
        type("cd", into: area)
        area.undo()
        #expect(area.text == "ab")
    }

    @Test func undoRestoresTheSelectionFromBeforeTheStep() {
        let area = makeArea("one two three", caret: 7, anchor: 4)
        area.insertText("2")
        area.insertText("!")
        #expect(area.text == "one 2! three")
        area.undo()
        #expect(area.text == "one two three")
        #expect(area.selectedRange == 4..<7)
    }

    @Test func redoRestoresTheTextAndTheSelectionFromAfterTheStep() {
        let area = makeArea("one two three", caret: 7, anchor: 4)
        area.insertText("2")
        area.undo()
        #expect(area.canRedo)
        area.redo()
        #expect(area.text == "one 2 three")
        #expect(area.selectedRange == 5..<5)
        #expect(!area.canRedo)
    }

    @Test func undoAndRedoWalkSeveralStepsBothWays() {
        let area = makeArea("")
        area.paste("a")
        area.paste(Clusters.family)
        area.paste("日本")
        let states = ["", "a", "a" + Clusters.family, "a" + Clusters.family + "日本"]
        for expected in states.reversed().dropFirst() {
            area.undo()
            #expect(area.text == expected)
        }
        for expected in states.dropFirst() {
            area.redo()
            #expect(area.text == expected)
        }
    }

    @Test func aNewEditClearsRedo() {
        let area = makeArea("")
        area.paste("a")
        area.paste("b")
        area.undo()
        #expect(area.canRedo)
        area.insertText("c")
        #expect(!area.canRedo)
        area.redo()
        #expect(area.text == "ac")
    }

    @Test func aCutIsAStepThatRestoresTheSelection() {
        let area = makeArea("cut this", caret: 8, anchor: 3)
        area.cut()
        #expect(area.text == "cut")
        area.undo()
        #expect(area.text == "cut this")
        #expect(area.selectedRange == 3..<8)
    }

    @Test func undoAndRedoNotifyButEmptyStacksDoNothing() {
        let area = makeArea("")
        let delegate = RecordingDelegate()
        area.delegate = delegate
        area.undo()
        area.redo()
        #expect(delegate.log.isEmpty)
        area.insertText("x")
        delegate.log.removeAll()
        area.undo()
        #expect(delegate.log == ["didChange", "didChangeSelection"])
    }

    @Test func undoIsNotAskedOfTheDelegate() {
        let area = makeArea("")
        area.insertText("x")
        let delegate = RecordingDelegate()
        delegate.allowsChange = { _, _ in false }
        area.delegate = delegate
        area.undo()
        #expect(area.text == "", "undo restores history; it is not a new user edit")
        #expect(delegate.changeRequests.isEmpty)
    }

    @Test func onlyTheNewestStepsAreKept() {
        let area = makeArea("")
        for _ in 0..<(UndoHistory.stepLimit + 5) { area.paste("x") }
        var undone = 0
        while area.canUndo {
            area.undo()
            undone += 1
        }
        #expect(undone == UndoHistory.stepLimit)
        #expect(area.text == String(repeating: "x", count: 5))
    }

    @Test func keysUndoAndRedo() {
        let area = makeArea("")
        area.paste("a")
        area.paste("b")
        area.handleKey(KeyInput(.character("z"), modifiers: .control))
        area.handleKey(KeyInput(.character("z"), modifiers: .control))
        #expect(area.text == "")
        area.handleKey(KeyInput(.character("Z"), modifiers: [.control, .shift]))
        #expect(area.text == "a")
        area.handleKey(KeyInput(.character("y"), modifiers: .control))
        #expect(area.text == "ab")
    }
}
