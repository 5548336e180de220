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
        /// The test font's file, for positions the code under test has no part in.
        let font: FontFileFacts
        /// The test font's ascender and line height, from its file.
        let fontLine: (ascender: Double, height: Double)
        /// The first line's rows: from the inset (8) down the test font's height.
        var lineRows: Range<Int> { 8..<(8 + Int(fontLine.height.rounded())) }

        init() throws {
            display = try X11TestEnvironment.displayName()
            reference = try DemoReference(display: display)
            font = try FontFileFacts(pattern: "DejaVu Sans", points: 12)
            fontLine = try font.lineMetrics()
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

        /// What ``expectDrawnRightToLeft(_:as:sourceLocation:)`` saw: the screenshot, the visual string as the font file
        /// shapes it, where its pen starts, and the caret's column.
        struct DrawnLine {
            var image: RGBImage
            var run: FontFileFacts.Run
            var x: Double
            var caret: Int
        }

        /// Checks that `text` shows as `visual` (its glyphs left to right) flush with the right edge of a 400 × 100 single area.
        @discardableResult
        private func expectDrawnRightToLeft(
            _ text: String, as visual: String,
            sourceLocation: SourceLocation = #_sourceLocation
        ) throws -> DrawnLine {
            let image = try screenshot(["--single", "--geometry", "400x100", "--text", text, "--text-color", "#0000FF"])
            let area = reference.singleArea(width: 400, height: 100, text: text, placeholder: nil)
            let line = try #require(area.visibleLines().first)
            #expect(line.isRightToLeft, sourceLocation: sourceLocation)
            let width = reference.widthCharacterByCharacter(of: visual)
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
            // The font file's glyphs of the visual string, left to right, ending at the right padding (x 395) on the
            // baseline an ascender below the inset; the caret, a column of blue a whole line tall, left out.
            let run = try font.shape(visual, direction: "ltr")
            let fullest = image.fullestColumn(x: 2..<398, y: lineRows) { $0.isPureBlue }
            let caretColumn = try #require(fullest, sourceLocation: sourceLocation)
            #expect(Double(caretColumn.count) >= fontLine.height - 1, "no caret", sourceLocation: sourceLocation)
            let found = image.inkBox(x: 2..<398, y: lineRows, excludingColumn: caretColumn.x) { $0.isBlueInk }
            let box = try #require(found, sourceLocation: sourceLocation)
            IndependentGeometry.expect(
                box, isInkOf: run, x: 395 - run.advance, baseline: 8 + fontLine.ascender, visual,
                sourceLocation: sourceLocation)
            return DrawnLine(image: image, run: run, x: 395 - run.advance, caret: caretColumn.x)
        }

        /// The blue ink in the columns of glyph `index` of `line` (the caret's column left out), in the line's rows.
        private func glyphInk(_ index: Int, of line: DrawnLine) throws -> (box: InkBox, columns: Range<Int>) {
            let glyph = line.run.glyphs[index]
            let columns = Int((line.x + glyph.inkLeft).rounded(.down))..<Int((line.x + glyph.inkRight).rounded(.up))
            let found = line.image.inkBox(x: columns, y: lineRows, excludingColumn: line.caret) { $0.isBlueInk }
            return (try #require(found, "no ink in columns \(columns)"), columns)
        }

        /// The rightmost column of blue ink in `row` among `columns`.
        private func rightmostInk(in image: RGBImage, row: Int, columns: Range<Int>) -> Int? {
            image.inkBox(x: columns, y: row..<(row + 1)) { $0.isBlueInk }.map { $0.right - 1 }
        }

        @Test func hebrewIsDrawnRightToLeftAgainstTheRightEdge() throws {
            try expectDrawnRightToLeft("שלום עולם", as: "םלוע םולש")
        }

        @Test func bracketsInRightToLeftTextAreMirrored() throws {
            // Logically "(שלום)": its opening bracket is at the right and opens leftwards.
            let line = try expectDrawnRightToLeft("(שלום) כן", as: "ןכ (םולש)")
            // The rightmost glyph bulges to the right, as ")" does: its middle reaches further right than its ends.
            let bracket = try glyphInk(line.run.glyphs.count - 1, of: line)
            let middle = (bracket.box.top + bracket.box.bottom) / 2
            let ends = rightmostInk(in: line.image, row: bracket.box.top, columns: bracket.columns)
            let bulges = rightmostInk(in: line.image, row: middle, columns: bracket.columns)
            let top = try #require(ends, "no ink in the bracket's top row")
            let bulge = try #require(bulges, "no ink in the bracket's middle row")
            #expect(bulge > top, "the bracket's middle at x \(bulge), its top at \(top): it opens to the right")
        }

        @Test func numbersInHebrewStayLeftToRight() throws {
            let line = try expectDrawnRightToLeft("שנת 2024", as: "2024 תנש")
            // Read left to right, the number starts with the 2 (a flat foot as wide as the digit) and ends with the 4
            // (a foot no wider than its stem).
            let first = try glyphInk(0, of: line)
            let last = try glyphInk(3, of: line)
            let footRow = first.box.bottom - 1
            /// The ink of the foot row in `columns`, the caret's column left out.
            func foot(_ columns: Range<Int>) -> Int {
                columns.filter { $0 != line.caret && line.image.pixel(x: $0, y: footRow).isBlueInk }.count
            }
            let firstFoot = foot(first.columns)
            let lastFoot = foot(last.columns)
            #expect(
                firstFoot >= 5 && lastFoot <= 3, "the feet of the first and last digits: \(firstFoot), \(lastFoot) px")
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
            // The font file's glyphs, in visual order, ending at the right padding (x 295).
            let run = try font.shape("ןאכ ובתכ", direction: "ltr")
            let placeholderInk = image.inkBox { $0.isMagentaInk }
            IndependentGeometry.expect(
                try #require(placeholderInk), isInkOf: run, x: 295 - run.advance,
                baseline: 8 + fontLine.ascender, "the Hebrew placeholder")
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
