import Testing

@testable import TextAreaCore

/// `placeholderMaximumLineCount`: at most that many lines, the last ending in "…" (U+2026) cut at a grapheme
/// boundary so that it fits the wrap width; 0 shows every line.
///
/// Bounds 100 px wide: the placeholder wraps at 90 px, 11.25 cells of the 8 px grid.
@Suite struct PlaceholderLineLimitTests {
    static let ellipsis = "\u{2026}"

    func area(
        _ placeholder: String, width: Double = 100, lines: Int, measurer: any TextMeasurer = MonospaceMeasurer()
    ) -> TextArea {
        let area = TextArea()
        area.measurer = measurer
        area.size = Size(width: width, height: 120)
        area.placeholder = placeholder
        area.placeholderMaximumLineCount = lines
        return area
    }

    /// Every line fits the wrap width, and the last ends in the ellipsis.
    func expectFitsWithEllipsis(_ area: TextArea, sourceLocation: SourceLocation = #_sourceLocation) {
        let wrapWidth = area.size.width - 10
        for line in area.placeholderLines {
            #expect(line.width <= wrapWidth, sourceLocation: sourceLocation)
        }
        #expect(area.placeholderTexts.last?.hasSuffix(Self.ellipsis) == true, sourceLocation: sourceLocation)
        #expect(area.placeholderFrame.width <= wrapWidth, sourceLocation: sourceLocation)
    }

    @Test func zeroShowsEveryLine() {
        let area = area("Tell us what you think", lines: 0)
        #expect(area.placeholderTexts == ["Tell us ", "what you ", "think"])
        area.placeholderMaximumLineCount = -3
        #expect(area.placeholderMaximumLineCount == 0)
        #expect(area.placeholderLines.count == 3)
    }

    @Test func theLastLineTakesWhatFitsOfTheRestAndTheEllipsis() {
        // One line: "Tell us wh" (10 cells) and "…" (1) are 88 px; one cluster more would be 96.
        let area = area("Tell us what you think", lines: 1)
        #expect(area.placeholderTexts == ["Tell us wh" + Self.ellipsis])
        expectFitsWithEllipsis(area)
        #expect(area.placeholderFrame == Rect(x: 5, y: 8, width: 88, height: 16))
        area.placeholderMaximumLineCount = 2
        #expect(area.placeholderTexts == ["Tell us ", "what you t" + Self.ellipsis])
        expectFitsWithEllipsis(area)
        area.placeholderMaximumLineCount = 3
        #expect(area.placeholderTexts == ["Tell us ", "what you ", "think"])
    }

    @Test func aSingleLineAreaShowsOneLineOfItsPlaceholderWhateverTheCount() {
        let area = area("Tell us what you think", lines: 0)
        #expect(area.placeholderLines.count == 3)
        area.isSingleLine = true
        #expect(area.placeholderTexts == ["Tell us wh" + Self.ellipsis])
        expectFitsWithEllipsis(area)
        area.placeholderMaximumLineCount = 3
        #expect(area.placeholderTexts == ["Tell us wh" + Self.ellipsis])
        area.isSingleLine = false
        #expect(area.placeholderTexts == ["Tell us ", "what you ", "think"])
    }

    @Test func theEllipsisGoesWhenTheWidthGrows() {
        let area = area("Tell us what you think", lines: 1)
        #expect(area.placeholderTexts.first?.hasSuffix(Self.ellipsis) == true)
        area.size.width = 400
        #expect(area.placeholderTexts == ["Tell us what you think"])
        area.size.width = 100
        #expect(area.placeholderTexts == ["Tell us wh" + Self.ellipsis])
    }

    @Test func spacesBeforeTheEllipsisAreDropped() {
        // "Tell us what" cut after "Tell us " would end in a space: it ends after "us".
        let area = area("Tell us what you think", width: 80, lines: 1)
        #expect(area.placeholderTexts == ["Tell us" + Self.ellipsis])
    }

