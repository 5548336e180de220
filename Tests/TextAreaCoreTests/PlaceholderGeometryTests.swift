import Testing

@testable import TextAreaCore

/// Where the placeholder goes and how big it is (P4, P5, P7, P8, P12, P13), with the default 8 × 16 px measurer and UIKit's insets.
///
/// Defaults: bounds 320 × 120, inset top 8, left 0, bottom 8, right 0, line
/// fragment padding 5. So the placeholder sits at (5, 8) and wraps at width − 10.
@Suite struct PlaceholderGeometryTests {
    /// "Tell us what you think" at 90 px (11.25 cells) wraps as "Tell us " (7 cells), "what you " (8) and "think" (5).
    static let wrappingPlaceholder = "Tell us what you think"

    func area(width: Double = 320, placeholder: String?) -> TextArea {
        let area = TextArea()
        area.size = Size(width: width, height: 120)
        area.placeholder = placeholder
        return area
    }

    @Test func aOneLinePlaceholderSitsAtTheContainerOrigin() {
        let area = area(placeholder: "Write something")
        #expect(area.placeholderFrame == Rect(x: 5, y: 8, width: 15 * 8, height: 16))
        #expect(area.placeholderTexts == ["Write something"])
        #expect(area.placeholderLines.map(\.origin) == [Point(x: 5, y: 8)])
        #expect(area.placeholderLines.map(\.baseline) == [8 + 16 * 0.8])
    }

    @Test func theFrameIsAsTallAsTheWrappedLinesAndAsWideAsTheWidest() {
        let area = area(width: 100, placeholder: Self.wrappingPlaceholder)
        #expect(area.placeholderTexts == ["Tell us ", "what you ", "think"])
        #expect(area.placeholderFrame == Rect(x: 5, y: 8, width: 8 * 8, height: 3 * 16))
        #expect(area.placeholderLines.map(\.origin.y) == [8, 24, 40])
    }

    @Test func thePlaceholderWrapsAtTheWidthLessTwiceThePadding() {
        // "abcde fghij" is 11 cells, 88 px: it fits at 98 px and wraps at 97.
        let area = area(width: 98, placeholder: "abcde fghij")
        #expect(area.placeholderFrame == Rect(x: 5, y: 8, width: 88, height: 16))
        area.size.width = 97
        #expect(area.placeholderFrame == Rect(x: 5, y: 8, width: 40, height: 32))
    }

    @Test func customInsetsAndPaddingMoveAndNarrowThePlaceholder() {
        let area = area(width: 140, placeholder: "abcde fghij")
        area.textContainerInset = EdgeInsets(top: 20, left: 12, bottom: 4, right: 30)
        area.lineFragmentPadding = 3
        // Wrap width 140 − 12 − 30 − 6 = 92 px: the 88 px placeholder fits.
        #expect(area.placeholderFrame == Rect(x: 15, y: 20, width: 88, height: 16))
        area.lineFragmentPadding = 5
        // Wrap width 88 px: it still fits exactly.
        #expect(area.placeholderFrame == Rect(x: 17, y: 20, width: 88, height: 16))
        area.textContainerInset.right = 31
        #expect(area.placeholderFrame == Rect(x: 17, y: 20, width: 40, height: 32))
    }

    @Test func theFrameIsTheSameWhetherOrNotThePlaceholderShows() {
        let area = area(width: 100, placeholder: Self.wrappingPlaceholder)
        let frame = area.placeholderFrame
        area.text = "typed"
        #expect(!area.isPlaceholderVisible)
        #expect(area.placeholderFrame == frame)
    }

    @Test func noPlaceholderOrAnEmptyOneHasNoFrame() {
        #expect(area(placeholder: nil).placeholderFrame == .zero)
        #expect(area(placeholder: "").placeholderFrame == .zero)
        #expect(area(placeholder: "").placeholderLines.isEmpty)
    }

    @Test func lineBreaksInsideThePlaceholderAreHonoured() {
        let area = area(placeholder: "First line\nSecond\r\nThird one is longer")
        #expect(area.placeholderTexts == ["First line", "Second", "Third one is longer"])
        #expect(area.placeholderFrame == Rect(x: 5, y: 8, width: 19 * 8, height: 3 * 16))
        area.placeholder = "a\n\nb"
        #expect(area.placeholderTexts == ["a", "", "b"])
        #expect(area.placeholderFrame.height == 3 * 16)
        // A final line break does not draw an empty line.
        area.placeholder = "Notes\n"
        #expect(area.placeholderTexts == ["Notes"])
        #expect(area.placeholderFrame.height == 16)
    }

