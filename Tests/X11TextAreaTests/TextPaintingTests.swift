import CX11
import Testing
import TextAreaCore
import X11Capture

@testable import X11TextArea

extension X11Tests {
    @Suite struct TextPaintingTests {
        let connection: X11Connection
        let measurer: XftMeasurer
        let painter: XftTextPainter
        let font = TextAreaCore.Font(pattern: "DejaVu Sans:size=12")!

        init() throws {
            connection = try X11Connection(displayName: X11TestEnvironment.displayName())
            measurer = try XftMeasurer(connection: connection, defaultFont: font)
            painter = XftTextPainter(measurer: measurer)
        }

        @Test func blankCanvasCapturesAsItsFillColour() throws {
            let canvas = TestCanvas(connection: connection, width: 40, height: 30, background: 0x336699)
            canvas.fill(x: 10, y: 5, width: 4, height: 3, pixel: 0xFF8000)
            let image = try canvas.capture()
            #expect(image.width == 40 && image.height == 30)
            #expect(image.pixel(x: 0, y: 0) == RGBPixel(red: 0x33, green: 0x66, blue: 0x99))
            #expect(image.pixel(x: 10, y: 5) == RGBPixel(red: 0xFF, green: 0x80, blue: 0x00))
            #expect(image.pixel(x: 13, y: 7) == RGBPixel(red: 0xFF, green: 0x80, blue: 0x00))
            #expect(image.pixel(x: 14, y: 7) == RGBPixel(red: 0x33, green: 0x66, blue: 0x99))
            #expect(image.bounds { $0 == RGBPixel(red: 0xFF, green: 0x80, blue: 0x00) }! == (10, 5, 13, 7))
        }

        @Test func drawnTextIsInkInsideItsMeasuredBoxAndNowhereElse() throws {
            let canvas = TestCanvas(connection: connection, width: 320, height: 60, background: 0xFFFFFF)
            let text = "Hello, 请输入备注"
            let metrics = measurer.metrics(for: font)
            let left = 20.0
            let baseline = 40.0
            let advance = painter.draw(text, font: font, x: left, baseline: baseline, color: .black, on: canvas.draw)
            #expect(advance == measurer.width(of: text, font: font))
            let image = try canvas.capture()
            let ink = try #require(image.bounds { $0.isDark })
            // Glyphs may overhang their advance box by a pixel or two, never more.
            #expect(ink.minX >= Int(left) - 2 && ink.minX <= Int(left) + 3)
            #expect(ink.maxX <= Int(left + advance) + 2 && ink.maxX >= Int(left + advance) - 6)
            #expect(ink.minY >= Int(baseline - metrics.ascent) - 1)
            #expect(ink.maxY <= Int(baseline + metrics.descent) + 1)
            // The ideographs are drawn: ink in the columns of the fallback segment.
            var copy = text
            let segments = copy.withUTF8 { measurer.segments(of: $0, font: font) }
            let ideographs = try #require(segments.last)
            let columns = Int(left + ideographs.offset)..<Int(left + ideographs.offset + ideographs.advance)
            #expect(image.count(inColumns: columns) { $0.isDark } > 100)
        }

        @Test func textIsDrawnInTheRequestedColour() throws {
            let canvas = TestCanvas(connection: connection, width: 120, height: 40, background: 0xFFFFFF)
            painter.draw(
                "Red 红", font: font, x: 5, baseline: 28,
                color: Color(red: 1, green: 0, blue: 0), on: canvas.draw)
            let image = try canvas.capture()
            let pureRed = RGBPixel(red: 255, green: 0, blue: 0)
            #expect(image.bounds { $0 == pureRed } != nil)
            // Antialiased edges blend red with white: never any other hue.
            #expect(image.bounds { $0.red < 250 } == nil)
            #expect(image.bounds { $0.green != $0.blue } == nil)
        }

