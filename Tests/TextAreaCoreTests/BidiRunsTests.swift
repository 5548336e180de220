import SeededRandom
import Testing

@testable import TextAreaCore

/// Visual runs in byte offsets: they tile each line, follow the visual order, and carry the line's levels.
@Suite struct BidiRunsTests {
    /// Expands runs into the scalar indices they draw, left to right, without the characters X9 removes.
    static func drawnOrder(of runs: [BidiRun], byteOffsets: [Int], scalars: [Unicode.Scalar]) -> [Int] {
        var order: [Int] = []
        for run in runs {
            var indices = byteOffsets.indices.dropLast().filter { run.byteRange.contains(byteOffsets[$0]) }
            if run.isRightToLeft { indices.reverse() }
            order += indices.filter { !BidiClass(scalars[$0]).isRemovedByX9 }
        }
        return order
    }

    @Test func runsTileEachLineAndFollowItsVisualOrder() {
        var generator = SplitMix64(seed: 0xB1D1_0001)
        for _ in 0..<1500 {
            let scalars = BidiRandomText.scalars(using: &generator)
            let baseDirection = BidiRandomText.baseDirection(using: &generator)
            let offsets = BidiRandomText.byteOffsets(of: scalars)
            let paragraph = BidiRandomText.paragraph(
                utf8: BidiRandomText.utf8(scalars), baseDirection: baseDirection)
            let breaks = BidiRandomText.lineBreaks(count: scalars.count, using: &generator)
            for (start, end) in zip(breaks, breaks.dropFirst()) {
                let line = offsets[start]..<offsets[end]
                let runs = paragraph.visualRuns(inLine: line)
                let logical = runs.sorted { $0.byteRange.lowerBound < $1.byteRange.lowerBound }
                let tiles = zip(logical, logical.dropFirst()).allSatisfy {
                    $0.byteRange.upperBound == $1.byteRange.lowerBound && $0.level != $1.level
                }
                #expect(
                    tiles && logical.first?.byteRange.lowerBound ?? line.lowerBound == line.lowerBound
                        && logical.last?.byteRange.upperBound ?? line.upperBound == line.upperBound
                        && runs.allSatisfy { !$0.byteRange.isEmpty },
                    "runs \(runs) do not tile \(line) of \(scalars)")
                let drawn = Self.drawnOrder(of: runs, byteOffsets: offsets, scalars: scalars)
                #expect(drawn == paragraph.visualOrder(start..<end), "line \(start)..<\(end) of \(scalars)")
            }
        }
    }

    @Test func runsOfTheWholeParagraphCarryItsLevels() {
        var generator = SplitMix64(seed: 0xB1D1_0002)
        for _ in 0..<1500 {
            let scalars = BidiRandomText.scalars(using: &generator)
            let baseDirection = BidiRandomText.baseDirection(using: &generator)
            let offsets = BidiRandomText.byteOffsets(of: scalars)
            let paragraph = BidiRandomText.paragraph(
                utf8: BidiRandomText.utf8(scalars), baseDirection: baseDirection)
            let levels = paragraph.levels
            for run in paragraph.visualRuns(inLine: 0..<paragraph.utf8Count) {
                for index in scalars.indices where run.byteRange.contains(offsets[index]) {
                    #expect(levels[index] ?? run.level == run.level, "scalar \(index) of \(scalars)")
                    #expect(paragraph.level(atByteOffset: offsets[index]) == run.level, "scalar \(index) of \(scalars)")
                }
            }
            #expect(paragraph.level(atByteOffset: paragraph.utf8Count) == paragraph.paragraphLevel)
        }
    }

    @Test func mixedLineHasThreeRuns() {
        let paragraph = BidiParagraph("abc אבג def", baseDirection: .natural)
        #expect(
            paragraph.visualRuns(inLine: 0..<14) == [
                BidiRun(byteRange: 0..<4, level: 0), BidiRun(byteRange: 4..<10, level: 1),
                BidiRun(byteRange: 10..<14, level: 0),
            ])
    }

    @Test func rightToLeftParagraphPutsItsFirstRunRightmost() {
        let paragraph = BidiParagraph("אבג abc", baseDirection: .natural)
        #expect(paragraph.paragraphLevel == 1)
        #expect(
            paragraph.visualRuns(inLine: 0..<10) == [
                BidiRun(byteRange: 7..<10, level: 2), BidiRun(byteRange: 0..<7, level: 1),
            ])
    }

    @Test func whitespaceAtALineEndGoesToTheParagraphLevel() {
        let paragraph = BidiParagraph("abc def", baseDirection: .rightToLeft)
        // On one line the space sits between two left-to-right words.
        #expect(paragraph.visualRuns(inLine: 0..<7) == [BidiRun(byteRange: 0..<7, level: 2)])
        // Wrapped after it, it ends the first line and takes level 1, at the line's left in a right-to-left paragraph.
        #expect(
            paragraph.visualRuns(inLine: 0..<4) == [
                BidiRun(byteRange: 3..<4, level: 1), BidiRun(byteRange: 0..<3, level: 2),
            ])
        #expect(paragraph.visualRuns(inLine: 4..<7) == [BidiRun(byteRange: 4..<7, level: 2)])
        #expect(paragraph.level(atByteOffset: 3) == 2)
    }

    @Test func removedCharactersJoinTheRunBeforeThem() {
        // ZERO WIDTH JOINER (BN) inside Arabic, and an RLE before Hebrew.
        let paragraph = BidiParagraph("ab\u{200D}ب\u{200D}ب c \u{202B}א", baseDirection: .leftToRight)
        let runs = paragraph.visualRuns(inLine: 0..<paragraph.utf8Count)
        #expect(
            runs == [
                BidiRun(byteRange: 0..<5, level: 0), BidiRun(byteRange: 5..<12, level: 1),
                BidiRun(byteRange: 12..<18, level: 0), BidiRun(byteRange: 18..<20, level: 1),
            ])
        #expect(paragraph.levels[2] == nil && paragraph.levels[5] == 1)
    }

    @Test func emptyLinesHaveNoRuns() {
        let paragraph = BidiParagraph("אב", baseDirection: .natural)
        #expect(paragraph.visualRuns(inLine: 2..<2).isEmpty)
        #expect(BidiParagraph("", baseDirection: .rightToLeft).visualRuns(inLine: 0..<0).isEmpty)
    }

    @Test func mirroredRunsAreRightToLeft() {
        let paragraph = BidiParagraph("א(ב)", baseDirection: .natural)
        let run = paragraph.visualRuns(inLine: 0..<paragraph.utf8Count)
        #expect(run.count == 1 && run[0].isRightToLeft && run[0].direction == .rightToLeft)
        #expect(BidiMirroring.mirror(of: "(") == ")")
    }
}
