import CoreFuzzing
import SeededRandom
import Testing

@testable import TextAreaCore

/// The geometry kept for right-to-left and mixed lines never goes stale: after random edits and setting changes, every geometry query agrees with a new area holding the same text with the same settings.
@Suite struct LineGeometryCacheTests {
    /// Pieces of mixed text: Latin, Hebrew and Arabic words, digits of both kinds, brackets, spaces, tabs, paragraph breaks, a combining mark and explicit embeddings.
    static let pieces = [
        "abc", "hello", "fine", "שלום", "עולם", "مرحبا", "لا", "سلام", "123", "٤٥", "(", ")", "[x]", " ", " ", " ",
        "\t", "\n", "\n", "\u{2029}", "،", ".", "e\u{301}", "\u{202B}", "\u{202C}", "\u{2067}", "\u{2069}",
    ]

    /// A measurer that stands in for a shaper (lines measured in pieces, ligatures shared among their clusters).
    static func shaping() -> MonospaceMeasurer {
        MonospaceMeasurer(cellWidth: 8, lineHeight: 16, ligatures: ["fi", "ff", "ab"])
    }

    /// Random text of `count` pieces.
    static func text(_ random: inout SplitMix64, pieces count: Int) -> String {
        (0..<count).map { _ in random.pick(pieces) }.joined()
    }

    /// An area tall enough to show every line, 120 px wide, holding `text`.
    static func makeArea(text: String, measurer: any TextMeasurer) -> TextArea {
        let area = TextArea()
        area.measurer = measurer
        area.size = Size(width: 120, height: 20_000)
        area.text = text
        return area
    }

    /// A new area with `area`'s text and every setting that goes into geometry.
    static func freshCopy(of area: TextArea) -> TextArea {
        let fresh = area.emptyAreaWithTheSameGeometrySettings()
        fresh.text = area.text
        return fresh
    }

    /// Everything geometric an area answers, at the given offsets, ranges and points.
    struct Answers: Equatable {
        var lines: [VisibleLine] = []
        var runs: [[TextRun]] = []
        var directionRuns: [[TextRun]] = []
        var carets: [Rect] = []
        var secondaryCarets: [Rect?] = []
        var selections: [[Rect]] = []
        var hits: [Int] = []
    }

    /// What `area` answers after a frame step (which keeps the geometry of the lines shown), as a front end asks.
    static func answers(of area: TextArea, offsets: [Int], ranges: [Range<Int>], points: [Point]) -> Answers {
        var answers = Answers()
        let frame = area.makeFrame()
        answers.lines = area.visibleLines()
        #expect(frame.lines.map(\.visibleLine) == answers.lines, "the frame shows the lines the query finds")
        for line in answers.lines {
            answers.directionRuns.append(area.directionRuns(for: line))
            answers.runs.append(area.runs(for: line))
        }
        for offset in offsets {
            for affinity in [SelectionAffinity.downstream, .upstream] {
                answers.carets.append(area.caretRect(for: offset, affinity: affinity))
                answers.secondaryCarets.append(area.secondaryCaretRect(for: offset, affinity: affinity))
            }
        }
        answers.selections = ranges.map { area.selectionRects(for: $0) }
        answers.hits = points.map { area.offset(for: $0).offset }
        return answers
    }

    /// Changes one setting of `area` that goes into lines' geometry or placement.
    static func changeSetting(of area: TextArea, _ random: inout SplitMix64) {
        switch random.below(7) {
        case 0: area.font = Font(size: Double(random.number(in: 8...16)))
        case 1: area.size = Size(width: Double(random.number(in: 40...200)), height: area.size.height)
        case 2: area.baseWritingDirection = random.pick([.natural, .leftToRight, .rightToLeft])
        case 3: area.defaultWritingDirection = random.pick([.leftToRight, .rightToLeft])
        case 4: area.alignment = random.pick([.natural, .left, .right, .center])
        case 5: area.tabInterval = random.pick([nil, 20, 33])
        default:
            area.measurer =
                area.measurer.isAdditive ? shaping() : MonospaceMeasurer(cellWidth: Double(random.number(in: 5...9)))
        }
    }

    /// Edits `area` at random: inserts, deletes, replaces, or sets a new text.
    static func edit(_ area: TextArea, _ random: inout SplitMix64) {
        let count = area.utf8Count
        let lower = random.below(count + 1)
        let upper = min(lower + random.below(12), count)
        switch random.below(10) {
        case 0..<4:
            area.selectedRange = lower..<lower
            area.insertText(text(&random, pieces: random.number(in: 1...3)))
        case 4..<6:
            area.selectedRange = lower..<upper
            area.deleteBackward()
        case 6..<9:
            area.selectedRange = lower..<upper
            area.insertText(text(&random, pieces: random.number(in: 1...2)))
        default:
            area.text = text(&random, pieces: random.number(in: 20...80))
        }
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func keptGeometryAgreesWithANewAreaAfterEditsAndSettings(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let measurer: any TextMeasurer = seed % 2 == 0 ? Self.shaping() : MonospaceMeasurer()
        let area = Self.makeArea(text: Self.text(&random, pieces: 80), measurer: measurer)
        var mostKept = 0
        var steps = 0
        for step in 0..<120 {
            let count = area.utf8Count
            let offsets = (0..<40).map { _ in random.below(count + 1) } + [0, count]
            let ranges = (0..<6).map { _ in
                let lower = random.below(count + 1)
                return lower..<min(lower + random.below(40), count)
            }
            let points = (0..<20).map { _ in
                Point(x: Double(random.number(in: -10...130)), y: Double(random.number(in: 0...600)))
            }
            let kept = Self.answers(of: area, offsets: offsets, ranges: ranges, points: points)
            mostKept = max(mostKept, area.viewport.lineGeometries.count)
            let expected = Self.answers(of: Self.freshCopy(of: area), offsets: offsets, ranges: ranges, points: points)
            #expect(
                kept == expected,
                "seed \(seed), step \(step): geometry differs from a new area's for \(String(reflecting: area.text))")
            if kept != expected { return }
            if random.chance(0.15) { Self.changeSetting(of: area, &random) } else { Self.edit(area, &random) }
            steps += 1
        }
        #expect(steps == 120)
        #expect(mostKept > 0, "no line geometry was ever kept: the test would not see a stale one")
    }

    @Test func aKeptLineMovesWithItsTextAndFollowsANewFont() {
        let area = Self.makeArea(text: "abc\nשלום abc עולם\nxyz", measurer: MonospaceMeasurer())
        area.size = Size(width: 400, height: 200)
        let before = area.runs(for: area.makeFrame().lines[1].visibleLine)
        #expect(area.viewport.lineGeometries.count > 0)
        area.selectedRange = 0..<0
        area.insertText("12")
        let moved = area.runs(for: area.makeFrame().lines[1].visibleLine)
        #expect(moved.map(\.range) == before.map { ($0.range.lowerBound + 2)..<($0.range.upperBound + 2) })
        #expect(moved.map(\.x) == before.map(\.x))
        area.font = Font(size: 20)
        area.measurer = MonospaceMeasurer(cellWidth: 10)
        let wider = area.runs(for: area.makeFrame().lines[1].visibleLine)
        #expect(wider.map(\.x) == before.map { $0.x * 10 / 8 })
    }
}
