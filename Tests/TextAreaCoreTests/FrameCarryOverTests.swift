import SeededRandom
import Testing

@testable import TextAreaCore

/// A frame carries over the runs of the lines an edit did not touch (moved along with their text), and says which
/// stretch the edit replaced; its lines are those a frame made from scratch shows.
@Suite struct FrameCarryOverTests {
    /// An area of `text` in a monospace font (tab stops every 32 pixels), large enough to show every line.
    func makeArea(_ text: String) -> TextArea {
        let area = TextArea()
        area.measurer = MonospaceMeasurer(cellWidth: 8, lineHeight: 16)
        area.tabInterval = 32
        area.size = Size(width: 240, height: 2000)
        area.text = text
        return area
    }

    /// Replaces `range` of `area`'s text with `replacement`, as typing over a selection does.
    func replace(_ range: Range<Int>, with replacement: String, in area: TextArea) {
        area.selectedRange = range
        if replacement.isEmpty { area.deleteBackward() } else { area.insertText(replacement) }
    }

    @Test func anEditReportsTheStretchItReplaced() {
        let area = makeArea("one\ttwo\nthree four\nfive")
        _ = area.makeFrame()
        replace(4..<4, with: "XY", in: area)
        let typed = area.makeFrame()
        #expect(typed.textEdit == TextAreaFrame.TextEdit(range: 4..<6, lengthChange: 2))
        // Two edits between frames make one stretch, from the first byte either changed to the last.
        replace(0..<1, with: "", in: area)
        replace(12..<14, with: "Z", in: area)
        let twice = area.makeFrame()
        #expect(twice.textEdit == TextAreaFrame.TextEdit(range: 0..<13, lengthChange: -2))
        // No edit, or a new text: no stretch.
        area.selectedRange = 0..<0
        #expect(area.makeFrame().textEdit == nil)
        area.text = "new"
        #expect(area.makeFrame().textEdit == nil)
    }

    @Test func previousRangesLieOutsideTheEdit() {
        let edit = TextAreaFrame.TextEdit(range: 10..<13, lengthChange: 2)
        #expect(edit.previousRange(of: 0..<10) == 0..<10)
        #expect(edit.previousRange(of: 13..<20) == 11..<18)
        #expect(edit.previousRange(of: 9..<11) == nil)
        #expect(edit.previousRange(of: 12..<14) == nil)
        // A deletion leaves an empty stretch: the bytes either side of it are as they were.
        let deletion = TextAreaFrame.TextEdit(range: 5..<5, lengthChange: -3)
        #expect(deletion.previousRange(of: 0..<5) == 0..<5)
        #expect(deletion.previousRange(of: 5..<9) == 8..<12)
        #expect(deletion.previousRange(of: 4..<6) == nil)
    }

    @Test func linesAfterAnEditCarryTheirRunsMovedAlong() {
        let area = makeArea("alpha\tbeta\ngamma delta\nepsilon\tzeta\teta\ntheta")
        let before = area.makeFrame()
        replace(2..<2, with: "__", in: area)
        let after = area.makeFrame()
        #expect(after.lines.count == before.lines.count)
        for index in 1..<after.lines.count {
            #expect(
                after.lines[index].directionRuns
                    == Self.runs(before.lines[index].directionRuns, movedBy: 2), "line \(index)")
        }
        #expect(after.lines[2].directionRuns.count == 3, "the tabs still split the third line")
    }

    /// Random edits (letters, tabs, line breaks, deletions; now one, now two between frames): after each, every line
    /// shown and its runs are those of an area given the same text from scratch.
    @Test func framesAfterRandomEditsShowWhatAFreshAreaShows() {
        var random = SplitMix64(seed: 7)
        let pieces = ["word ", "tab\t", "\n", "longerword ", "x", "\t\t", "é "]
        var text = (0..<60).map { _ in pieces[random.below(pieces.count)] }.joined()
        let area = makeArea(text)
        _ = area.makeFrame()
        for step in 0..<300 {
            for _ in 0..<(1 + random.below(2)) {
                let bytes = Array(text.utf8)
                let lower = Self.boundary(random.below(bytes.count + 1), in: bytes)
                let upper = Self.boundary(min(bytes.count, lower + random.below(12)), in: bytes)
                let replacement = random.below(3) == 0 ? "" : pieces[random.below(pieces.count)]
                // (Deleting nothing would delete the character before.)
                if lower == upper && replacement.isEmpty { continue }
                replace(lower..<upper, with: replacement, in: area)
                text = String(decoding: bytes[..<lower] + Array(replacement.utf8) + bytes[upper...], as: UTF8.self)
            }
            let frame = area.makeFrame()
            let fresh = makeArea(text).makeFrame()
            #expect(area.text == text, "step \(step)")
            #expect(frame.lines == fresh.lines, "step \(step)")
        }
    }

    /// `offset` moved back to the start of the character it falls in.
    static func boundary(_ offset: Int, in bytes: [UInt8]) -> Int {
        var offset = offset
        while offset > 0 && offset < bytes.count && bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
        return offset
    }

    /// `runs` with their ranges `delta` bytes further along.
    static func runs(_ runs: [TextRun], movedBy delta: Int) -> [TextRun] {
        runs.map { TextRun(range: ($0.range.lowerBound + delta)..<($0.range.upperBound + delta), x: $0.x) }
    }
}
