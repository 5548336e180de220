import CoreFuzzing
import SeededRandom
import Testing

@testable import TextAreaCore

/// A 5 MB text set in code: the first screen comes before the rest is wrapped, and budgeted passes finish the same layout an eager wrap gives.
@Suite struct LazyLayoutTests {
    /// About 5 MB of paragraphs of mixed text, some long.
    static let fiveMegabytes: String = {
        var generator = SplitMix64(seed: 0x1A2B)
        var text = ""
        text.reserveCapacity(5_300_000)
        while text.utf8.count < 5_000_000 {
            text += RandomText.document(byteCount: 4096, paragraphBytes: 600, using: &generator)
        }
        return text
    }()

    /// The full wrap of the text, from scratch.
    static let eagerLines: [WrappedLine] = wrappedLines(
        of: fiveMegabytes, width: 39, font: .standard,
        measurer: LayoutFixtures.cells)

    func area(shownBefore: Bool) -> TextArea {
        let area = TextArea()
        area.measurer = LayoutFixtures.cells
        area.textContainerInset = .zero
        area.lineFragmentPadding = 0
        area.size = Size(width: 39, height: 25)
        if shownBefore {
            area.placeholder = "Paste here"
            _ = area.visibleLines()
        }
        area.text = Self.fiveMegabytes
        return area
    }

    @Test(arguments: [false, true])
    func theFirstScreenShowsWhileTheRestIsPending(shownBefore: Bool) {
        let area = area(shownBefore: shownBefore)
        let screen = area.visibleLines()
        #expect(area.hasPendingLayout)
        #expect(screen.count == 25)
        #expect(screen.map(\.range) == Self.eagerLines.prefix(25).map(\.range))
        #expect(screen.map(\.width) == Self.eagerLines.prefix(25).map(\.width))
        #expect(area.viewport.textLayout.lineCount < Self.eagerLines.count / 10)
    }

    @Test func budgetedPassesFinishTheEagerLayout() {
        let area = area(shownBefore: false)
        _ = area.visibleLines()
        let budget = 4096
        var passes = 0
        while area.hasPendingLayout {
            area.performPendingLayout(lineBudget: budget)
            passes += 1
            #expect(passes <= Self.eagerLines.count, "performPendingLayout makes no progress")
            if passes > Self.eagerLines.count { break }
        }
        // Each pass wraps about its budget of lines, not the whole text.
        #expect(passes >= Self.eagerLines.count / (2 * budget))
        #expect(area.lineCount == Self.eagerLines.count)
        var mismatch: Int? = nil
        area.viewport.textLayout.lines.forEachLine(from: 0) { record, index, start in
            let expected = Self.eagerLines[index]
            if expected.range != start..<(start + Int(record.length)) || expected.width != Double(record.width)
                || expected.breakLength != Int(record.breakLength)
            {
                mismatch = index
                return false
            }
            return true
        }
        #expect(mismatch == nil, "first different line: \(mismatch ?? -1)")
    }

    @Test func aLineFarDownIsWhereTheEagerWrapHasIt() {
        let area = area(shownBefore: false)
        let offset = Self.fiveMegabytes.utf8.count / 2
        area.completeLayout()
        let index = area.lineIndex(containing: offset)
        let expected = Self.eagerLines.firstIndex { $0.range.contains(offset) }
        #expect(index == expected)
        #expect(area.lineRange(at: index) == Self.eagerLines[index].range)
    }
}
