import Testing

@testable import TextAreaCore

/// `undoLimit`: how many steps are kept, and lowering it.
@Suite struct UndoLimitTests {
    /// Pastes each string as its own step.
    private func paste(_ pieces: [String], into area: TextArea) {
        for piece in pieces { area.paste(piece) }
    }

    /// Undoes until nothing is left; returns how many steps there were.
    private func undoAll(_ area: TextArea) -> Int {
        var count = 0
        while area.canUndo {
            area.undo()
            count += 1
        }
        return count
    }

    @Test func theDefaultIsAThousandSteps() {
        #expect(TextArea().undoLimit == 1000)
        #expect(TextArea().undoLimit == UndoHistory.stepLimit)
    }

    @Test func zeroKeepsNoHistory() {
        let area = makeArea("")
        area.undoLimit = 0
        paste(["a", "b"], into: area)
        area.insertText("c")
        area.deleteBackward()
        #expect(area.text == "ab")
        #expect(!area.canUndo && !area.canRedo)
        area.undo()
        #expect(area.text == "ab")
    }

    @Test func oneKeepsOnlyTheLastStep() {
        let area = makeArea("")
        area.undoLimit = 1
        paste(["a", "b", "c"], into: area)
        #expect(undoAll(area) == 1)
        #expect(area.text == "ab")
        area.redo()
        #expect(area.text == "abc")
        #expect(!area.canRedo)
    }

    @Test func nKeepsTheNewestNSteps() {
        let area = makeArea("")
        area.undoLimit = 3
        paste(["1", "2", "3", "4", "5"], into: area)
        #expect(undoAll(area) == 3)
        #expect(area.text == "12")
        var redone = 0
        while area.canRedo {
            area.redo()
            redone += 1
        }
        #expect(redone == 3)
        #expect(area.text == "12345")
    }

    @Test func loweringItDropsTheOldestStepsAtOnce() {
        let area = makeArea("")
        paste(["1", "2", "3", "4", "5"], into: area)
        area.undoLimit = 2
        #expect(undoAll(area) == 2)
        #expect(area.text == "123")
    }

    @Test func loweringItWhileStepsAreUndoneKeepsTheNearestRedo() {
        let area = makeArea("")
        paste(["1", "2", "3", "4", "5"], into: area)
        for _ in 0..<3 { area.undo() }
        #expect(area.text == "12")
        area.undoLimit = 1
        #expect(area.canUndo)
        area.undo()
        #expect(area.text == "1")
        #expect(!area.canUndo, "only one step back was kept")
        area.redo()
        area.redo()
        #expect(area.text == "123", "the nearest redo steps stay, in order")
        #expect(!area.canRedo, "one redo step was kept beyond the undone one")
    }

    @Test func raisingItAgainKeepsMoreFromThenOn() {
        let area = makeArea("")
        area.undoLimit = 0
        paste(["a"], into: area)
        area.undoLimit = 2
        paste(["b", "c", "d"], into: area)
        #expect(undoAll(area) == 2)
        #expect(area.text == "ab")
    }
}
