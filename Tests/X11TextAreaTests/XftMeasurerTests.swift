import CX11
import Testing
import TextAreaCore

@testable import X11TextArea

extension X11Tests {
    @Suite struct XftMeasurerTests {
        let connection: X11Connection
        let measurer: XftMeasurer
        let font = TextAreaCore.Font(pattern: "DejaVu Sans:size=12")!

        init() throws {
            connection = try X11Connection(displayName: X11TestEnvironment.displayName())
            measurer = try XftMeasurer(connection: connection, defaultFont: font)
        }

        private func width(_ text: String) -> Double {
            measurer.width(of: text, font: font)
        }

        @Test func resolutionDefaultsTo96WithoutXftDPI() {
            #expect(connection.xftDPIResource == nil)
            #expect(measurer.dpi == 96)
        }

        @Test func matchesTheRequestedFamily() {
            #expect(measurer.matchedFamilies(for: font).contains("DejaVu Sans"))
        }

        @Test func widthsArePositiveAndFollowGlyphShapes() {
            #expect(width("i") > 0)
            #expect(width("iii") < width("WWW"))
            // A run is measured whole and rounded to a pixel once: "WWW" is three shaped "W"s, rounded.
            var letter = "W"
            let shaped = letter.withUTF8 { measurer.shapedRun(of: $0, font: font) }
            #expect(width("WWW") == (3 * shaped.advance).rounded())
        }

        @Test func widthsAreShapedNotAdditive() {
            #expect(!measurer.isAdditive)
            // DejaVu Sans kerns "AV" and "To": together they are narrower than apart.
            #expect(width("AV") < width("A") + width("V"))
            #expect(width("To") < width("T") + width("o"))
            var sentence = "The quick AVATAR fox, 1234!"
            let shaped = sentence.withUTF8 { measurer.shapedRun(of: $0, font: font) }
            #expect(width(sentence) == shaped.advance.rounded())
            #expect(abs(shaped.advance - shaped.glyphs.reduce(0.0) { $0 + Double($1.xAdvance) }) < 1e-9)
        }

        @Test func plainASCIIWordsShapeFromThePairTableAsHarfBuzzShapesThem() {
            // A right-to-left run skips the table; Latin letters are still shaped left to right by HarfBuzz.
            for word in ["AVATAR", "Wa", "Tokyo", "kerning", "LTAVYW", "hello,", "x=y", "office", "flow"] {
                var copy = word
                let fromTable = copy.withUTF8 { measurer.shapedRun(of: $0, font: font, isRightToLeft: false) }
                let fromHarfBuzz = copy.withUTF8 { measurer.shapedRun(of: $0, font: font, isRightToLeft: true) }
                #expect(fromTable.glyphs.map(\.glyph) == fromHarfBuzz.glyphs.map(\.glyph), "\(word)")
                let tableAdvances = fromTable.glyphs.map(\.xAdvance)
                let harfBuzzAdvances = fromHarfBuzz.glyphs.map(\.xAdvance)
                #expect(tableAdvances == harfBuzzAdvances, "\(word)")
                // Every run advances whole pixels: HarfBuzz's advance, rounded.
                #expect(width(word) == fromHarfBuzz.advance.rounded(), "\(word)")
            }
        }

        @Test func clusterAdvancesAddUpToTheRunAndShareLigatures() {
            var word = "AVATAR"
            let clusters = (0..<6).map { $0..<($0 + 1) }
            var advances = [Double](repeating: 0, count: 6)
            word.withUTF8 { bytes in
                clusters.withUnsafeBufferPointer { ranges in
                    advances.withUnsafeMutableBufferPointer { output in
                        measurer.clusterAdvances(of: 0..<6, clusters: ranges, in: bytes, font: font, into: output)
                    }
                }
            }
            #expect(abs(advances.reduce(0, +) - width("AVATAR")) < 1e-6)
            #expect(advances.allSatisfy { $0 > 0 })
        }

