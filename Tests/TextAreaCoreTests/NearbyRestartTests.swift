import SeededRandom
import Testing

@testable import TextAreaCore

/// Showing a place far into text not yet wrapped wraps near that place, not everything before it.
@Suite struct NearbyRestartTests {
    func makeArea(_ text: String) -> (TextArea, CountingMeasurer) {
        let measurer = CountingMeasurer()
        let area = TextArea()
        area.measurer = measurer
        area.size = Size(width: 8 * 40 + 10, height: 16 * 20 + 16)
        area.text = text
        return (area, measurer)
    }

    func fullWrapStarts(_ text: String, width: Double) -> [Int] {
        wrappedLines(of: text, width: width, font: .standard, measurer: MonospaceMeasurer(cellWidth: 1, lineHeight: 1))
            .map(\.range.lowerBound)
    }

    /// The first line whose start differs from a full wrap's, or nil when all agree (large arrays are not compared in an expectation: its diff would take forever).
    func firstDifference(_ area: TextArea, _ text: String) -> String? {
        let expected = fullWrapStarts(text, width: area.wrapWidth)
        guard area.lineCount == expected.count else { return "\(area.lineCount) lines, expected \(expected.count)" }
        for index in 0..<expected.count where area.lineRange(at: index).lowerBound != expected[index] {
            return "line \(index) starts at \(area.lineRange(at: index).lowerBound), expected \(expected[index])"
        }
        return nil
    }

    @Test func goingToTheEndOfAParagraphedDocumentWrapsOnlyNearTheEnd() {
        let paragraph = String(repeating: "some words to wrap here ", count: 8) + "\n"
        let text = String(repeating: paragraph, count: 20_000)
        let (area, measurer) = makeArea(text)
        measurer.resetCount()
        area.move(.documentEnd)
        #expect(measurer.measuredBytes < 200_000, "only the text near the end is wrapped")
        #expect(area.hasPendingLayout)
        // The lines shown near the end are the true lines: they start at a paragraph start.
        let shown = area.visibleLines()
        let truth = Set(fullWrapStarts(text, width: area.wrapWidth))
        #expect(!shown.isEmpty)
        #expect(shown.allSatisfy { truth.contains($0.range.lowerBound) })
        #expect(shown.last?.range.upperBound == area.utf8Count)
        // Finishing the rest converges with what was wrapped near the end.
        while area.performPendingLayout(lineBudget: 5_000) {}
        #expect(firstDifference(area, text) == nil)
    }

    @Test func goingToTheEndOfOneLongParagraphWrapsOnlyNearTheEnd() {
        // Words of varied lengths, as in prose, so wraps from different starts fall into step.
        var random = SplitMix64(seed: 7)
        let words = ["a", "some", "words", "to", "wrap", "here", "placeholder", "of", "the", "layout", "x"]
        let text = (0..<200_000).map { _ in random.pick(words) }.joined(separator: " ")
        let (area, measurer) = makeArea(text)
        measurer.resetCount()
        area.move(.documentEnd)
        #expect(measurer.measuredBytes < 200_000)
        let shown = area.visibleLines()
        #expect(shown.last?.range.upperBound == area.utf8Count)
        #expect(shown.allSatisfy { $0.width <= area.wrapWidth })
        while area.performPendingLayout(lineBudget: 5_000) {}
        #expect(firstDifference(area, text) == nil)
    }

    @Test func idleLayoutAboveTheScreenDoesNotMoveWhatIsShown() {
        let paragraph = String(repeating: "some words to wrap here ", count: 8) + "\n"
        let (area, _) = makeArea(String(repeating: paragraph, count: 5_000))
        area.move(.documentEnd)
        let before = area.visibleLines().map(\.range)
        while area.performPendingLayout(lineBudget: 5_000) {}
        #expect(area.visibleLines().map(\.range) == before)
    }

    @Test func aRestartNeverSplitsACluster() {
        // A space followed by a combining mark (one cluster) and CR LF pairs a few kilobytes before the end.
        let filler = String(repeating: "x", count: 40_000)
        let end = String(repeating: "y", count: 6_000)
        for tail in [" \u{301}\u{301}" + end, "\r\n" + end, " \r\n\u{301}" + end] {
            let text = filler + tail
            let (area, _) = makeArea(text)
            area.setSelection(anchor: area.utf8Count, head: area.utf8Count)
            _ = area.caretRect
            var starts: [Int] = []
            area.viewport.textLayout.lines.forEachLine(from: 0) { _, _, start in
                starts.append(start)
                return true
            }
            #expect(starts.allSatisfy { area.textStorage.isCharacterBoundary($0) }, "\(tail.debugDescription)")
        }
    }

    @Test func aLargePasteWrapsOnlyWhatIsShownAtOnce() {
        let (area, measurer) = makeArea("first line\nsecond line\n")
        _ = area.visibleLines()
        area.selectedRange = 11..<11
        let paragraph = String(repeating: "pasted words wrap here ", count: 12) + "\n"
        let pasted = String(repeating: paragraph, count: 2_000)
        measurer.resetCount()
        area.paste(pasted)
        _ = area.visibleLines()
        #expect(measurer.measuredBytes < 200_000, "the paste is not wrapped all at once")
        #expect(area.hasPendingLayout)
        #expect(area.text == "first line\n" + pasted + "second line\n")
        while area.performPendingLayout(lineBudget: 5_000) {}
        #expect(firstDifference(area, area.text) == nil)
        area.undo()
        #expect(area.text == "first line\nsecond line\n")
        #expect(firstDifference(area, area.text) == nil)
    }
}
