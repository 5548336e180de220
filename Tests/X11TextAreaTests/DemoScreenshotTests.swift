import CX11
import Testing
import TextAreaCore
import X11Capture

@testable import X11TextArea

extension X11Tests {
    /// `textarea-demo --screenshot`: the first frame, read back as PNG, against the core's own numbers.
    @Suite struct DemoScreenshotTests {
        let display: String
        let reference: DemoReference
        let scratch = ScratchDirectory()
        /// The test font's file, for positions the code under test has no part in.
        let font: FontFileFacts
        /// The test font's ascender and line height, from its file.
        let fontLine: (ascender: Double, height: Double)

        init() throws {
            display = try X11TestEnvironment.displayName()
            reference = try DemoReference(display: display)
            font = try FontFileFacts(pattern: "DejaVu Sans", points: 12)
            fontLine = try font.lineMetrics()
        }

        /// Runs the demo with `arguments` and the test font, and reads the PNG it wrote.
        private func screenshot(_ arguments: [String], font: Bool = true) throws -> RGBImage {
            let path = scratch.file("shot.png")
            let fontArguments = font ? ["--font", DemoReference.fontPattern] : []
            let result = try DemoProcess.run(arguments + fontArguments + ["--screenshot", path], display: display)
            try #require(result.status == 0, "stderr: \(result.errorText)")
            return try PNGFile.read(from: path)
        }

        @Test func placeholderInkStartsAtTheInsetAndPadding() throws {
            let image = try screenshot([
                "--single", "--geometry", "400x300", "--placeholder", "Type here",
                "--placeholder-color", "#FF00FF",
            ])
            #expect(image.width == 400 && image.height == 300)
            let area = reference.singleArea(width: 400, height: 300, placeholder: "Type here")
            let line = try #require(area.placeholderLines.first)
            // UIKit's defaults: inset top 8, padding 5; the single area's frame starts at the window's origin.
            #expect(line.origin == Point(x: 5, y: 8))
            let magenta = Color(red: 1, green: 0, blue: 1)
            let drawn = try reference.referenceImage(
                of: "Type here", x: line.origin.x, baseline: line.baseline,
                color: magenta, width: 400, height: 300)
            let expected = try #require(drawn.bounds { $0.isMagentaInk })
            let ink = try #require(image.bounds { $0.isMagentaInk })
            #expect(abs(ink.minX - expected.minX) <= 1, "ink starts at x \(ink.minX), expected \(expected.minX)")
            #expect(abs(ink.minY - expected.minY) <= 1, "ink starts at y \(ink.minY), expected \(expected.minY)")
            // The ink begins just right of the padding and below the inset, above the first baseline.
            #expect(ink.minX >= 5 && ink.minX <= 7)
            #expect(Double(ink.minY) >= 8 && Double(ink.minY) < line.baseline)
            let frame = area.placeholderFrame
            #expect(Double(ink.maxX) <= frame.maxX + 1 && Double(ink.maxY) <= frame.maxY + 1)
            // Where the font file puts the glyphs: drawn from the padding (5), on a baseline the font's ascender
            // below the inset (8).
            let placeholderInk = image.inkBox { $0.isMagentaInk }
            let box = try #require(placeholderInk)
            IndependentGeometry.expect(
                box, isInkOf: try font.shape("Type here"), x: 5, baseline: 8 + fontLine.ascender,
                "the placeholder")
        }

        @Test func narrowWindowWrapsThePlaceholderAsTheCoreDoes() throws {
            let image = try screenshot(["--single", "--geometry", "170x240", "--placeholder-color", "#FF00FF"])
            let area = reference.singleArea(width: 170, height: 240, placeholder: DemoPlaceholders.english)
            let lines = area.placeholderLines.filter { $0.origin.y < 240 }
            #expect(lines.count >= 2)
            let bands = image.rowBands { $0.isMagentaInk }
            #expect(bands.count == lines.count, "\(bands.count) lines of ink, the core wraps \(lines.count)")
            for (band, line) in zip(bands, lines) {
                #expect(Double(band.lowerBound) >= line.origin.y - 1 && Double(band.lowerBound) <= line.baseline)
            }
            // Wrapped at spaces by the font file's advances to the 160 px between the paddings, each line's ink where
            // the font puts it, a line height apart from the inset down.
            try IndependentGeometry.expectLines(
                try font.wrapAtSpaces(DemoPlaceholders.english, width: 170 - 2 * 5), in: font, drawnIn: image,
                columns: 0..<170, x: 5, top: 8, where: { $0.isMagentaInk })
        }

