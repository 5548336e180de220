import Testing

@testable import TextAreaCore

/// Copy, cut and paste through a recording host, and what a read-only area still allows.
@Suite struct ClipboardAndReadOnlyTests {
    private func hostedArea(_ text: String, caret: Int? = nil, anchor: Int? = nil) -> (TextArea, RecordingHost) {
        let area = makeArea(text, caret: caret, anchor: anchor)
        let host = RecordingHost()
        area.host = host
        return (area, host)
    }

    // MARK: Copy, cut, paste

    @Test func copyWritesTheSelectionToTheClipboard() {
        let text = "a" + Clusters.family + "日本"
        let (area, host) = hostedArea(text, caret: bytes(text), anchor: 1)
        area.perform(.copy)
        #expect(host.writes.count == 1)
        #expect(host.clipboard == Clusters.family + "日本")
        #expect(host.writes.first?.pasteboard == .clipboard)
        #expect(area.text == text, "copying leaves the text alone")
    }

    @Test func copyWithoutASelectionWritesNothing() {
        let (area, host) = hostedArea("abc", caret: 1)
        area.copy()
        #expect(host.writes.isEmpty)
    }

    @Test func cutWritesTheSelectionAndDeletesIt() {
        let (area, host) = hostedArea("keep" + Clusters.flags + "this", caret: 4 + 16, anchor: 4)
        area.perform(.cut)
        #expect(host.clipboard == Clusters.flags)
        #expect(area.text == "keepthis")
        #expect(area.selectedRange == 4..<4)
    }

    @Test func cutWithoutASelectionDoesNothing() {
        let (area, host) = hostedArea("abc", caret: 1)
        area.cut()
        #expect(host.writes.isEmpty)
        #expect(area.text == "abc")
    }

    @Test func pasteCommandAsksTheHostWhichPastesBack() {
        let (area, host) = hostedArea("hello world", caret: 11, anchor: 6)
        area.perform(.paste)
        #expect(host.pasteRequests.count == 1)
        #expect(host.pasteRequests.first?.pasteboard == .clipboard)
        #expect(host.pasteRequests.first?.offset == nil)
        #expect(area.text == "hello world", "nothing changes until the text arrives")
        area.paste("世界")
        #expect(area.text == "hello 世界")
        #expect(area.selectedRange == bytes("hello 世界")..<bytes("hello 世界"))
    }

    @Test func pasteAtAnOffsetInsertsThereSnappedToACluster() {
        let text = "a" + Clusters.family + "b"
        let (area, _) = hostedArea(text, caret: 0)
        area.paste("|", at: 10)
        #expect(area.text == "a|" + Clusters.family + "b", "snapped back to the start of the family")
        #expect(area.caretOffset == 2)
        area.undo()
        #expect(area.text == text)
    }

    @Test func pasteRoundTripsClusterTextThroughCutAndPaste() {
        let text = Clusters.hangulJamo + Clusters.crlf + Clusters.thumbsUp
        let (area, host) = hostedArea(text)
        area.selectAll()
        area.cut()
        #expect(area.text == "")
        area.paste(host.clipboard ?? "")
        area.paste(host.clipboard ?? "")
        #expect(area.text == text + text)
    }

    // MARK: Read-only

    @Test func readOnlyRefusesEveryEdit() {
        let (area, _) = hostedArea("fixed text", caret: 5)
        let delegate = RecordingDelegate()
        area.delegate = delegate
        area.isEditable = false
        area.insertText("x")
        area.deleteBackward()
        area.deleteForward()
        area.delete(.wordBackward)
        area.delete(.wordForward)
        area.paste("y")
        area.paste("z", at: 0)
        area.perform(.insertNewline)
        area.setMarkedText("に", selectedRange: 1..<1)
        area.selectAll()
        area.cut()
        area.handleKey(KeyInput(.backspace))
        #expect(area.text == "fixed text")
        #expect(!delegate.log.contains("shouldChange"))
        #expect(!delegate.log.contains("didChange"))
        #expect(!area.canUndo)
    }

    @Test func readOnlyIsStillSelectableAndCopyable() {
        let (area, host) = hostedArea("select me please", caret: 0)
        area.isEditable = false
        area.move(.wordForward, extendingSelection: true)
        #expect(area.selectedText == "select")
        area.selectWord(at: 8)
        #expect(area.selectedText == "me")
        area.handleKey(KeyInput(.character("a"), modifiers: .control))
        #expect(area.selectedRange == 0..<16)
        area.handleKey(KeyInput(.character("c"), modifiers: .control))
        #expect(host.clipboard == "select me please")
    }

    @Test func readOnlyRefusesUndoOfEarlierEdits() {
        let area = makeArea("")
        area.insertText("typed")
        area.isEditable = false
        area.undo()
        #expect(area.text == "typed")
        area.isEditable = true
        area.undo()
        #expect(area.text == "")
    }

    @Test func readOnlyStillTakesTextFromCode() {
        let area = makeArea("old")
        area.isEditable = false
        area.text = "new"
        #expect(area.text == "new")
    }
}
