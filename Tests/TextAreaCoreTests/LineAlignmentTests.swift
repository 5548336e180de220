import Testing

@testable import TextAreaCore

/// Left, centre and right alignment of lines and of the caret, between the insets and padding.
@Suite struct LineAlignmentTests {
    typealias Fixtures = LayoutFixtures

    /// An area ten cells wide holding lines 2, 6 and 10 cells wide (the first with hanging spaces, the last a piece of a long word).
    func area(_ alignment: TextAlignment) -> TextArea {
        let area = Fixtures.cellArea(columns: 10, text: "ab    \nabcdef\nabcdefghijklm")
        area.alignment = alignment
        return area
    }

    @Test(arguments: [(TextAlignment.left, [0.0, 0, 0, 0]), (.center, [4, 2, 0, 3.5]), (.right, [8, 4, 0, 7])])
    func linesSitWhereTheirAlignmentPutsThem(alignment: TextAlignment, expectedX: [Double]) {
        let lines = area(alignment).visibleLines()
        #expect(lines.map(\.width) == [2, 6, 10, 3])
        #expect(lines.map(\.origin.x) == expectedX)
    }

    @Test(arguments: [(TextAlignment.left, 0.0), (.center, 4), (.right, 8)])
    func theCaretFollowsItsLinesAlignment(alignment: TextAlignment, lineX: Double) {
        let area = area(alignment)
        // "ab" is 2 cells wide: the caret before it, between its letters and after it.
        #expect(area.caretRect(for: 0).minX == lineX)
        #expect(area.caretRect(for: 1).minX == lineX + 1)
        #expect(area.caretRect(for: 2).minX == lineX + 2)
        #expect(area.caretRect(for: 0).minY == 0)
        // After the hanging spaces, the caret is past the visible text.
        #expect(area.caretRect(for: 6).minX == lineX + 6)
    }

    @Test(arguments: [(TextAlignment.left, 0.0), (.center, 5), (.right, 10)])
    func theCaretOnAnEmptyLineSitsAtTheAlignedStart(alignment: TextAlignment, x: Double) {
        let area = Fixtures.cellArea(columns: 10, text: "abc\n")
        area.alignment = alignment
        #expect(area.caretRect(for: 4) == Rect(x: x, y: 1, width: 1, height: 1))
        area.text = ""
        #expect(area.caretRect(for: 0) == Rect(x: x, y: 0, width: 1, height: 1))
    }

    @Test func clicksFindOffsetsOnAlignedLines() {
        let area = area(.right)
        // "ab" spans x 8..<10 on line 0.
        #expect(area.offset(for: Point(x: 8.4, y: 0.5)).offset == 0)
        #expect(area.offset(for: Point(x: 8.6, y: 0.5)).offset == 1)
        #expect(area.offset(for: Point(x: 2, y: 0.5)).offset == 0)
        // "abcdef" spans x 4..<10 on line 1, starting at offset 7.
        #expect(area.offset(for: Point(x: 7, y: 1.5)).offset == 10)
    }

    @Test func alignmentUsesTheWidthBetweenInsetsAndPadding() {
        let area = TextArea()
        area.text = "ab"
        area.alignment = .center
        // 320 px wide, padding 5 on each side: a container 310 px wide at x = 5; "ab" is 16 px.
        #expect(area.visibleLines().map(\.origin) == [Point(x: 5 + (310 - 16) / 2, y: 8)])
        area.alignment = .right
        #expect(area.visibleLines().map(\.origin) == [Point(x: 5 + 310 - 16, y: 8)])
        #expect(area.caretRect(for: 2).minX == 5 + 310)
        area.textContainerInset = EdgeInsets(top: 2, left: 20, bottom: 2, right: 30)
        #expect(area.visibleLines().map(\.origin) == [Point(x: 20 + 5 + (320 - 50 - 10) - 16, y: 2)])
    }
}
