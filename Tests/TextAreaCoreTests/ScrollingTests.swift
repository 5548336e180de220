import Testing

@testable import TextAreaCore

/// Scrolling to the caret, clamping the scroll offset, and which lines `visibleLines()` returns.
@Suite struct ScrollingTests {
    typealias Fixtures = LayoutFixtures

    /// Fifty lines "line NN\n" (8 bytes each) and the empty last line, ten cells wide, ten rows tall, all wrapped.
    ///
    /// A text set in code is wrapped lazily, and while lines are pending the
    /// content height counts only those wrapped so far; these tests are about
    /// scrolling a finished layout.
    func fiftyLines() -> TextArea {
        let text = (0..<50).map { "line \($0 < 10 ? "0" : "")\($0)\n" }.joined()
        let area = Fixtures.cellArea(columns: 10, rows: 10, text: text)
        while area.performPendingLayout() {}
        return area
    }

    @Test func movingTheCaretScrollsTheLeastThatShowsIt() {
        let area = fiftyLines()
        area.selectedRange = 0..<0
        for _ in 0..<9 { area.move(.lineDown) }
        #expect(area.contentOffsetY == 0)
        area.move(.lineDown)
        #expect(area.contentOffsetY == 1)
        area.move(.documentEnd)
        #expect(area.contentOffsetY == 41)
        #expect(area.caretRect.maxY == 10)
        area.move(.lineUp)
        #expect(area.contentOffsetY == 41)
        area.move(.documentStart)
        #expect(area.contentOffsetY == 0)
    }

    @Test func typingScrollsToTheCaret() {
        let area = fiftyLines()
        area.selectedRange = (30 * 8)..<(30 * 8)
        area.insertText("x")
        #expect(area.caretRect.minY >= 0 && area.caretRect.maxY <= 10)
        #expect(area.contentOffsetY == 21)
    }

    @Test func theScrollOffsetStaysWithinTheContent() {
        let area = fiftyLines()
        #expect(area.contentHeight == 51)
        #expect(area.maximumContentOffsetY == 41)
        area.scroll(by: -5)
        #expect(area.contentOffsetY == 0)
        area.scroll(by: 1000)
        #expect(area.contentOffsetY == 41)
        area.setContentOffsetY(-3)
        #expect(area.contentOffsetY == 0)
        area.setContentOffsetY(12.5)
        #expect(area.contentOffsetY == 12.5)
    }

    @Test func insetsCountInTheContentHeight() {
        let area = TextArea()
        area.text = (0..<20).map { "\($0)" }.joined(separator: "\n")
        #expect(area.lineCount == 20)
        #expect(area.contentHeight == 8 + 20 * 16 + 8)
        area.scroll(by: 10_000)
        #expect(area.contentOffsetY == 8 + 20 * 16 + 8 - 120)
        #expect(area.visibleLines().last?.index == 19)
    }

    @Test func theCaretsLineStaysInsideTheInsets() {
        // The default insets (8 px above and below) and 16 px lines in 120 px: six whole lines and a part show.
        let area = TextArea()
        area.size = Size(width: 200, height: 120)
        area.text = (0..<20).map { "\($0)" }.joined(separator: "\n")
        while area.performPendingLayout() {}
        area.selectedRange = 0..<0
        for _ in 0..<19 {
            area.move(.lineDown)
            // Not against the bottom edge, under the border and the padding: above the inset, as the last line.
            #expect(area.caretRect.maxY <= 120 - 8)
            #expect(area.caretRect.minY >= 8)
        }
        #expect(area.contentOffsetY == area.maximumContentOffsetY)
        for _ in 0..<19 {
            area.move(.lineUp)
            #expect(area.caretRect.minY >= 8)
        }
        #expect(area.contentOffsetY == 0)
        // Typing a line break at the bottom moves the new line up to the inset.
        for _ in 0..<6 { area.move(.lineDown) }
        area.insertText("\n")
        #expect(area.caretRect.maxY == 120 - 8)
    }

    @Test func aShorterTextSetInCodeBringsTheOffsetBackIntoTheContent() {
        let area = fiftyLines()
        area.scroll(by: 1000)
        #expect(area.contentOffsetY == 41)
        area.text = "short"
        #expect(area.contentOffsetY == 0)
        #expect(area.visibleLines().map(\.range) == [0..<5])
    }

    @Test func growingTheBoundsClampsTheOffset() {
        let area = fiftyLines()
        area.scroll(by: 1000)
        area.size.height = 45
        #expect(area.contentOffsetY == 6)
    }

    @Test func visibleLinesAreThoseInsideTheBounds() {
        let area = fiftyLines()
        area.setContentOffsetY(20.5)
        let lines = area.visibleLines()
        #expect(lines.map(\.index) == Array(20...30))
        #expect(lines.first?.origin.y == -0.5)
        #expect(lines.last?.origin.y == 9.5)
        #expect(lines.allSatisfy { $0.origin.y < 10 && $0.origin.y + $0.height > 0 })
        #expect(lines.map(\.range) == (20...30).map { ($0 * 8)..<($0 * 8 + 8) })
        #expect(lines.map(\.contentRange) == (20...30).map { ($0 * 8)..<($0 * 8 + 7) })
        #expect(lines.map(\.baseline) == lines.map { $0.origin.y + 0.8 })
        area.setContentOffsetY(41)
        #expect(area.visibleLines().map(\.index) == Array(41...50))
        #expect(area.visibleLines().last?.range == 400..<400)
    }

    @Test func visibleLinesOfAMegabyteDocumentCostWhatTheScreenShows() {
        let measurer = CountingMeasurer()
        let area = TextArea()
        area.measurer = measurer
        area.textContainerInset = .zero
        area.lineFragmentPadding = 0
        area.size = Size(width: 60, height: 30)
        let paragraph = String(repeating: "lorem ipsum dolor sit amet, 中文字 ", count: 10) + "\n"
        area.text = String(repeating: paragraph, count: 1_048_576 / paragraph.utf8.count + 1)
        #expect(area.utf8Count > 1_000_000)
        measurer.resetCount()
        let first = area.visibleLines()
        #expect(first.count == 30)
        #expect(area.hasPendingLayout)
        // The screen holds 30 lines of at most 60 cells; the layout wraps them and a little more.
        #expect(measurer.measuredBytes < 20_000)
        // Once all is wrapped, a screen in the middle is read straight from the line index.
        while area.performPendingLayout(lineBudget: 50_000) {}
        area.setContentOffsetY(area.maximumContentOffsetY / 2)
        measurer.resetCount()
        let middle = area.visibleLines()
        #expect(measurer.measuredBytes == 0)
        #expect(middle.count == 31 && middle.first?.index == Int(area.contentOffsetY))
        #expect(middle.allSatisfy { $0.origin.y < 30 && $0.origin.y + 1 > 0 })
    }
}
