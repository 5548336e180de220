import CX11
import Testing
import TextAreaCore
import X11Capture

@testable import X11TextArea

extension X11Tests {
    /// An attributed placeholder as drawn: each run in its colour and face, the underline under its run, left to
    /// right and right to left.
    @MainActor
    @Suite struct AttributedPlaceholderDrawingTests {
        static let red = Color(red: 1, green: 0, blue: 0)
        static let green = Color(red: 0, green: 1, blue: 0)
        static let blue = Color(red: 0, green: 0, blue: 1)

        /// A window with one empty view showing `placeholder`.
        private func fixture(_ placeholder: AttributedText) throws -> (WindowFixture, TextAreaView) {
            let fixture = try WindowFixture(viewCount: 1, width: 500, height: 120)
            let view = fixture.views[0]
            view.textArea.attributedPlaceholder = placeholder
            return (fixture, view)
        }

        /// The columns, in the window, of the placeholder's pieces with `color`.
        private func columns(of view: TextAreaView, color: Color) throws -> Range<Int> {
            let line = try #require(view.textArea.placeholderLines.first)
            let pieces = line.attributedRuns.filter { $0.attributes.color == color }
            let left = try #require(pieces.map { view.frame.minX + line.origin.x + $0.run.x }.min())
            let right = try #require(pieces.map { view.frame.minX + line.origin.x + $0.run.x + $0.width }.max())
            return Int(left.rounded())..<Int(right.rounded())
        }

        /// The advance of `text` in DejaVu Sans at 16 px (12 points at 96 dpi), bold or not, from a face Xft opens
        /// here by name: a route the measurer under test has no part in.
        private func xftAdvance(of text: String, bold: Bool, on connection: X11Connection) throws -> Double {
            let name = "DejaVu Sans:pixelsize=16" + (bold ? ":weight=bold" : "")
            let font = try #require(XftFontOpenName(connection.display, connection.screen, name))
            defer { XftFontClose(connection.display, font) }
            var extents = XGlyphInfo()
            var bytes = Array(text.utf8)
            XftTextExtentsUtf8(connection.display, font, &bytes, Int32(bytes.count), &extents)
            return Double(extents.xOff)
        }

        @Test func runsAreDrawnInTheirColoursAndFacesWithTheUnderline() throws {
            let (fixture, view) = try fixture(
                AttributedText([
                    .init("mmmm", color: Self.red), .init(" "), .init("mmmm", color: Self.green, weight: .bold),
                    .init(" "),
                    .init("Under", color: Self.blue, isItalic: true, underline: .single),
                ]))
            #expect(view.textArea.isPlaceholderVisible)
            let image = try fixture.window.captureFrame()
            let isRed: (RGBPixel) -> Bool = { $0.red >= 200 && $0.green <= 120 && $0.blue <= 120 }
            let isGreen: (RGBPixel) -> Bool = { $0.green >= 200 && $0.red <= 120 && $0.blue <= 120 }
            let red = try #require(image.bounds(where: isRed), "no red ink")
            let green = try #require(image.bounds(where: isGreen), "no green ink")
            // Each colour inks its own run's columns, the regular run left of the bold one.
            let redColumns = try columns(of: view, color: Self.red)
            let greenColumns = try columns(of: view, color: Self.green)
            #expect(red.minX >= redColumns.lowerBound - 1 && red.maxX < redColumns.upperBound + 1)
            #expect(green.minX >= greenColumns.lowerBound - 1 && green.maxX < greenColumns.upperBound + 1)
            #expect(red.maxX < green.minX)
            // The bold face: wider ink for the same letters, and the advance the bold face opened here has.
            let regularAdvance = try xftAdvance(of: "mmmm", bold: false, on: fixture.connection)
            let boldAdvance = try xftAdvance(of: "mmmm", bold: true, on: fixture.connection)
            #expect(boldAdvance > regularAdvance)
            #expect(green.maxX - green.minX > red.maxX - red.minX)
            // Xft's advances are hinted (whole pixels a glyph), the shaper's are not: each run is within half a pixel
            // a glyph of its own face's advance, and nearer to it than to the other face's.
            let line = try #require(view.textArea.placeholderLines.first)
            let bold = try #require(line.attributedRuns.first { $0.attributes.color == Self.green }).width
            let regular = try #require(line.attributedRuns.first { $0.attributes.color == Self.red }).width
            #expect(abs(bold - boldAdvance) <= 2 && abs(bold - boldAdvance) < abs(bold - regularAdvance))
            #expect(abs(regular - regularAdvance) <= 2 && abs(regular - regularAdvance) < abs(regular - boldAdvance))
            #expect(
                bold > regular, "bold \(bold), regular \(regular); Xft: bold \(boldAdvance), regular \(regularAdvance)")
            // The underline: a row of pure blue across the underlined run, below the baseline, under nothing else.
            let blueColumns = try columns(of: view, color: Self.blue)
            let baseline = Int((view.frame.minY + line.baseline).rounded())
            let rows = (baseline + 1)..<Int(view.frame.minY + line.origin.y + view.textArea.lineHeight)
            let underlineRows = rows.filter { row in
                image.count(x: blueColumns, y: row..<(row + 1)) { $0.isPureBlue } >= blueColumns.count - 1
            }
            #expect(underlineRows.count == 1, "rows \(underlineRows) under \(blueColumns)")
            if let row = underlineRows.first {
                let others = redColumns.lowerBound..<greenColumns.upperBound
                #expect(image.count(x: others, y: row..<(row + 1)) { $0.isPureBlue } == 0)
            }
        }

