import Testing

@testable import TextAreaCore

/// Right-to-left and mixed lines in a text area, measured in one-pixel cells so every position is worked out by hand.
///
/// "abc אבג def" is laid out "abc גבא def"; "שלום abc" in its own
/// right-to-left paragraph is laid out "abc םולש" against the right edge.
@Suite struct BidiTextAreaTests {
    typealias Fixtures = LayoutFixtures

    /// The text of `area`'s first line as a reader sees it, left to right, built from its runs.
    func visualText(of area: TextArea, line: Int = 0) -> String {
        let visible = area.visibleLines()[line]
        return area.runs(for: visible).map { run in
            let text = area.text(in: run.range)
            return run.isRightToLeft ? String(text.reversed()) : text
        }.joined(separator: "|")
    }

    /// Caret positions of every offset of the text, primary and secondary, as x only.
    func caretXs(of area: TextArea, _ offsets: [Int]) -> [String] {
        offsets.map { offset in
            let primary = area.caretRect(for: offset).minX
            let secondary = area.secondaryCaretRect(for: offset)?.minX
            return secondary.map { "\(Int(primary))/\(Int($0))" } ?? "\(Int(primary))"
        }
    }

    // Logical bytes of "abc אבג def": a b c space at 0–3, א 4, ב 6, ג 8, space 10, d e f 11–13, end 14.
    let mixed = "abc אבג def"

    @Test func aHebrewWordInALatinLineIsReversedInPlace() {
        let area = Fixtures.cellArea(columns: 40, text: mixed)
        #expect(visualText(of: area) == "abc |גבא| def")
        #expect(area.visibleLines()[0].origin.x == 0, "a left-to-right paragraph sits at the left edge")
        #expect(!area.visibleLines()[0].isRightToLeft)
    }

