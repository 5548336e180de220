import CX11
import Testing
import TextAreaCore
import X11Capture

@testable import X11TextArea

extension X11Tests {
    /// Right-to-left text and placeholders in `textarea-demo --screenshot`, against reference drawings of the same glyphs in reversed order, drawn one character at a time.
    @Suite struct RightToLeftScreenshotTests {
        let display: String
        let reference: DemoReference
        let scratch = ScratchDirectory()
        static let blue = Color(red: 0, green: 0, blue: 1)
        static let magenta = Color(red: 1, green: 0, blue: 1)

        init() throws {
            display = try X11TestEnvironment.displayName()
            reference = try DemoReference(display: display)
        }

        /// Runs the demo with `arguments` and the test font, and reads the PNG it wrote.
        private func screenshot(_ arguments: [String]) throws -> RGBImage {
            let path = scratch.file("shot.png")
            let result = try DemoProcess.run(
                arguments + ["--font", DemoReference.fontPattern, "--screenshot", path],
                display: display)
            try #require(result.status == 0, "stderr: \(result.errorText)")
            return try PNGFile.read(from: path)
        }

        /// The pixels in `rows` and `columns` that differ between two images, columns `excluded` left out.
        private func differences(
            _ first: RGBImage, _ second: RGBImage, rows: Range<Int>, columns: Range<Int>,
            excluding excluded: Range<Int>
        ) -> Int {
            var count = 0
            for y in rows where y >= 0 && y < first.height {
                for x in columns where !excluded.contains(x) && first.pixel(x: x, y: y) != second.pixel(x: x, y: y) {
                    count += 1
                }
            }
            return count
        }

        /// Checks that `text` shows as `visual` (its glyphs left to right) flush with the right edge of a 400 × 100 single area.
        private func expectDrawnRightToLeft(
            _ text: String, as visual: String,
            sourceLocation: SourceLocation = #_sourceLocation
        ) throws {
            let image = try screenshot(["--single", "--geometry", "400x100", "--text", text, "--text-color", "#0000FF"])
            let area = reference.singleArea(width: 400, height: 100, text: text, placeholder: nil)
            let line = try #require(area.visibleLines().first)
            #expect(line.isRightToLeft, sourceLocation: sourceLocation)
            let width = visual.reduce(0.0) { $0 + reference.measurer.width(of: String($1), font: DemoReference.font) }
            // Flush right: padding 5 from the right edge.
            #expect(
                abs(line.origin.x + width - 395) < 0.5, "the line ends at \(line.origin.x + width)",
                sourceLocation: sourceLocation)
            let drawn = try reference.referenceImageCharacterByCharacter(
                of: visual, x: line.origin.x, baseline: line.baseline,
                color: Self.blue, width: 400, height: 100)
            let caret = Int(area.caretRect.minX)
            let rows = Int(line.origin.y)..<Int(line.origin.y + line.height)
            #expect(drawn.count(x: 0..<400, y: rows) { $0.isPureBlue } > 20, sourceLocation: sourceLocation)
            // Inside the area's border, the caret's columns aside: the same pixels as the reference.
            let different = differences(
                image, drawn, rows: rows, columns: 2..<398, excluding: (caret - 2)..<(caret + 3))
            #expect(
                different == 0, "\(different) pixels differ from \(visual) drawn left to right",
                sourceLocation: sourceLocation)
        }

        @Test func hebrewIsDrawnRightToLeftAgainstTheRightEdge() throws {
            try expectDrawnRightToLeft("שלום עולם", as: "םלוע םולש")
        }

        @Test func bracketsInRightToLeftTextAreMirrored() throws {
            // Logically "(שלום)": its opening bracket is at the right and opens leftwards.
            try expectDrawnRightToLeft("(שלום) כן", as: "ןכ (םולש)")
        }

        @Test func numbersInHebrewStayLeftToRight() throws {
            try expectDrawnRightToLeft("שנת 2024", as: "2024 תנש")
        }

        @Test func aRightToLeftPlaceholderSitsFlushRight() throws {
            let placeholder = "כתבו כאן"
            let image = try screenshot([
                "--single", "--geometry", "300x100", "--placeholder", placeholder,
                "--placeholder-color", "#FF00FF",
            ])
            let area = reference.singleArea(width: 300, height: 100, placeholder: placeholder)
            let frame = area.placeholderFrame
            #expect(frame.maxX == 295)
            let line = try #require(area.placeholderLines.first)
            let drawn = try reference.referenceImageCharacterByCharacter(
                of: "ןאכ ובתכ", x: line.origin.x, baseline: line.baseline,
                color: Self.magenta, width: 300, height: 100)
            let ink = try #require(image.bounds { $0.isMagentaInk })
            let expected = try #require(drawn.bounds { $0.isMagentaInk })
            #expect(
                abs(ink.minX - expected.minX) <= 1 && abs(ink.maxX - expected.maxX) <= 1,
                "ink spans \(ink.minX)...\(ink.maxX), expected \(expected.minX)...\(expected.maxX)")
            #expect(ink.maxX >= 290 && ink.maxX <= 295, "the placeholder ends near x = 295")
            // The caret of the empty area is at the placeholder's start: its right edge.
            let caret = Int(area.caretRect.minX)
            #expect(caret == 295)
            #expect(image.count(x: caret..<(caret + 1), y: 8..<20) { $0.isDark || $0.blue > 150 } >= 8)
        }
    }
}

