import CoreFuzzing
import SeededRandom
import TextAreaCore

/// One case of the X11 fuzzer: a hostile text and the font, frame and scale it is measured and drawn at.
///
/// A case is drawn from its own generator, seeded from the run's seed and
/// the case's index, so `textarea-fuzz --x11 --seed S --first-case K
/// --cases 1` replays case K alone.
public struct X11FuzzCase: Sendable {
    /// What kind of hostile text the case holds.
    public enum Kind: String, Sendable, CaseIterable {
        /// Letters under piles of combining marks.
        case zalgo
        /// One grapheme cluster of thousands of scalars.
        case hugeCluster
        /// Bidi embeddings, overrides and isolates by the thousand, balanced or not, around both directions.
        case bidiControls
        /// Emoji ZWJ sequences, modifiers, flags and keycaps.
        case emoji
        /// Many scripts inside one word.
        case mixedScripts
        /// The core fuzzer's hostile documents: every line break, controls, joiners, CJK punctuation.
        case hostileDocument
        /// One long line without a break opportunity, or one huge cluster.
        case longLine
        /// Scalars drawn from the whole code space: unassigned, private use, tags, noncharacters.
        case anyScalars
        /// Random bytes, repaired as ill-formed UTF-8 is.
        case repairedBytes
    }

    /// The case's index in its run.
    public let index: Int
    /// The kind of text.
    public let kind: Kind
    /// The text.
    public let text: String
    /// The font the area draws it in (a family that may not exist, sizes from 1 to 1000 points, which the window holds to its pixel limits).
    public let font: TextAreaCore.Font
    /// The view's frame in the window (as small as 1 × 1).
    public let frame: Rect
    /// The window's scale override (positive, as the window asks, but as small as the least nonzero double and as large as 10¹⁷), which the window holds to its limits.
    public let scale: Double?
    /// The offset a caret is put at and an edit made, before it is undone.
    public let editOffset: Int

    /// Draws case `index` of the run seeded with `seed`.
    public init(seed: UInt64, index: Int) {
        var random = SplitMix64(seed: seed ^ (UInt64(index) &* 0x9E37_79B9_7F4A_7C15))
        self.index = index
        kind = random.pick(Kind.allCases)
        text = Self.text(of: kind, using: &random)
        let family = random.pick(["DejaVu Sans", "DejaVu Sans Mono", "DejaVu Serif", "sans-serif", "NoSuchFamily", ""])
        // Large sizes only with short text: a frame of huge glyphs is work for the rasterizer, not for the area.
        let sizes: [Double] = text.utf8.count < 400 ? [1, 6, 13, 72, 400, 1000] : [1, 2, 6, 9, 13, 20, 48, 120]
        font = Font(family: family, size: random.pick(sizes))
        let width = random.pick([1.0, 2, 7, 40, 160, 380, 780])
        let height = random.pick([1.0, 3, 20, 120, 580])
        frame = Rect(x: 10, y: 10, width: width, height: height)
        scale = random.pick([nil, nil, nil, 1, 1.5, 2, 0.01, 1e17, .leastNonzeroMagnitude])
        editOffset = random.below(text.utf8.count + 1)
    }

    /// One line naming the case, for a failure report.
    public var description: String {
        "case \(index): \(kind.rawValue), \(text.utf8.count) bytes, \(text.unicodeScalars.count) scalars, "
            + "font '\(font.family)' \(font.size) pt, frame \(frame.width) × \(frame.height), "
            + "scale \(scale.map { "\($0)" } ?? "from the server")"
    }

    private static func text(of kind: Kind, using random: inout SplitMix64) -> String {
        switch kind {
        case .zalgo:
            let marks = random.pick([0, 3, 30, 31, 32, 33, 100, 400])
            var text = ""
            for word in 0..<random.number(in: 1...300) {
                text.unicodeScalars.append(Unicode.Scalar(UInt8(ascii: "a") + UInt8(word % 26)))
                for mark in 0..<marks {
                    text.unicodeScalars.append(Unicode.Scalar(0x300 + UInt32((word + mark) % 0x70))!)
                }
                text += " "
            }
            return text
        case .hugeCluster:
            return RandomText.hugeCluster(scalars: random.number(in: 100...20_000), using: &random)
        case .bidiControls:
            let pieces = [
                "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}",
                "\u{2069}", "\u{200E}", "\u{200F}", "\u{61C}", "abc ", "שלום ", "مرحبا ", "123 ", "\n",
            ]
            return (0..<random.number(in: 200...5000)).map { _ in random.pick(pieces) }.joined()
        case .emoji:
            let sequences = ["👨‍👩‍👧‍👦", "👩🏽‍💻", "🏳️‍🌈", "🧑🏿‍🤝‍🧑🏻", "👁️‍🗨️", "🇯🇵", "1️⃣", "🏴󠁧󠁢󠁥󠁮󠁧󠁿", "\u{200D}", "🏽"]
            return (0..<random.number(in: 50...3000)).map { _ in random.pick(sequences) }.joined()
        case .mixedScripts:
            let piece = "aБαאب日क한กក\u{301}ᄀ\u{1161}ꦲ𐌰ᚠ"
            return String(repeating: piece, count: random.number(in: 1...2000))
        case .hostileDocument:
            return RandomText.hostileDocument(bytes: random.number(in: 100...30_000), using: &random)
        case .longLine:
            return RandomText.longLine(using: &random)
        case .anyScalars:
            var text = ""
            for _ in 0..<random.number(in: 10...3000) {
                let value = UInt32(random.below(0x110000))
                text.unicodeScalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
            }
            return text
        case .repairedBytes:
            let bytes = (0..<random.number(in: 10...10_000)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
