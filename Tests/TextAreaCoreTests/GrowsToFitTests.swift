import Testing

@testable import TextAreaCore

/// `fittingHeight(forWidth:)`: the height of an auto-growing area, between its minimum and maximum line counts.
@Suite struct GrowsToFitTests {
    /// An area 100 px wide (90 px of text: 11 cells a line), insets 8 + 8, lines 16 px.
    func area(minimum: Int = 1, maximum: Int? = 3) -> TextArea {
        let area = TextArea()
        area.measurer = MonospaceMeasurer(cellWidth: 8, lineHeight: 16)
        area.size = Size(width: 100, height: 32)
        area.growsToFit = true
        area.minimumLineCount = minimum
        area.maximumLineCount = maximum
        return area
    }

    @Test func heightFollowsTheLinesBetweenMinimumAndMaximum() {
        let area = area()
        #expect(area.fittingHeight(forWidth: 100) == 16 + 16)
        area.text = "one\ntwo"
        #expect(area.fittingHeight(forWidth: 100) == 16 + 32)
        area.text = "one\ntwo\nthree"
        #expect(area.fittingHeight(forWidth: 100) == 16 + 48)
        area.text = "one\ntwo\nthree\nfour\nfive"
        #expect(area.fittingHeight(forWidth: 100) == 16 + 48, "grew past the maximum")
        // A final line break is a line the caret sits on.
        area.text = "one\n"
        #expect(area.fittingHeight(forWidth: 100) == 16 + 32)
        // Wrapping counts: 30 cells at 11 a line make 3 lines; narrower, still at most 3.
        area.text = String(repeating: "x", count: 30)
        #expect(area.fittingHeight(forWidth: 100) == 16 + 48)
        #expect(area.fittingHeight(forWidth: 1000) == 16 + 16)
    }

    @Test func minimumHoldsForShortTextAndNoMaximumGrowsWithoutLimit() {
        let area = area(minimum: 2, maximum: nil)
        #expect(area.fittingHeight(forWidth: 100) == 16 + 32)
        area.text = (1...10).map(String.init).joined(separator: "\n")
        #expect(area.fittingHeight(forWidth: 100) == 16 + 160)
        // A maximum below the minimum acts as the minimum.
        area.maximumLineCount = 1
        #expect(area.fittingHeight(forWidth: 100) == 16 + 32)
    }

    @Test func anEmptyAreaFitsItsPlaceholder() {
        let area = area(maximum: 8)
        area.placeholder = "a placeholder that wraps over several lines"
        let placeholderHeight = area.placeholderFrame.height
        #expect(placeholderHeight >= 48)
        #expect(area.fittingHeight(forWidth: 100) == 16 + placeholderHeight)
        area.text = "x"
        #expect(area.fittingHeight(forWidth: 100) == 16 + 16)
    }

    @Test func aPendingLargeTextIsNotWrappedToFindTheMaximum() {
        let area = area(maximum: 5)
        area.text = String(repeating: "a line of text\n", count: 50_000)
        #expect(area.hasPendingLayout)
        #expect(area.fittingHeight(forWidth: 100) == 16 + 80)
        #expect(area.hasPendingLayout, "the query wrapped the text")
    }
}