extension X11Tests {
    /// An empty area starts in the direction of the keyboard layout: its caret at the right edge when the layout is Hebrew.
    @Suite struct KeyboardDirectionTests {
        let scratch = ScratchDirectory()

        /// The column of the caret (pure blue) in the first frame of an empty 300 × 80 area on `display`.
        private func caretColumn(on display: String, environment: [String: String] = [:]) throws -> Int? {
            let path = scratch.file("empty.png")
            let result = try DemoProcess.run(
                [
                    "--single", "--geometry", "300x80", "--placeholder", "", "--text-color", "#0000FF",
                    "--font", DemoReference.fontPattern, "--screenshot", path,
                ],
                display: display, environment: environment)
            try #require(result.status == 0, "stderr: \(result.errorText)")
            let image = try PNGFile.read(from: path)
            return image.bounds { $0.isPureBlue }?.minX
        }

        @Test func aHebrewLayoutPutsTheCaretOfAnEmptyAreaAtTheRight() throws {
            let server = try XvfbServer.start(width: 400, height: 200)
            defer { server.stop() }
            #expect(try caretColumn(on: server.displayName) == 5, "a US layout starts at the left")
            let switched = try Subprocess.run("setxkbmap", ["-layout", "il"], display: server.displayName, timeout: 10)
            try #require(switched.status == 0, "setxkbmap failed: \(switched.errorText)")
            #expect(try caretColumn(on: server.displayName) == 295, "a Hebrew layout starts at the right")
        }

        @Test func layoutNamesAndLocalesTellTheDirection() {
            #expect(KeyboardDirection.direction(ofLayoutName: "Hebrew") == .rightToLeft)
            #expect(KeyboardDirection.direction(ofLayoutName: "Arabic (Morocco)") == .rightToLeft)
            #expect(KeyboardDirection.direction(ofLayoutName: "Persian") == .rightToLeft)
            #expect(KeyboardDirection.direction(ofLayoutName: "English (US)") == .leftToRight)
            #expect(KeyboardDirection.direction(ofLayoutName: "Russian") == .leftToRight)
            #expect(KeyboardDirection.direction(ofLocale: "he_IL.UTF-8") == .rightToLeft)
            #expect(KeyboardDirection.direction(ofLocale: "ar_EG") == .rightToLeft)
            #expect(KeyboardDirection.direction(ofLocale: "fa_IR.UTF-8@persian") == .rightToLeft)
            #expect(KeyboardDirection.direction(ofLocale: "en_US.UTF-8") == .leftToRight)
            #expect(KeyboardDirection.direction(ofLocale: "C.UTF-8") == nil)
            #expect(KeyboardDirection.direction(ofLocale: "POSIX") == nil)
        }
    }
}
