import Testing

@testable import TextAreaCore

/// Pasting storage (as the clipboard builds it from arriving bytes) behaves exactly as pasting the same string, and a large one costs no copy of its bytes.
@Suite struct StoragePasteTests {
    /// About `count` bytes of mixed text with line feeds.
    private func largeText(_ count: Int) -> String {
        let line = "The quick brown fox 敏捷的棕色狐狸 素早い茶色の狐 🦊 e\u{301}\n"
        return String(repeating: line, count: count / line.utf8.count + 1)
    }

    @Test func aLargePasteIsOneUndoStepThatUndoesAndRedoes() {
        let area = makeArea("before after", caret: 7)
        let pasted = largeText(300_000)
        area.paste(TextStorage(pasted))
        let expected = "before " + pasted + "after"
        #expect(area.utf8Count == expected.utf8.count)
        #expect(area.text == expected)
        #expect(area.caretOffset == 7 + pasted.utf8.count)
        area.undo()
        #expect(area.text == "before after")
        #expect(area.selectedRange == 7..<7)
        #expect(!area.canUndo)
        area.redo()
        #expect(area.text == expected)
        area.completeLayout()
        #expect(
            area.lineCount
                == TextLayout(
                    storage: area.textStorage, measurer: area.measurer, font: area.font,
                    wrapWidth: area.wrapWidth
                ).lineCount)
    }

    @Test func pastingOverALargeSelectionKeepsItForUndo() {
        let original = largeText(200_000)
        let area = makeArea(original)
        area.selectAll()
        area.paste(TextStorage("short"))
        #expect(area.text == "short")
        area.undo()
        #expect(area.text == original)
        #expect(area.selectedRange == 0..<original.utf8.count)
    }

    @Test func theLengthLimitCutsAStoragePasteAsItCutsAString() {
        for pasted in ["cd" + Clusters.family + "ef", "\u{301}xyz", largeText(100_000)] {
            let fromString = makeArea("ab")
            fromString.maxLength = 6
            fromString.paste(pasted)
            let fromStorage = makeArea("ab")
            fromStorage.maxLength = 6
            fromStorage.paste(TextStorage(pasted))
            #expect(fromStorage.text == fromString.text)
            #expect(fromStorage.characterCount <= 6)
            #expect(fromStorage.caretOffset == fromString.caretOffset)
        }
    }

    @Test func theDelegateSeesTheStringAndCanRefuse() {
        let area = makeArea("ab", caret: 1)
        let delegate = RecordingDelegate()
        area.delegate = delegate
        delegate.allowsChange = { _, _ in false }
        area.paste(TextStorage("XY"))
        #expect(area.text == "ab")
        #expect(delegate.changeRequests.map(\.replacement) == ["XY"])
        #expect(delegate.changeRequests.map(\.range) == [1..<1])
        delegate.allowsChange = { _, _ in true }
        area.paste(TextStorage("XY"), at: 2)
        #expect(area.text == "abXY")
    }

    @Test func theCharacterCountStaysRightAcrossLargeAndSmallPastes() {
        let area = makeArea("e")
        #expect(area.characterCount == 1)
        area.paste(TextStorage("\u{301}" + largeText(80_000)))
        #expect(area.characterCount == area.text.count)
        area.paste(TextStorage("\u{301}"))
        #expect(area.characterCount == area.text.count)
        area.undo()
        #expect(area.characterCount == area.text.count)
    }
}
