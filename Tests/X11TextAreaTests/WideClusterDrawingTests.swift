import CX11
import Testing
import TextAreaCore
import X11Capture

@testable import X11TextArea

extension X11Tests {
    /// One grapheme cluster far wider than any window (emoji joined by ZWJ, which no limit on marks shortens): the lines around it are drawn as they are around a short one, and a frame sends only the glyphs near the window.
    @MainActor
    @Suite struct WideClusterDrawingTests {
        /// Draws "start", a chain of `count` emoji joined by ZWJ and "end" in a 400 × 200 window; returns the frame, the rows of the first and last lines, and the glyphs sent and left out.
        private func frame(chainOf count: Int) throws -> (
            image: RGBImage, first: Range<Int>, last: Range<Int>, sent: Int, culled: Int
        ) {
            let fixture = try WindowFixture(viewCount: 1, width: 400, height: 200)
            let view = fixture.views[0]
            let area = view.textArea
            area.text = "start " + Array(repeating: "👩", count: count).joined(separator: "\u{200D}") + " end"
            fixture.window.layout = { _, size in view.frame = Rect(x: 0, y: 0, width: size.width, height: size.height) }
            fixture.settle()
            #expect(area.lineCount == 3, "the chain takes a line of its own")
            let painter = fixture.window.painter
            let sentBefore = painter.drawnGlyphCount
            let culledBefore = painter.culledGlyphCount
            fixture.window.setNeedsDisplay()
            fixture.window.renderFrame()
            let image = try fixture.connection.captureImage(of: fixture.window.backBufferPixmap)
            func rows(_ offset: Int) -> Range<Int> {
                let caret = area.caretRect(for: offset)
                let top = view.convertToWindow(Point(x: 0, y: caret.minY)).y
                return Int(top)..<Int(top + caret.height)
            }
            return (
                image, rows(0), rows(area.utf8Count), painter.drawnGlyphCount - sentBefore,
                painter.culledGlyphCount - culledBefore
            )
        }

        @Test func theLinesAroundAClusterWiderThanTheServersLimitAreDrawnAndOnlyWhatShowsIsSent() throws {
            // 100 emoji are wider than the window, so the chain takes a line of its own as the long one does.
            let short = try frame(chainOf: 100)
            // 3,000 emoji are some 50,000 pixels wide: past the 32,767 a server mask may span.
            let long = try frame(chainOf: 3000)
            #expect(short.first == long.first && short.last == long.last)
            let columns = 0..<long.image.width
            for rows in [long.first, long.last] {
                let drawn = long.image.cropped(x: columns, y: rows)
                #expect(drawn.count(inColumns: columns) { $0.isDark } > 20, "the line at rows \(rows) has ink")
                let asBesideAShortChain = drawn == short.image.cropped(x: columns, y: rows)
                #expect(asBesideAShortChain, "the line at rows \(rows) is drawn as beside a short chain")
            }
            // What shows: some 25 emoji with their joiners, and the two words.
            #expect(long.sent < 200, "the frame sent \(long.sent) glyphs")
            #expect(long.culled > 5000)
        }
    }
}
