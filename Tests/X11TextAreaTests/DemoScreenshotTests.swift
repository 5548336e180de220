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

        init() throws {
            display = try X11TestEnvironment.displayName()
            reference = try DemoReference(display: display)
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
        }

        @Test func textOrAnEmptyPlaceholderLeavesNoPlaceholderInk() throws {
            let typed = try screenshot([
                "--single", "--geometry", "300x120", "--text", "x",
                "--placeholder-color", "#FF00FF",
            ])
            #expect(typed.bounds { $0.isMagentaInk } == nil)
            let removed = try screenshot([
                "--single", "--geometry", "300x120", "--placeholder", "",
                "--placeholder-color", "#FF00FF",
            ])
            #expect(removed.bounds { $0.isMagentaInk } == nil)
            let shown = try screenshot(["--single", "--geometry", "300x120", "--placeholder-color", "#FF00FF"])
            #expect(shown.bounds { $0.isMagentaInk } != nil)
        }

        @Test func defaultWindowShowsFourAreasWithTheFirstFocused() throws {
            let image = try screenshot(["--placeholder-color", "#FF00FF"], font: false)
            #expect(image.width == 640 && image.height == 480)
            // The English placeholder is in the first (top-left) area only, over several lines.
            let magenta = try #require(image.bounds { $0.isMagentaInk })
            #expect(magenta.maxX < 320 && magenta.maxY < 240)
            #expect(image.rowBands { $0.isMagentaInk }.count >= 3)
            // The Japanese placeholder has its own colour, in the bottom-left area.
            let japanese = RGBPixel(red: 0x1E, green: 0x8A, blue: 0x6E)
            let japaneseInk = try #require(image.bounds { $0 == japanese })
            #expect(japaneseInk.minX < 320 && japaneseInk.minY > 240)
            // The Chinese and the short-note placeholders are in the default grey, on the right.
            let grey = RGBPixel(red: 0xC7, green: 0xC7, blue: 0xCD)
            #expect(image.count(x: 320..<640, y: 0..<240) { $0 == grey } > 50)
            #expect(image.count(x: 320..<640, y: 240..<480) { $0 == grey } > 50)
            // One focus border, around the first area.
            let focusBlue = RGBPixel(red: 0x35, green: 0x84, blue: 0xE4)
            let focused = try #require(image.bounds { $0 == focusBlue })
            #expect(focused.maxX < 320 && focused.maxY < 240)
            // The counter of the short note.
            #expect(image.count(x: 560..<640, y: 230..<260) { $0.isDark } > 10)
        }
    }
}

/// The demo's own placeholders, as the tests expect them.
enum DemoPlaceholders {
    static let english =
        "Tell us what happened. This placeholder is long on purpose: it wraps over "
        + "several lines exactly where typed text would wrap, and it disappears with the first character you type."
}
