import Testing

@testable import TextAreaCore

/// The scroll offset stays within the content when the content changes under it.
@Suite struct ScrollClampingTests {
    @Test func aResizeKeepsTheTopLineInViewAndNewTextShowsFromTheTop() {
        let area = TextArea(text: (0..<200).map { "line \($0)" }.joined(separator: "\n"))
        area.size = Size(width: 400, height: 100)
        area.setContentOffsetY(8 + 16 * 120)
        let top = area.offset(for: Point(x: 5, y: 0)).offset
        area.size = Size(width: 300, height: 100)
        #expect(area.offset(for: Point(x: 5, y: 0)).offset == top, "the same line is still at the top")
        area.text = "short"
        #expect(area.contentOffsetY == 0)
    }
}