        @Test func runsAdvanceWholePixelsAndNoClusterGoesBackwards() {
            // Words of every kind round to a pixel; the clusters of a run share what rounding takes or gives, the
            // last ones first, none below zero (a run ending in marks rounded down).
            for text in ["fi", "office", "AVATAR", "x", " ", "e\u{301}\u{302}\u{303}", "i\u{301}", "שלום", "中文", "नमस्ते"]
            {
                #expect(width(text) == width(text).rounded(), "\(text)")
                var copy = text
                var clusters: [Range<Int>] = []
                for character in text {
                    let start = clusters.last?.upperBound ?? 0
                    clusters.append(start..<(start + character.utf8.count))
                }
                var advances = [Double](repeating: -1, count: clusters.count)
                copy.withUTF8 { bytes in
                    clusters.withUnsafeBufferPointer { ranges in
                        advances.withUnsafeMutableBufferPointer { output in
                            measurer.clusterAdvances(
                                of: 0..<bytes.count, clusters: ranges, in: bytes, font: font, into: output)
                        }
                    }
                }
                #expect(advances.allSatisfy { $0 >= 0 }, "\(text): \(advances)")
                #expect(abs(advances.reduce(0, +) - width(text)) < 1e-9, "\(text)")
            }
        }

        @Test(arguments: [("quickbrown", "выпей"), ("Wavy", "γράμμα"), ("AVATAR", "Жук"), ("office", "дом")])
        func latinLettersAgainstAnotherScriptAreShapedAsAWordOfTheirOwn(latin: String, other: String) throws {
            // The Latin item and the other one side by side, each as HarfBuzz shapes it alone (independently, with
            // hb-shape); the Latin one from the pair table, without HarfBuzz, unless it needs it ("office": a
            // ligature).
            let fonts = try FontFileFacts(pattern: "DejaVu Sans", points: 12)
            let expected = try fonts.shape(latin).advance + fonts.shape(other).advance
            // Each alone first: the pair table learns its pairs from HarfBuzz once.
            _ = width(latin)
            _ = width(other)
            let before = measurer.shapedRunCount(for: font)
            #expect(abs(width(latin + other) - expected.rounded()) <= 1, "\(latin + other)")
            let shapedItems = measurer.shapedRunCount(for: font) - before
            var latinBytes = latin
            let tableShapesLatin = latinBytes.withUTF8 { measurer.entry(for: font).asciiWidth($0) != nil }
            #expect(shapedItems == (tableShapesLatin ? 1 : 2), "\(latin + other): \(shapedItems) items shaped")
        }

        @Test func batchMeasurementMatchesSingleRuns() {
            var text = "hello wide world"
            let runs: [Range<Int>] = [0..<5, 5..<6, 6..<10, 10..<11, 11..<16, 3..<3]
            var widths = [Double](repeating: -1, count: runs.count)
            text.withUTF8 { bytes in
                runs.withUnsafeBufferPointer { runBuffer in
                    widths.withUnsafeMutableBufferPointer { widthBuffer in
                        measurer.measure(runs: runBuffer, in: bytes, font: font, into: widthBuffer)
                    }
                }
            }
            #expect(widths == [width("hello"), width(" "), width("wide"), width(" "), width("world"), 0])
        }

        @Test func controlsMeasureZero() {
            #expect(width("\t") == 0)
            #expect(width("\n") == 0)
            #expect(width("\r\n") == 0)
            #expect(width("a\tb") == width("ab"))
            #expect(width("a\u{7}b") == width("ab"))
        }

