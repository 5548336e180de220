import SeededRandom
import Testing

@testable import TextAreaCore

/// The caret's line takes the runs it had before an edit, with only the pieces around the edit measured again; they
/// must be the runs measuring the whole line anew gives.
@Suite struct EditedLineRunsTests {
    /// An area `columns` cells of 8 px wide showing `text`, its measurer counting and shaping "fi" as one cell.
    func countedArea(columns: Int, text: String) -> (area: TextArea, measurer: CountingMeasurer) {
        let measurer = CountingMeasurer(cellWidth: 8, lineHeight: 16, ligatures: ["fi"])
        let area = TextArea()
        area.measurer = measurer
        area.textContainerInset = .zero
        area.lineFragmentPadding = 0
        area.size = Size(width: Double(columns * 8), height: 16 * 12)
        area.text = text
        return (area, measurer)
    }

    /// The runs kept for `line`, if any.
    func kept(_ line: VisibleLine, in area: TextArea) -> [TextRun]? {
        area.viewport.keptRuns(start: line.range.lowerBound, contentEnd: line.contentRange.upperBound)
    }

    /// The runs of `line` measured anew.
    func measured(_ line: VisibleLine, in area: TextArea) -> [TextRun] {
        area.viewport.textLayout.runs(
            start: line.range.lowerBound, contentEnd: line.contentRange.upperBound, storage: area.layoutStorage)
    }

    /// The line of `frame` holding the caret of `area`.
    func caretLine(of frame: TextAreaFrame, in area: TextArea) throws -> VisibleLine {
        let head = area.selectionHead
        return try #require(frame.lines.map(\.visibleLine).first { $0.range.contains(head) })
    }

    @Test func typingIntoALongLineMeasuresTheWordsAroundTheKeyAlone() throws {
        let words = (0..<40).map { "word\($0 % 7 == 3 ? "fi" : "")" }
        let (area, measurer) = countedArea(columns: 400, text: words.joined(separator: " "))
        // Inside the twentieth word.
        let caret = words[0..<19].joined(separator: " ").utf8.count + 3
        area.selectedRange = caret..<caret
        let before = try caretLine(of: area.makeFrame(), in: area)
        for typed in ["q", "fi", "z"] {
            area.insertText(typed)
            area.layoutIfNeeded()
            measurer.resetCount()
            let line = try caretLine(of: area.makeFrame(), in: area)
            // The words before and after the one typed into, the space between, and that word once more for the
            // caret: not the line's some 200 bytes.
            #expect(measurer.measuredBytes < 30, "measured \(measurer.measuredBytes) bytes")
            #expect(line.range.lowerBound == before.range.lowerBound)
            let runs = try #require(kept(line, in: area))
            #expect(runs == measured(line, in: area))
        }
        area.deleteBackward()
        area.deleteBackward()
        area.layoutIfNeeded()
        measurer.resetCount()
        let line = try caretLine(of: area.makeFrame(), in: area)
        #expect(measurer.measuredBytes < 30, "measured \(measurer.measuredBytes) bytes")
        #expect(try #require(kept(line, in: area)) == measured(line, in: area))
    }

