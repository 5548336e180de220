import SeededRandom
import Testing

@testable import TextAreaCore

/// Geometry queries are pure: reading them never wraps a line or moves the scroll offset, so two reads in a row agree, even in a long paragraph whose layout is mostly pending.
@Suite struct PureQueryTests {
    /// Everything a front end reads to draw a frame, and the scroll offset.
    struct Snapshot: Equatable {
        var visibleLines: [VisibleLine]
        var caretRect: Rect
        var caretRects: [Rect]
        var selectionRects: [Rect]
        var placeholderFrame: Rect
        var contentOffsetY: Double
        var lineCount: Int
        var hasPendingLayout: Bool
    }

    /// One paragraph of about a megabyte: words of varied length, no line break.
    static let paragraph: String = {
        var random = SplitMix64(seed: 11)
        var text = ""
        text.reserveCapacity(1_050_000)
        while text.utf8.count < 1_000_000 {
            text += String(repeating: "w", count: 1 + Int(random.next() % 9)) + " "
        }
        return text
    }()

    /// An area showing the paragraph in 40 columns and 30 rows of 8 × 16 px cells.
    func area() -> TextArea {
        let area = TextArea()
        area.size = Size(width: 40 * 8 + 10, height: 30 * 16 + 16)
        area.placeholder = "Placeholder"
        area.text = Self.paragraph
        _ = area.beginEditing()
        return area
    }

    /// Reads every query once, including the caret at offsets near and far from the screen.
    func snapshot(of area: TextArea) -> Snapshot {
        let offsets = [0, area.caretOffset, area.utf8Count / 2, area.utf8Count, max(area.caretOffset - 500, 0)]
        let selection = max(area.caretOffset - 2_000, 0)..<area.caretOffset
        return Snapshot(
            visibleLines: area.visibleLines(), caretRect: area.caretRect,
            caretRects: offsets.map { area.caretRect(for: $0) }, selectionRects: area.selectionRects(for: selection),
            placeholderFrame: area.placeholderFrame, contentOffsetY: area.contentOffsetY, lineCount: area.lineCount,
            hasPendingLayout: area.hasPendingLayout)
    }

    /// Reads twice and checks the answers agree, and that what the screen shows is wrapped around the caret.
    func expectPure(_ area: TextArea, after step: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let first = snapshot(of: area)
        let second = snapshot(of: area)
        #expect(first == second, "two reads after \(step) disagree", sourceLocation: sourceLocation)
        #expect(first.contentOffsetY == area.contentOffsetY, sourceLocation: sourceLocation)
        #expect(
            first.hasPendingLayout, "the paragraph is still mostly unwrapped after \(step)",
            sourceLocation: sourceLocation)
        #expect(!first.visibleLines.isEmpty, sourceLocation: sourceLocation)
        #expect(
            first.visibleLines.allSatisfy { $0.width <= area.wrapWidth }, "shown lines are wrapped after \(step)",
            sourceLocation: sourceLocation)
    }

    @Test func queriesAgreeAfterCtrlEndMovingDownTypingAndScrolling() {
        let area = area()
        area.handleKey(KeyInput(.end, modifiers: .control))
        #expect(area.caretOffset == area.utf8Count)
        expectPure(area, after: "Ctrl+End")
        // The caret is on screen, near the bottom.
        #expect(area.caretRect.minY >= 0 && area.caretRect.maxY <= area.size.height)

        area.setSelection(anchor: area.utf8Count / 2, head: area.utf8Count / 2)
        area.handleKey(KeyInput(.down))
        area.insertText("x")
        expectPure(area, after: "moving down and typing")
        #expect(area.caretRect.minY >= 0 && area.caretRect.maxY <= area.size.height)

        area.scroll(by: -5 * area.lineHeight)
        expectPure(area, after: "scrolling")
    }

    @Test func theSelectionAndTheScrollOffsetStayPutThroughQueriesOfFarLines() {
        let area = area()
        area.handleKey(KeyInput(.end, modifiers: .control))
        let offset = area.contentOffsetY
        let lines = area.visibleLines()
        // Queries far into text no step has wrapped.
        _ = area.caretRect(for: area.utf8Count / 3)
        _ = area.offset(for: Point(x: 20, y: 1e6))
        _ = area.lineIndex(containing: area.utf8Count / 4)
        _ = area.lineRange(at: area.lineCount - 1)
        _ = area.sizeThatFits(Size(width: 200, height: .infinity))
        #expect(area.contentOffsetY == offset)
        #expect(area.visibleLines() == lines)
    }
}
