import CX11
import Testing
import TextAreaCore
import X11Capture

@testable import X11TextArea

extension X11Tests {
    /// HiDPI: `Xft.dpi` (read at start and followed while the demo runs) and `--scale` double fonts and pixel metrics.
    @MainActor
    @Suite struct HiDPITests {
        let scratch = ScratchDirectory()
        static let arguments = [
            "--single", "--geometry", "400x300", "--placeholder", "Type here", "--placeholder-color", "#FF00FF",
            "--text-color", "#0000FF", "--font", DemoReference.fontPattern,
        ]
        static let focusBlue = RGBPixel(red: 0x35, green: 0x84, blue: 0xE4)

        /// The placeholder's first line as the core lays it out at `scale`, with fonts at 96 × `scale` dpi, and the ink the test's own painter draws there.
        private func expectedPlaceholder(display: String, scale: Double) throws -> (
            origin: Point, ink: (minX: Int, minY: Int, maxX: Int, maxY: Int)
        ) {
            let connection = try X11Connection(displayName: display)
            let measurer = try XftMeasurer(connection: connection, defaultFont: DemoReference.font, dpi: 96 * scale)
            let area = TextArea()
            area.measurer = measurer
            area.font = DemoReference.font
            area.textContainerInset = EdgeInsets(top: 8 * scale, left: 0, bottom: 8 * scale, right: 0)
            area.lineFragmentPadding = 5 * scale
            area.size = Size(width: 400, height: 300)
            area.placeholder = "Type here"
            let line = try #require(area.placeholderLines.first)
            let canvas = TestCanvas(connection: connection, width: 400, height: 300, background: 0xFFFFFF)
            XftTextPainter(measurer: measurer).draw(
                "Type here", font: DemoReference.font, x: line.origin.x, baseline: line.baseline,
                color: Color(red: 1, green: 0, blue: 1), on: canvas.draw)
            // Right of the caret, which covers the first columns of the placeholder.
            let right = Int(line.origin.x + scale)
            let ink = try #require(try canvas.capture().cropped(x: right..<400, y: 0..<300).bounds { $0.isMagentaInk })
            return (line.origin, (ink.minX + right, ink.minY, ink.maxX + right, ink.maxY))
        }

        /// Checks a frame of the single area drawn at `scale`: placeholder ink where the core puts it, a border and a caret `scale` pixels wide.
        private func expectScaled(_ image: RGBImage, display: String, scale: Int) throws {
            let expected = try expectedPlaceholder(display: display, scale: Double(scale))
            #expect(expected.origin == Point(x: 5 * Double(scale), y: 8 * Double(scale)))
            let right = 6 * scale
            let cropped = try #require(image.cropped(x: right..<400, y: 0..<300).bounds { $0.isMagentaInk })
            let ink = (minX: cropped.minX + right, minY: cropped.minY, maxX: cropped.maxX + right, maxY: cropped.maxY)
            #expect(
                abs(ink.minX - expected.ink.minX) <= 1, "ink starts at x \(ink.minX), expected \(expected.ink.minX)")
            #expect(
                abs(ink.minY - expected.ink.minY) <= 1, "ink starts at y \(ink.minY), expected \(expected.ink.minY)")
            #expect(abs(ink.maxX - expected.ink.maxX) <= 1, "ink ends at x \(ink.maxX), expected \(expected.ink.maxX)")
            #expect(abs(ink.maxY - expected.ink.maxY) <= 1, "ink ends at y \(ink.maxY), expected \(expected.ink.maxY)")
            // Where the font file puts the glyphs at 12 × `scale` points: from the padding (5 × `scale`) on a baseline
            // the font's ascender below the inset (8 × `scale`). Its left edge is under the caret.
            let font = try FontFileFacts(pattern: "DejaVu Sans", points: 12 * Double(scale))
            let run = try font.shape("Type here")
            let baseline = 8 * Double(scale) + (try font.lineMetrics().ascender)
            IndependentGeometry.expectEdge(
                ink.maxX + 1, at: 5 * Double(scale) + run.inkRight, "the placeholder's right")
            IndependentGeometry.expectEdge(ink.minY, at: baseline - run.inkTop, "the placeholder's top")
            IndependentGeometry.expectEdge(ink.maxY + 1, at: baseline - run.inkBottom, "the placeholder's bottom")
            // The focus border: `scale` pixels of blue at the left edge, then the white field.
            for x in 0..<scale { #expect(image.pixel(x: x, y: 150) == Self.focusBlue, "border at x \(x)") }
            #expect(image.pixel(x: scale, y: 150) == RGBPixel(red: 255, green: 255, blue: 255))
            // The caret at the placeholder's start, `scale` pixels wide.
            let caretX = 5 * scale
            let rows = (8 * scale + 2)..<(8 * scale + 12)
            for x in caretX..<(caretX + scale) {
                #expect(image.count(x: x..<(x + 1), y: rows) { $0.isPureBlue } == rows.count, "caret at x \(x)")
            }
            #expect(image.count(x: (caretX + scale)..<(caretX + scale + 1), y: rows) { $0.isPureBlue } == 0)
        }

