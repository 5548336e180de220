import SeededRandom
import Testing

@testable import TextAreaCore

/// The frame step keeps the runs of the line holding the caret and of the lines next to it; caret queries and drawing
/// read them, and must get what measuring the line anew gives.
@Suite struct KeptLineRunsTests {
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

    /// The runs kept for `line`, if any.
    func kept(_ line: VisibleLine, in area: TextArea) -> [TextRun]? {
        area.viewport.keptRuns(start: line.range.lowerBound, contentEnd: line.contentRange.upperBound)
    }

    /// The runs of `line` measured anew.
    func measured(_ line: VisibleLine, in area: TextArea) -> [TextRun] {
        area.viewport.textLayout.runs(
            start: line.range.lowerBound, contentEnd: line.contentRange.upperBound, storage: area.layoutStorage)
    }

    @Test func theCaretsLineAndItsNeighboursKeepTheRunsTheyWouldBeMeasuredInto() throws {
        // The caret's line holds ligatures inside words, a tab and spaces; the lines around it ligatures too.
        let text = "zero\noffices first of words\nof fine\toffices fit fifty\nfinal office"
        let (area, frame, line) = try framed(text, columns: 40, caret: 36)
        let lines = frame.lines.map(\.visibleLine)
        let index = try #require(lines.firstIndex(of: line))
        #expect(index == 2)
        for neighbour in lines[1...3] {
            let runs = try #require(kept(neighbour, in: area))
            #expect(runs == measured(neighbour, in: area))
            #expect(area.runs(for: neighbour) == runs)
        }
        // A line two away keeps nothing.
        #expect(kept(lines[0], in: area) == nil)
    }

    @Test func theLastLineKeepsItsRunsWhileTheCaretEndsTheText() throws {
        let text = "zero\nfirst\noffices of fifty fine"
        let area = ShapedLayoutTests().ligatureArea(columns: 40, text: text)
        area.selectedRange = text.utf8.count..<text.utf8.count
        area.insertText("fi")
        let lines = area.makeFrame().lines.map { $0.visibleLine }
        try #require(lines.count == 3)
        #expect(lines[2].range.upperBound == area.utf8Count)
        let runs = try #require(kept(lines[2], in: area), "the line the caret ends")
        #expect(runs == measured(lines[2], in: area))
        #expect(kept(lines[1], in: area) != nil)
        #expect(kept(lines[0], in: area) == nil)
    }

    @Test func caretsReadFromTheKeptRunsAreThoseMeasuredAnew() throws {
        // Wrapped, so the caret's line starts inside the paragraph; words with ligatures at their start, middle and end.
        let text = "offices of fifty fine office fit ffi\tbuffing affixes officiate fin"
        let (area, _, line) = try framed(text, columns: 24, caret: text.utf8.count - 10)
        #expect(line.range.lowerBound > 0)
        #expect(kept(line, in: area) != nil)
        let fromKeptRuns = carets(of: line, in: area)
        area.viewport.keptLineRuns = []
        let measuredAnew = carets(of: line, in: area)
        #expect(fromKeptRuns == measuredAnew)
        let xs = fromKeptRuns.map(\.minX)
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 <= $1 }, "left to right, the carets never go back: \(xs)")
    }

    @Test func anEditLeavesTheKeptRunsUnread() throws {
        let (area, _, line) = try framed("of fine offices fit", columns: 40, caret: 8)
        area.insertText("ffi")
        #expect(kept(line, in: area) == nil)
        let grown = try #require(shownLine(holding: 11, in: area.makeFrame()))
        #expect(grown.contentRange.upperBound == line.contentRange.upperBound + 3)
        let fromKeptRuns = carets(of: grown, in: area)
        area.viewport.keptLineRuns = []
        #expect(fromKeptRuns == carets(of: grown, in: area))
        // "of" 2 cells, a space, "fine" 3 (fi is one), a space, then "ffi" typed: one cell.
        #expect(abs(area.caretRect.minX - 8 * 8) < 0.001)
    }

    @Test func typingAtTheStartOfAWrappedLineMeasuresNeitherLineNextToIt() throws {
        // Three wrapped lines of one paragraph, 20 cells wide; the caret at the start of the second, which has room.
        let measurer = CountingMeasurer(cellWidth: 8, lineHeight: 16, ligatures: ["fi"])
        let area = TextArea()
        area.measurer = measurer
        area.textContainerInset = .zero
        area.lineFragmentPadding = 0
        area.size = Size(width: 20 * 8, height: 200)
        area.text = "fine offices of fifty words fit here and final lines"
        let before = area.makeFrame().lines.map(\.visibleLine)
        try #require(before.count >= 3)
        let start = before[1].range.lowerBound
        area.selectedRange = start..<start
        _ = area.makeFrame()
        for typed in ["x", "y"] {
            area.insertText(typed)
            measurer.resetCount()
            let lines = area.makeFrame().lines.map(\.visibleLine)
            // The line above and the one below hold the bytes they held; the caret's line grew.
            try #require(lines[0] == before[0])
            try #require(lines[2].contentRange.count == before[2].contentRange.count)
            #expect(lines[1].contentRange.count == before[1].contentRange.count + (typed == "x" ? 1 : 2))
            // The pieces of the caret's line around the edit (see `EditedLineRunsTests`), and the word holding the
            // caret once more to place it; neither neighbour.
            let neighbour = min(lines[0].contentRange.count, lines[2].contentRange.count)
            #expect(measurer.measuredBytes < lines[1].contentRange.count + neighbour, "the neighbours are not measured")
            for line in lines[0...2] {
                let runs = try #require(kept(line, in: area))
                #expect(runs == measured(line, in: area))
            }
        }
    }

    @Test func keptRunsAgreeWithRunsMeasuredAnewAfterRandomEditsAndMoves() throws {
        var random = SplitMix64(seed: 41)
        let pieces = ["fine ", "office ", "of ", "ffi", "\t", "fit ", "a ", "\n", "words ", "x"]
        let area = ShapedLayoutTests().ligatureArea(
            columns: 18, text: (0..<60).map { _ in pieces[random.below(pieces.count)] }.joined())
        area.size = Size(width: 18 * 8, height: 16 * 12)
        var checked = 0
        for _ in 0..<300 {
            let count = area.utf8Count
            switch random.below(4) {
            case 0:
                let at = random.below(count + 1)
                area.selectedRange = at..<at
            case 1:
                area.insertText(pieces[random.below(pieces.count)])
            case 2:
                let at = random.below(count + 1)
                area.selectedRange = at..<min(at + random.below(4), count)
                area.insertText("")
            default:
                area.insertText("f")
            }
            let frame = area.makeFrame()
            for line in frame.lines.map({ $0.visibleLine }) {
                guard let runs = kept(line, in: area) else { continue }
                #expect(runs == measured(line, in: area))
                checked += 1
            }
        }
        #expect(checked > 300, "most frames keep runs of three lines")
    }

    @Test func anAdditiveMeasurerKeepsNothing() {
        let area = TextArea()
        area.measurer = MonospaceMeasurer()
        area.size = Size(width: 200, height: 100)
        area.text = "plain words"
        area.selectedRange = 5..<5
        _ = area.makeFrame()
        #expect(area.viewport.keptLineRuns.isEmpty)
    }
}
