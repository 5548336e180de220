import SeededRandom
import Testing

@testable import TextAreaCore

/// The fast path for left-to-right text gives exactly what the whole algorithm gives.
@Suite struct BidiFastPathTests {
    /// Expects two paragraphs of the same text to answer every query alike.
    static func expectSameAnswers(
        _ fast: BidiParagraph, _ full: BidiParagraph, lines breaks: [Int], byteOffsets: [Int],
        text: [Unicode.Scalar]
    ) {
        #expect(fast.paragraphLevel == full.paragraphLevel, "\(text)")
        #expect(fast.count == full.count && fast.utf8Count == full.utf8Count, "\(text)")
        #expect(fast.levels == full.levels, "\(text)")
        #expect(fast.isLeftToRightOnly == full.isLeftToRightOnly, "\(text)")
        for (start, end) in zip(breaks, breaks.dropFirst()) {
            #expect(fast.visualOrder(start..<end) == full.visualOrder(start..<end), "\(text)")
            let line = byteOffsets[start]..<byteOffsets[end]
            #expect(fast.visualRuns(inLine: line) == full.visualRuns(inLine: line), "\(text)")
        }
        for offset in 0...fast.utf8Count {
            #expect(fast.level(atByteOffset: offset) == full.level(atByteOffset: offset), "\(text) at \(offset)")
        }
    }

    @Test func fastPathMatchesTheWholeAlgorithm() {
        var generator = SplitMix64(seed: 0xFA57_0001)
        var fastPathsTaken = 0
        for _ in 0..<1500 {
            let leftToRightOnly = generator.chance(0.6)
            let scalars = BidiRandomText.scalars(
                using: &generator,
                from: leftToRightOnly ? BidiRandomText.leftToRightPalette : BidiRandomText.palette)
            let baseDirection = BidiRandomText.baseDirection(using: &generator)
            let bytes = BidiRandomText.utf8(scalars)
            let fast = BidiRandomText.paragraph(utf8: bytes, baseDirection: baseDirection)
            let full = BidiRandomText.paragraph(utf8: bytes, baseDirection: baseDirection, usesFastPath: false)
            if case .leftToRight = fast.storage { fastPathsTaken += 1 }
            let breaks = BidiRandomText.lineBreaks(count: scalars.count, using: &generator)
            Self.expectSameAnswers(
                fast, full, lines: breaks, byteOffsets: BidiRandomText.byteOffsets(of: scalars), text: scalars)
            // The scalar entry point takes the fast path by the same rule.
            let fromScalars = BidiParagraph(scalars, baseDirection: baseDirection)
            Self.expectSameAnswers(
                fromScalars, full, lines: breaks, byteOffsets: BidiRandomText.byteOffsets(of: scalars), text: scalars)
        }
        // Most left-to-right-only texts with a base other than right to left.
        #expect(fastPathsTaken > 500)
    }

    @Test func fastPathIsTakenExactlyWhenNothingNeedsTheWholeAlgorithm() {
        func takesFastPath(_ text: String, _ baseDirection: BaseWritingDirection) -> Bool {
            if case .leftToRight = BidiParagraph(text, baseDirection: baseDirection).storage { return true }
            return false
        }
        #expect(takesFastPath("Plain Latin text, 123 + 4% (ok) é\u{301} 中文\u{200D}", .natural))
        #expect(takesFastPath("Plain", .leftToRight))
        #expect(!takesFastPath("Plain", .rightToLeft))
        #expect(!takesFastPath("Plain א", .leftToRight))
        #expect(!takesFastPath("Plain ب", .natural))
        #expect(!takesFastPath("Number \u{0661}", .natural))
        #expect(!takesFastPath("Isolated \u{2066}x\u{2069}", .natural))
        #expect(!takesFastPath("Embedded \u{202A}x\u{202C}", .natural))
        #expect(BidiParagraph("Plain", baseDirection: .natural).isLeftToRightOnly)
        #expect(!BidiParagraph("Plain", baseDirection: .rightToLeft).isLeftToRightOnly)
        #expect(!BidiParagraph("a\u{202A}b\u{202C}c", baseDirection: .leftToRight).isLeftToRightOnly)
        // A stray PDF needs the whole algorithm but leaves every level at 0.
        #expect(!takesFastPath("a\u{202C}b", .leftToRight))
        #expect(BidiParagraph("a\u{202C}b", baseDirection: .leftToRight).isLeftToRightOnly)
    }

    /// Printable ASCII is scanned eight bytes at a time: a byte outside it, at any place, must still count.
    @Test func scanFindsEveryByteOutsidePrintableASCII() {
        // Each character and its level in a left-to-right paragraph (nil: X9 removes it).
        let specials: [(String, Int?)] = [
            ("\u{1}", nil), ("\u{7F}", nil), ("\u{1F}", 0), ("\t", 0), ("~", 0), (" ", 0), ("é", 0),
            ("\u{200B}", nil), ("א", 1), ("\u{0661}", 2), ("\u{2067}", 0),
        ]
        for (special, level) in specials {
            for place in 0..<20 {
                let text = String(repeating: "x", count: place) + special + String(repeating: "y", count: 19 - place)
                let fast = BidiParagraph(text, baseDirection: .leftToRight)
                let full = BidiRandomText.paragraph(
                    utf8: Array(text.utf8), baseDirection: .leftToRight, usesFastPath: false)
                #expect(fast.count == 20 && fast.levels == full.levels, "\(special.unicodeScalars) at \(place)")
                #expect(fast.levels[place] == level, "\(special.unicodeScalars) at \(place)")
            }
        }
    }

    @Test func fastPathLeavesRemovedCharactersOut() {
        let paragraph = BidiParagraph("a\u{0}b\u{200B}c\u{7F}", baseDirection: .natural)
        #expect(paragraph.levels == [0, nil, 0, nil, 0, nil])
        #expect(paragraph.visualOrder(0..<6) == [0, 2, 4])
        #expect(paragraph.visualOrder(1..<4) == [2])
        #expect(paragraph.visualRuns(inLine: 0..<paragraph.utf8Count) == [BidiRun(byteRange: 0..<8, level: 0)])
    }
}