        @Test func focusedEmptyAreaShowsTheCaretOnThePlaceholdersFirstLine() throws {
            let image = try screenshot([
                "--single", "--geometry", "300x200", "--text-color", "#0000FF",
                "--placeholder-color", "#FF00FF",
            ])
            let area = reference.singleArea(width: 300, height: 200, placeholder: DemoPlaceholders.english)
            let caret = area.caretRect
            let firstLine = try #require(area.placeholderLines.first)
            #expect(caret.minX == firstLine.origin.x && caret.minY == firstLine.origin.y)
            let column = Int(caret.minX)
            let rows = Int(caret.minY)..<Int(caret.maxY)
            #expect(image.count(x: column..<(column + 1), y: rows) { $0.isPureBlue } == rows.count)
            #expect(image.count(x: 0..<300, y: 0..<200) { $0.isPureBlue } == rows.count, "blue only in the caret")
            // A line tall (the font's height), one pixel wide, at the padding (x 5) below the inset (y 8).
            let caretInk = image.inkBox { $0.isPureBlue }
            let drawn = try #require(caretInk)
            #expect(drawn.left == 5 && drawn.right == 6 && drawn.top == 8, "the caret is at \(drawn)")
            IndependentGeometry.expectEdge(drawn.bottom, at: 8 + fontLine.height, "the caret's bottom")
        }

        @Test func rightAlignmentMovesPlaceholderAndCaretToTheRightEdge() throws {
            let image = try screenshot([
                "--single", "--geometry", "400x200", "--align", "right",
                "--placeholder", "Type here", "--placeholder-color", "#FF00FF",
                "--text-color", "#0000FF",
            ])
            let area = reference.singleArea(width: 400, height: 200, placeholder: "Type here", alignment: .right)
            let line = try #require(area.placeholderLines.first)
            let drawn = try reference.referenceImage(
                of: "Type here", x: line.origin.x, baseline: line.baseline,
                color: Color(red: 1, green: 0, blue: 1), width: 400, height: 200)
            let expected = try #require(drawn.bounds { $0.isMagentaInk })
            let ink = try #require(image.bounds { $0.isMagentaInk })
            #expect(abs(ink.minX - expected.minX) <= 1 && abs(ink.maxX - expected.maxX) <= 1)
            #expect(ink.maxX <= 395)
            let caretColumn = Int(area.caretRect.minX)
            #expect(caretColumn == 395)
            #expect(image.count(x: caretColumn..<(caretColumn + 1), y: 8..<20) { $0.isPureBlue } == 12)
            // The font file's glyphs ending at the right padding (x 395), and the caret found there.
            let run = try font.shape("Type here")
            let placeholderInk = image.inkBox { $0.isMagentaInk }
            IndependentGeometry.expect(
                try #require(placeholderInk), isInkOf: run, x: 395 - run.advance, baseline: 8 + fontLine.ascender,
                "the right-aligned placeholder")
            let blueColumn = image.inkBox { $0.isPureBlue }?.left
            #expect(blueColumn == 395, "the caret is at x \(blueColumn.map(String.init) ?? "-")")
        }

        @Test func chinesePlaceholderIsDrawnWithGlyphsNotBoxes() throws {
            let placeholder = "请输入备注"
            let image = try screenshot([
                "--single", "--geometry", "300x120", "--placeholder", placeholder,
                "--placeholder-color", "#FF00FF",
            ])
            // Every ideograph comes from a fallback font that has it.
            var copy = placeholder
            let segments = copy.withUTF8 { reference.measurer.segments(of: $0, font: DemoReference.font) }
            #expect(segments.count == 1)
            for scalar in placeholder.unicodeScalars {
                let font = try #require(segments.first?.font)
                #expect(XftCharExists(reference.connection.display, font, scalar.value) != 0)
            }
            // A missing glyph draws as a hollow box; each ideograph has ink inside its cell instead.
            let ink = try #require(image.bounds { $0.isMagentaInk })
            var x = 5.0
            for character in placeholder {
                let advance = reference.measurer.width(of: String(character), font: DemoReference.font)
                let inside = image.count(x: Int(x) + 3..<Int(x + advance) - 3, y: ink.minY + 3..<ink.maxY - 2) {
                    $0.isMagentaInk
                }
                #expect(inside >= 8, "\(character) has \(inside) ink pixels inside its cell")
                x += advance
            }
            // The fallback fontconfig gives for these ideographs, shaped by hb-shape: five glyphs of a full em
            // each, their ink from the padding on the test font's baseline.
            let fallback = try FontFileFacts(pattern: "DejaVu Sans:charset=8bf7", points: 12)
            let run = try fallback.shape(placeholder)
            #expect(run.glyphs.count == 5 && run.glyphs.allSatisfy { $0.advance == fallback.pixelSize })
            let placeholderInk = image.inkBox { $0.isMagentaInk }
            IndependentGeometry.expect(
                try #require(placeholderInk), isInkOf: run, x: 5, baseline: 8 + fontLine.ascender,
                "the Chinese placeholder")
        }

