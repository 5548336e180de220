import Testing

@testable import TextAreaCore

/// `boundingRect(of:constrainedTo:font:measurer:)`, the measure `boundingRectWithSize` with the line-fragment origin option gives.
@Suite struct BoundingRectTests {
    let measurer = MonospaceMeasurer(cellWidth: 8, lineHeight: 16)

    func rect(_ text: String, width: Double, height: Double = .infinity) -> Rect {
        boundingRect(of: text, constrainedTo: Size(width: width, height: height), font: .standard, measurer: measurer)
    }

    @Test func widthIsTheWidestLineAndHeightTheLines() {
        // At 90 px: "Tell us " (7 cells), "what you " (8), "think" (5).
        #expect(rect("Tell us what you think", width: 90) == Rect(x: 0, y: 0, width: 64, height: 48))
    }

    @Test func hangingSpacesAreLeftOutOfTheWidth() {
        #expect(rect("abc      \nde", width: .infinity) == Rect(x: 0, y: 0, width: 24, height: 32))
        #expect(rect("abcd          efg", width: 40) == Rect(x: 0, y: 0, width: 32, height: 32))
    }

    @Test func linesBelowAFiniteHeightAreLeftOut() {
        let text = "a\nbb\ncccccc"
        #expect(rect(text, width: .infinity) == Rect(x: 0, y: 0, width: 48, height: 48))
        #expect(rect(text, width: .infinity, height: 48) == Rect(x: 0, y: 0, width: 48, height: 48))
        #expect(rect(text, width: .infinity, height: 47.9) == Rect(x: 0, y: 0, width: 16, height: 32))
        #expect(rect(text, width: .infinity, height: 20) == Rect(x: 0, y: 0, width: 8, height: 16))
        #expect(rect(text, width: .infinity, height: 10) == Rect(x: 0, y: 0, width: 0, height: 0))
    }

    @Test func anInfiniteWidthGivesOneLinePerParagraph() {
        let paragraph = String(repeating: "word ", count: 200) + "end"
        #expect(rect(paragraph + "\n" + paragraph, width: .infinity) == Rect(x: 0, y: 0, width: 1003 * 8, height: 32))
    }

    @Test func aFinalLineBreakStartsNoEmptyLine() {
        // As UIKit measures: the break ends the last line; a second one makes an empty line.
        #expect(rect("abc\n", width: 100) == Rect(x: 0, y: 0, width: 24, height: 16))
        #expect(rect("abc\n\n", width: 100) == Rect(x: 0, y: 0, width: 24, height: 32))
        #expect(rect("\n", width: 100) == Rect(x: 0, y: 0, width: 0, height: 16))
        #expect(rect("abc\r\n", width: 100) == Rect(x: 0, y: 0, width: 24, height: 16))
        #expect(rect("abc\u{2029}", width: 100) == Rect(x: 0, y: 0, width: 24, height: 16))
    }

    @Test func wideCharactersAndLongWordsWrapAsTheAreaWraps() {
        #expect(rect("中文字符串", width: 32) == Rect(x: 0, y: 0, width: 32, height: 48))
        #expect(rect("abcdefghij", width: 32) == Rect(x: 0, y: 0, width: 32, height: 48))
        // No width at all: one cluster a line.
        #expect(rect("ab", width: 0) == Rect(x: 0, y: 0, width: 8, height: 32))
    }

    @Test func theRectMatchesThePlaceholderFrameSize() {
        let area = TextArea()
        area.size = Size(width: 100, height: 120)
        area.placeholder = "Tell us what you think\nor not"
        let bounding = rect(area.placeholder!, width: area.wrapWidth)
        #expect(area.placeholderFrame.size == bounding.size)
    }
}
