import CX11
import Foundation
import Testing
import TextAreaCore
import X11Capture

@testable import X11TextArea

extension X11Tests {
    /// Decorations as drawn: a wavy underline under exactly its word and below the baseline, a background filling its
    /// word's box under the selection, a text colour on its word's glyphs, and partial frames that redraw them.
    @MainActor
    @Suite struct DecorationDrawingTests {
        static let green = Color(red8: 0x20, green8: 0xC0, blue8: 0x20)
        static let blue = Color(red: 0, green: 0, blue: 1)
        static let search = DecorationLayer("search")
        static let text = "hello brave world"
        static let brave = 6..<11
        static let world = 12..<17

        /// A window with one view holding ``text``, not focused (no caret).
        private func fixture() throws -> (WindowFixture, TextAreaView) {
            let fixture = try WindowFixture(viewCount: 1, width: 400, height: 100)
            let view = fixture.views[0]
            fixture.window.focus(nil)
            view.textArea.text = Self.text
            fixture.settle()
            return (fixture, view)
        }

        /// The columns of `range` on the first line, in the window, from the core's carets at its ends.
        private func columns(of range: Range<Int>, in view: TextAreaView) -> Range<Int> {
            let area = view.textArea
            let left = view.frame.minX + area.caretRect(for: range.lowerBound).minX
            let right = view.frame.minX + area.caretRect(for: range.upperBound).minX
            return Int(left.rounded())..<Int(right.rounded())
        }

        /// The advance of `text` in the test font at 96 dpi, from a face Xft opens here by name.
        private func xftAdvance(of text: String, on connection: X11Connection) throws -> Double {
            let font = try #require(XftFontOpenName(connection.display, connection.screen, DemoReference.fontPattern))
            defer { XftFontClose(connection.display, font) }
            var extents = XGlyphInfo()
            var bytes = Array(text.utf8)
            XftTextExtentsUtf8(connection.display, font, &bytes, Int32(bytes.count), &extents)
            return Double(extents.xOff)
        }

        /// Writes `image` where `TEXTAREA_DECORATION_SCREENSHOT` says, to look at.
        private func keep(_ image: RGBImage) throws {
            if let path = ProcessInfo.processInfo.environment["TEXTAREA_DECORATION_SCREENSHOT"] {
                try PNGFile.write(image, to: path)
            }
        }

        @Test func theSquiggleLiesUnderExactlyTheWordBelowTheBaseline() throws {
            let (fixture, view) = try fixture()
            let area = view.textArea
            area.setDecorations([Decoration(range: Self.brave, style: .misspelled)], in: .spelling)
            area.setDecorations(
                [Decoration(range: Self.world, style: DecorationStyle(backgroundColor: Self.green))], in: Self.search)
            fixture.settle()
            let image = try fixture.window.captureFrame()
            try keep(image)
            // The word's columns from the core's carets agree with Xft's own advances, which are hinted: up to half a
            // pixel a glyph off.
            let word = columns(of: Self.brave, in: view)
            let lineLeft = view.frame.minX + area.caretRect(for: 0).minX
            let before = try xftAdvance(of: "hello ", on: fixture.connection)
            let width = try xftAdvance(of: "brave", on: fixture.connection)
            #expect(abs(Double(word.lowerBound) - (lineLeft + before)) <= 3)
            #expect(abs(Double(word.count) - width) <= 2.5, "word \(word), Xft width \(width)")
            let line = try #require(area.makeFrame().lines.first).visibleLine
            let baseline = Int((view.frame.minY + line.baseline).rounded())
            let lineBottom = Int((view.frame.minY + line.origin.y + line.height).rounded())
            // #E01B24: red, with little green or blue.
            let isRed: (RGBPixel) -> Bool = { $0.red >= 180 && $0.green <= 90 && $0.blue <= 90 }
            let red = try #require(image.bounds(where: isRed), "no red pixels")
            #expect(red.minX >= word.lowerBound && red.maxX < word.upperBound, "red \(red), word \(word)")
            #expect(red.minX <= word.lowerBound + 1 && red.maxX >= word.upperBound - 2, "red \(red), word \(word)")
            #expect(
                red.minY > baseline && red.maxY < lineBottom, "red rows \(red.minY)...\(red.maxY), baseline \(baseline)"
            )
            // A wave, not a line: its rows differ from column to column, over at least two rows.
            #expect(red.maxY - red.minY >= 2)
            // The background fills the box of "world" (the glyphs aside) and nothing outside it.
            let box = columns(of: Self.world, in: view)
            let top = Int((view.frame.minY + line.origin.y).rounded())
            let isGreen: (RGBPixel) -> Bool = { $0.green >= 150 && $0.red <= 80 && $0.blue <= 80 }
            let green = try #require(image.bounds(where: isGreen), "no green pixels")
            #expect(green.minX == box.lowerBound && green.maxX == box.upperBound - 1, "green \(green), box \(box)")
            #expect(green.minY == top && green.maxY == lineBottom - 1, "green \(green), line \(top)..<\(lineBottom)")
            let filled = image.count(x: box, y: top..<lineBottom, where: isGreen)
            #expect(filled * 2 > box.count * (lineBottom - top), "\(filled) green pixels in the box")
        }

