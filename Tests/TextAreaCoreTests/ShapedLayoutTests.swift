import Testing

@testable import TextAreaCore

/// Layout with a measurer that is not additive: a monospace grid of 8 px cells where "ffi" and "fi" are one-cell ligatures, standing in for a shaper.
@Suite struct ShapedLayoutTests {
    /// An area 8 px cells wide in a grid with ligatures, no insets.
    func ligatureArea(columns: Int, text: String) -> TextArea {
        let area = TextArea()
        area.measurer = MonospaceMeasurer(cellWidth: 8, lineHeight: 16, ligatures: ["ffi", "fi"])
        area.textContainerInset = .zero
        area.lineFragmentPadding = 0
        area.size = Size(width: Double(columns * 8), height: 200)
        area.text = text
        return area
    }

    @Test func theMeasurerIsAdditiveOnlyWithoutLigatures() {
        #expect(MonospaceMeasurer().isAdditive)
        let shaping = MonospaceMeasurer(ligatures: ["fi"])
        #expect(!shaping.isAdditive)
        #expect(shaping.width(of: "office", font: .standard) == 5 * 8, "o, f, fi, c, e")
        #expect(shaping.width(of: "of" + "fice", font: .standard) == shaping.width(of: "office", font: .standard))
        #expect(MonospaceMeasurer().width(of: "office", font: .standard) == 6 * 8)
    }

    @Test func linesWrapAtTheirShapedWidths() {
        // "office office": 4 + 1 + 4 cells with the ffi ligature, 13 without.
        let area = ligatureArea(columns: 9, text: "office office")
        area.completeLayout()
        #expect(area.lineCount == 1)
        let narrower = ligatureArea(columns: 8, text: "office office")
        narrower.completeLayout()
        #expect(narrower.lineCount == 2)
        #expect(LayoutFixtures.lines(of: narrower) == ["office ", "office"])
    }

    @Test func everyClusterInsideALigatureHasACaretStop() {
        let area = ligatureArea(columns: 20, text: "office")
        // o | f f i (one cell, shared in thirds) | c | e
        let xs = (0...6).map { area.caretRect(for: $0).minX }
        let third = 8.0 / 3
        let expected = [0, 8, 8 + third, 8 + 2 * third, 16, 24, 32]
        for (x, wanted) in zip(xs, expected) { #expect(abs(x - wanted) < 0.001, "\(xs)") }
    }

    @Test func clicksInsideALigatureLandOnTheNearestClusterBoundary() {
        let area = ligatureArea(columns: 20, text: "office")
        #expect(area.offset(for: Point(x: 9, y: 4)).offset == 1)
        #expect(area.offset(for: Point(x: 11, y: 4)).offset == 2)
        #expect(area.offset(for: Point(x: 14, y: 4)).offset == 3)
        #expect(area.offset(for: Point(x: 15.5, y: 4)).offset == 4)
        #expect(area.offset(for: Point(x: 19, y: 4)).offset == 4)
    }

    @Test func selectionInsideALigatureCoversItsShare() {
        let area = ligatureArea(columns: 20, text: "office")
        let rects = area.selectionRects(for: 2..<3)
        #expect(rects.count == 1)
        #expect(abs(rects[0].minX - (8 + 8.0 / 3)) < 0.001 && abs(rects[0].width - 8.0 / 3) < 0.001)
    }

    @Test func backspaceAfterALigatureDeletesOneCluster() {
        let area = ligatureArea(columns: 20, text: "office")
        area.selectedRange = 4..<4
        area.deleteBackward()
        #expect(area.text == "offce")
        #expect(area.caretRect(for: 3).minX == 3 * 8, "ff is no ligature: each f is a cell")
    }

    @Test func linesAreDrawnInThePiecesTheyWereMeasuredIn() {
        let area = ligatureArea(columns: 40, text: "office\tfind it")
        let line = area.visibleLines()[0]
        let runs = area.runs(for: line)
        #expect(runs.map { area.text(in: $0.range) } == ["office", "find", " ", "it"])
        // The tab stop is at 64 (8 cells); "find" is 3 cells, then a space.
        let expectedXs: [Double] = [0, 64, 88, 96]
        #expect(runs.map(\.x) == expectedXs)
    }

    @Test func mixedDirectionLinesShapeEachRunOnItsOwn() {
        let area = ligatureArea(columns: 40, text: "office אבג fit")
        let runs = area.runs(for: area.visibleLines()[0]).filter { area.text(in: $0.range) != " " }
        #expect(runs.map { area.text(in: $0.range) } == ["office", "אבג", "fit"])
        #expect(runs.map(\.isRightToLeft) == [false, true, false])
        #expect(runs.map(\.x) == [0, 40, 72])
        #expect(area.caretRect(for: 15).minX == 72 + 4, "f and i share the ligature's cell")
    }
}
