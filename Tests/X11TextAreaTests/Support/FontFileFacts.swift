import Testing

/// What a font file says about glyphs and lines, read by HarfBuzz's command-line tools (`hb-shape`, `hb-view`, Debian
/// `libharfbuzz-bin`) from the file fontconfig's `fc-match` names: where a screenshot's ink should be, from numbers
/// that owe nothing to the code under test (its measurer, layout or painter).
struct FontFileFacts {
    /// One glyph as `hb-shape` places it, in pixels: x from the run's start, y up from the baseline.
    struct Glyph {
        /// How far the pen moves after the glyph.
        var advance: Double
        /// The left edge of the glyph's ink (its outline's or bitmap's box).
        var inkLeft: Double
        /// The right edge of the glyph's ink.
        var inkRight: Double
        /// The top of the glyph's ink, above the baseline.
        var inkTop: Double
        /// The bottom of the glyph's ink, above the baseline (negative below it).
        var inkBottom: Double
        /// Whether the glyph has ink at all (a space has none).
        var hasInk: Bool { inkRight > inkLeft }
    }

    /// A shaped run: its glyphs in visual order, left to right, from x = 0, and the box around their ink.
    struct Run {
        /// The glyphs, left to right.
        var glyphs: [Glyph]
        /// The sum of the advances: the run's width.
        var advance: Double
        /// The leftmost edge of any glyph's ink.
        var inkLeft: Double
        /// The rightmost edge of any glyph's ink.
        var inkRight: Double
        /// The highest ink, above the baseline.
        var inkTop: Double
        /// The lowest ink, above the baseline (negative below it).
        var inkBottom: Double
    }

    /// The font file fontconfig matches.
    let file: String
    /// The face's index in the file.
    let faceIndex: Int
    /// The size in pixels: points at 96 dots per inch (a screen without `Xft.dpi`), as fontconfig converts them.
    let pixelSize: Double

    /// HarfBuzz's tools give positions in 1/64 pixel when the font size is given in them.
    private static let unitsPerPixel = 64.0

    /// The face fontconfig matches for `pattern` (such as "DejaVu Sans", or "DejaVu Sans:charset=8bf7" for the
    /// fallback that has a character) at `points` on a 96 dpi screen.
    init(pattern: String, points: Double = 12) throws {
        let result = try Subprocess.run("fc-match", ["-f", "%{file}|%{index}", pattern])
        let fields = result.outputText.split(separator: "|").map(String.init)
        try #require(result.status == 0 && fields.count == 2, "fc-match \(pattern) said \(result.outputText)")
        file = fields[0]
        faceIndex = Int(fields[1]) ?? 0
        pixelSize = points * 96 / 72
    }

    /// The font arguments every HarfBuzz tool takes, the size in 1/64 pixel.
    private var fontArguments: [String] {
        [
            "--font-file=\(file)", "--face-index=\(faceIndex)",
            "--font-size=\(Int((pixelSize * Self.unitsPerPixel).rounded()))",
        ]
    }

    /// `text` shaped by `hb-shape` as one run; `direction` ("ltr" or "rtl") overrides the one HarfBuzz guesses from
    /// the script, so that a string already in visual order is shaped left to right.
    func shape(_ text: String, direction: String? = nil) throws -> Run {
        let arguments =
            fontArguments + ["--show-extents", "--no-glyph-names", "--text=\(text)"]
            + (direction.map { ["--direction=\($0)"] } ?? [])
        let result = try Subprocess.run("hb-shape", arguments)
        try #require(result.status == 0, "hb-shape failed: \(result.errorText); apt-get install libharfbuzz-bin")
        let output = result.outputText.split(separator: "\n").first ?? ""
        try #require(output.hasPrefix("[") && output.hasSuffix("]"), "hb-shape said \(output)")
        var glyphs: [Glyph] = []
        var pen = 0.0
        for item in output.dropFirst().dropLast().split(separator: "|") {
            let glyph = try #require(Self.parse(item, pen: pen), "cannot read hb-shape's \(item)")
            glyphs.append(glyph)
            pen += glyph.advance
        }
        let inked = glyphs.filter(\.hasInk)
        return Run(
            glyphs: glyphs, advance: pen,
            inkLeft: inked.map(\.inkLeft).min() ?? 0, inkRight: inked.map(\.inkRight).max() ?? 0,
            inkTop: inked.map(\.inkTop).max() ?? 0, inkBottom: inked.map(\.inkBottom).min() ?? 0)
    }