    @Test(arguments: TextAlignment.allCases)
    func alignmentAppliesToThePlaceholderAndTheCaretAgrees(alignment: TextAlignment) {
        let area = area(width: 100, placeholder: Self.wrappingPlaceholder)
        area.alignment = alignment
        let lines = area.placeholderLines
        // Each line is placed within the 90 px container by its own width: 56, 64 and 40 px.
        let widths = [56.0, 64, 40]
        let expectedX = widths.map { 5 + LayoutConsistency.alignmentOffset(alignment, lineWidth: $0, wrapWidth: 90) }
        #expect(lines.map(\.origin.x) == expectedX)
        #expect(
            area.placeholderFrame.minX == 5 + LayoutConsistency.alignmentOffset(alignment, lineWidth: 64, wrapWidth: 90)
        )
        // The caret sits on the first line, at the point the alignment anchors it to:
        // its start (left), its middle (centre) or its end (right).
        let anchor: Double
        switch alignment {
        case .left: anchor = lines[0].origin.x
        case .center: anchor = lines[0].origin.x + widths[0] / 2
        case .right: anchor = lines[0].origin.x + widths[0]
        }
        #expect(area.isPlaceholderVisible)
        #expect(area.caretRect == Rect(x: anchor, y: lines[0].origin.y, width: 1, height: 16))
        #expect(area.caretRect(for: 0) == area.caretRect)
    }

    @Test func aClickAnywhereWhileThePlaceholderShowsPutsTheCaretAtZero() {
        let area = area(width: 100, placeholder: Self.wrappingPlaceholder)
        let frame = area.placeholderFrame
        let points = [
            Point(x: frame.minX, y: frame.minY), Point(x: frame.maxX - 1, y: frame.maxY - 1),
            Point(x: frame.midX, y: frame.midY), Point(x: 90, y: 110), Point(x: -3, y: -3),
        ]
        for point in points {
            let hit = area.offset(for: point)
            #expect(hit.offset == 0 && hit.affinity == .downstream, "\(point)")
        }
        area.text = "hello"
        #expect(area.offset(for: Point(x: 5 + 8 * 3, y: 10)).offset == 3)
    }

    @Test func whenThePolicyHidesThePlaceholderTheCaretIsThatOfAnEmptyLine() {
        let area = area(width: 100, placeholder: Self.wrappingPlaceholder)
        area.alignment = .center
        area.placeholderVisibility = .whenEmptyAndNotEditing
        area.beginEditing()
        #expect(!area.isPlaceholderVisible)
        #expect(area.caretRect == Rect(x: 5 + 45, y: 8, width: 1, height: 16))
    }

    @Test func sizeThatFitsCountsThePlaceholderWhenTheTextIsEmpty() {
        let area = area(width: 100, placeholder: Self.wrappingPlaceholder)
        #expect(area.sizeThatFits(Size(width: 100, height: 0)) == Size(width: 100, height: 8 + 3 * 16 + 8))
        // At another width, the placeholder wraps at that width: 170 px leaves 160 (20 cells), two lines.
        #expect(area.sizeThatFits(Size(width: 170, height: 0)) == Size(width: 170, height: 8 + 2 * 16 + 8))
        // Unbounded, it is one line: 22 cells plus the padding.
        #expect(area.sizeThatFits(Size(width: .infinity, height: 0)) == Size(width: 22 * 8 + 10, height: 32))
    }

    @Test func sizeThatFitsCountsTheTextOnceThereIsAny() {
        let area = area(width: 100, placeholder: Self.wrappingPlaceholder)
        area.text = "hi"
        #expect(area.sizeThatFits(Size(width: 100, height: 0)) == Size(width: 100, height: 8 + 16 + 8))
        #expect(area.sizeThatFits(Size(width: .infinity, height: 0)) == Size(width: 2 * 8 + 10, height: 32))
        area.text = "one two three four five six"
        // 27 cells at 11.25 a line: "one two " "three four " "five six".
        #expect(area.sizeThatFits(Size(width: 100, height: 0)) == Size(width: 100, height: 8 + 3 * 16 + 8))
        area.text = ""
        area.placeholder = nil
        #expect(area.sizeThatFits(Size(width: 100, height: 0)) == Size(width: 100, height: 8 + 16 + 8))
    }
}

extension Rect {
    var midX: Double { minX + width / 2 }
    var midY: Double { minY + height / 2 }
}