        @Test func metricsComeFromThePrimaryFont() {
            let metrics = measurer.metrics(for: font)
            let primary = measurer.primaryFont(for: font).pointee
            #expect(metrics.ascent == Double(primary.ascent))
            #expect(metrics.descent == Double(primary.descent))
            #expect(metrics.lineHeight == Double(primary.height))
            // 12 points at 96 dpi is 16 pixels: the line is a little taller than that.
            #expect(metrics.ascent > 10 && metrics.descent > 2)
            #expect(metrics.lineHeight >= metrics.ascent + metrics.descent)
            #expect(metrics.lineHeight >= 16 && metrics.lineHeight <= 24)
        }

        @Test func boldIsWiderThanRegular() {
            let bold = TextAreaCore.Font(pattern: "DejaVu Sans:size=12:bold")!
            #expect(measurer.width(of: "Wide words", font: bold) > width("Wide words"))
        }

        @Test func largerSizeOrResolutionScalesWidths() throws {
            let large = font.withSize(24)
            let doubled = measurer.width(of: "Scale", font: large)
            #expect(abs(doubled - 2 * width("Scale")) <= 3)
            let highResolution = try XftMeasurer(connection: connection, defaultFont: font, dpi: 192)
            #expect(abs(highResolution.width(of: "Scale", font: font) - doubled) <= 1)
            #expect(abs(highResolution.metrics(for: font).lineHeight - measurer.metrics(for: large).lineHeight) <= 1)
        }

        @Test func remeasuringAWordHitsTheWidthCache() {
            // Plain ASCII comes from the pair table; a word with a ligature or other scripts goes through the cache.
            for word in ["office", "кэш", "缓存"] {
                let first = width(word)
                let hits = measurer.widthCache.hitCount
                let second = width(word)
                #expect(second == first)
                #expect(measurer.widthCache.hitCount == hits + 1, "\(word)")
            }
        }

        @Test func plainASCIIWordsCallHarfBuzzOncePerNewPairOnly() {
            _ = width("the lazy dog")
            let shaped = measurer.shapedRunCount(for: font)
            _ = width("dog lazy the")
            _ = width("the")
            #expect(
                measurer.shapedRunCount(for: font) - shaped <= 4,
                "only the pairs \"g \", \" l\", \"y \", \" t\" are new")
            let again = measurer.shapedRunCount(for: font)
            _ = width("dog lazy the")
            #expect(measurer.shapedRunCount(for: font) == again)
        }

        @Test func unknownFamilyWarnsOnceAndUsesAnotherFont() {
            let missing = TextAreaCore.Font(family: "No Such Family Qwx", size: 12)
            var measured = 0.0
            let output = capturingStandardError {
                measured = measurer.width(of: "text", font: missing)
                _ = measurer.width(of: "more text", font: missing)
            }
            let lines = output.split(separator: "\n")
            let matched = measurer.matchedFamilies(for: missing).first ?? "?"
            #expect(lines == ["font 'No Such Family Qwx' not found; using '\(matched)'"])
            #expect(matched != "No Such Family Qwx")
            #expect(measured > 0)
        }

        @Test func genericFamilyDoesNotWarn() {
            let output = capturingStandardError {
                _ = measurer.width(of: "text", font: TextAreaCore.Font(family: "sans-serif", size: 12))
            }
            #expect(output.isEmpty)
        }

        @Test func xftDPIResourceSetsTheResolution() throws {
            let display = connection.display
            let property = XInternAtom(display, "RESOURCE_MANAGER", 0)
            var value = Array("Xft.dpi:\t120\n".utf8)
            XChangeProperty(
                display, connection.rootWindow, property, XA_STRING, 8, PropModeReplace,
                &value, Int32(value.count))
            connection.sync()
            defer {
                XDeleteProperty(display, connection.rootWindow, property)
                connection.sync()
            }
            let fresh = try X11Connection(displayName: X11TestEnvironment.displayName())
            #expect(fresh.xftDPIResource == 120)
            let scaled = try XftMeasurer(connection: fresh, defaultFont: font)
            #expect(scaled.dpi == 120)
            #expect(scaled.metrics(for: font).lineHeight > measurer.metrics(for: font).lineHeight)
        }
    }
}
