import Testing
import TextAreaCore
import X11Capture

@testable import X11TextArea

extension X11Tests {
    /// Resizing the running demo's window re-lays it out: the back buffer follows and the placeholder re-wraps as the core says.
    @Suite struct DemoResizeTests {
        let display: String
        let reference: DemoReference

        init() throws {
            display = try X11TestEnvironment.displayName()
            reference = try DemoReference(display: display)
        }

        /// The number of placeholder lines the core wraps at `width` that fit in `height`.
        private func coreLineCount(width: Int, height: Int) -> Int {
            reference.singleArea(width: width, height: height, placeholder: DemoPlaceholders.english)
                .placeholderLines.filter { $0.origin.y < Double(height) }.count
        }

        @Test func narrowingTheWindowRewrapsThePlaceholder() throws {
            let demo = try LiveDemo(
                ["--single", "--geometry", "520x260", "--placeholder-color", "#FF00FF"],
                display: display)
            let wide = coreLineCount(width: 520, height: 260)
            let first = try reference.capture(demo.window) { $0.rowBands { $0.isMagentaInk }.count == wide }
            #expect(first.matched, "\(wide) lines at 520 px")
            try Xdotool.run(["windowsize", "--sync", String(demo.window), "260", "300"], display: display)
            let narrow = coreLineCount(width: 260, height: 300)
            #expect(narrow > wide)
            let resized = try reference.capture(demo.window) { image in
                image.width == 260 && image.height == 300 && image.rowBands { $0.isMagentaInk }.count == narrow
            }
            let bands = resized.image.rowBands { $0.isMagentaInk }.count
            #expect(
                resized.matched,
                "\(narrow) lines at 260 px, got \(bands) in \(resized.image.width)×\(resized.image.height)")
            // The area fills the new size: its border runs along the new bottom-right corner.
            let corner = resized.image.pixel(x: 259, y: 299)
            #expect(corner == RGBPixel(red: 0x35, green: 0x84, blue: 0xE4), "corner pixel \(corner)")
            #expect(resized.image.pixel(x: 250, y: 290) == .white)
        }

        @Test func growingTheWindowGrowsTheFormAndKeepsTheText() throws {
            let demo = try LiveDemo(["--geometry", "500x360", "--text-color", "#0000FF"], display: display)
            try demo.type("kept")
            try Xdotool.run(["windowsize", "--sync", String(demo.window), "800", "600"], display: display)
            let focusBlue = RGBPixel(red: 0x35, green: 0x84, blue: 0xE4)
            let grown = try reference.capture(demo.window) { image in
                image.width == 800 && (image.bounds { $0 == focusBlue }.map { $0.maxX > 250 + 100 } ?? false)
            }
            #expect(grown.matched, "the first area widened with the window")
            // The typed text in blue: far more ink than the 1 px caret (a line tall) could be.
            let blueInk = grown.image.count(x: 0..<400, y: 0..<100) {
                $0.blue >= 180 && $0.red <= 120 && $0.green <= 120
            }
            #expect(blueInk > 60, "the typed text is still drawn (\(blueInk) blue pixels)")
        }
    }
}
