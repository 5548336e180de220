import CX11
import SeededRandom
import Testing
import TextAreaCore
import X11Capture

@testable import X11TextArea

extension X11Tests {
    /// The demo at the window extremes: `--geometry 1x1`, `--geometry 10000x10000` (also on a server that refuses its back buffer), and a storm of 1,000 resizes.
    @Suite struct DemoWindowExtremesTests {
        let display: String
        let scratch = ScratchDirectory()

        init() throws {
            display = try X11TestEnvironment.displayName()
        }

        /// Types `text` into `demo` and waits until its file holds `expected`.
        private func typeAndExpectSaved(
            _ text: String, into demo: LiveDemo, path: String, expected: String,
            sourceLocation: SourceLocation = #_sourceLocation
        ) throws {
            try demo.type(text)
            let saved = waitUntil(timeout: 30) { fileText(path) == expected }
            #expect(saved, "the file holds \(String(reflecting: fileText(path)))", sourceLocation: sourceLocation)
        }

        @Test func aOnePixelWindowRunsEditsAndSaves() throws {
            let shot = scratch.file("tiny.png")
            let result = try DemoProcess.run(
                ["--geometry", "1x1", "--screenshot", shot, "--font", DemoReference.fontPattern],
                display: display)
            #expect(result.status == 0, "stderr: \(result.errorText)")
            let image = try PNGFile.read(from: shot)
            #expect(image.width == 1 && image.height == 1)

            let path = scratch.file("tiny.txt")
            let demo = try LiveDemo(["--geometry", "1x1", "--file", path], display: display)
            try typeAndExpectSaved("one pixel", into: demo, path: path, expected: "one pixel")
            #expect(demo.process.exitStatus() == nil)
            #expect(!demo.process.standardError.contains("X error"), "stderr: \(demo.process.standardError)")
        }

        @Test func aHugeWindowRunsEditsAndSaves() throws {
            let path = scratch.file("huge.txt")
            let demo = try LiveDemo(["--single", "--geometry", "10000x10000", "--file", path], display: display)
            try typeAndExpectSaved("ten thousand", into: demo, path: path, expected: "ten thousand")
            let reference = try DemoReference(display: display)
            let image = try reference.connection.captureImage(of: demo.window, width: 400, height: 60)
            #expect(image.count(x: 0..<400, y: 0..<60) { $0.isDark } > 100, "the typed text is drawn")
            #expect(!demo.process.standardError.contains("X error"), "stderr: \(demo.process.standardError)")
        }

        @Test func aHugeWindowWhoseBackBufferIsRefusedIsReportedAndKeepsWorking() throws {
            // A server that cannot allocate the 400 MB a 10000 × 10000 pixmap needs.
            let server = try XvfbServer.start(width: 800, height: 600, addressSpaceLimit: 480 << 20)
            defer { server.stop() }
            let path = scratch.file("refused.txt")
            let demo = try LiveDemo(
                ["--single", "--geometry", "10000x10000", "--file", path],
                display: server.displayName)
            try typeAndExpectSaved("still working", into: demo, path: path, expected: "still working")
            let errors = demo.process.standardError
            #expect(errors.contains("cannot allocate a 10000×10000 back buffer"), "stderr: \(errors)")
            #expect(errors.contains("drawing into 800×600"), "stderr: \(errors)")
            #expect(!errors.contains("X error"), "no failed drawing requests: \(errors)")
            let reference = try DemoReference(display: server.displayName)
            let drawn = try reference.connection.captureImage(of: demo.window, width: 400, height: 60)
            #expect(drawn.count(x: 0..<400, y: 0..<60) { $0.isDark } > 100, "the typed text is drawn")
            #expect(demo.process.exitStatus() == nil)
        }

        @Test func aStormOfAThousandResizesEndsWithTheLayoutOfTheLastSize() throws {
            let demo = try LiveDemo(
                ["--single", "--geometry", "520x260", "--placeholder-color", "#FF00FF"],
                display: display)
            let client = try X11Connection(displayName: display)
            var random = SplitMix64(seed: 77)
            let start = MonotonicClock.now()
            for index in 0..<1000 {
                let width = random.chance(0.1) ? random.pick([1, 2, 4000]) : random.number(in: 1...1600)
                let height = random.chance(0.1) ? random.pick([1, 2, 3000]) : random.number(in: 1...1200)
                XResizeWindow(client.display, demo.window, UInt32(width), UInt32(height))
                if index % 50 == 0 { client.sync() } else if index % 5 == 0 { client.flush() }
            }
            XResizeWindow(client.display, demo.window, 300, 400)
            client.sync()
            let seconds = MonotonicClock.now() - start

            // The placeholder wraps as the core wraps it at the final size.
            let reference = try DemoReference(display: display)
            let expected = reference.singleArea(width: 300, height: 400, placeholder: DemoPlaceholders.english)
                .placeholderLines.filter { $0.origin.y < 400 }.count
            let final = try reference.capture(demo.window) { image in
                image.width == 300 && image.height == 400 && image.rowBands { $0.isMagentaInk }.count == expected
            }
            let bands = final.image.rowBands { $0.isMagentaInk }.count
            #expect(
                final.matched,
                "\(expected) placeholder lines at 300 px, got \(bands) in \(final.image.width)×\(final.image.height)")
            #expect(
                final.image.pixel(x: 299, y: 399) == RGBPixel(red: 0x35, green: 0x84, blue: 0xE4),
                "the area's border runs along the new corner")
            let pinger = try WindowPinger(display: display)
            #expect(pinger.roundTrip(to: demo.window, timeout: 5) != nil, "the demo still answers")
            #expect(demo.process.exitStatus() == nil)
            #expect(!demo.process.standardError.contains("X error"), "stderr: \(demo.process.standardError)")
            print(
                "demo resize storm: 1,000 sizes sent in \(milliseconds(seconds)) ms; \(expected) placeholder lines "
                    + "at 300 px, as the core wraps them")
        }
    }
}
