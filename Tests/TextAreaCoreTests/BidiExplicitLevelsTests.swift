import Testing

@testable import TextAreaCore

/// Explicit embeddings at the edges: the depth limit, and paragraph separators inside the text.
@Suite struct BidiExplicitLevelsTests {
    @Test func embeddingsStopAtTheDeepestLevel() {
        // 63 RLEs reach level 125; more overflow and change nothing.
        let deep = [Unicode.Scalar](repeating: "\u{202B}", count: 70) + ["x"]
        let paragraph = BidiParagraph(deep, baseDirection: .leftToRight)
        #expect(paragraph.levels == [Int?](repeating: nil, count: 70) + [126])
        #expect(paragraph.visualOrder(0..<71) == [70])
        // After the overflow, PDFs first undo the overflowed embeddings.
        let popped = deep.dropLast() + [Unicode.Scalar](repeating: "\u{202C}", count: 8) + ["x"]
        #expect(BidiParagraph(Array(popped), baseDirection: .leftToRight).levels.last == 124)
    }

    @Test func isolatesStopAtTheDeepestLevel() {
        // LRIs raise the level by two: 62 reach 124, the 63rd overflows and keeps its content at 124.
        let isolates = [Unicode.Scalar](repeating: "\u{2066}", count: 63) + ["ב", "\u{2069}", "ב"]
        let levels = BidiParagraph(isolates, baseDirection: .leftToRight).levels
        #expect(levels[61] == 122 && levels[62] == 124 && levels[63] == 125)
        // The PDI closes the overflowed isolate only: the text after it stays in the 62nd, at 124 (R: 125).
        #expect(levels[64] == 125 && levels[65] == 125)
    }

    @Test func paragraphSeparatorInsideEndsEmbeddingsAndIsolates() {
        // U+001C is a paragraph separator (B) that text areas do not split paragraphs at.
        let embedded = BidiParagraph("\u{202B}a\u{1C}b", baseDirection: .leftToRight)
        #expect(embedded.levels == [nil, 2, 0, 0])
        let isolated = BidiParagraph("\u{2067}a\u{1C}b\u{2069}", baseDirection: .leftToRight)
        // The PDI matches nothing past the separator.
        #expect(isolated.levels == [0, 2, 0, 0, 0])
        // The paragraph level comes from the text before the separator.
        #expect(BidiParagraph("!\u{1C}א", baseDirection: .natural).paragraphLevel == 0)
        #expect(BidiParagraph("א\u{1C}b", baseDirection: .natural).levels == [1, 1, 2])
    }
}
