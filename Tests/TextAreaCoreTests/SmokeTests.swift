import Testing
@testable import TextAreaCore

@Suite struct SmokeTests {
    @Test func typingAndUndo() {
        let area = TextArea()
        area.placeholder = "Write here"
        #expect(area.isPlaceholderVisible)
        for character in "héllo 👨‍👩‍👧 中文" { area.insertText(String(character)) }
        #expect(area.text == "héllo 👨‍👩‍👧 中文")
        #expect(!area.isPlaceholderVisible)
        area.deleteBackward()
        #expect(area.text == "héllo 👨‍👩‍👧 中")
        area.move(.characterBackward)
        area.move(.characterBackward)
        area.deleteBackward()
        #expect(area.text == "héllo  中")
        area.undo()
        #expect(area.text == "héllo 👨‍👩‍👧 中")
        area.undo()
        #expect(area.text == "héllo 👨‍👩‍👧 中文")
        area.undo()
        #expect(area.text == "")
        area.redo(); area.redo(); area.redo()
        #expect(area.text == "héllo  中")
    }

    @Test func bigStorage() {
        var storage = TextStorage()
        let line = String(repeating: "abcdefghij", count: 8) + "\n"
        for _ in 0..<20000 { storage.append(line) }
        #expect(storage.utf8Count == 81 * 20000)
        #expect(storage.lineFeedCount == 20000)
        storage.replace(100..<100, with: "X")
        #expect(storage.offset(afterLineFeed: 5) == 81 * 5 + 1)
        #expect(storage.lineFeedCount(before: 1000) == 12)
        storage.replace(50..<500_000, with: "")
        #expect(storage.utf8Count == 81 * 20000 + 1 - 499_950)
        #expect(storage.string.utf8.count == storage.utf8Count)
    }
}
