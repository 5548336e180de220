import Testing

extension X11Tests {
    /// Seen from outside with DAMAGE (the typometer's summary): a key repaints a band of the demo's window, not the
    /// window, unless the demo is told to redraw whole windows.
    @Suite struct DemoRepaintedAreaTests {
        let display: String
        let scratch = ScratchDirectory()

        init() throws {
            display = try X11TestEnvironment.displayName()
        }

        /// The median number of pixels repainted per key and the window's size, read from the typometer's summary
        /// for 10 keys typed into the demo started with `arguments`.
        private func repaintedPerKey(_ arguments: [String]) throws -> (median: Int, window: Int) {
            let path = scratch.file("repainted-\(arguments.count).txt")
            let text = (1...40).map { "Line \($0) of the text, a few words long" }.joined(separator: "\n")
            writeFile(path, Array(text.utf8))
            let demo = try DemoProcess(
                ["--single", "--file", path, "--geometry", "800x600", "--caret", "middle"] + arguments,
                display: display)
            _ = try demo.windowID()
            let result = try TypometerRun.run(["--window", "TextArea demo", "--keys", "10"], display: display)
            #expect(result.status == 0, "\(result.errorText)")
            let summary = result.outputText
            let line = try #require(
                summary.split(separator: "\n").first { $0.contains("pixels repainted per key: median ") },
                "no repainted pixels in: \(summary)")
            let afterMedian = line.split(separator: "median ")[1]
            let median = try #require(Int(afterMedian.prefix { $0.isNumber }), "\(line)")
            #expect(summary.contains("800×600"), "\(summary)")
            return (median, 800 * 600)
        }

        @Test func aKeyRepaintsABandOfTheWindowAndWholeWindowFramesRepaintAll() throws {
            let changes = try repaintedPerKey([])
            #expect(changes.median > 0)
            #expect(
                changes.median * 10 < changes.window, "a key repainted \(changes.median) of \(changes.window) pixels")
            let whole = try repaintedPerKey(["--redraw", "all"])
            #expect(whole.median == whole.window, "with --redraw all a key repainted \(whole.median) pixels")
        }
    }
}