    @Test func aLineBreakAfterTheLastLineStillShowsTheEllipsis() {
        let area = area("first\nsecond", lines: 1)
        #expect(area.placeholderTexts == ["first" + Self.ellipsis])
        #expect(!area.placeholderTexts.joined().contains("second"))
    }

    @Test func oneLongWordIsCutAtAGraphemeBoundary() {
        let area = area("Supercalifragilisticexpialidocious", lines: 1)
        #expect(area.placeholderTexts == ["Supercalif" + Self.ellipsis])
        expectFitsWithEllipsis(area)
        // "e" + U+0301 is one cluster of one cell: it is never cut in two.
        let accents = String(repeating: "e\u{301}", count: 20)
        area.placeholder = accents
        let text = area.placeholderTexts.first ?? ""
        #expect(text == String(repeating: "e\u{301}", count: 10) + Self.ellipsis)
        expectFitsWithEllipsis(area)
    }

    @Test func narrowerThanOneClusterShowsTheEllipsisAlone() {
        let area = area("Supercalifragilistic", width: 15, lines: 1)
        #expect(area.placeholderTexts == [Self.ellipsis])
    }

    @Test func chineseAndJapaneseAreCutBetweenCharacters() {
        // Each ideograph is 2 cells: five and the ellipsis are 11 cells, 88 px.
        let area = area("日本語のテキストを入力してください", lines: 1)
        #expect(area.placeholderTexts == ["日本語のテ" + Self.ellipsis])
        expectFitsWithEllipsis(area)
    }

    @Test func rightToLeftPutsTheEllipsisAtTheLineEndOnTheLeft() throws {
        let area = area("שלום עולם ומה שלומך היום", lines: 1)
        #expect(area.isPlaceholderRightToLeft)
        expectFitsWithEllipsis(area)
        let line = try #require(area.placeholderLines.first)
        let text = area.placeholderText(of: line)
        #expect(text.hasPrefix("שלום עולם"))
        // The ellipsis is the last character in reading order and the leftmost run on screen.
        let ellipsisStart = line.range.upperBound - Self.ellipsis.utf8.count
        let leftmost = try #require(line.runs.min { $0.x < $1.x })
        #expect(leftmost.range.contains(ellipsisStart))
        #expect(leftmost.x == 0)
        // Flush right, as a right-to-left placeholder is.
        #expect(area.placeholderFrame.maxX == 95)
    }

    @Test func aShapingMeasurerFitsTheEllipsisToo() {
        let area = area("fifififififififififififi", lines: 1, measurer: MonospaceMeasurer(ligatures: ["fi"]))
        // Each "fi" is one cell: ten of them and the ellipsis are 11 cells.
        #expect(area.placeholderTexts == [String(repeating: "fi", count: 10) + Self.ellipsis])
        expectFitsWithEllipsis(area)
    }

    @Test func theEllipsisTakesTheAttributesOfTheCharacterBeforeIt() throws {
        let area = area("", lines: 1, measurer: StyledCellMeasurer())
        let red = Color(red8: 0xFF, green8: 0, blue8: 0)
        area.attributedPlaceholder = AttributedText([
            .init("Tell "), .init("us what you", color: red, weight: .bold), .init(" think"),
        ])
        expectFitsWithEllipsis(area)
        let line = try #require(area.placeholderLines.first)
        let last = try #require(line.attributedRuns.last)
        #expect(last.attributes.weight == .bold && last.attributes.color == red)
        // "Tell " is 40 px, then bold cells of 12 px: "us " (36) and a bold ellipsis (12) make 88 of 90 px, one
        // cell more 100; the space before the ellipsis is dropped.
        #expect(area.placeholderTexts == ["Tell us" + Self.ellipsis])
        #expect(line.width == 40 + 24 + 12)
    }

    @Test func theFittingHeightCountsTheShownLinesOnly() {
        let area = area("Tell us what you think", lines: 2)
        area.textContainerInset = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        #expect(area.placeholderFrame.height == 32)
        #expect(area.sizeThatFits(Size(width: 100, height: .infinity)).height == 32)
    }
}
