import Testing

@testable import TextAreaCore

/// `placeholderFrame` agrees with `boundingRect` for every string; `placeholderAlignment`; `caretColor`.
@Suite struct PlaceholderOptionsTests {
    let measurer = MonospaceMeasurer(cellWidth: 8, lineHeight: 16)

    func area(placeholder: String, width: Double = 200) -> TextArea {
        let area = TextArea()
        area.measurer = measurer
        area.size = Size(width: width, height: 300)
        area.placeholder = placeholder
        return area
    }

    @Test(arguments: [
        "abc", "abc\n", "abc\n\n", "\n", "\n\n", "a\r\n", "a\u{2029}", "a\u{2028}",
        "Tell us what happened today, please",
        "first\nsecond\n", "a b c d e f g h i j k l m n o p q r s t u v w x y z\n", "שלום עולם\n", "  \n  ",
    ])
    func placeholderFrameAndBoundingRectAgree(_ string: String) {
        let area = area(placeholder: string)
        let wrapWidth = area.size.width - 2 * area.lineFragmentPadding
        let frame = area.placeholderFrame
        let measured = boundingRect(
            of: string, constrainedTo: Size(width: wrapWidth, height: .infinity), font: area.font, measurer: measurer)
        #expect(frame.width == measured.width && frame.height == measured.height, "\(frame) vs \(measured)")
        #expect(frame.minX == area.lineFragmentPadding + measured.minX)
        #expect(Double(area.placeholderLines.count) * 16 == measured.height)
    }

    @Test func placeholderAlignmentPlacesThePlaceholderAlone() {
        let area = area(placeholder: "abcd")  // 32 px in a 190 px container
        area.alignment = .left
        #expect(area.placeholderFrame.minX == 5)
        var displays = 0
        let host = DisplayCounter { displays += 1 }
        area.host = host
        area.placeholderAlignment = .right
        #expect(displays == 1)
        #expect(area.placeholderFrame.minX == 5 + 190 - 32)
        let firstLineX = area.placeholderLines.first.map { $0.origin.x }
        #expect(firstLineX == 163, "\(String(describing: firstLineX))")
        area.placeholderAlignment = .center
        #expect(area.placeholderFrame.minX == 5 + (190 - 32) / 2)
        // The caret stays where typed text starts: the text's alignment.
        #expect(area.caretRect.minX == 5)
        area.text = "x"
        #expect(area.caretRect.minX == 5 + 8)
        // nil follows the text's alignment again.
        area.text = ""
        area.placeholderAlignment = nil
        area.alignment = .right
        #expect(area.placeholderFrame.minX == 5 + 190 - 32)
    }

    @Test func caretColorDefaultsToTheTextColorAndRedraws() {
        let area = TextArea()
        #expect(area.caretColor == nil)
        var displays = 0
        let host = DisplayCounter { displays += 1 }
        area.host = host
        area.caretColor = Color(hex: "#FF0000")
        #expect(displays == 1)
        area.caretColor = Color(hex: "#FF0000")
        #expect(displays == 1, "setting the same colour redrew")
    }

    final class DisplayCounter: TextAreaHost {
        let onDisplay: () -> Void
        init(_ onDisplay: @escaping () -> Void) { self.onDisplay = onDisplay }
        func textAreaNeedsDisplay(_ textArea: TextArea) { onDisplay() }
    }
}