    @Test func typingThatMovesWordsToTheNextLineMeasuresTheWordsAroundTheKeyAndTheLinesLastWord() throws {
        let words = (0..<60).map { ["alpha", "beta", "gamma", "delta", "epsilon", "zeta"][$0 % 6] }
        let (area, measurer) = countedArea(columns: 60, text: words.joined(separator: " "))
        // Inside the third word of the second line.
        let second = try #require(area.makeFrame().lines.dropFirst().first).visibleLine
        let bytes = Array(area.text.utf8)
        var caret = second.range.lowerBound
        for _ in 0..<2 { caret = try #require((caret..<bytes.count).first { bytes[$0] == 0x20 }) + 1 }
        caret += 2
        area.selectedRange = caret..<caret
        _ = area.makeFrame()
        var endMoves = 0
        var previousEnd = second.contentRange.upperBound
        for _ in 0..<24 {
            area.insertText("q")
            area.layoutIfNeeded()
            measurer.resetCount()
            let frame = area.makeFrame()
            let measuredBytes = measurer.measuredBytes
            let line = try caretLine(of: frame, in: area)
            let lines = frame.lines.map(\.visibleLine)
            let next = try #require(lines.first { $0.range.lowerBound == line.range.upperBound })
            #expect(try #require(kept(line, in: area)) == measured(line, in: area))
            #expect(try #require(kept(next, in: area)) == measured(next, in: area))
            // The word typed into, for its runs and once more for the caret, and a word or two besides.
            let text = Array(area.text.utf8)
            let head = area.selectionHead
            let wordStart = (text[..<head].lastIndex(of: 0x20) ?? -1) + 1
            let wordEnd = text[head...].firstIndex(of: 0x20) ?? text.count
            let typedInto = 2 * (wordEnd - wordStart) + 16
            if line.contentRange.upperBound == previousEnd + 1 {
                #expect(measuredBytes < typedInto, "measured \(measuredBytes) bytes")
            } else {
                // A word moved down: the line below, whose bytes changed, is measured whole; of the caret's line
                // only the word typed into and what follows the last settled piece start before its new end.
                endMoves += 1
                #expect(measuredBytes < next.contentRange.count + typedInto, "measured \(measuredBytes) bytes")
            }
            previousEnd = line.contentRange.upperBound
        }
        #expect(endMoves >= 3, "words moved to the next line \(endMoves) times")
    }

    @Test func aTabAfterTheEditMeasuresTheLineAnew() throws {
        let (area, measurer) = countedArea(columns: 400, text: "alpha beta gamma delta\tepsilon zeta eta theta")
        area.selectedRange = 8..<8
        _ = area.makeFrame()
        area.insertText("x")
        area.layoutIfNeeded()
        measurer.resetCount()
        let line = try caretLine(of: area.makeFrame(), in: area)
        #expect(measurer.measuredBytes >= line.contentRange.count, "the tab's stop would not move with the text")
        #expect(try #require(kept(line, in: area)) == measured(line, in: area))
    }

    @Test func editsAmongPunctuationNumbersAndOtherScriptsKeepTheRunsOfTheLineMeasuredAnew() throws {
        // Pieces around which UAX #14 looks past a space or a letter: brackets and quotes before spaces, numbers with
        // their prefixes and suffixes, hyphens, no-break spaces, ideographs, Thai, marks, emoji sequences and flags;
        // words of Cyrillic, Bengali (ending in a vowel sign), and Thai letters between spaces.
        let pieces = [
            "word ", "fine ", "x", "( ", " )", "\u{201C} ", " \u{201D}", "\"", "$12.50 ", "30% ", "-", "\u{2014}",
            "a\u{A0}b ", "\u{200B}", "\u{6F22}\u{5B57}", "\u{3002}", "\u{0E20}\u{0E32}\u{0E29}\u{0E32}",
            "e\u{301}", "\u{1F44D}\u{1F3FD} ", "\u{1F468}\u{200D}\u{1F469}", "\u{1F1EB}\u{1F1F7}", "/", " ",
            "ab cd ", "fi ", "\u{0441}\u{044A}\u{0435}\u{0448}\u{044C} ", "\u{09AD}\u{09BE}\u{09B7}\u{09BE} ",
            "\u{0E20}\u{0E32}\u{0E29}\u{0E32} ",
        ]
        for seed in [5 as UInt64, 77] {
            var random = SplitMix64(seed: seed)
            let text = (0..<120).map { _ in pieces[random.below(pieces.count)] }.joined()
            let (area, measurer) = countedArea(columns: 120, text: text)
            var checked = 0
            var measuredInPart = 0
            for _ in 0..<400 {
                let count = area.utf8Count
                switch random.below(8) {
                case 0:
                    let at = area.layoutStorage.scalarBoundary(atOrBefore: random.below(count + 1))
                    area.selectedRange = at..<at
                case 1, 2:
                    area.deleteBackward()
                default:
                    area.insertText(pieces[random.below(pieces.count)])
                }
                area.layoutIfNeeded()
                measurer.resetCount()
                let frame = area.makeFrame()
                let measuredBytes = measurer.measuredBytes
                // A caret after a final line break is on the empty last line, whose range holds no offset.
                guard
                    let caretLine = frame.lines.map(\.visibleLine).first(where: {
                        $0.range.contains(area.selectionHead)
                    })
                else { continue }
                if measuredBytes < caretLine.contentRange.count { measuredInPart += 1 }
                for line in frame.lines.map(\.visibleLine) {
                    guard let runs = kept(line, in: area) else { continue }
                    #expect(runs == measured(line, in: area), "seed \(seed), line \(line.range)")
                    checked += 1
                }
            }
            #expect(checked > 400)
            #expect(measuredInPart > 100, "seed \(seed): the caret's line measured in part \(measuredInPart) times")
        }
    }
}