        /// A run of ASCII is placed from the pair table, one glyph per byte at the pen HarfBuzz gives; a run that
        /// goes on past ASCII is shaped whole instead, each glyph queued once.
        @Test func eachGlyphOfARunIsQueuedOnceAtItsShapedPlace() throws {
            let canvas = TestCanvas(connection: connection, width: 400, height: 40, background: 0xFFFFFF)
            let entry = measurer.entry(for: font)
            for text in ["AVAST, Wave to Tokyo.", "Hello, 请输入备注", "naïve café", "Tab\tand more"] {
                var copy = text
                let shaped = copy.withUTF8 { entry.shape($0, isRightToLeft: false) }
                let drawnBefore = painter.drawnGlyphCount
                let advance = painter.draw(text, font: font, x: 10, baseline: 28, color: .black, on: canvas.draw)
                #expect(painter.drawnGlyphCount - drawnBefore == shaped.glyphs.count, "\(text)")
                #expect(advance == measurer.width(of: text, font: font), "\(text)")
            }
            // The ASCII glyphs land where HarfBuzz's advances put them, rounded to whole pixels.
            let text = "AVAST, Wave to Tokyo."
            var copy = text
            let shaped = copy.withUTF8 { entry.shape($0, isRightToLeft: false) }
            var specs: [XftGlyphFontSpec] = []
            var culled = 0
            let width = copy.withUTF8 {
                entry.appendASCIIGlyphs($0, x: 10.3, baseline: 28, into: &specs, culled: &culled)
            }
            #expect(width == shaped.advance)
            var pen = 10.3
            var expected: [Int16] = []
            for glyph in shaped.glyphs {
                expected.append((pen + Double(glyph.xOffset)).roundedInt16)
                pen += Double(glyph.xAdvance)
            }
            #expect(specs.map(\.x) == expected)
            #expect(specs.map(\.glyph) == shaped.glyphs.map { FT_UInt($0.glyph) })
        }

        @Test func theInkOfWordsWithLigaturesIsKnownAndHoldsTheirDrawnPixels() throws {
            let entry = measurer.entry(for: font)
            let text = "first office waffle fluffy"
            var copy = text
            // The pair table cannot shape them alone: HarfBuzz draws some of their letters as one glyph.
            let ligatures = text.split(separator: " ").filter { word in
                var bytes = String(word)
                return bytes.withUTF8 {
                    entry.asciiWidth($0) == nil && entry.shape($0, isRightToLeft: false).glyphs.count < $0.count
                }
            }
            try #require(!ligatures.isEmpty, "DejaVu Sans draws none of \(text) with a ligature")
            let extent = try #require(copy.withUTF8 { entry.tableInkExtent(of: $0) })
            // Where the drawn pixels are, from the capture: inside the extent, which is no more than a pixel larger.
            let canvas = TestCanvas(connection: connection, width: 400, height: 60, background: 0xFFFFFF)
            let left = 20.0
            let baseline = 40.0
            let advance = painter.draw(text, font: font, x: left, baseline: baseline, color: .black, on: canvas.draw)
            let ink = try #require(try canvas.capture().bounds { $0.red < 0xF0 })
            #expect(Double(ink.minY) >= baseline - extent.above - 1 && Double(ink.minY) <= baseline - extent.above + 1)
            #expect(Double(ink.maxY) <= baseline + extent.below + 1 && Double(ink.maxY) >= baseline + extent.below - 1)
            #expect(Double(ink.minX) >= left - extent.beforeOrigin - 1)
            #expect(Double(ink.maxX) <= left + advance + extent.afterAdvance + 1)
        }