    @Test func caretsAtDirectionBoundariesHaveTwoPlaces() {
        let area = Fixtures.cellArea(columns: 40, text: mixed)
        // Visual cells: a0 b1 c2 ␠3 ג4 ב5 א6 ␠7 d8 e9 f10.
        #expect(
            caretXs(of: area, [0, 3, 4, 6, 8, 10, 11, 14])
                == ["0", "3", "4/7", "6", "5", "7/4", "8", "11"])
    }

    @Test func clicksLandOnTheNearEdgeOfTheClusterUnderThem() {
        let area = Fixtures.cellArea(columns: 40, text: mixed)
        // The left half of ג (cells 4–5) is after it in the text; the right half of א before it.
        #expect(area.offset(for: Point(x: 4.2, y: 0.5)).offset == 10)
        #expect(area.offset(for: Point(x: 4.8, y: 0.5)).offset == 8)
        #expect(area.offset(for: Point(x: 6.8, y: 0.5)).offset == 4)
        #expect(area.offset(for: Point(x: 7.2, y: 0.5)).offset == 10)
        #expect(area.offset(for: Point(x: 30, y: 0.5)).offset == 14)
    }

    @Test func aSelectionAcrossADirectionBoundaryIsSeveralRectangles() {
        let area = Fixtures.cellArea(columns: 40, text: mixed)
        // "c א" selects cells c2–␠3 and א6: two pieces with ב and ג between them unselected.
        #expect(area.selectionRects(for: 2..<6).map { [$0.minX, $0.maxX] } == [[2, 4], [6, 7]])
        // The whole Hebrew word is one piece.
        #expect(area.selectionRects(for: 4..<10).map { [$0.minX, $0.maxX] } == [[4, 7]])
    }

    @Test func leftAndRightMoveOnScreen() {
        let area = Fixtures.cellArea(columns: 40, text: mixed)
        area.setSelection(anchor: 3, head: 3)
        var rightward: [Int] = []
        for _ in 0..<5 {
            area.handleKey(KeyInput(.right))
            rightward.append(area.caretOffset)
        }
        // x 4, 5, 6, 7, 8: one cell to the right each time, through the Hebrew word from its left end.
        #expect(rightward == [4, 8, 6, 10, 11])
        #expect(rightward.map { area.caretRect(for: $0).minX } == [4, 5, 6, 7, 8])
        var leftward: [Int] = []
        for _ in 0..<5 {
            area.handleKey(KeyInput(.left))
            leftward.append(area.caretOffset)
        }
        #expect(leftward == [10, 6, 8, 4, 3])
    }

    @Test func aRightToLeftParagraphRunsFromTheRightEdge() {
        let area = Fixtures.cellArea(columns: 40, text: "שלום abc")
        let line = area.visibleLines()[0]
        #expect(line.isRightToLeft)
        #expect(visualText(of: area) == "abc| םולש")
        // Eight cells, flush right in forty.
        #expect(line.origin.x == 32)
        // The caret at the start is at the right edge; at the end, after "abc" in the middle.
        #expect(area.caretRect(for: 0).minX == 40)
        #expect(area.caretRect(for: area.utf8Count).minX == 35)
        // Left goes forward in the text, Right back.
        area.setSelection(anchor: 0, head: 0)
        area.handleKey(KeyInput(.left))
        #expect(area.caretOffset == 2)
        area.handleKey(KeyInput(.right))
        #expect(area.caretOffset == 0)
    }

    @Test func anEmptyParagraphTakesTheDirectionOfTheOneBefore() {
        let area = Fixtures.cellArea(columns: 40, text: "שלום\n")
        area.setSelection(anchor: area.utf8Count, head: area.utf8Count)
        #expect(area.caretRect.minX == 40, "the caret of the empty second paragraph is at the right edge")
        area.insertText("123")
        #expect(area.visibleLines()[1].isRightToLeft)
        #expect(area.visibleLines()[1].origin.x == 37)
    }

    @Test func anEmptyTextTakesTheDefaultDirection() {
        let area = Fixtures.cellArea(columns: 40)
        #expect(area.caretRect.minX == 0)
        area.defaultWritingDirection = .rightToLeft
        #expect(area.caretRect.minX == 40)
        area.baseWritingDirection = .leftToRight
        #expect(area.caretRect.minX == 0)
    }

    @Test func aRightToLeftPlaceholderSitsFlushRightWithTheCaretAtItsStart() {
        let area = TextArea()
        area.size = Size(width: 300, height: 100)
        area.placeholder = "כתבו כאן"
        let frame = area.placeholderFrame
        #expect(area.isPlaceholderRightToLeft)
        // UIKit's defaults: padding 5, no side insets, so the right edge is at width - 5.
        #expect(frame.maxX == 295)
        #expect(frame.width == 8 * 8)
        #expect(area.caretRect.minX == 295)
        #expect(area.placeholderLines.first?.runs.first?.isRightToLeft == true)
        // A left-to-right placeholder stays at x = 5.
        area.placeholder = "Write here"
        #expect(area.placeholderFrame.minX == 5)
        #expect(area.caretRect.minX == 5)
    }

    @Test func boundingRectPlacesRightToLeftTextFlushRight() {
        let measurer = MonospaceMeasurer(cellWidth: 8, lineHeight: 16)
        let hebrew = boundingRect(
            of: "כתבו כאן", constrainedTo: Size(width: 290, height: .infinity), font: .standard,
            measurer: measurer)
        #expect(hebrew == Rect(x: 290 - 64, y: 0, width: 64, height: 16))
        let english = boundingRect(
            of: "Write here", constrainedTo: Size(width: 290, height: .infinity),
            font: .standard, measurer: measurer)
        #expect(english.minX == 0)
        // The placeholder's frame is the bounding rectangle at the container's origin.
        let area = TextArea()
        area.size = Size(width: 300, height: 100)
        area.placeholder = "כתבו כאן"
        let bounding = boundingRect(
            of: "כתבו כאן", constrainedTo: Size(width: area.wrapWidth, height: .infinity),
            font: area.font, measurer: area.measurer)
        #expect(area.placeholderFrame == bounding.offsetBy(dx: 5, dy: 8))
    }

    @Test func typingArabicIntoALatinParagraphAndUndoingKeepsTheOrder() {
        let area = Fixtures.cellArea(columns: 40, text: "Hello world")
        area.setSelection(anchor: 6, head: 6)
        area.insertText("مرحبا ")
        #expect(visualText(of: area) == "Hello |ابحرم| world")
        // Cells: "Hello " 0–6, the Arabic word 6–11, the typed space 11–12: the caret is after it, before "world".
        #expect(area.caretRect.minX == 12)
        area.undo()
        #expect(area.text == "Hello world")
        #expect(visualText(of: area) == "Hello world")
    }

    @Test func digitsInsideArabicReadLeftToRight() {
        let area = Fixtures.cellArea(columns: 40, text: "عام 2024 سعيد")
        #expect(visualText(of: area) == "ديعس |2024| ماع")
    }

    @Test func bracketsInARightToLeftRunAreMarkedForMirroring() {
        let area = Fixtures.cellArea(columns: 40, text: "שלום (עולם)")
        let runs = area.runs(for: area.visibleLines()[0])
        #expect(runs.count == 1 && runs[0].isRightToLeft)
        #expect(BidiMirroring.mirror(of: "(") == ")")
    }

    @Test func homeAndEndGoToTheLogicalStartAndEndOfTheVisualLine() {
        let area = Fixtures.cellArea(columns: 40, text: "שלום abc")
        area.setSelection(anchor: 3, head: 3)
        area.handleKey(KeyInput(.home))
        #expect(area.caretOffset == 0)
        area.handleKey(KeyInput(.end))
        #expect(area.caretOffset == area.utf8Count)
    }

    @Test func leftToRightTextKeepsItsFastPath() {
        let area = Fixtures.cellArea(columns: 40, text: "plain text")
        #expect(area.viewport.isAllLeftToRight)
        area.insertText("ש")
        #expect(!area.viewport.isAllLeftToRight)
        area.undo()
        #expect(area.viewport.isAllLeftToRight)
    }
}
