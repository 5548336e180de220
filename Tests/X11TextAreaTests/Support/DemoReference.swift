import CX11
import TextAreaCore
import X11Capture

@testable import X11TextArea

/// The test's own view of the demo's display: its measurer gives the numbers the demo's layout must agree with, and its connection reads the demo's window back.
final class DemoReference {
    let connection: X11Connection
    let measurer: XftMeasurer

    /// The font every demo test pins: "DejaVu Sans" at 12 points.
    static let fontPattern = "DejaVu Sans:size=12"
    static let font = TextAreaCore.Font(pattern: fontPattern)!

    init(display: String) throws {
        connection = try X11Connection(displayName: display)
        measurer = try XftMeasurer(connection: connection, defaultFont: Self.font)
    }

    /// A core text area laid out as `--single` lays out its one area in a window of `width` × `height`.
    func singleArea(
        width: Int, height: Int, text: String = "", placeholder: String?,
        alignment: TextAlignment = .natural
    ) -> TextArea {
        let area = TextArea()
        area.measurer = measurer
        area.font = Self.font
        area.size = Size(width: Double(width), height: Double(height))
        area.placeholder = placeholder
        area.alignment = alignment
        area.text = text
        return area
    }

    /// `text` drawn by the test's own painter on white at `x` and `baseline` in the test font: the ink the demo should match.
    func referenceImage(
        of text: String, x: Double, baseline: Double, color: Color,
        width: Int, height: Int
    ) throws -> RGBImage {
        let canvas = TestCanvas(connection: connection, width: width, height: height, background: 0xFFFFFF)
        XftTextPainter(measurer: measurer).draw(
            text, font: Self.font, x: x, baseline: baseline, color: color,
            on: canvas.draw)
        return try canvas.capture()
    }

    /// `text` drawn one character at a time, left to right, each shaped on its own, with its left edge at `x`: a reference that owes nothing to shaping a whole run.
    ///
    /// Each word and each space advances a whole pixel, as a line's pieces
    /// do: a word's characters follow each other by their own advances, and
    /// the next piece starts where those add up to, rounded.
    func referenceImageCharacterByCharacter(
        of text: String, x: Double, baseline: Double, color: Color,
        width: Int, height: Int
    ) throws -> RGBImage {
        let canvas = TestCanvas(connection: connection, width: width, height: height, background: 0xFFFFFF)
        let painter = XftTextPainter(measurer: measurer)
        var pieceStart = x
        var pen = 0.0
        for character in text {
            if character == " " {
                pieceStart += pen.rounded() + advance(of: " ").rounded()
                pen = 0
                continue
            }
            painter.draw(
                String(character), font: Self.font, x: pieceStart + pen, baseline: baseline, color: color,
                on: canvas.draw)
            pen += advance(of: character)
        }
        return try canvas.capture()
    }

    /// The width of `text` drawn as ``referenceImageCharacterByCharacter(of:x:baseline:color:width:height:)`` draws it.
    func widthCharacterByCharacter(of text: String) -> Double {
        var width = 0.0
        var pen = 0.0
        for character in text {
            if character == " " {
                width += pen.rounded() + advance(of: " ").rounded()
                pen = 0
            } else {
                pen += advance(of: character)
            }
        }
        return width + pen.rounded()
    }

    /// The advance of `character` shaped on its own, unrounded.
    private func advance(of character: Character) -> Double {
        var text = String(character)
        return text.withUTF8 { measurer.shapedRun(of: $0, font: Self.font).advance }
    }

    /// The pixels of a mapped window.
    func capture(_ window: Window) throws -> RGBImage {
        try connection.captureImage(of: window)
    }

    /// Captures `window` until `condition` holds for the image, at most `timeout` seconds (a bound only a stuck test reaches); returns the last image and whether it held.
    func capture(
        _ window: Window, until condition: (RGBImage) -> Bool,
        timeout: Double = 30
    ) throws -> (image: RGBImage, matched: Bool) {
        var image = try capture(window)
        let matched = try waitUntil(timeout: timeout) {
            image = try capture(window)
            return condition(image)
        }
        return (image, matched)
    }
}

extension RGBPixel {
    /// Whether the pixel is the body of magenta (#FF00FF) text drawn on white, leaving out faint antialiased edges.
    var isMagentaInk: Bool { red >= 200 && blue >= 200 && green <= 150 }
    /// Whether the pixel is pure blue (#0000FF), as a caret in that text colour.
    var isPureBlue: Bool { red == 0 && green == 0 && blue == 255 }
}

extension RGBImage {
    /// The runs of consecutive rows holding a matching pixel, top to bottom: one per line of text.
    func rowBands(where predicate: (RGBPixel) -> Bool) -> [Range<Int>] {
        var bands: [Range<Int>] = []
        var start: Int? = nil
        for y in 0..<height {
            var found = false
            for x in 0..<width where predicate(pixel(x: x, y: y)) {
                found = true
                break
            }
            if found, start == nil { start = y }
            if !found, let first = start {
                bands.append(first..<y)
                start = nil
            }
        }
        if let first = start { bands.append(first..<height) }
        return bands
    }

    /// How many pixels in the rectangle match `predicate`.
    func count(x: Range<Int>, y: Range<Int>, where predicate: (RGBPixel) -> Bool) -> Int {
        var total = 0
        for row in y where row >= 0 && row < height {
            for column in x where column >= 0 && column < width && predicate(pixel(x: column, y: row)) { total += 1 }
        }
        return total
    }
}
