import Testing

@testable import TextAreaCore

/// Caret rectangles, hit testing and selection rectangles, in cells.
///
/// "hello world again" ten cells wide wraps as "hello " (bytes 0..<6),
/// "world " (6..<12) and "again" (12..<17).
@Suite struct CaretGeometryTests {
    typealias Fixtures = LayoutFixtures

    func area(_ text: String = "hello world again", columns: Double = 10) -> TextArea {
        Fixtures.cellArea(columns: columns, text: text)
    }

    // MARK: Caret rectangles

    @Test func caretRectsFollowTheText() {
        let area = area()
        #expect(area.caretRect(for: 0) == Rect(x: 0, y: 0, width: 1, height: 1))
        #expect(area.caretRect(for: 3) == Rect(x: 3, y: 0, width: 1, height: 1))
        #expect(area.caretRect(for: 8) == Rect(x: 2, y: 1, width: 1, height: 1))
        #expect(area.caretRect(for: 17) == Rect(x: 5, y: 2, width: 1, height: 1))
    }

    @Test func atASoftWrapTheAffinityPicksTheLine() {
        let area = area()
        #expect(area.caretRect(for: 6, affinity: .downstream) == Rect(x: 0, y: 1, width: 1, height: 1))
        // Upstream, the caret ends the line before, after its hanging space.
        #expect(area.caretRect(for: 6, affinity: .upstream) == Rect(x: 6, y: 0, width: 1, height: 1))
        #expect(area.lineIndex(containing: 6, affinity: .upstream) == 0)
        #expect(area.lineIndex(containing: 6, affinity: .downstream) == 1)
        // Inside a long word the wrap is soft too.
        let word = self.area("abcdefghijkl")
        #expect(word.caretRect(for: 10, affinity: .upstream) == Rect(x: 10, y: 0, width: 1, height: 1))
        #expect(word.caretRect(for: 10, affinity: .downstream) == Rect(x: 0, y: 1, width: 1, height: 1))
    }

    @Test func afterAMandatoryBreakAffinityDoesNotMatter() {
        let area = area("ab\ncd")
        #expect(area.lineIndex(containing: 3, affinity: .upstream) == 1)
        #expect(area.caretRect(for: 3, affinity: .upstream) == Rect(x: 0, y: 1, width: 1, height: 1))
        // The caret before the break stays on the first line.
        #expect(area.caretRect(for: 2) == Rect(x: 2, y: 0, width: 1, height: 1))
    }

    @Test func wideCharactersAndTabsMoveTheCaretByTheirWidth() {
        let area = area("a中\tb", columns: 20)
        #expect(area.caretRect(for: 1).minX == 1)
        #expect(area.caretRect(for: 4).minX == 3)
        #expect(area.caretRect(for: 5).minX == 8)
        #expect(area.caretRect(for: 6).minX == 9)
    }

    @Test func theCaretHonoursInsetsPaddingAndScrolling() {
        let area = TextArea()
        area.text = "ab\ncd"
        #expect(area.caretRect(for: 0) == Rect(x: 5, y: 8, width: 1, height: 16))
        #expect(area.caretRect(for: 4) == Rect(x: 13, y: 24, width: 1, height: 16))
        area.size.height = 30
        area.setContentOffsetY(10)
        #expect(area.contentOffsetY == 10)
        #expect(area.caretRect(for: 4) == Rect(x: 13, y: 14, width: 1, height: 16))
    }

    // MARK: Hit testing

    @Test func aClickGoesToTheNearestClusterBoundary() {
        // "a中b": "中" spans x 1..<3 and bytes 1..<4.
        let area = area("a中b")
        #expect(area.offset(for: Point(x: 0.4, y: 0.5)).offset == 0)
        #expect(area.offset(for: Point(x: 0.6, y: 0.5)).offset == 1)
        #expect(area.offset(for: Point(x: 1.9, y: 0.5)).offset == 1)
        #expect(area.offset(for: Point(x: 2.1, y: 0.5)).offset == 4)
        #expect(area.offset(for: Point(x: 3.4, y: 0.5)).offset == 4)
        #expect(area.offset(for: Point(x: 3.6, y: 0.5)).offset == 5)
    }

    @Test func aClickNeverLandsInsideACluster() {
        let text = "e\u{301}👨‍👩‍👧‍👦🇯🇵x"
        let area = area(text, columns: 40)
        let boundaries = Set(text.indices.map { text.utf8.distance(from: text.startIndex, to: $0) } + [text.utf8.count])
        for step in 0...60 {
            let offset = area.offset(for: Point(x: Double(step) / 8, y: 0.5)).offset
            #expect(boundaries.contains(offset), "x \(Double(step) / 8) gave \(offset)")
        }
    }

    @Test func aClickPastTheEndOfALineGoesToItsEnd() {
        let area = area()
        // Past a soft-wrapped line: its end, on that line (upstream).
        let soft = area.offset(for: Point(x: 9, y: 0.5))
        #expect(soft.offset == 6 && soft.affinity == .upstream)
        #expect(area.caretRect(for: soft.offset, affinity: soft.affinity).minY == 0)
        let last = area.offset(for: Point(x: 9, y: 2.5))
        #expect(last.offset == 17 && last.affinity == .downstream)
        // Past a line that ends in a break: before the break.
        let broken = self.area("ab\ncd")
        #expect(broken.offset(for: Point(x: 9, y: 0.5)) == (2, .downstream))
    }

    @Test func aClickAboveOrBelowTheTextGoesToTheFirstOrLastLine() {
        let area = area()
        #expect(area.offset(for: Point(x: 2, y: -5)).offset == 2)
        #expect(area.offset(for: Point(x: 2, y: 50)).offset == 14)
        #expect(area.offset(for: Point(x: 100, y: 100)).offset == 17)
        #expect(area.offset(for: Point(x: -100, y: 100)).offset == 12)
    }

    // MARK: Selection rectangles

    @Test func aSelectionAcrossLinesHasOneRectPerLine() {
        let area = area()
        #expect(
            area.selectionRects(for: 3..<14) == [
                Rect(x: 3, y: 0, width: 3, height: 1),
                Rect(x: 0, y: 1, width: 6, height: 1),
                Rect(x: 0, y: 2, width: 2, height: 1),
            ])
        #expect(area.selectionRects(for: 7..<9) == [Rect(x: 1, y: 1, width: 2, height: 1)])
        #expect(area.selectionRects(for: 4..<4).isEmpty)
    }

    @Test func aSelectedLineBreakShowsAsASpace() {
        let area = area("ab\ncd")
        #expect(
            area.selectionRects(for: 1..<4) == [
                Rect(x: 1, y: 0, width: 2, height: 1), Rect(x: 0, y: 1, width: 1, height: 1),
            ])
    }

    @Test func selectionRectsFollowAlignmentAndStayInTheBounds() {
        let area = Fixtures.cellArea(columns: 10, rows: 3, text: String(repeating: "abcd\n", count: 10))
        area.alignment = .right
        #expect(area.selectionRects(for: 1..<3) == [Rect(x: 7, y: 0, width: 2, height: 1)])
        // Lines 0 to 9 are selected; only the three in the bounds get rects.
        let rects = area.selectionRects(for: 0..<50)
        #expect(rects.count == 3)
        #expect(rects.map(\.minY) == [0, 1, 2])
    }
}