        @Test func theSelectionWinsOverABackgroundAndATextColourInksOnlyItsWord() throws {
            let (fixture, view) = try fixture()
            let area = view.textArea
            area.setDecorations(
                [
                    Decoration(range: Self.world, style: DecorationStyle(backgroundColor: Self.green)),
                    Decoration(range: 0..<5, style: DecorationStyle(textColor: Self.blue)),
                ], in: Self.search)
            area.selectedRange = 14..<17
            fixture.settle()
            let image = try fixture.window.captureFrame()
            let line = try #require(area.makeFrame().lines.first).visibleLine
            let top = Int((view.frame.minY + line.origin.y).rounded())
            let bottom = Int((view.frame.minY + line.origin.y + line.height).rounded())
            let isGreen: (RGBPixel) -> Bool = { $0.green >= 150 && $0.red <= 80 && $0.blue <= 80 }
            let selected = columns(of: 14..<17, in: view)
            let unselected = columns(of: 12..<14, in: view)
            #expect(image.count(x: selected, y: top..<bottom, where: isGreen) == 0)
            #expect(image.count(x: unselected, y: top..<bottom, where: isGreen) > 0)
            // The blue glyphs are those of "hello"; the other words stay dark.
            let isBlue: (RGBPixel) -> Bool = { $0.blue >= 150 && $0.red <= 100 && $0.green <= 100 }
            let blue = try #require(image.bounds(where: isBlue), "no blue ink")
            let hello = columns(of: 0..<5, in: view)
            #expect(blue.minX >= hello.lowerBound - 1 && blue.maxX <= hello.upperBound, "blue \(blue), hello \(hello)")
            #expect(image.count(x: hello, y: top..<bottom, where: \.isDark) == 0)
            let brave = columns(of: Self.brave, in: view)
            #expect(image.count(x: brave, y: top..<bottom, where: \.isDark) > 0)
        }

        @Test func partialFramesRedrawChangedDecorations() throws {
            let (fixture, view) = try fixture()
            let frames = FrameComparison(fixture: fixture)
            let window = fixture.window
            let area = view.textArea
            area.text = Self.text + "\nsecond line of text\nthird"
            var now = MonotonicClock.now()
            try frames.check("text", at: now)
            func step(_ name: String, _ action: () -> Void) throws {
                let before = window.redrawnPixelCount
                action()
                now = MonotonicClock.now()
                let redrawn = try frames.check(name, at: now, redrawnSince: before)
                #expect(redrawn > 0 && redrawn < frames.windowArea, "\(name) redrew \(redrawn) pixels")
            }
            try step("a squiggle appears") {
                area.setDecorations([Decoration(range: Self.brave, style: .misspelled)], in: .spelling)
            }
            try step("a background on the second line") {
                area.setDecorations(
                    [Decoration(range: 25..<29, style: DecorationStyle(backgroundColor: Self.green))], in: Self.search)
            }
            try step("a text colour replaces the background") {
                area.setDecorations(
                    [Decoration(range: 25..<29, style: DecorationStyle(textColor: Self.blue))], in: Self.search)
            }
            try step("typing inside the misspelled word removes its squiggle") {
                area.setSelection(anchor: 8, head: 8)
                area.insertText("a")
            }
            try step("the search layer is cleared") {
                area.removeDecorations(in: Self.search)
            }
        }

        @Test func aWavyUnderlineScalesWithTheWindow() {
            for scale in [1.0, 2.0] {
                let amplitude = max((TextAreaView.waveAmplitude * scale).rounded(), 1)
                let period = max((TextAreaView.wavePeriod * scale).rounded(), 4)
                let rects = TextAreaView.wavyUnderline(
                    from: 10, to: 50, top: 100, amplitude: amplitude, period: period, thickness: scale)
                // Every column from 10 to 49 once, within the wave's height.
                let columns = rects.flatMap { Int($0.minX)..<Int($0.maxX) }
                #expect(columns == Array(10..<50))
                #expect(rects.allSatisfy { $0.minY >= 100 && $0.maxY <= 100 + 2 * amplitude + scale })
                #expect(rects.map(\.minY).min() == 100 && rects.map(\.minY).max() == 100 + 2 * amplitude)
                // The lowest point comes back once a period.
                let lows = rects.filter { $0.minY == 100 + 2 * amplitude }.map(\.minX)
                #expect(zip(lows, lows.dropFirst()).allSatisfy { $1 - $0 == period }, "scale \(scale): \(lows)")
            }
        }
    }
}
