import Testing
import X11Capture

@testable import X11TextArea

extension X11Tests {
    /// `textarea-demo --chat`: an auto-growing area (`growsToFit`, one to five lines) anchored to the bottom of the window, and `--caret-color`.
    @Suite struct DemoGrowingAreaTests {
        let display: String
        let scratch = ScratchDirectory()

        init() throws {
            display = try X11TestEnvironment.displayName()
        }

        /// The top and bottom rows of the focused area's blue border, or nil when none shows.
        private func borderRows(_ image: RGBImage) -> (top: Int, bottom: Int)? {
            let focused = TextAreaViewStyle.standard.focusedBorder
            guard
                let bounds = image.bounds(where: {
                    Double($0.red) == (focused.red * 255).rounded()
                        && Double($0.green) == (focused.green * 255).rounded()
                        && Double($0.blue) == (focused.blue * 255).rounded()
                })
            else { return nil }
            return (bounds.minY, bounds.maxY)
        }

        @Test func theChatAreaGrowsUpwardLineByLineUpToFiveThenScrolls() throws {
            let path = scratch.file("chat.txt")
            let demo = try LiveDemo(["--chat", "--geometry", "400x300", "--file", path], display: display)
            let reference = try DemoReference(display: display)
            var rows: [(top: Int, bottom: Int)] = []
            var typed = ""
            for line in 1...7 {
                if line > 1 {
                    try demo.key("Return")
                    typed += "\n"
                }
                try demo.type("line \(line)")
                typed += "line \(line)"
                // Once the file holds the text, the demo has handled the keys and drawn their frame.
                expectFile(path, toBecome: typed)
                let captured = try reference.capture(demo.window) { borderRows($0) != nil }
                rows.append(try #require(borderRows(captured.image), "no focused border"))
            }
            let heights = rows.map { $0.bottom - $0.top }
            // The bottom edge stays; each line up to the fifth adds one line height at the top; then it stops.
            #expect(Set(rows.map(\.bottom)).count == 1, "the bottom edge moved: \(rows)")
            let lineHeight = heights[1] - heights[0]
            #expect(lineHeight > 10, "heights \(heights)")
            for line in 1..<5 { #expect(heights[line] - heights[0] == line * lineHeight, "heights \(heights)") }
            #expect(heights[5] == heights[4] && heights[6] == heights[4], "grew past five lines: \(heights)")
        }

        @Test func theCaretTakesItsOwnColour() throws {
            func screenshot(_ extra: [String]) throws -> RGBImage {
                let path = scratch.file("caret-\(extra.count).png")
                let result = try DemoProcess.run(
                    [
                        "--single", "--geometry", "300x80", "--placeholder", "", "--text-color", "#0000FF",
                        "--font", DemoReference.fontPattern, "--screenshot", path,
                    ] + extra, display: display)
                try #require(result.status == 0, "stderr: \(result.errorText)")
                return try PNGFile.read(from: path)
            }
            let plain = try screenshot([])
            #expect(plain.bounds { $0.isPureBlue } != nil, "the caret is not in the text colour")
            let red = try screenshot(["--caret-color", "#FF0000"])
            #expect(red.bounds { $0.isPureBlue } == nil, "the caret is still in the text colour")
            let caret = try #require(red.bounds { $0.red == 255 && $0.green == 0 && $0.blue == 0 })
            #expect(caret.minX == plain.bounds { $0.isPureBlue }?.minX)
        }
    }
}
