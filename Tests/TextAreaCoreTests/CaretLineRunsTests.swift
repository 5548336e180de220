import Testing

@testable import TextAreaCore

/// The frame step keeps the runs of the line holding the caret; caret queries and drawing read them, and must get what
/// measuring the line anew gives.
@Suite struct CaretLineRunsTests {
    /// An area `columns` cells wide showing `text` with the caret at `caret`, its measurer shaping (see
    /// ``ShapedLayoutTests``), after a frame step; with the line of that frame holding the caret.
    func framed(_ text: String, columns: Int, caret: Int) throws -> (
        area: TextArea, frame: TextAreaFrame, line: VisibleLine
    ) {
        let area = ShapedLayoutTests().ligatureArea(columns: columns, text: text)
        area.selectedRange = caret..<caret
        let frame = area.makeFrame()
        return (area, frame, try #require(shownLine(holding: caret, in: frame)))
    }

    /// The line of `frame` holding `offset`.
    func shownLine(holding offset: Int, in frame: TextAreaFrame) -> VisibleLine? {
        frame.lines.map(\.visibleLine).first { $0.range.contains(offset) }
    }

    /// The caret of every offset of `line`, as the area answers now.
    func carets(of line: VisibleLine, in area: TextArea) -> [Rect] {
        (line.range.lowerBound...line.contentRange.upperBound).map { area.caretRect(for: $0) }
    }

    @Test func theCaretsLineKeepsTheRunsItWouldBeMeasuredInto() throws {
        // The second line holds ligatures inside words, a tab and spaces.
        let text = "a first line of words\nof fine\toffices fit fifty"
        let (area, frame, line) = try framed(text, columns: 40, caret: text.utf8.count - 4)
        let viewport = area.viewport
        let start = line.range.lowerBound
        let contentEnd = line.contentRange.upperBound
        let kept = try #require(viewport.keptRuns(start: start, contentEnd: contentEnd))
        let measured = viewport.textLayout.runs(start: start, contentEnd: contentEnd, storage: area.layoutStorage)
        #expect(kept == measured)
        #expect(area.runs(for: line) == kept)
        // Another line shown keeps nothing.
        let other = try #require(shownLine(holding: 0, in: frame))
        #expect(viewport.keptRuns(start: other.range.lowerBound, contentEnd: other.contentRange.upperBound) == nil)
    }

    @Test func caretsReadFromTheKeptRunsAreThoseMeasuredAnew() throws {
        // Wrapped, so the caret's line starts inside the paragraph; words with ligatures at their start, middle and end.
        let text = "offices of fifty fine office fit ffi\tbuffing affixes officiate fin"
        let (area, _, line) = try framed(text, columns: 24, caret: text.utf8.count - 10)
        #expect(line.range.lowerBound > 0)
        #expect(area.viewport.caretLineRuns != nil)
        let fromKeptRuns = carets(of: line, in: area)
        area.viewport.caretLineRuns = nil
        let measuredAnew = carets(of: line, in: area)
        #expect(fromKeptRuns == measuredAnew)
        let xs = fromKeptRuns.map(\.minX)
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 <= $1 }, "left to right, the carets never go back: \(xs)")
    }

    @Test func anEditLeavesTheKeptRunsUnread() throws {
        let (area, _, line) = try framed("of fine offices fit", columns: 40, caret: 8)
        area.insertText("ffi")
        #expect(area.viewport.keptRuns(start: line.range.lowerBound, contentEnd: line.contentRange.upperBound) == nil)
        let grown = try #require(shownLine(holding: 11, in: area.makeFrame()))
        #expect(grown.contentRange.upperBound == line.contentRange.upperBound + 3)
        let fromKeptRuns = carets(of: grown, in: area)
        area.viewport.caretLineRuns = nil
        #expect(fromKeptRuns == carets(of: grown, in: area))
        // "of" 2 cells, a space, "fine" 3 (fi is one), a space, then "ffi" typed: one cell.
        #expect(abs(area.caretRect.minX - 8 * 8) < 0.001)
    }

    @Test func anAdditiveMeasurerKeepsNothing() {
        let area = TextArea()
        area.measurer = MonospaceMeasurer()
        area.size = Size(width: 200, height: 100)
        area.text = "plain words"
        area.selectedRange = 5..<5
        _ = area.makeFrame()
        #expect(area.viewport.caretLineRuns == nil)
    }
}
