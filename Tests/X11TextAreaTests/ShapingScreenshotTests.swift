import Testing
import TextAreaCore
import X11Capture

@testable import X11TextArea

extension X11Tests {
    /// Shaped text in `textarea-demo --screenshot`: joined Arabic, Devanagari conjuncts and a colour emoji sequence, against the shaped glyphs drawn where the layout puts each run, and against the same characters drawn one by one.
    @Suite struct ShapingScreenshotTests {
        let display: String
        let reference: DemoReference
        let scratch = ScratchDirectory()
        static let blue = Color(red: 0, green: 0, blue: 1)
        /// The test font's baseline below the inset (8): its ascender, from its file.
        let baseline: Double
        /// The first line's rows: from the inset (8) down the test font's height, from its file.
        let lineRows: Range<Int>

        init() throws {
            display = try X11TestEnvironment.displayName()
            reference = try DemoReference(display: display)
            let metrics = try FontFileFacts(pattern: "DejaVu Sans", points: 12).lineMetrics()
            baseline = 8 + metrics.ascender
            lineRows = 8..<(8 + Int(metrics.height.rounded()))
        }

        /// The ink of the demo's first line, the caret's column (the column of pure blue a line tall) left out; with
        /// the caret's column.
        private func lineInk(
            of image: RGBImage, where predicate: (RGBPixel) -> Bool
        ) throws -> (box: InkBox, caret: Int) {
            let fullest = image.fullestColumn(x: 2..<398, y: lineRows) { $0.isPureBlue }
            let caret = try #require(fullest, "no caret")
            #expect(caret.count >= lineRows.count - 1, "a caret a line tall")
            let found = image.inkBox(x: 2..<398, y: lineRows, excludingColumn: caret.x, where: predicate)
            return (try #require(found, "no ink"), caret.x)
        }

        /// The demo's first frame of a 400 × 100 single area holding `text` in blue.
        private func screenshot(of text: String) throws -> RGBImage {
            let path = scratch.file("shaped.png")
            let result = try DemoProcess.run(
                [
                    "--single", "--geometry", "400x100", "--text", text, "--text-color", "#0000FF",
                    "--font", DemoReference.fontPattern, "--screenshot", path,
                ], display: display)
            try #require(result.status == 0, "stderr: \(result.errorText)")
            return try PNGFile.read(from: path)
        }

        /// The test's own drawing of `area`'s first line: each run shaped and drawn where the layout puts it.
        private func shapedReference(of area: TextArea) throws -> RGBImage {
            let canvas = TestCanvas(connection: reference.connection, width: 400, height: 100, background: 0xFFFFFF)
            let painter = XftTextPainter(measurer: reference.measurer)
            let line = try #require(area.visibleLines().first)
            let bytes = Array(area.text.utf8)
            for run in area.runs(for: line) {
                bytes[run.range].withUnsafeBufferPointer { runBytes in
                    _ = painter.draw(
                        runBytes, font: DemoReference.font, x: line.origin.x + run.x, baseline: line.baseline,
                        color: Self.blue, on: canvas.draw, isRightToLeft: run.isRightToLeft)
                }
            }
            return try canvas.capture()
        }

        /// Pixels of the text's rows that differ between the demo and `expected`, the caret's columns left out.
        private func differences(_ image: RGBImage, _ expected: RGBImage, area: TextArea) throws -> Int {
            let line = try #require(area.visibleLines().first)
            let caret = Int(area.caretRect.minX)
            var count = 0
            for y in Int(line.origin.y)..<Int(line.origin.y + line.height) {
                for x in 2..<398 where !((caret - 2)..<(caret + 3)).contains(x) {
                    if image.pixel(x: x, y: y) != expected.pixel(x: x, y: y) { count += 1 }
                }
            }
            return count
        }

        /// Columns between the leftmost and rightmost ink that hold no ink: the gaps between unjoined letters.
        private func blankColumns(in image: RGBImage, rows: Range<Int>) -> Int {
            let inked = (0..<image.width).filter { x in
                rows.contains { y in image.pixel(x: x, y: y).blue > 128 && image.pixel(x: x, y: y).red < 128 }
            }
            guard let first = inked.first, let last = inked.last else { return 0 }
            return (last - first + 1) - inked.count
        }

        @Test func arabicLettersJoinAsTheyAreMeasured() throws {
            // Every letter of "محمد" joins the next: one connected shape.
            let text = "محمد"
            let image = try screenshot(of: text)
            let area = reference.singleArea(width: 400, height: 100, text: text, placeholder: nil)
            let line = try #require(area.visibleLines().first)
            #expect(line.isRightToLeft)
            let shaped = try shapedReference(of: area)
            #expect(try differences(image, shaped, area: area) == 0)
            // The same letters one by one (isolated forms, in visual order) leave gaps a joined word does not.
            let isolated = try reference.referenceImageCharacterByCharacter(
                of: String(text.reversed()), x: line.origin.x, baseline: line.baseline, color: Self.blue,
                width: 400, height: 100)
            let rows = Int(line.origin.y)..<Int(line.origin.y + line.height)
            let joinedGaps = blankColumns(in: shaped, rows: rows)
            let isolatedGaps = blankColumns(in: isolated, rows: rows)
            #expect(joinedGaps + 3 <= isolatedGaps, "joined: \(joinedGaps) blank columns, isolated: \(isolatedGaps)")
            // The font file's shaping (hb-shape): four glyphs whose inks meet end to end, the word ending at the right
            // padding (x 395); the screenshot's ink spans the word where the font puts it, with no blank column.
            let font = try FontFileFacts(pattern: "DejaVu Sans", points: 12)
            let run = try font.shape(text)
            #expect(run.glyphs.count == 4)
            #expect(zip(run.glyphs, run.glyphs.dropFirst()).allSatisfy { $1.inkLeft <= $0.inkRight }, "joined")
            let ink = try lineInk(of: image) { $0.isBlueInk }
            IndependentGeometry.expect(ink.box, isInkOf: run, x: 395 - run.advance, baseline: baseline, "محمد")
            let blank = (ink.box.left..<ink.box.right).filter { x in
                x != ink.caret && image.count(x: x..<(x + 1), y: lineRows) { $0.blue > 128 && $0.red < 128 } == 0
            }
            #expect(blank.isEmpty, "blank columns inside the joined word: \(blank)")
        }

        @Test func devanagariConjunctsAreDrawnAsOneShape() throws {
            let text = "क्षत्रिय"
            let image = try screenshot(of: text)
            let area = reference.singleArea(width: 400, height: 100, text: text, placeholder: nil)
            #expect(try differences(image, try shapedReference(of: area), area: area) == 0)
            // Shaped advances, unrounded (a run's width is its advance rounded to a pixel).
            func advance(_ piece: String) -> Double {
                var copy = piece
                return copy.withUTF8 { reference.measurer.shapedRun(of: $0, font: DemoReference.font).advance }
            }
            let letterByLetter = text.reduce(0.0) { $0 + advance(String($1)) }
            let scalarByScalar = text.unicodeScalars.reduce(0.0) { $0 + advance(String($1)) }
            let shapedWidth = advance(text)
            #expect(shapedWidth < scalarByScalar, "the viramas join consonants instead of showing")
            #expect(shapedWidth <= letterByLetter + 0.5)
            // The caret stops after every grapheme cluster, left to right through the conjuncts.
            let clusters = Array(text)
            var offset = 0
            var previousX = area.caretRect(for: 0).minX
            for cluster in clusters {
                offset += cluster.utf8.count
                let x = area.caretRect(for: offset).minX
                #expect(x >= previousX, "caret stops advance through the word")
                previousX = x
            }
            #expect(abs(previousX - (area.visibleLines()[0].origin.x + shapedWidth)) < 1)
            // The fallback fontconfig gives for Devanagari, shaped by hb-shape: fewer glyphs than characters (the
            // conjuncts), their ink from the padding (x 5) on the test font's baseline, the caret after the last.
            let font = try FontFileFacts(pattern: "DejaVu Sans:charset=915", points: 12)
            let run = try font.shape(text)
            #expect(run.glyphs.count < text.unicodeScalars.count)
            let ink = try lineInk(of: image) { $0.isBlueInk }
            IndependentGeometry.expect(ink.box, isInkOf: run, x: 5, baseline: baseline, text)
            IndependentGeometry.expectEdge(ink.caret, at: 5 + run.advance, "the caret after the word")
        }

        /// The columns left of the caret where `image`'s text rows hold a pixel matching `predicate`.
        private func inkColumns(
            of image: RGBImage, area: TextArea, where predicate: (RGBPixel) -> Bool
        ) throws -> [Int] {
            let line = try #require(area.visibleLines().first)
            let rows = Int(line.origin.y)..<Int(line.origin.y + line.height)
            let caret = Int(area.caretRect.minX)
            return (2..<(caret - 2)).filter { x in image.count(x: x..<(x + 1), y: rows, where: predicate) > 0 }
        }

        @Test func aFamilyEmojiIsOneGlyph() throws {
            let text = "👩‍👩‍👧‍👦"
            let image = try screenshot(of: text)
            let area = reference.singleArea(width: 400, height: 100, text: text, placeholder: nil)
            let line = try #require(area.visibleLines().first)
            let columns = try inkColumns(of: image, area: area) { $0.red < 200 || $0.green < 200 }
            #expect(columns.count > 5, "the emoji is drawn")
            let span = (columns.last ?? 0) - (columns.first ?? 0) + 1
            #expect(Double(span) <= line.height * 1.6, "one glyph \(span) px wide, not four people side by side")
            #expect(reference.measurer.width(of: text, font: DemoReference.font) <= line.height * 1.6)
            #expect(try differences(image, try shapedReference(of: area), area: area) == 0)
            // The emoji font shapes the sequence into one glyph (hb-shape); its bitmap is drawn from the padding
            // (x 5), the caret one advance further.
            let emoji = try FontFileFacts(pattern: "Noto Color Emoji", points: 12)
            let run = try emoji.shape(text)
            #expect(run.glyphs.count == 1)
            // The bitmap's box: every pixel not white, its light grey tile included.
            let ink = try lineInk(of: image) { $0 != RGBPixel(red: 255, green: 255, blue: 255) }
            IndependentGeometry.expect(ink.box, isInkOf: run, x: 5, baseline: baseline, "the family")
            IndependentGeometry.expectEdge(ink.caret, at: 5 + run.advance, "the caret after the emoji")
        }

        @Test func flagsAndSkinTonesAreColourGlyphs() throws {
            let text = "🇯🇵👍🏽"
            let image = try screenshot(of: text)
            let area = reference.singleArea(width: 400, height: 100, text: text, placeholder: nil)
            let line = try #require(area.visibleLines().first)
            // The flag's red disc and the toned thumb: colour, not the blue text colour.
            let red = try inkColumns(of: image, area: area) { $0.red > 180 && $0.green < 90 && $0.blue < 90 }
            let skin = try inkColumns(of: image, area: area) {
                $0.red > 120 && $0.green > 70 && $0.blue < 90 && $0.red > $0.green
            }
            #expect(red.count >= 3, "the flag's red")
            #expect(skin.count >= 5, "the thumb's skin tone")
            #expect(reference.measurer.width(of: text, font: DemoReference.font) <= line.height * 3.2, "two glyphs")
            #expect(try differences(image, try shapedReference(of: area), area: area) == 0)
            // The emoji font shapes a flag and a toned thumb (hb-shape: two glyphs); drawn from the padding (x 5), the
            // flag's disc is at the middle of the first, the skin tone inside the second.
            let emoji = try FontFileFacts(pattern: "Noto Color Emoji", points: 12)
            let run = try emoji.shape(text)
            try #require(run.glyphs.count == 2 && red.count >= 3 && skin.count >= 5)
            let flag = run.glyphs[0]
            let thumb = run.glyphs[1]
            let disc = Double(red[0] + red[red.count - 1] + 1) / 2
            IndependentGeometry.expectEdge(
                Int(disc.rounded(.down)), at: 5 + (flag.inkLeft + flag.inkRight) / 2, "the disc's middle")
            let tolerance = IndependentGeometry.tolerance
            #expect(
                Double(skin[0]) >= 5 + thumb.inkLeft - tolerance
                    && Double(skin[skin.count - 1] + 1) <= 5 + thumb.inkRight + tolerance,
                "the skin tone spans \(skin[0])...\(skin[skin.count - 1]), the thumb's ink \(5 + thumb.inkLeft)...")
        }
    }
}
