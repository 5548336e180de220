import CX11
import Testing
import TextAreaCore

@testable import X11TextArea

extension X11Tests {
    /// Font fallback with the fonts `.ci/run` installs by name: DejaVu Sans (`fonts-dejavu-core`) as the primary font, a CJK font (`fonts-droid-fallback`, or Noto Sans CJK where installed) for the fallback, and Noto Mono (`fonts-noto-mono`) as a primary font that has combining marks but no Armenian.
    ///
    /// Which fallback font fontconfig picks depends on what else is installed,
    /// so the tests check coverage (`XftCharExists`) of the fonts they get,
    /// never a family name they merely expect.
    @Suite struct FontFallbackTests {
        let connection: X11Connection
        let measurer: XftMeasurer
        let font = TextAreaCore.Font(pattern: "DejaVu Sans:size=12")!

        init() throws {
            connection = try X11Connection(displayName: X11TestEnvironment.displayName())
            measurer = try XftMeasurer(connection: connection, defaultFont: font)
            try #require(
                measurer.matchedFamilies(for: font).contains("DejaVu Sans"),
                "DejaVu Sans is missing: apt-get install fonts-dejavu-core")
        }

        private func segments(_ text: String) -> [FontSegment] {
            var copy = text
            return copy.withUTF8 { measurer.segments(of: $0, font: font) }
        }

        /// The segment holding the scalar that starts at `byteOffset`.
        private func segment(containing byteOffset: Int, in list: [FontSegment]) -> FontSegment? {
            list.first { $0.byteRange.contains(byteOffset) }
        }