        @Test(arguments: ["дельта", "Ηγρήγορη", "中文文本", "नमस्ते", "ภาษาไทยที่", "ʄʃ", "e\u{301}\u{301}\u{316}"])
        func theInkOfAShapedRunIsKnownAndHoldsItsDrawnPixels(word: String) throws {
            let entry = measurer.entry(for: font)
            var copy = word
            let extent = try #require(
                copy.withUTF8 {
                    entry.inkExtent(ofRuns: [TextRun(range: 0..<$0.count, x: 0)], in: $0, contentStart: 0)
                })
            // Where the drawn pixels are, from the capture: inside the extent, which is no more than a pixel larger
            // on each side where the ink passes the run's origin, advance or the baseline.
            let canvas = TestCanvas(connection: connection, width: 400, height: 90, background: 0xFFFFFF)
            let left = 40.0
            let baseline = 50.0
            let advance = painter.draw(word, font: font, x: left, baseline: baseline, color: .black, on: canvas.draw)
            let ink = try #require(try canvas.capture().bounds { $0.red < 0xF0 })
            // The capture's bounds hold their last row and column.
            let top = Double(ink.minY)
            let bottom = Double(ink.maxY + 1)
            #expect(top >= baseline - extent.above - 1 && top <= baseline - extent.above + 1)
            #expect(bottom <= baseline + extent.below + 1 && bottom >= baseline + extent.below - 1)
            #expect(Double(ink.minX) >= left - extent.beforeOrigin - 1)
            if extent.beforeOrigin > 0 { #expect(Double(ink.minX) <= left - extent.beforeOrigin + 1) }
            #expect(Double(ink.maxX + 1) <= left + advance + extent.afterAdvance + 1)
            if extent.afterAdvance > 0 { #expect(Double(ink.maxX + 1) >= left + advance + extent.afterAdvance - 1) }
        }

        @Test func aRunWithATabOrAColourEmojiHasNoKnownInk() throws {
            let entry = measurer.entry(for: font)
            for word in ["a\tb", "❤\u{FE0F}", "👍🏽"] {
                var copy = word
                let extent = copy.withUTF8 {
                    entry.inkExtent(ofRuns: [TextRun(range: 0..<$0.count, x: 0)], in: $0, contentStart: 0)
                }
                #expect(extent == nil, "\(word)")
            }
        }

        @Test func emptyAndControlOnlyRunsDrawNothing() throws {
            let canvas = TestCanvas(connection: connection, width: 60, height: 30, background: 0xFFFFFF)
            #expect(painter.draw("", font: font, x: 5, baseline: 20, color: .black, on: canvas.draw) == 0)
            #expect(painter.draw("\t\n", font: font, x: 5, baseline: 20, color: .black, on: canvas.draw) == 0)
            let image = try canvas.capture()
            #expect(image.bounds { $0 != .white } == nil)
        }

        @Test func mappedWindowIsCapturedThroughItsVisual() throws {
            let display = connection.display
            let window = XCreateSimpleWindow(display, connection.rootWindow, 0, 0, 50, 40, 0, 0, 0x204080)
            defer { XDestroyWindow(display, window) }
            XMapWindow(display, window)
            connection.sync()
            let context = XCreateGC(display, window, 0, nil)
            XSetForeground(display, context, 0xC0FFEE)
            XFillRectangle(display, window, context, 0, 0, 50, 40)
            XFreeGC(display, context)
            let image = try connection.captureImage(of: window, x: 10, y: 10, width: 20, height: 15)
            #expect(image.width == 20 && image.height == 15)
            #expect(image.bounds { $0 != RGBPixel(red: 0xC0, green: 0xFF, blue: 0xEE) } == nil)
        }

        @Test func captureFailuresAreClearErrors() throws {
            let display = connection.display
            #expect(throws: CaptureError.captureFailed(reason: "drawable 0x7fff0003 does not exist")) {
                _ = try connection.captureImage(of: 0x7FFF_0003)
            }
            let unmapped = XCreateSimpleWindow(display, connection.rootWindow, 0, 0, 20, 20, 0, 0, 0)
            defer { XDestroyWindow(display, unmapped) }
            do {
                _ = try connection.captureImage(of: unmapped)
                Issue.record("capturing an unmapped window should fail")
            } catch let error as CaptureError {
                guard case .captureFailed(let reason) = error else {
                    Issue.record("unexpected error \(error)")
                    return
                }
                #expect(reason.contains("BadMatch"))
            }
            let bitmap = XCreatePixmap(display, connection.rootWindow, 8, 8, 1)
            defer { XFreePixmap(display, bitmap) }
            #expect(throws: CaptureError.unsupportedPixelFormat(depth: 1, bitsPerPixel: 0)) {
                _ = try connection.captureImage(of: bitmap)
            }
            #expect(X11ErrorHandlers.recentErrors.allSatisfy { $0.resourceID != unmapped })
        }
    }
}
