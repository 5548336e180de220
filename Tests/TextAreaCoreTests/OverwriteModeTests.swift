import Testing

@testable import TextAreaCore

/// Overwrite mode: Insert toggles it; typed characters replace the clusters after the caret.
@Suite struct OverwriteModeTests {
    /// An area holding `text` with the caret at `caret`, in overwrite mode, on a clock that stands still.
    private func overwritingArea(_ text: String, caret: Int) -> TextArea {
        let area = makeArea(text, caret: caret)
        area.clock = { 100 }
        area.isOverwriteMode = true
        return area
    }

    private func type(_ text: String, into area: TextArea) {
        for character in text { area.handleKey(KeyInput(.character(character))) }
    }

    @Test func insertTogglesTheMode() {
        let area = makeArea("abc", caret: 0)
        let host = RecordingHost()
        area.host = host
        #expect(!area.isOverwriteMode)
        #expect(area.handleKey(KeyInput(.insert)))
        #expect(area.isOverwriteMode)
        #expect(host.displayRequests == 1, "the caret changes shape")
        area.handleKey(KeyInput(.insert))
        #expect(!area.isOverwriteMode)
        #expect(area.text == "abc")
    }

    @Test func typingReplacesClustersButNeverALineBreak() {
        let area = overwritingArea("ab\(Clusters.family)d\nxy", caret: 1)
        type("1234", into: area)
        #expect(area.text == "a1234\nxy", "b, the family and d replaced, 4 inserted before the break")
        #expect(area.caretOffset == 5)
    }

    @Test func crLFAndTheEndOfTheTextAreNotReplaced() {
        let area = overwritingArea("ab\r\nc", caret: 1)
        type("xy", into: area)
        #expect(area.text == "axy\r\nc")
        area.setSelection(anchor: 7, head: 7)
        type("z", into: area)
        #expect(area.text == "axy\r\ncz")
    }

    @Test func aSelectionIsReplacedAsUsual() {
        let area = makeArea("abcdef", caret: 4, anchor: 1)
        area.isOverwriteMode = true
        type("X", into: area)
        #expect(area.text == "aXef")
    }

    @Test func pastingInserts() {
        let area = overwritingArea("abc", caret: 1)
        area.paste("XY")
        #expect(area.text == "aXYbc")
        area.insertText("!")
        #expect(area.text == "aXY!bc", "text inserted in code (and by a screen reader) is not typing over")
    }

    @Test func undoRestoresOverwrittenTextInOneStep() {
        let area = overwritingArea("hello\nworld", caret: 3)
        type("p me", into: area)
        #expect(area.text == "help me\nworld")
        area.undo()
        #expect(area.text == "hello\nworld")
        #expect(area.caretOffset == 3)
        #expect(!area.canUndo, "the overwrites and the insertion past the paragraph's end were one step")
        area.redo()
        #expect(area.text == "help me\nworld")
    }

    @Test func aPauseStartsANewStep() {
        var now = 100.0
        let area = makeArea("abcd", caret: 0)
        area.clock = { now }
        area.isOverwriteMode = true
        type("xy", into: area)
        now += 5
        type("z", into: area)
        #expect(area.text == "xyzd")
        area.undo()
        #expect(area.text == "xycd")
        area.undo()
        #expect(area.text == "abcd")
    }

    @Test func maxLengthStillLetsTypingReplace() {
        let area = overwritingArea("abc", caret: 0)
        area.maxLength = 3
        type("xyz", into: area)
        #expect(area.text == "xyz")
        type("!", into: area)
        #expect(area.text == "xyz", "at the end nothing is replaced, and the limit holds")
    }

    @Test func theFrameCaretIsABlockOverTheNextCluster() throws {
        let area = makeArea("a中\nb", caret: 1)
        area.beginEditing()
        let thin = try #require(area.makeFrame().caret)
        #expect(thin.block == nil)
        area.isOverwriteMode = true
        let caret = try #require(area.makeFrame().caret)
        let block = try #require(caret.block)
        let box = try #require(area.selectionRects(for: 1..<4).first)
        #expect(block == box, "the box of 中")
        #expect(block.width == 16, "two monospace cells")
        #expect(block.minX == caret.primary.minX)

        area.setSelection(anchor: 4, head: 4)
        let atEnd = try #require(area.makeFrame().caret?.block)
        #expect(atEnd.minX == area.caretRect.minX)
        #expect(atEnd.width == area.measurer.width(of: " ", font: area.font), "a space wide before the break")
        #expect(atEnd.height == area.caretRect.height)
    }

    @Test func theBlockOfRightToLeftTextCoversItsCluster() throws {
        let area = makeArea("אב", caret: 0)
        area.beginEditing()
        area.isOverwriteMode = true
        let block = try #require(area.makeFrame().caret?.block)
        #expect(block == area.selectionRects(for: 0..<2).first)
        area.setSelection(anchor: 4, head: 4)
        let atEnd = try #require(area.makeFrame().caret?.block)
        #expect(
            atEnd.maxX == area.caretRect.minX, "at the end of a right-to-left line the block is to the caret's left")
    }
}