        private func screenshot(_ arguments: [String], display: String) throws -> RGBImage {
            let path = scratch.file("shot.png")
            let result = try DemoProcess.run(arguments + ["--screenshot", path], display: display)
            try #require(result.status == 0, "stderr: \(result.errorText)")
            return try PNGFile.read(from: path)
        }

        /// Merges `resources` into the server's resource database with `xrdb`, as a desktop's settings daemon does.
        private func mergeResources(_ resources: String, display: String) throws {
            let result = try Subprocess.run(
                "xrdb", ["-nocpp", "-merge"], display: display, input: Array(resources.utf8))
            try #require(result.status == 0, "xrdb failed: \(result.errorText)")
        }

        @Test func scaleOptionDoublesPlaceholderBorderAndCaret() throws {
            let display = try X11TestEnvironment.displayName()
            let image = try screenshot(Self.arguments + ["--scale", "2"], display: display)
            #expect(image.width == 400 && image.height == 300)
            try expectScaled(image, display: display, scale: 2)
        }

        @Test func unscaledFrameKeepsTheStandardMetrics() throws {
            let display = try X11TestEnvironment.displayName()
            try expectScaled(try screenshot(Self.arguments, display: display), display: display, scale: 1)
        }

        @Test func defaultWindowSizeAndGridFollowTheScale() throws {
            let display = try X11TestEnvironment.displayName()
            let image = try screenshot(["--scale", "2", "--placeholder-color", "#FF00FF"], display: display)
            #expect(image.width == 1280 && image.height == 960)
            // The first area's focus border starts after the doubled 16 px margin, and the caption above it.
            let focused = try #require(image.bounds { $0 == Self.focusBlue })
            #expect(focused.minX == 32, "the first area starts at x \(focused.minX)")
            #expect(focused.maxX < 640)
        }

        @Test func xftDPIResourceScalesTheDemoAtStartAndWhileItRuns() throws {
            let server = try XvfbServer.start(width: 800, height: 600)
            defer { server.stop() }
            let display = server.displayName
            // At start: the resource database says 192 dpi.
            try mergeResources("Xft.dpi: 192\n", display: display)
            try expectScaled(try screenshot(Self.arguments, display: display), display: display, scale: 2)
            try mergeResources("Xft.dpi: 96\n", display: display)

            // While running: a demo started at 96 dpi follows xrdb to 192.
            let demo = try DemoProcess(Self.arguments, display: display)
            let window = try demo.windowID()
            try Xdotool.focus(window, display: display)
            let reader = try DemoReference(display: display)
            let before = try reader.capture(window) { image in
                image.bounds { $0.isMagentaInk }.map { $0.minX < 10 } == true
                    && image.pixel(x: 0, y: 150) == Self.focusBlue
            }
            #expect(before.matched, "the placeholder starts at the standard metrics")
            try expectScaled(before.image, display: display, scale: 1)
            try mergeResources("Xft.dpi: 192\n", display: display)
            let after = try reader.capture(window) { image in
                image.pixel(x: 1, y: 150) == Self.focusBlue
                    && image.bounds { $0.isMagentaInk }.map { $0.minX >= 10 } == true
                    && image.count(x: 10..<12, y: 18..<28) { $0.isPureBlue } == 20
            }
            #expect(after.matched, "the demo follows Xft.dpi: 192")
            try expectScaled(after.image, display: display, scale: 2)
        }

        @Test func windowScaleOverrideScalesTheViewsAndFonts() throws {
            let fixture = try WindowFixture(viewCount: 1)
            let window = fixture.window
            let area = fixture.views[0].textArea
            let standardHeight = area.lineHeight
            #expect(window.scale == 1 && area.textContainerInset.top == 8 && area.lineFragmentPadding == 5)
            window.scaleOverride = 2
            #expect(window.scale == 2 && window.measurer.dpi == 192)
            #expect(area.textContainerInset.top == 16 && area.textContainerInset.bottom == 16)
            #expect(area.lineFragmentPadding == 10)
            #expect(area.lineHeight >= 2 * standardHeight - 2 && area.lineHeight <= 2 * standardHeight + 2)
            window.scaleOverride = nil
            #expect(window.scale == 1 && window.measurer.dpi == 96 && area.lineHeight == standardHeight)
            #expect(area.textContainerInset.top == 8 && area.lineFragmentPadding == 5)
        }
    }
}
