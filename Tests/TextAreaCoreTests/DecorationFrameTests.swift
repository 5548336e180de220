import Testing

@testable import TextAreaCore

/// The frame carries the decorations on the lines shown as pieces in visual order, with the horizontal scroll, and
/// says when they change; setting decorations redraws without laying anything out.
@Suite struct DecorationFrameTests {
    static let style = DecorationStyle(underline: .wavy, underlineColor: .black)
    static let layer = DecorationLayer("test")

    /// An area 400 × 120 px with 8 px cells (a measurer that shapes, so lines are measured in pieces) holding `text`.
    static func makeArea(_ text: String, shaping: Bool = false) -> TextArea {
        let area = TextArea()
        area.measurer =
            shaping
            ? MonospaceMeasurer(cellWidth: 8, lineHeight: 16, ligatures: ["fi"])
            : MonospaceMeasurer(cellWidth: 8, lineHeight: 16)
        area.size = Size(width: 400, height: 120)
        area.text = text
        return area
    }

    /// The pieces' x-extents in the frame, rounded to whole pixels.
    static func extents(_ frame: TextAreaFrame) -> [ClosedRange<Int>] {
        frame.decorations.map { Int($0.rect.minX.rounded())...Int($0.rect.maxX.rounded()) }
    }

    @Test(arguments: [false, true])
    func aLeftToRightWordIsOnePieceUnderItsCells(shaping: Bool) {
        let area = Self.makeArea("hello brave world", shaping: shaping)
        area.setDecorations([Decoration(range: 6..<11, style: Self.style)], in: Self.layer)
        let frame = area.makeFrame()
        // The container starts at 0, the padding is 5 px: "brave" is cells 6 to 10.
        #expect(Self.extents(frame) == [(5 + 6 * 8)...(5 + 11 * 8)])
        let piece = frame.decorations[0]
        #expect(piece.lineIndex == 0 && piece.range == 6..<11 && piece.style == Self.style && piece.layer == Self.layer)
        #expect(piece.baseline == frame.lines[0].visibleLine.baseline)
        #expect(piece.rect.minY == frame.lines[0].visibleLine.origin.y && piece.rect.height == 16)
    }

    @Test func aRightToLeftWordSitsWhereItsSelectionDoes() {
        // Two Hebrew words in a right-to-left paragraph, flush right: the first word is at the right.
        let text = "שלום עולם"
        let area = Self.makeArea(text)
        let firstWord = 0..<"שלום".utf8.count
        area.setDecorations([Decoration(range: firstWord, style: Self.style)], in: Self.layer)
        let frame = area.makeFrame()
        #expect(frame.lines[0].visibleLine.isRightToLeft)
        let right = 400 - 5
        #expect(Self.extents(frame) == [(right - 4 * 8)...right])
        #expect(frame.decorations.map(\.rect) == area.selectionRects(for: firstWord))
    }

    @Test(arguments: [false, true])
    func aRangeAcrossDirectionsIsOnePiecePerVisualRun(shaping: Bool) {
        // "abc " then a Hebrew word shown reversed: the range from "c" through its first two letters.
        let area = Self.makeArea("abc שלום def", shaping: shaping)
        let range = 2..<(4 + "של".utf8.count)
        area.setDecorations([Decoration(range: range, style: Self.style)], in: Self.layer)
        let frame = area.makeFrame()
        // "c " is cells 2 and 3; "ש" and "ל" are the rightmost two of the Hebrew word's cells 4 to 7.
        #expect(Self.extents(frame) == [(5 + 2 * 8)...(5 + 4 * 8), (5 + 6 * 8)...(5 + 8 * 8)])
    }

    @Test func aDecorationOverWrappedLinesIsOnePiecePerLine() {
        let area = Self.makeArea("aaaa bbbb cccc dddd")
        area.size = Size(width: 90, height: 120)
        area.setDecorations([Decoration(range: 2..<17, style: Self.style)], in: Self.layer)
        let frame = area.makeFrame()
        #expect(frame.lines.count > 1)
        #expect(Set(frame.decorations.map(\.lineIndex)) == Set(frame.lines.map(\.visibleLine.index)))
        #expect(frame.decorations.map(\.rect) == area.selectionRects(for: 2..<17))
    }

    @Test func aScrolledFieldShiftsThePieces() {
        let area = Self.makeArea(String(repeating: "word ", count: 30) + "end")
        area.isSingleLine = true
        area.size = Size(width: 200, height: 32)
        let lastWord = (29 * 5)..<(29 * 5 + 4)
        area.setDecorations([Decoration(range: lastWord, style: Self.style)], in: Self.layer)
        // Typing at the end scrolls the field to keep the caret in view.
        area.selectedRange = area.utf8Count..<area.utf8Count
        area.insertText("!")
        let frame = area.makeFrame()
        let offset = area.contentOffsetX
        #expect(offset > 0)
        #expect(frame.decorations.map(\.rect.minX) == [Double(5 + lastWord.lowerBound * 8) - offset])
        #expect(frame.decorations.map(\.rect.width) == [32])
        #expect(frame.decorations.map(\.rect) == area.selectionRects(for: lastWord))
        // A word scrolled out of view has no piece.
        area.setDecorations([Decoration(range: 0..<4, style: Self.style)], in: Self.layer)
        #expect(area.makeFrame().decorations.isEmpty)
    }

    @Test func settingDecorationsChangesOnlyDecorationsAndLaysNothingOut() {
        let area = Self.makeArea("hello brave world\nsecond line")
        let before = area.makeFrame()
        let revision = area.viewport.layoutRevision
        area.setDecorations([Decoration(range: 6..<11, style: Self.style)], in: Self.layer)
        let after = area.makeFrame()
        #expect(after.changes == [.decorations])
        #expect(after.number == before.number + 1)
        #expect(area.viewport.layoutRevision == revision)
        #expect(area.makeFrame().number == after.number)
        area.setDecorations(
            [Decoration(range: 6..<11, style: DecorationStyle(backgroundColor: .black))], in: Self.layer)
        #expect(area.makeFrame().changes == [.decorations])
        area.removeDecorations(in: Self.layer)
        let cleared = area.makeFrame()
        #expect(cleared.changes == [.decorations] && cleared.decorations.isEmpty)
        // Text typed before a decoration moves its piece with the text.
        area.setDecorations([Decoration(range: 6..<11, style: Self.style)], in: Self.layer)
        _ = area.makeFrame()
        area.selectedRange = 0..<0
        area.insertText("ab")
        let typed = area.makeFrame()
        #expect(typed.changes.contains(.decorations))
        #expect(Self.extents(typed) == [(5 + 8 * 8)...(5 + 13 * 8)])
    }

    @Test func layersDrawInTheOrderFirstSet() {
        let area = Self.makeArea("hello brave world")
        let second = DecorationLayer("second")
        area.setDecorations(
            [Decoration(range: 12..<17, style: Self.style), Decoration(range: 0..<5, style: Self.style)], in: second)
        area.setDecorations([Decoration(range: 6..<11, style: Self.style)], in: Self.layer)
        #expect(area.makeFrame().decorations.map(\.range) == [0..<5, 12..<17, 6..<11])
        area.setDecorations([Decoration(range: 0..<5, style: Self.style)], in: second)
        area.setDecorations([Decoration(range: 12..<17, style: Self.style)], in: second, replacing: 12..<17)
        #expect(area.makeFrame().decorations.map(\.layer) == [second, second, Self.layer])
    }
}