        /// Checks that every scalar of `text` lies in a segment whose font has its glyph, and that the primary font lacks them.
        private func expectDrawnWithRealGlyphs(_ text: String) {
            let list = segments(text)
            let primary = measurer.primaryFont(for: font)
            var offset = 0
            for scalar in text.unicodeScalars {
                let found = segment(containing: offset, in: list)
                #expect(found != nil, "U+\(String(scalar.value, radix: 16)) is in no segment")
                if let found {
                    #expect(
                        XftCharExists(connection.display, found.font, scalar.value) != 0,
                        "U+\(String(scalar.value, radix: 16)) would draw as a box with \(found.familyName)")
                    #expect(found.font != primary)
                }
                #expect(XftCharExists(connection.display, primary, scalar.value) == 0)
                offset += String(scalar).utf8.count
            }
        }

        @Test func chineseIsDrawnByAFallbackFontThatHasTheGlyphs() {
            expectDrawnWithRealGlyphs("请输入备注")
            // Ideographs are about one em wide: 16 pixels at 12 points and 96 dpi.
            let width = measurer.width(of: "请输入备注", font: font)
            #expect(width >= 5 * 12 && width <= 5 * 20)
        }

        @Test func japaneseIsDrawnByAFallbackFontThatHasTheGlyphs() {
            expectDrawnWithRealGlyphs("日本語を入力")
            #expect(measurer.width(of: "日本語を入力", font: font) >= 6 * 12)
        }

        @Test func mixedTextSplitsIntoPrimaryFallbackPrimary() {
            let list = segments("abc请输入def")
            #expect(list.map(\.byteRange) == [0..<3, 3..<12, 12..<15])
            #expect(list.count == 3)
            let primary = measurer.primaryFont(for: font)
            #expect(list.map { $0.font == primary } == [true, false, true])
            #expect(list[1].offset == list[0].advance)
            #expect(list[2].offset == list[0].advance + list[1].advance)
            // Shaped, each font's stretch on its own: the run's shaped advance is its three stretches' (each run's
            // width is that, rounded to a pixel).
            func advance(_ text: String) -> Double {
                var copy = text
                return copy.withUTF8 { measurer.shapedRun(of: $0, font: font).advance }
            }
            let total = advance("abc请输入def")
            #expect(abs(total - (advance("abc") + advance("请输入") + advance("def"))) < 1e-6)
            #expect(measurer.width(of: "abc请输入def", font: font) == total.rounded())
        }

        @Test func fallbackIsSearchedOncePerCodePoint() {
            #expect(measurer.fallbackSearchCount == 0)
            _ = measurer.width(of: "请输入备注", font: font)
            let afterFirst = measurer.fallbackSearchCount
            #expect(afterFirst >= 1 && afterFirst <= 5)
            measurer.widthCache.removeAll()
            _ = measurer.width(of: "请输入备注", font: font)
            _ = measurer.width(of: "备注请输入", font: font)
            #expect(measurer.fallbackSearchCount == afterFirst)
            // Kana and kanji the open fallback font already has need no new search.
            _ = measurer.width(of: "日本語を入力", font: font)
            #expect(measurer.fallbackSearchCount == afterFirst)
            #expect(measurer.fallbackFontCount(for: font) == 1)
        }

        @Test func codePointNoFontHasIsSearchedOnceAndDrawnWithThePrimaryFont() {
            let unassigned = "\u{0378}"
            let before = measurer.fallbackSearchCount
            let width = measurer.width(of: unassigned, font: font)
            #expect(measurer.fallbackSearchCount == before + 1)
            #expect(width > 0)
            #expect(segments(unassigned).map(\.font) == [measurer.primaryFont(for: font)])
            measurer.widthCache.removeAll()
            #expect(measurer.width(of: unassigned, font: font) == width)
            #expect(measurer.fallbackSearchCount == before + 1)
        }

        @Test func combiningMarkStaysWithItsBaseWhenTheBaseFontHasIt() throws {
            // Noto Mono has U+0301 but no Armenian, so the base comes from a fallback font and the mark must stay with it.
            let mono = TextAreaCore.Font(family: "Noto Mono", size: 12)
            try measurer.load(mono)
            try #require(
                measurer.matchedFamilies(for: mono).contains("Noto Mono"),
                "Noto Mono is missing: apt-get install fonts-noto-mono")
            let primary = measurer.primaryFont(for: mono)
            try #require(XftCharExists(connection.display, primary, 0x301) != 0)
            try #require(XftCharExists(connection.display, primary, 0x531) == 0)
            var text = "\u{0531}\u{0301}"
            let list = text.withUTF8 { measurer.segments(of: $0, font: mono) }
            #expect(list.map(\.byteRange) == [0..<4])
            #expect(list.first?.font != primary)
            if let segment = list.first {
                #expect(XftCharExists(connection.display, segment.font, 0x531) != 0)
                #expect(XftCharExists(connection.display, segment.font, 0x301) != 0)
            }
        }

        @Test func combiningMarkTheBaseFontLacksComesFromAFontThatHasIt() throws {
            let list = segments("请\u{0301}")
            let base = try #require(segment(containing: 0, in: list))
            #expect(base.byteRange.lowerBound == 0)
            #expect(XftCharExists(connection.display, base.font, 0x8BF7) != 0)
            if XftCharExists(connection.display, base.font, 0x301) != 0 {
                // A CJK font with the mark (Noto Sans CJK) draws the whole cluster.
                #expect(list.map(\.byteRange) == [0..<5])
            } else {
                // One without it (Droid Sans Fallback): the mark comes from a font that has it.
                #expect(list.map(\.byteRange) == [0..<3, 3..<5])
                if list.count == 2 {
                    #expect(XftCharExists(connection.display, list[1].font, 0x301) != 0)
                }
            }
        }

        @Test func invisibleCharactersNoFontHasAreSkipped() {
            let list = segments("a\u{2060}b")
            let covered = list.reduce(into: Set<Int>()) { $0.formUnion($1.byteRange) }
            let joinerDrawn = list.contains { segment in
                segment.byteRange.contains(1) && XftCharExists(connection.display, segment.font, 0x2060) != 0
            }
            #expect(covered.contains(0) && covered.contains(4))
            #expect(!covered.contains(1) || joinerDrawn)
            #expect(measurer.fallbackSearchCount == 0)
        }

        @Test func invalidBytesAreSkippedWithoutCrashing() {
            let bytes: [UInt8] = [0x61, 0xFF, 0xE4, 0xBD, 0x62, 0xC0, 0x80]
            let list = bytes.withUnsafeBufferPointer { measurer.segments(of: $0, font: font) }
            #expect(list.map(\.byteRange) == [0..<1, 4..<5])
            let width = bytes.withUnsafeBufferPointer { measurer.width(ofUTF8: $0, font: font) }
            #expect(width == measurer.width(of: "ab", font: font))
        }

        @Test func longRunsDoNotOverflowXftsSixteenBitAdvance() {
            // Each run's shaped advance rounded once: the whole run is as wide as its letters' advances add up to.
            func advance(_ text: String) -> Double {
                var copy = text
                return copy.withUTF8 { measurer.shapedRun(of: $0, font: font).advance }
            }
            let long = String(repeating: "W", count: 5000)
            #expect(measurer.width(of: long, font: font) == (5000 * advance("W")).rounded())
            let longCJK = String(repeating: "请", count: 3000)
            #expect(measurer.width(of: longCJK, font: font) == (3000 * advance("请")).rounded())
        }
    }
}
