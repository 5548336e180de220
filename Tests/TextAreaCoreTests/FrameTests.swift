import Testing

@testable import TextAreaCore

/// The frame step: one immutable value per area that agrees with every query, comes back unchanged while nothing
/// changes, says what changed, and is the only place (with the editing steps) where geometry is kept.
@Suite struct FrameTests {
    /// Mixed Hebrew, Arabic and Latin paragraphs, long enough to wrap at 160 px.
    static let mixedText = "abc שלום (עולם) def\nمرحبا بالعالم 123 xyz\nplain latin words here\n[x] שלום"

    /// An area 160 × 200 px with a measurer that shapes (lines measured in pieces), holding `text`.
    static func makeArea(_ text: String) -> TextArea {
        let area = TextArea()
        area.measurer = MonospaceMeasurer(cellWidth: 8, lineHeight: 16, ligatures: ["fi", "ab"])
        area.size = Size(width: 160, height: 200)
        area.text = text
        return area
    }

    /// How much geometry the area's viewport keeps.
    static func kept(_ area: TextArea) -> (lines: Int, paragraphs: Int, allLeftToRight: Bool?) {
        (
            area.viewport.lineGeometries.count, area.viewport.paragraphDirections.identities.count,
            area.viewport.knownAllLeftToRight
        )
    }

    @Test func queriesKeepNothingAndTheFrameStepKeepsTheShownLines() {
        let area = Self.makeArea(Self.mixedText)
        area.selectedRange = 5..<5
        area.insertText("x")
        let before = Self.kept(area)
        #expect(before.lines == 0 && before.paragraphs == 0, "an edit's operation keeps no geometry")
        // Every query, over every line and offset.
        let lines = area.visibleLines()
        for line in lines {
            _ = area.runs(for: line)
            _ = area.directionRuns(for: line)
        }
        for offset in 0...area.utf8Count {
            _ = area.caretRect(for: offset)
            _ = area.secondaryCaretRect(for: offset, affinity: .upstream)
        }
        _ = area.selectionRects(for: 0..<area.utf8Count)
        for y in stride(from: 0.0, through: 200, by: 7) { _ = area.offset(for: Point(x: 50, y: y)) }
        _ = area.placeholderLines
        let after = Self.kept(area)
        #expect(after.lines == before.lines && after.paragraphs == before.paragraphs)
        #expect(after.allLeftToRight == before.allLeftToRight)

        _ = area.makeFrame()
        let stepped = Self.kept(area)
        #expect(stepped.lines > 0, "the frame step keeps the geometry of the mixed lines shown")
        #expect(stepped.paragraphs > 0)
        #expect(stepped.allLeftToRight == false)
    }

    @Test func theFrameAgreesWithTheQueries() {
        let area = Self.makeArea(Self.mixedText)
        area.beginEditing()
        area.selectedRange = 6..<30
        var frame = area.makeFrame()
        #expect(frame.lines.map(\.visibleLine) == area.visibleLines())
        #expect(
            frame.lines.map(\.directionRuns)
                == area.visibleLines().map { line in
                    line.contentRange.isEmpty ? [] : area.directionRuns(for: line)
                })
        #expect(!frame.selection.isEmpty)
        #expect(frame.selection == area.selectionRects(for: 6..<30))
        #expect(frame.caret == nil, "a selection shows no caret")
        #expect(frame.isEditing)
        #expect(frame.placeholder == nil)

        area.selectedRange = 9..<9
        frame = area.makeFrame()
        #expect(frame.selection.isEmpty)
        #expect(frame.caret?.primary == area.caretRect)
        #expect(frame.caret?.secondary == area.secondaryCaretRect)
    }

    @Test func theSameFrameComesBackUntilSomethingChangesAndSaysWhatChanged() {
        let area = Self.makeArea(String(repeating: "one two three four five six\n", count: 40))
        area.beginEditing()
        area.selectedRange = 0..<0
        let first = area.makeFrame()
        #expect(first.changes == .all)
        let again = area.makeFrame()
        #expect(again.number == first.number)

        area.selectedRange = 4..<4
        let moved = area.makeFrame()
        #expect(moved.number == first.number + 1)
        #expect(moved.changes == [.caret], "a caret move changes only the caret: \(moved.changes)")

        area.insertText("x")
        let typed = area.makeFrame()
        #expect(typed.changes.contains(.text))
        #expect(typed.changes.contains(.lines))
        #expect(typed.changes.contains(.caret))
        #expect(!typed.changes.contains(.selection))

        area.selectedRange = 0..<8
        let selected = area.makeFrame()
        #expect(selected.changes == [.selection, .caret])

        area.scroll(by: 40)
        let scrolled = area.makeFrame()
        #expect(scrolled.changes.contains(.scroll))
        #expect(scrolled.changes.contains(.lines))
        #expect(scrolled.scrollPosition.map { $0.progress > 0 && $0.visibleFraction < 1 } == true)
        #expect(scrolled.lines.first?.visibleLine.index == 2, "40 px down, the third 16 px line is at the top")
    }

    @Test func aFrameIsAValueTheNextEditDoesNotChange() {
        let area = Self.makeArea("first line\nsecond line")
        let frame = area.makeFrame()
        let lines = frame.lines
        area.selectedRange = 0..<0
        area.insertText("new text that is long enough to wrap onto more lines\n")
        _ = area.makeFrame()
        #expect(frame.lines == lines)
        #expect(frame.lines.first?.visibleLine.contentRange == 0..<10)
    }

    @Test(arguments: ["مرحبا (بالعالم) abc", "abc שלום def", "plain text", "שלום 123 עולם!"])
    func thePlaceholderIsLaidOutAsTheSameTextTyped(text: String) {
        let area = Self.makeArea("")
        area.placeholder = text
        let placeholder = area.makeFrame().placeholder
        #expect(placeholder != nil)
        area.text = text
        let typed = area.makeFrame().lines.map { area.runs(for: $0.visibleLine) }
        #expect(placeholder?.lines.map(\.runs) == typed)
        #expect(placeholder?.lines.map(\.origin) == area.makeFrame().lines.map(\.visibleLine.origin))
        // And so is a label of the same text, at the same width.
        let label = LaidOutText(
            text: text, font: area.font, width: area.wrapWidth, measurer: area.measurer)
        #expect(label.lines.map(\.runs) == typed)
    }
}
