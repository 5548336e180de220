import Testing

@testable import TextAreaCore

@Suite struct MonospaceMeasurerTests {
    let measurer = MonospaceMeasurer(cellWidth: 1, lineHeight: 1)

    @Test func asciiIsOneCellPerCharacter() {
        #expect(measurer.width(of: "hello", font: .standard) == 5)
    }

    @Test func eastAsianWideIsTwoCells() {
        #expect(measurer.width(of: "中文", font: .standard) == 4)
        #expect(measurer.width(of: "ｱ", font: .standard) == 1)
    }

    @Test func combiningMarksAndClustersMeasureAsOneGlyph() {
        #expect(measurer.width(of: "e\u{301}", font: .standard) == 1)
        #expect(measurer.width(of: "👨‍👩‍👧", font: .standard) == 2)
        #expect(measurer.width(of: "👍🏽", font: .standard) == 2)
    }
}
