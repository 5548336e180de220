import SeededRandom
import Testing

@testable import TextAreaCore

/// The paragraph direction by rules P2–P3, and the helpers that expose it.
@Suite struct BidiFirstStrongTests {
    /// The first-strong direction through the UTF-8 helper.
    static func direction(utf8 text: String) -> BidiDirection? {
        Array(text.utf8).withUnsafeBufferPointer { BidiParagraph.firstStrongDirection(utf8: $0) }
    }

    @Test(arguments: [
        ("abc", BidiDirection.leftToRight),
        ("אבג", .rightToLeft),
        ("123 — ب", .rightToLeft),
        ("  \u{0661}\u{0662} x", .leftToRight),
        // Characters inside an isolate are skipped, embeddings are not.
        ("\u{2067}אבג\u{2069}abc", .leftToRight),
        ("\u{2068}\u{2066}a\u{2069}ב\u{2069}c", .leftToRight),
        ("\u{202B}abc", .leftToRight),
        ("\u{202E}אbc", .rightToLeft),
        // An unmatched PDI closes nothing.
        ("\u{2069}ב", .rightToLeft),
        // A paragraph separator ends the paragraph before the letters after it count.
        ("abc\u{2029}אבג", .leftToRight),
    ])
    func firstStrongDirection(text: String, expected: BidiDirection) {
        #expect(BidiParagraph.firstStrongDirection(of: text.unicodeScalars) == expected, "\(text)")
        #expect(Self.direction(utf8: text) == expected, "\(text)")
    }

    @Test(arguments: ["", "123 + 456", "\u{2067}אבג", "\u{2066}abc\u{2069}", "!?\u{2029}אבג", "\u{0661}"])
    func noStrongCharacter(text: String) {
        #expect(BidiParagraph.firstStrongDirection(of: text.unicodeScalars) == nil, "\(text)")
        #expect(Self.direction(utf8: text) == nil, "\(text)")
        #expect(BidiParagraph(text, baseDirection: .natural).paragraphLevel == 0, "\(text)")
    }

    @Test func naturalParagraphLevelFollowsTheFirstStrongDirection() {
        var generator = SplitMix64(seed: 0xF125_0001)
        for _ in 0..<2000 {
            let scalars = BidiRandomText.scalars(using: &generator, maximumLength: 12)
            let direction = BidiParagraph.firstStrongDirection(of: scalars)
            let text = String(String.UnicodeScalarView(scalars))
            #expect(Self.direction(utf8: text) == direction, "\(scalars)")
            let paragraph = BidiParagraph(scalars, baseDirection: .natural)
            #expect(paragraph.paragraphLevel == (direction == .rightToLeft ? 1 : 0), "\(scalars)")
            #expect(paragraph.direction == (direction ?? .leftToRight), "\(scalars)")
        }
    }

    @Test func explicitBaseDirectionsOverrideTheText() {
        #expect(BidiParagraph("אבג", baseDirection: .leftToRight).paragraphLevel == 0)
        #expect(BidiParagraph("abc", baseDirection: .rightToLeft).paragraphLevel == 1)
        #expect(BidiParagraph("abc", baseDirection: .rightToLeft).levels == [2, 2, 2])
        #expect(BidiDirection(level: 3) == .rightToLeft && BidiDirection(level: 2) == .leftToRight)
    }
}
