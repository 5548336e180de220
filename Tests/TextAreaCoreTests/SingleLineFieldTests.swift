import Testing

@testable import TextAreaCore

/// A single-line area (`isSingleLine`): one unwrapped line, line breaks in inserted text replaced by spaces, and Return
/// submitting instead of inserting.
@Suite struct SingleLineFieldTests {
    /// A field of the default monospace measurer (8 px cells, 16 px lines) whose container is `containerWidth` wide.
    static func makeField(_ text: String = "", containerWidth: Double = 100, height: Double = 32) -> TextArea {
        let area = TextArea()
        area.isSingleLine = true
        area.size = Size(width: containerWidth + 2 * area.lineFragmentPadding, height: height)
        area.text = text
        return area
    }

    /// Counts submissions, and may refuse them.
    final class SubmitDelegate: TextAreaDelegate {
        var asked = 0
        var allowsReturn = true
        func textAreaShouldReturn(_ textArea: TextArea) -> Bool {
            asked += 1
            return allowsReturn
        }
    }

    @Test("ten thousand characters stay on one line, as wide as they measure")
    func tenThousandCharactersDoNotWrap() {
        let text = String(repeating: "word ", count: 2_000)
        let field = Self.makeField(text)
        #expect(field.lineCount == 1)
        let lines = field.makeFrame().lines
        #expect(lines.count == 1)
        // The trailing space hangs: the line is as wide as the other 9,999 cells.
        let cell = field.measurer.width(of: "w", font: field.font)
        #expect(lines.first?.visibleLine.width == Double(text.count - 1) * cell)
        #expect(lines.first?.visibleLine.contentRange == 0..<bytes(text))
        #expect(field.wrapWidth == .infinity)
        // The same text in a multiline area of the same width wraps.
        let area = TextArea(text: text)
        area.size = field.size
        #expect(area.lineCount > 1)
    }

    @Test("line and paragraph breaks in pasted, typed, dropped, composed, loaded and set text become one space each")
    func lineBreaksBecomeSpaces() {
        let field = Self.makeField()
        field.paste("a\nb\r\nc")
        #expect(field.text == "a b c")
        field.text = "1\r2\u{85}3\u{2028}4\u{2029}5\u{0B}6\u{0C}7\r\n\r\n8"
        #expect(field.text == "1 2 3 4 5 6 7  8")
        field.text = ""
        field.paste(TextStorage("x\ny\u{2029}z"))
        #expect(field.text == "x y z")
        field.insertText("\r\n")
        #expect(field.text == "x y z ")
        field.dropText("\n!", at: 0)
        #expect(field.text == " !x y z ")
        field.dropText(TextStorage("?\r"), at: 0)
        #expect(field.text == "?  !x y z ")
        field.text = ""
        field.setMarkedText("k\nl", selectedRange: 3..<3)
        #expect(field.markedText == "k l")
        field.unmarkText()
        #expect(field.text == "k l")
        field.load(TextStorage("p\r\nq"))
        #expect(field.text == "p q")
        #expect(field.lineCount == 1)
    }

    @Test("a multiline area keeps its breaks, and turning it into a field replaces them")
    func turningAnAreaIntoAFieldReplacesItsBreaks() {
        let area = TextArea(text: "one\ntwo\r\nthree")
        area.paste("\nfour")
        #expect(area.text == "one\ntwo\r\nthree\nfour")
        area.isSingleLine = true
        #expect(area.text == "one two three four")
        #expect(area.lineCount == 1)
    }

    @Test("the length limit counts the spaces put for line breaks")
    func maxLengthCountsReplacedBreaks() {
        let field = Self.makeField()
        field.maxLength = 5
        field.paste("ab\r\ncdef")
        #expect(field.text == "ab cd", "CR LF is one character and one space")
        field.text = ""
        field.maxLength = 3
        field.paste("\n\n\n\n")
        #expect(field.text == "   ")
    }

    @Test("Return submits, asking the delegate, and inserts nothing")
    func returnSubmits() {
        let field = Self.makeField("query")
        let delegate = SubmitDelegate()
        field.delegate = delegate
        var submitted: [String] = []
        let token = field.addObserver(for: .didSubmit) { submitted.append($0.text) }
        #expect(field.handleKey(KeyInput(.enter)))
        #expect(field.text == "query")
        #expect(submitted == ["query"])
        field.perform(.insertNewline)
        #expect(submitted == ["query", "query"])
        delegate.allowsReturn = false
        field.handleKey(KeyInput(.enter))
        #expect(delegate.asked == 3)
        #expect(submitted.count == 2, "a refused Return submits nothing")
        #expect(field.text == "query")
        withExtendedLifetime(token) {}
    }

    @Test("Return with marked text commits it, then submits")
    func returnCommitsMarkedTextFirst() {
        let field = Self.makeField("a")
        var submitted: [String] = []
        let token = field.addObserver(for: .didSubmit) { submitted.append($0.text) }
        field.setMarkedText("b", selectedRange: 1..<1)
        field.perform(.insertNewline)
        #expect(submitted == ["ab"])
        #expect(!field.hasMarkedText)
        withExtendedLifetime(token) {}
    }

    @Test("a multiline area inserts a line break on Return and submits nothing")
    func multilineReturnInserts() {
        let area = TextArea(text: "a")
        var submissions = 0
        let token = area.addObserver(for: .didSubmit) { _ in submissions += 1 }
        area.handleKey(KeyInput(.enter))
        #expect(area.text == "a\n")
        #expect(submissions == 0)
        withExtendedLifetime(token) {}
    }

    @Test("Up goes to the start of the line, Down to its end")
    func upAndDownGoToTheEnds() {
        let field = Self.makeField("hello world")
        field.setSelection(anchor: 5, head: 5)
        field.move(.lineUp)
        #expect(field.selectedRange == 0..<0)
        field.move(.lineDown)
        #expect(field.selectedRange == 11..<11)
        field.move(.lineUp, extendingSelection: true)
        #expect(field.selectedRange == 0..<11)
    }

    @Test("the line sits in the middle of the field's height")
    func theLineIsCentredVertically() throws {
        for height in [20.0, 32, 40, 64] {
            let field = Self.makeField("centred", height: height)
            let line = try #require(field.makeFrame().lines.first).visibleLine
            let above = line.origin.y
            let below = height - (line.origin.y + line.height)
            #expect(abs(above - below) <= 1, "height \(height): \(above) above, \(below) below")
            #expect(field.caretRect.minY == line.origin.y)
            #expect(field.contentOffsetY == 0)
            field.scroll(by: 50)
            #expect(field.contentOffsetY == 0, "a field does not scroll vertically")
        }
    }

    @Test("the placeholder lays out at the container's width, and the caret of an empty field sits at its start")
    func placeholderUsesTheContainerWidth() throws {
        let field = Self.makeField(containerWidth: 200)
        field.placeholder = "Search"
        let frame = try #require(field.makeFrame().placeholder)
        #expect(frame.lines.count == 1)
        #expect(frame.lines.first?.origin.x == field.caretRect.minX)
        #expect(field.sizeThatFits(Size(width: 210, height: .infinity)).height == 8 + 16 + 8)
    }
}
