import Testing

@testable import TextAreaCore

/// Scrolling to a fraction of the content and by pages, as a scroll bar does: the frame's progress follows, a large
/// text pending layout is wrapped a bounded pass per call, and a field never scrolls.
@Suite struct ScrollProgressTests {
    typealias Fixtures = LayoutFixtures

    /// Fifty lines "line NN\n" and the empty last line, ten cells wide, ten rows tall, all wrapped: 41 rows to scroll.
    func fiftyLines() -> TextArea {
        let text = (0..<50).map { "line \($0 < 10 ? "0" : "")\($0)\n" }.joined()
        let area = Fixtures.cellArea(columns: 10, rows: 10, text: text)
        while area.performPendingLayout() {}
        return area
    }

    /// About `megabytes` MB of numbered lines, none wider than the area, in an area 40 cells wide and 10 rows tall,
    /// its first screen shown and the rest pending; and the number of lines.
    func largeArea(megabytes: Int) -> (area: TextArea, lines: Int) {
        let block = (0..<1000).map { "line \($0) of the text\n" }.joined()
        let blocks = megabytes * 1_000_000 / block.utf8.count + 1
        let area = Fixtures.cellArea(columns: 40, rows: 10, text: String(repeating: block, count: blocks))
        _ = area.makeFrame()
        // A thousand lines a block, and the empty line after the last break.
        return (area, blocks * 1000 + 1)
    }

    @Test(arguments: [0.0, 0.1, 0.25, 0.5, 0.73, 0.99, 1.0])
    func theFrameShowsTheProgressScrolledTo(progress: Double) throws {
        let area = fiftyLines()
        area.scroll(toProgress: progress)
        // Whole pixels: at most half a pixel from the exact offset.
        #expect(abs(area.contentOffsetY - progress * 41) <= 0.5)
        #expect(area.contentOffsetY == area.contentOffsetY.rounded())
        let position = try #require(area.makeFrame().scrollPosition)
        #expect(abs(position.progress - progress) <= 0.5 / 41 + 1e-12)
    }

    @Test func progressIsClampedAndNaNDoesNothing() {
        let area = fiftyLines()
        area.scroll(toProgress: 7)
        #expect(area.contentOffsetY == area.maximumContentOffsetY)
        area.scroll(toProgress: .nan)
        #expect(area.contentOffsetY == area.maximumContentOffsetY)
        area.scroll(toProgress: -3)
        #expect(area.contentOffsetY == 0)
        area.scroll(toProgress: .infinity)
        #expect(area.contentOffsetY == 41)
    }

    @Test func scrollingToAProgressLeavesTheCaretAndSelectionAndTellsTheHost() {
        let area = fiftyLines()
        let host = RecordingHost()
        area.host = host
        area.setSelection(anchor: 3, head: 12)
        host.displayRequests = 0
        area.scroll(toProgress: 0.5)
        #expect(area.selectedRange == 3..<12)
        #expect(host.displayRequests == 1)
        area.scroll(toProgress: 0.5)
        #expect(host.displayRequests == 1, "nothing moved, nothing to redraw")
    }

    @Test func aFieldDoesNotScrollByProgressOrPages() {
        let area = Fixtures.cellArea(columns: 10, rows: 3, text: String(repeating: "wide ", count: 40))
        area.isSingleLine = true
        area.scroll(toProgress: 1)
        area.scroll(byPages: 2)
        #expect(area.contentOffsetY == 0)
        #expect(area.makeFrame().scrollPosition == nil)
    }

    @Test func pagesAreTheRowsShownLessOne() {
        let area = fiftyLines()
        area.selectedRange = 5..<5
        area.scroll(byPages: 1)
        #expect(area.contentOffsetY == 9)
        area.scroll(byPages: 2)
        #expect(area.contentOffsetY == 27)
        area.scroll(byPages: 1)
        #expect(area.contentOffsetY == 36)
        area.scroll(byPages: 1)
        #expect(area.contentOffsetY == 41, "clamped at the end")
        area.scroll(byPages: -10)
        #expect(area.contentOffsetY == 0)
        #expect(area.selectedRange == 5..<5, "paging the view leaves the caret")
    }

    @Test func oneCallWrapsABoundedPassOfALargePendingText() {
        let (area, _) = largeArea(megabytes: 2)
        let before = area.lineCount
        #expect(area.hasPendingLayout)
        let pending = area.scroll(toProgress: 1)
        #expect(pending)
        // One pass of the scrolling budget, and the screen at the end of what is wrapped.
        #expect(area.lineCount - before <= LayoutBudget.scrollLines + LayoutBudget.lines(beyond: 2 * 10))
        #expect(area.lineCount > before)
        // The progress is of what is wrapped so far, as the frame tells it.
        area.scroll(toProgress: 0.5)
        let position = area.makeFrame().scrollPosition
        #expect(abs((position?.progress ?? -1) - 0.5) <= 1 / area.maximumContentOffsetY)
    }

    @Test func holdingTheEndReachesTheTextsEndInBoundedCalls() throws {
        let (area, lines) = largeArea(megabytes: 1)
        // Each call wraps at least a pass; a few more than the passes the whole text needs is plenty.
        let calls = lines / LayoutBudget.scrollLines + 4
        var made = 0
        while area.scroll(toProgress: 1), made < calls { made += 1 }
        #expect(!area.hasPendingLayout, "the text is wrapped after \(made) calls")
        area.scroll(toProgress: 1)
        #expect(area.lineCount == lines)
        #expect(area.contentOffsetY == area.maximumContentOffsetY)
        let last = try #require(area.visibleLines().last)
        #expect(last.range.upperBound == area.utf8Count)
        #expect(area.makeFrame().scrollPosition?.progress == 1)
    }
}