        @Test func rightToLeftRunsAreDrawnAndUnderlinedInVisualOrder() throws {
            let (fixture, view) = try fixture(
                AttributedText([
                    .init("שלום ", color: Self.red), .init("עולם", color: Self.blue, weight: .bold, underline: .single),
                ]))
            #expect(view.textArea.isPlaceholderRightToLeft)
            let image = try fixture.window.captureFrame()
            let redColumns = try columns(of: view, color: Self.red)
            let blueColumns = try columns(of: view, color: Self.blue)
            // The second word in reading order is on the left.
            #expect(blueColumns.upperBound <= redColumns.lowerBound + 1)
            let isRed: (RGBPixel) -> Bool = { $0.red >= 200 && $0.green <= 120 && $0.blue <= 120 }
            let red = try #require(image.bounds(where: isRed), "no red ink")
            #expect(red.minX >= redColumns.lowerBound - 1 && red.maxX < redColumns.upperBound + 1)
            let line = try #require(view.textArea.placeholderLines.first)
            let baseline = Int((view.frame.minY + line.baseline).rounded())
            let rows = (baseline + 1)..<Int(view.frame.minY + line.origin.y + view.textArea.lineHeight)
            let underlineRows = rows.filter { row in
                image.count(x: blueColumns, y: row..<(row + 1)) { $0.isPureBlue } >= blueColumns.count - 1
            }
            #expect(underlineRows.count == 1, "rows \(underlineRows) under \(blueColumns)")
        }

        @Test func aOneLinePlaceholderEndsInAnEllipsisInsideTheBox() throws {
            let fixture = try WindowFixture(viewCount: 1, width: 200, height: 120)
            let view = fixture.views[0]
            view.textArea.placeholderColor = Self.red
            view.textArea.placeholder = "Tell us what you think of it, in a few words"
            view.textArea.placeholderMaximumLineCount = 1
            let line = try #require(view.textArea.placeholderLines.first)
            #expect(view.textArea.placeholderLines.count == 1)
            #expect(view.textArea.placeholderText(of: line).hasSuffix("\u{2026}"))
            let image = try fixture.window.captureFrame()
            let isRed: (RGBPixel) -> Bool = { $0.red >= 200 && $0.green <= 120 && $0.blue <= 120 }
            let ink = try #require(image.bounds(where: isRed), "no placeholder ink")
            // Inside the wrap width (the padding is 5 px each side of the border's inside), on one line.
            let right = view.frame.maxX - view.textArea.textContainerInset.right - view.textArea.lineFragmentPadding
            #expect(Double(ink.maxX) < right)
            #expect(Double(ink.maxY) < view.frame.minY + line.origin.y + view.textArea.lineHeight)
            // The ellipsis ends the line: in its columns, ink only in dots on the baseline, none where letters rise.
            let ellipsisWidth = fixture.measurer.width(of: "\u{2026}", font: DemoReference.font)
            let textEnd = view.frame.minX + line.origin.x + line.width
            let dots = Int((textEnd - ellipsisWidth).rounded(.up))..<Int(textEnd.rounded(.down))
            let baseline = Int((view.frame.minY + line.baseline).rounded())
            let top = Int(view.frame.minY + line.origin.y)
            #expect(image.count(x: dots, y: (baseline - 3)..<(baseline + 1), where: isRed) > 0)
            #expect(image.count(x: dots, y: top..<(baseline - 4), where: isRed) == 0)
        }
    }
}
