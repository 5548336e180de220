import Testing
import X11Capture

/// A box of ink found in an image: its first column and row, and the column and row just past its last, so that it
/// compares directly with a font's ink extents.
struct InkBox: Equatable {
    var left: Int
    var top: Int
    var right: Int
    var bottom: Int
}

extension InkBox {
    /// The box around both boxes; `self` when the other is nil.
    func union(_ other: InkBox?) -> InkBox {
        guard let other else { return self }
        return InkBox(
            left: min(left, other.left), top: min(top, other.top), right: max(right, other.right),
            bottom: max(bottom, other.bottom))
    }
}

extension RGBPixel {
    /// Whether the pixel is the body of blue (#0000FF) text drawn on white, leaving out faint antialiased edges.
    var isBlueInk: Bool { red <= 150 && green <= 150 && blue >= 200 }
}

extension RGBImage {
    /// The box of the pixels matching `predicate` in columns `x` and rows `y` (clamped to the image), in the image's
    /// coordinates; nil when none match.
    func inkBox(
        x: Range<Int>? = nil, y: Range<Int>? = nil, where predicate: (RGBPixel) -> Bool
    ) -> InkBox? {
        var box: InkBox? = nil
        for row in (y ?? 0..<height).clamped(to: 0..<height) {
            for column in (x ?? 0..<width).clamped(to: 0..<width) where predicate(pixel(x: column, y: row)) {
                if let found = box {
                    box = InkBox(
                        left: min(found.left, column), top: found.top, right: max(found.right, column + 1),
                        bottom: row + 1)
                } else {
                    box = InkBox(left: column, top: row, right: column + 1, bottom: row + 1)
                }
            }
        }
        return box
    }

    /// The box of the pixels matching `predicate` in columns `x` and rows `y`, column `excluded` (a caret) left out.
    func inkBox(
        x: Range<Int>, y: Range<Int>, excludingColumn excluded: Int, where predicate: (RGBPixel) -> Bool
    ) -> InkBox? {
        let before = inkBox(x: x.lowerBound..<max(excluded, x.lowerBound), y: y, where: predicate)
        let after = inkBox(x: min(excluded + 1, x.upperBound)..<x.upperBound, y: y, where: predicate)
        return before.map { $0.union(after) } ?? after
    }

    /// The column in `x` with the most pixels of rows `y` matching `predicate`, and how many it has: a caret is the
    /// column that is a whole line tall.
    func fullestColumn(x: Range<Int>, y: Range<Int>, where predicate: (RGBPixel) -> Bool) -> (x: Int, count: Int)? {
        var best: (x: Int, count: Int)? = nil
        for column in x.clamped(to: 0..<width) {
            let count = self.count(x: column..<(column + 1), y: y, where: predicate)
            if count > (best?.count ?? 0) { best = (column, count) }
        }
        return best
    }
}

/// Expectations on where ink lies in a screenshot, against positions from the font file (``FontFileFacts``) and the
/// documented geometry (insets, padding, frames), never from the code under test.
enum IndependentGeometry {
    /// How far, in pixels, an edge of the ink may be from where the font's extents put it: whole-pixel glyph
    /// positions, hinting and antialiased edges left out of an ink predicate move it by about one.
    static let tolerance = 2.0

    /// Expects an edge of ink found in a screenshot within ``tolerance`` of `expected`.
    static func expectEdge(
        _ measured: Int, at expected: Double, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            abs(Double(measured) - expected) <= tolerance,
            "\(what) at \(measured), the font file puts it at \(expected)",
            sourceLocation: sourceLocation)
    }

    /// Expects `box` to be the ink of `run` drawn with its pen starting at `x` on `baseline`: its left and right
    /// edges, and its top and bottom unless `vertical` is false.
    static func expect(
        _ box: InkBox, isInkOf run: FontFileFacts.Run, x: Double, baseline: Double, vertical: Bool = true,
        _ what: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectEdge(box.left, at: x + run.inkLeft, "\(what): the ink's left edge", sourceLocation: sourceLocation)
        expectEdge(box.right, at: x + run.inkRight, "\(what): the ink's right edge", sourceLocation: sourceLocation)
        guard vertical else { return }
        expectEdge(box.top, at: baseline - run.inkTop, "\(what): the ink's top", sourceLocation: sourceLocation)
        expectEdge(
            box.bottom, at: baseline - run.inkBottom, "\(what): the ink's bottom", sourceLocation: sourceLocation)
    }

    /// Expects `lines` in `font` drawn flush left at `x` in the columns `columns` of `image`, the first line's top at
    /// `top`, one line every line height of the font: as many bands of ink as lines, each the ink of its line, the
    /// pitch between them the font's height (ascender + descender + gap, which the area may round to a whole pixel).
    static func expectLines(
        _ lines: [String], in font: FontFileFacts, drawnIn image: RGBImage, columns: Range<Int>, x: Double,
        top: Double, where predicate: (RGBPixel) -> Bool, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let metrics = try font.lineMetrics()
        let runs = try lines.map { try font.shapeInPieces($0) }
        let region = image.cropped(x: columns, y: 0..<image.height)
        let bands = region.rowBands(where: predicate)
        try #require(
            bands.count == runs.count, "\(bands.count) lines of ink; wrapped at spaces, the text has \(runs.count)",
            sourceLocation: sourceLocation)
        try #require(runs.count >= 2, sourceLocation: sourceLocation)
        // The pitch, from the first and last lines' tops, each less its own ink's height above the baseline.
        let first = Double(bands[0].lowerBound) + runs[0].inkTop
        let last = Double(bands[bands.count - 1].lowerBound) + runs[runs.count - 1].inkTop
        let pitch = (last - first) / Double(runs.count - 1)
        #expect(
            abs(pitch - metrics.height) <= 0.75, "lines \(pitch) px apart, the font's height is \(metrics.height)",
            sourceLocation: sourceLocation)
        for (index, (band, run)) in zip(bands, runs).enumerated() {
            let found = image.inkBox(x: columns, y: band, where: predicate)
            let box = try #require(found, sourceLocation: sourceLocation)
            let baseline = top + metrics.ascender + Double(index) * pitch
            expect(
                box, isInkOf: run, x: x, baseline: baseline, "line \(index + 1), \"\(lines[index])\"",
                sourceLocation: sourceLocation)
        }
    }
}