    /// One glyph of `hb-shape --show-extents --no-glyph-names`: `id=cluster[@dx,dy]+advance<xb,yb,w,h>`, placed at `pen`.
    private static func parse(_ item: Substring, pen: Double) -> Glyph? {
        guard let equals = item.firstIndex(of: "="), let less = item.firstIndex(of: "<"),
            item.last == ">"
        else { return nil }
        let placement = item[item.index(after: equals)..<less]
        guard let plus = placement.firstIndex(of: "+"),
            let advance = Double(placement[placement.index(after: plus)...])
        else { return nil }
        let clusterAndOffset = placement[..<plus].split(separator: "@")
        guard clusterAndOffset.first.flatMap({ Int($0) }) != nil else { return nil }
        let offset =
            clusterAndOffset.count > 1 ? clusterAndOffset[1].split(separator: ",").compactMap { Double($0) } : []
        let dx = offset.first ?? 0
        let dy = offset.count > 1 ? offset[1] : 0
        let extents = item[item.index(after: less)..<item.index(before: item.endIndex)].split(separator: ",")
            .compactMap { Double($0) }
        guard extents.count == 4 else { return nil }
        let left = pen + (dx + extents[0]) / unitsPerPixel
        let top = (dy + extents[1]) / unitsPerPixel
        return Glyph(
            advance: advance / unitsPerPixel,
            inkLeft: left, inkRight: left + extents[2] / unitsPerPixel,
            inkTop: top, inkBottom: top + extents[3] / unitsPerPixel)
    }

    /// The font's ascender (the baseline's depth below a line's top) and its line height (ascender + descender +
    /// line gap), in pixels, as `hb-view` lays out one line: its SVG is one line tall, the glyph on the baseline.
    func lineMetrics() throws -> (ascender: Double, height: Double) {
        let result = try Subprocess.run(
            "hb-view", fontArguments + ["--margin=0", "--output-format=svg", "--text=x"])
        try #require(result.status == 0, "hb-view failed: \(result.errorText); apt-get install libharfbuzz-bin")
        let svg = result.outputText
        /// The number in `attribute="…"` after the first `element`.
        func number(after element: String, _ attribute: String) -> Double? {
            guard let start = svg.firstRange(of: element)?.upperBound,
                let value = svg[start...].firstRange(of: " \(attribute)=\"")?.upperBound
            else { return nil }
            return Double(svg[value...].prefix { $0.isNumber || $0 == "." })
        }
        let height = try #require(number(after: "<svg", "height"), "no height in hb-view's SVG")
        let baseline = try #require(number(after: "<use", "y"), "no glyph in hb-view's SVG")
        return (baseline / Self.unitsPerPixel, height / Self.unitsPerPixel)
    }

    /// `text` shaped as a text area lays out prose: each word and each space shaped on its own, advancing a whole
    /// pixel (its advance rounded), the pieces side by side from x = 0.
    func shapeInPieces(_ text: String) throws -> Run {
        var glyphs: [Glyph] = []
        var pieceStart = 0.0
        var shaped: [Substring: Run] = [:]
        for piece in Self.pieces(of: text) {
            let run: Run
            if let known = shaped[piece] {
                run = known
            } else {
                run = try shape(String(piece))
                shaped[piece] = run
            }
            for glyph in run.glyphs {
                var moved = glyph
                moved.inkLeft += pieceStart
                moved.inkRight += pieceStart
                glyphs.append(moved)
            }
            pieceStart += run.advance.rounded()
        }
        let inked = glyphs.filter(\.hasInk)
        return Run(
            glyphs: glyphs, advance: pieceStart,
            inkLeft: inked.map(\.inkLeft).min() ?? 0, inkRight: inked.map(\.inkRight).max() ?? 0,
            inkTop: inked.map(\.inkTop).max() ?? 0, inkBottom: inked.map(\.inkBottom).min() ?? 0)
    }

    /// The words and single spaces of `text`, in order.
    private static func pieces(of text: String) -> [Substring] {
        var pieces: [Substring] = []
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == " " {
                if start < index { pieces.append(text[start..<index]) }
                let next = text.index(after: index)
                pieces.append(text[index..<next])
                start = next
            }
            index = text.index(after: index)
        }
        if start < text.endIndex { pieces.append(text[start...]) }
        return pieces
    }

    /// `text` broken into lines no wider than `width` as a greedy wrapper breaks plain prose: at spaces, each line as
    /// many words as fit (each word and space a whole number of pixels, see ``shapeInPieces(_:)``), its trailing
    /// space hanging.
    func wrapAtSpaces(_ text: String, width: Double) throws -> [String] {
        let space = try shape(" ").advance.rounded()
        var lines: [String] = []
        var line: [Substring] = []
        var lineWidth = 0.0
        for word in text.split(separator: " ") {
            let wordWidth = try shape(String(word)).advance.rounded()
            if !line.isEmpty, lineWidth + space + wordWidth > width {
                lines.append(line.joined(separator: " "))
                line = [word]
                lineWidth = wordWidth
            } else {
                lineWidth += line.isEmpty ? wordWidth : space + wordWidth
                line.append(word)
            }
        }
        if !line.isEmpty { lines.append(line.joined(separator: " ")) }
        return lines
    }
}
