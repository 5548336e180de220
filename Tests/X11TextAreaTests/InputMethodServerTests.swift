import CX11
import Glibc
import Testing
import TextAreaCore
@testable import X11TextArea

extension X11Tests {
    /// The demo against a real input method server (uim-xim with anthy) on a private Xvfb, driven with xdotool: on-the-spot and over-the-spot composition, commits, and a server that starts late, dies and comes back.
    @Suite(.enabled(if: UimXimServer.isInstalled || X11TestEnvironment.isContinuousIntegration,
                    Comment(rawValue: "uim-xim with anthy is not installed, so the input method server tests are "
                        + "skipped; install them with: \(UimXimServer.installHint)")))
    struct InputMethodServerTests {
        let scratch = ScratchDirectory()
        static let environment = ["XMODIFIERS": "@im=uim"]
        static let colors = ["--placeholder-color", "#FF00FF", "--text-color", "#0000FF"]

        /// Runs `body` with an X server of its own, so uim-xim's windows and selection stay out of the other tests; the server stops after everything `body` made is gone.
        private func onPrivateDisplay(_ body: (String) throws -> Void) throws {
            let xvfb = try XvfbServer.start(width: 800, height: 600)
            defer { xvfb.stop() }
            try body(xvfb.displayName)
        }

        /// Waits for the debounced save to write `expected`.
        private func expectFile(_ path: String, toBecome expected: String,
                                sourceLocation: SourceLocation = #_sourceLocation) {
            let saved = waitUntil(timeout: 6) { fileText(path) == expected }
            #expect(saved, "the file holds \(String(reflecting: fileText(path))), expected \(String(reflecting: expected))",
                    sourceLocation: sourceLocation)
        }

        /// The longest run of pure blue pixels on one row inside `frame`: the underline of marked text.
        private func longestBlueRun(_ image: RGBImage) -> Int {
            var longest = 0
            for y in 0..<image.height {
                var run = 0
                for x in 0..<image.width {
                    run = image.pixel(x: x, y: y).isPureBlue ? run + 1 : 0
                    longest = max(longest, run)
                }
            }
            return longest
        }

        @Test func onTheSpotCompositionShowsInTheAreaAndCommits() throws {
            try onPrivateDisplay { display in
                let server = try UimXimServer(display: display)
                let path = scratch.file("composed.txt")
                let demo = try LiveDemo(["--single", "--file", path, "--placeholder", "Type here"] + Self.colors,
                                        display: display, environment: Self.environment)
                let reference = try DemoReference(display: display)
                let placeholderShows = try reference.capture(demo.window) { image in
                    image.count(x: 0..<image.width, y: 0..<image.height) { $0.isMagentaInk } > 20
                }
                let placeholderShowsMatched = placeholderShows.matched
                #expect(placeholderShowsMatched, "the placeholder shows before composing")

                try demo.key("shift+space")
                try demo.type("nihongo")
                // にほんご in the area's own font and colour, underlined; the placeholder is gone.
                let composing = try reference.capture(demo.window) { image in
                    image.count(x: 0..<image.width, y: 0..<image.height) { $0.isMagentaInk } == 0
                        && longestBlueRun(image) >= 50
                }
                let composingMatched = composing.matched
                #expect(composingMatched, "the preedit shows underlined in the area and the placeholder hides")
                #expect(fileText(path) == nil, "marked text is not saved")

                try demo.key("space")
                let highlight = RGBPixel(red: 0xB5, green: 0xD5, blue: 0xFF)
                let converted = try reference.capture(demo.window) { image in
                    image.count(x: 0..<image.width, y: 0..<image.height) { $0 == highlight } > 100
                }
                let convertedMatched = converted.matched
                #expect(convertedMatched, "the clause being converted shows selected")

                try demo.key("Return")
                expectFile(path, toBecome: "日本語")
                let committed = try reference.capture(demo.window) { image in longestBlueRun(image) < 20 }
                let committedMatched = committed.matched
                #expect(committedMatched, "no underline once committed")
                // Kana input stays on: the next word composes after the first.
                try demo.type("desu")
                try demo.key("Return")
                expectFile(path, toBecome: "日本語です")
                #expect(demo.process.exitStatus() == nil)
                server.stop()
            }
        }

        @Test func overTheSpotCompositionIsDrawnByTheServerAtTheCaret() throws {
            try onPrivateDisplay { display in
                let server = try UimXimServer(display: display)
                let path = scratch.file("over.txt")
                let demo = try LiveDemo(["--single", "--file", path, "--text", "Hello", "--input-style", "over-the-spot"]
                                            + Self.colors,
                                        display: display, environment: Self.environment)
                let reference = try DemoReference(display: display)
                let area = reference.singleArea(width: 640, height: 480, text: "Hello", placeholder: nil)
                let caret = area.caretRect
                // Right of the caret, on its line: where the server's preedit window goes (window at the screen's origin).
                let columns = Int(caret.maxX) + 2..<Int(caret.maxX) + 120
                let rows = Int(caret.minY)..<Int(caret.maxY)
                let root = reference.connection.rootWindow
                let before = try reference.capture(root)
                #expect(before.count(x: columns, y: rows) { $0.isDark } == 0)

                try demo.key("shift+space")
                try demo.type("ka")
                let composing = try reference.capture(root) { image in
                    image.count(x: columns, y: rows) { $0.isDark } > 10
                }
                let composingMatched = composing.matched
                #expect(composingMatched, "the server draws the preedit right after the caret")
                let markedInk = composing.image.count(x: columns, y: rows) { $0.isPureBlue }
                #expect(markedInk == 0, "the area itself shows no marked text")
                try demo.key("Return")
                expectFile(path, toBecome: "Helloか")
                server.stop()
            }
        }

        @Test func serverThatStartsLateDiesAndReturnsIsFollowed() throws {
            try onPrivateDisplay { display in
                let path = scratch.file("restart.txt")
                let demo = try LiveDemo(["--single", "--file", path], display: display,
                                        environment: Self.environment)
                // No server yet: Xlib's compose keys work meanwhile.
                try demo.key("dead_acute", "e")
                expectFile(path, toBecome: "é")
                #expect(demo.process.standardError.contains("is not running"))

                var server = try UimXimServer(display: display)
                usleep(300_000)
                try demo.key("shift+space")
                try demo.type("ka")
                try demo.key("Return")
                expectFile(path, toBecome: "éか")

                // The server dies: the window falls back to compose keys without losing keys.
                server.stop()
                usleep(300_000)
                try demo.key("dead_diaeresis", "u")
                expectFile(path, toBecome: "éかü")

                server = try UimXimServer(display: display)
                usleep(300_000)
                try demo.key("shift+space")
                try demo.type("na")
                try demo.key("Return")
                expectFile(path, toBecome: "éかüな")
                #expect(demo.process.exitStatus() == nil)
                server.stop()
            }
        }
    }
}
