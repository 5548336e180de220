import Testing

@testable import TextAreaCore

/// Drag and drop in the core: moving a selection within the area and dropping text, each one undo step.
@Suite struct DroppingTests {
    private func area(_ text: String) -> TextArea {
        let area = TextArea()
        area.text = text
        return area
    }

    @Test func moveForwardAndBackwardSelectsTheMovedTextAndUndoesInOneStep() {
        let forward = area("one two three")
        forward.setSelection(anchor: 0, head: 4)
        #expect(forward.moveText(in: 0..<4, to: 8))
        #expect(forward.text == "two one three")
        #expect(forward.selectedText == "one ")
        forward.undo()
        #expect(forward.text == "one two three")
        #expect(forward.selectedRange == 0..<4, "undo restores the selection from before")
        #expect(!forward.canUndo, "the move was one step")
        forward.redo()
        #expect(forward.text == "two one three")

        let backward = area("one two three")
        #expect(backward.moveText(in: 8..<13, to: 0))
        #expect(backward.text == "threeone two ")
        #expect(backward.selectedRange == 0..<5)
        backward.undo()
        #expect(backward.text == "one two three")
    }

    @Test func dropInsideOrAtTheEdgesOfTheMovedRangeChangesNothing() {
        let area = area("one two three")
        for target in [4, 5, 7] { #expect(!area.moveText(in: 4..<7, to: target)) }
        #expect(area.text == "one two three")
        #expect(!area.canUndo)
        #expect(!area.moveText(in: 4..<4, to: 0), "an empty range moves nothing")
    }

    @Test func moveKeepsClustersWhole() {
        let text = "a" + Clusters.family + "b"
        let area = area(text)
        let familyEnd = 1 + Clusters.family.utf8.count
        // Offsets inside a cluster snap to its start.
        #expect(area.moveText(in: 1..<(familyEnd - 3), to: familyEnd + 1) == false)
        #expect(area.moveText(in: 1..<familyEnd, to: familyEnd + 1))
        #expect(area.text == "ab" + Clusters.family)
        #expect(area.selectedText == Clusters.family)
    }

    @Test func dropInsertsSelectsAndIsOneStep() {
        let area = area("hello world")
        area.insertText("!")
        #expect(area.dropText("brave ", at: 6))
        #expect(area.text == "hello brave world!")
        #expect(area.selectedText == "brave ")
        area.undo()
        #expect(area.text == "hello world!", "the drop is a step of its own, apart from the typing")
    }

    @Test func dropRespectsTheLengthLimitAndReadOnly() {
        let limited = area("abc")
        limited.maxLength = 5
        #expect(limited.dropText("xyz", at: 1))
        #expect(limited.text == "axybc")
        #expect(limited.selectedText == "xy")
        let readOnly = area("abc")
        readOnly.isEditable = false
        #expect(!readOnly.dropText("x", at: 1))
        #expect(!readOnly.moveText(in: 0..<1, to: 3))
        #expect(readOnly.text == "abc")
    }
}
