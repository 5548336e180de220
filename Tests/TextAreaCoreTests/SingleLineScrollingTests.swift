import Testing

@testable import TextAreaCore

/// A single-line area scrolls sideways to keep the caret in view, and every geometry it gives (lines, caret,
/// selection, marked text, hit testing) is scrolled alike.
@Suite struct SingleLineScrollingTests {
    private let containerWidth = 100.0

    private func makeField(_ text: String = "") -> TextArea {
        SingleLineFieldTests.makeField(text, containerWidth: containerWidth)
    }

    /// The left edge of the field's container, in the area's coordinates.
    private func containerLeft(_ field: TextArea) -> Double {
        field.textContainerInset.left + field.lineFragmentPadding
    }

    /// Checks that the caret lies inside the field's bounds and no further out than the container's edges.
    private func expectCaretInView(_ field: TextArea, _ comment: Comment? = nil) {
        let caret = field.caretRect
        let left = containerLeft(field)
        #expect(caret.minX >= left && caret.minX <= left + containerWidth, comment)
        #expect(caret.maxX <= field.size.width, comment)
    }

    @Test("typing past the width scrolls so the caret stays at the right edge, the line's end with it")
    func typingKeepsTheCaretInView() throws {
        let field = makeField()
        let cell = field.measurer.width(of: "a", font: field.font)
        for count in 1...40 {
            field.insertText("a")
            expectCaretInView(field, "after \(count) characters")
            let width = Double(count) * cell
            #expect(field.contentOffsetX == max(width - containerWidth, 0))
            let line = try #require(field.makeFrame().lines.first).visibleLine
            #expect(line.origin.x == containerLeft(field) - field.contentOffsetX)
        }
        #expect(field.caretRect.minX == containerLeft(field) + containerWidth)
    }

    @Test("Home and End scroll to the ends; moving back keeps a margin from the left edge")
    func homeAndEndScroll() {
        let field = makeField(String(repeating: "b", count: 40))
        field.move(.lineEnd)
        let end = field.contentOffsetX
        #expect(end > 0)
        field.move(.lineStart)
        #expect(field.contentOffsetX == 0)
        #expect(field.caretRect.minX == containerLeft(field))
        field.move(.lineEnd)
        #expect(field.contentOffsetX == end)
        var previous = field.contentOffsetX
        for step in 1...40 {
            field.move(.left)
            expectCaretInView(field, "after \(step) steps left")
            #expect(field.contentOffsetX <= previous)
            previous = field.contentOffsetX
            if field.contentOffsetX > 0 {
                #expect(field.caretRect.minX - containerLeft(field) >= field.lineHeight - 0.001)
            }
        }
        #expect(field.contentOffsetX == 0)
    }

    @Test("deleting back scrolls back, so no empty space is left after the text's end")
    func deletingScrollsBack() throws {
        let field = makeField(String(repeating: "c", count: 30))
        field.move(.lineEnd)
        let cell = field.measurer.width(of: "c", font: field.font)
        for count in stride(from: 29, through: 0, by: -1) {
            field.deleteBackward()
            let width = Double(count) * cell
            #expect(field.contentOffsetX == max(width - containerWidth, 0), "\(count) characters left")
            if width > containerWidth {
                let line = try #require(field.makeFrame().lines.first).visibleLine
                #expect(line.origin.x + line.width == containerLeft(field) + containerWidth)
            }
        }
        // Deleting at the start while scrolled to the end: the end stays at the right edge.
        field.text = String(repeating: "d", count: 30)
        field.move(.lineEnd)
        field.setSelection(anchor: 28, head: 28)
        field.deleteBackward()
        let line = try #require(field.makeFrame().lines.first).visibleLine
        #expect(line.origin.x + line.width == containerLeft(field) + containerWidth)
    }

    @Test("selection rectangles, the caret and hit testing agree with the scroll offset")
    func geometryFollowsTheScrollOffset() throws {
        let text = String(repeating: "e", count: 30)
        let field = makeField(text)
        field.move(.lineEnd)
        #expect(field.contentOffsetX > 0)
        let middle = field.caretRect.midY
        for offset in 0...30 {
            let caret = field.caretRect(for: offset)
            #expect(field.offset(for: Point(x: caret.minX + 0.5, y: middle)).offset == offset)
        }
        // The character at the container's left edge is the one scrolled to it.
        let cell = field.measurer.width(of: "e", font: field.font)
        let leftEdge = field.offset(for: Point(x: containerLeft(field) + 1, y: middle)).offset
        #expect(leftEdge == Int((field.contentOffsetX / cell).rounded()))
        field.setSelection(anchor: 2, head: 20)
        let rects = field.selectionRects(for: field.selectedRange)
        #expect(rects.count == 1)
        let rect = try #require(rects.first)
        #expect(rect.minX == field.caretRect(for: 2).minX)
        #expect(rect.maxX == field.caretRect(for: 20).minX)
        #expect(field.makeFrame().selection == rects)
        // Marked text at the end is placed as scrolled too.
        field.setSelection(anchor: 30, head: 30)
        field.setMarkedText("ff", selectedRange: 2..<2)
        let marked = try #require(field.makeFrame().markedText.first)
        #expect(marked.minX == field.caretRect(for: 30).minX)
        #expect(marked.width == 2 * cell)
        #expect(field.caretRect.minX <= containerLeft(field) + containerWidth)
    }

    @Test("a right-to-left field aligns right and scrolls the other way")
    func rightToLeftField() throws {
        let field = makeField()
        field.insertText("שלום")
        let short = try #require(field.makeFrame().lines.first).visibleLine
        #expect(short.isRightToLeft)
        #expect(short.origin.x + short.width == containerLeft(field) + containerWidth)
        #expect(field.contentOffsetX == 0)
        for count in 1...30 {
            field.insertText("א")
            expectCaretInView(field, "after \(count) more letters")
            #expect(field.contentOffsetX <= 0)
        }
        // The end of the text (its left end) shows at the container's left edge, where the caret is.
        let line = try #require(field.makeFrame().lines.first).visibleLine
        #expect(line.origin.x == containerLeft(field))
        #expect(field.caretRect.minX == containerLeft(field))
        #expect(field.contentOffsetX == -(line.width - containerWidth))
        field.move(.lineStart)
        #expect(field.contentOffsetX == 0)
        let start = try #require(field.makeFrame().lines.first).visibleLine
        #expect(start.origin.x + start.width == containerLeft(field) + containerWidth)
        expectCaretInView(field)
        // Hit testing in the scrolled line finds each caret stop.
        field.move(.lineEnd)
        let middle = field.caretRect.midY
        for offset in stride(from: 0, through: field.utf8Count, by: 2) {
            let caret = field.caretRect(for: offset)
            guard caret.minX >= 0 && caret.minX <= field.size.width else { continue }
            #expect(field.offset(for: Point(x: caret.minX + 0.5, y: middle)).offset == offset)
        }
    }

    @Test("a wider field scrolls back to show all of a text that now fits")
    func wideningScrollsBack() {
        let field = makeField(String(repeating: "g", count: 20))
        field.move(.lineEnd)
        #expect(field.contentOffsetX > 0)
        field.size = Size(width: 400, height: field.size.height)
        _ = field.makeFrame()
        #expect(field.contentOffsetX == 0)
    }
}