        @Test func textOrAnEmptyPlaceholderLeavesNoPlaceholderInk() throws {
            let typed = try screenshot([
                "--single", "--geometry", "300x120", "--text", "x",
                "--placeholder-color", "#FF00FF",
            ])
            #expect(typed.bounds { $0.isMagentaInk } == nil)
            // The typed x from the padding, and the caret after it, one advance of the font file's x further.
            let letter = try font.shape("x")
            let fullest = typed.fullestColumn(x: 2..<298, y: 0..<120) { $0.isDark }
            let caret = try #require(fullest)
            #expect(Double(caret.count) >= fontLine.height - 1, "a caret a line tall")
            IndependentGeometry.expectEdge(caret.x, at: 5 + letter.advance, "the caret after the x")
            let letterInk = typed.inkBox(x: 2..<caret.x, y: 0..<120) { $0.isDark }
            IndependentGeometry.expect(
                try #require(letterInk), isInkOf: letter, x: 5, baseline: 8 + fontLine.ascender, "the typed x")
            let removed = try screenshot([
                "--single", "--geometry", "300x120", "--placeholder", "",
                "--placeholder-color", "#FF00FF",
            ])
            #expect(removed.bounds { $0.isMagentaInk } == nil)
            let shown = try screenshot(["--single", "--geometry", "300x120", "--placeholder-color", "#FF00FF"])
            #expect(shown.bounds { $0.isMagentaInk } != nil)
        }

        @Test func defaultWindowShowsSixAreasWithTheFirstFocused() throws {
            let image = try screenshot(["--placeholder-color", "#FF00FF"], font: false)
            #expect(image.width == 640 && image.height == 480)
            // Two columns of three rows: English, Chinese / Japanese, Arabic / Hebrew, short note.
            let top = 0..<160
            let middle = 160..<320
            let bottom = 320..<480
            // The English placeholder is in the first (top-left) area only, over several lines.
            let magenta = try #require(image.bounds { $0.isMagentaInk })
            #expect(magenta.maxX < 320 && top.contains(magenta.maxY))
            #expect(image.rowBands { $0.isMagentaInk }.count >= 3)
            // The Japanese placeholder has its own colour, in the left area of the middle row.
            let japanese = RGBPixel(red: 0x1E, green: 0x8A, blue: 0x6E)
            let japaneseInk = try #require(image.bounds { $0 == japanese })
            #expect(japaneseInk.maxX < 320 && middle.contains(japaneseInk.minY) && middle.contains(japaneseInk.maxY))
            // The other placeholders are in the default grey: Chinese top right, short note bottom right, and the
            // Arabic (middle right) and Hebrew (bottom left) ones flush with the right edge of their areas.
            let grey = RGBPixel(red: 0xC7, green: 0xC7, blue: 0xCD)
            #expect(image.count(x: 320..<640, y: top) { $0 == grey } > 50)
            #expect(image.count(x: 320..<640, y: bottom) { $0 == grey } > 50)
            let arabic = try #require(image.cropped(x: 320..<640, y: middle).bounds { $0 == grey })
            let hebrew = try #require(image.cropped(x: 0..<320, y: bottom).bounds { $0 == grey })
            // Areas end at x = 624 and 312 (margins of 16, a gap of 16); the placeholders 1 + 5 px inside.
            #expect(arabic.maxX + 320 >= 610 && arabic.maxX + 320 <= 618, "Arabic ends at \(arabic.maxX + 320)")
            #expect(hebrew.maxX >= 298 && hebrew.maxX <= 306, "Hebrew ends at \(hebrew.maxX)")
            #expect(hebrew.minX > 60, "the short Hebrew placeholder does not start at the left")
            // One focus border, around the first area.
            let focusBlue = RGBPixel(red: 0x35, green: 0x84, blue: 0xE4)
            let focused = try #require(image.bounds { $0 == focusBlue })
            #expect(focused.maxX < 320 && top.contains(focused.maxY))
            // The first area spans its column: from the margin (16) over (640 - 2 × 16 - 16) / 2 = 296 px. Its
            // placeholder is wrapped at spaces by the advances of the demo's text font (sans-serif at 11 points) to
            // the area's width less the paddings, and drawn from the padding and the inset.
            #expect(focused.minX == 16 && focused.maxX == 16 + 296 - 1, "the focus border spans \(focused)")
            let textFont = try FontFileFacts(pattern: "sans-serif", points: 11)
            try IndependentGeometry.expectLines(
                try textFont.wrapAtSpaces(DemoPlaceholders.english, width: 296 - 2 * 5), in: textFont,
                drawnIn: image.cropped(x: 0..<320, y: top), columns: 0..<320, x: 16 + 5,
                top: Double(focused.minY) + 8, where: { $0.isMagentaInk })
            // The counter of the short note, right-aligned over its area.
            #expect(image.count(x: 560..<640, y: 300..<330) { $0.isDark } > 10)
        }
    }
}

/// The demo's own placeholders, as the tests expect them.
enum DemoPlaceholders {
    static let english =
        "Tell us what happened. This placeholder is long on purpose: it wraps over "
        + "several lines exactly where typed text would wrap, and it disappears with the first character you type."
}
