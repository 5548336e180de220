import CX11
import Glibc
import Testing
import TextAreaCore
import X11Capture

@testable import X11TextArea

extension X11Tests {
    /// The demo against a real input method server (uim-xim with anthy) on a private Xvfb, driven with xdotool: on-the-spot and over-the-spot composition, commits, and a server that starts late, dies and comes back.
    @Suite(
        .enabled(
            if: UimXimServer.isInstalled || X11TestEnvironment.isContinuousIntegration,
            Comment(
                rawValue: "uim-xim with anthy is not installed, so the input method server tests are "
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

        /// What the demo says when it switches to the server, and when the server goes away.
        static let serverRunning = "the X input method '@im=uim' is running; using it"
        static let serverGone = "the X input method '@im=uim' went away"

        /// Waits until the demo has written `message` to standard error `times` times: it has switched input methods.
        private func expectStandardError(
            of demo: LiveDemo, toSay message: String, times: Int,
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            let said = waitUntil(timeout: 30) {
                demo.process.standardError.split(separator: "\n").filter { $0.contains(message) }.count >= times
            }
            #expect(
                said, "the demo did not say \"\(message)\" \(times) times: \(demo.process.standardError)",
                sourceLocation: sourceLocation)
        }

        /// How many pixels of the rectangle are the same in `image` and `reference`.
        private func countUnchanged(_ image: RGBImage, _ reference: RGBImage, x: Range<Int>, y: Range<Int>) -> Int {
            var total = 0
            for row in y where row >= 0 && row < image.height {
                for column in x
                where column >= 0 && column < image.width
                    && image.pixel(x: column, y: row) == reference.pixel(x: column, y: row)
                {
                    total += 1
                }
            }
            return total
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
                let demo = try LiveDemo(
                    ["--single", "--file", path, "--placeholder", "Type here"] + Self.colors,
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

        /// Keys typed faster than the server answers all reach it: the window moves the input method's spot only between
        /// compositions, as a spot sent while the server answers a key made uim-xim wait forever for the preedit caret's
        /// answer, and every key after it was lost.
        @Test func fastTypingThroughOnTheSpotCompositionLosesNoKey() throws {
            try onPrivateDisplay { display in
                let server = try UimXimServer(display: display)
                let path = scratch.file("fast.txt")
                let demo = try LiveDemo(["--single", "--file", path], display: display, environment: Self.environment)
                try demo.key("shift+space")
                let syllables = String(repeating: "kakikukeko", count: 4)
                // Without delay between keys: each key reaches the window while the server still answers the one before.
                try Xdotool.run(["type", "--delay", "0", syllables], display: display)
                try demo.key("Return")
                expectFile(path, toBecome: String(repeating: "かきくけこ", count: 4))
                #expect(demo.process.exitStatus() == nil)
                server.stop()
            }
        }

        /// Over the spot the server draws the preedit in a window of its own near the caret (in whatever colours and font it likes), the area draws no marked text beneath it, and the commit lands.
        @Test func overTheSpotCompositionIsDrawnByTheServerAtTheCaret() throws {
            try onPrivateDisplay { display in
                let server = try UimXimServer(display: display)
                let path = scratch.file("over.txt")
                let demo = try LiveDemo(
                    ["--single", "--file", path, "--text", "Hello", "--input-style", "over-the-spot"]
                        + Self.colors,
                    display: display, environment: Self.environment)
                let reference = try DemoReference(display: display)
                let area = reference.singleArea(width: 640, height: 480, text: "Hello", placeholder: nil)
                let caret = area.caretRect
                // Right of the caret, on its line (the demo's window is at the screen's origin).
                let columns = Int(caret.maxX) + 2..<Int(caret.maxX) + 120
                let rows = Int(caret.minY)..<Int(caret.maxY)
                let spot = Rect(
                    x: Double(columns.lowerBound), y: caret.minY, width: Double(columns.count),
                    height: caret.height)
                let root = reference.connection.rootWindow
                let before = try reference.capture(root)
                /// How many pixels right of the caret differ from what was there before composing.
                func changedPixels(_ image: RGBImage) -> Int {
                    image.count(x: columns, y: rows) { _ in true }
                        - countUnchanged(image, before, x: columns, y: rows)
                }
                #expect(
                    !demo.process.standardError.contains("over-the-spot input needs"),
                    "the demo got the over-the-spot style: \(demo.process.standardError)")

                try demo.key("shift+space")
                try demo.type("ka")
                var serverWindows: [(window: Window, frame: Rect)] = []
                let composing = try reference.capture(root) { image in
                    serverWindows = reference.connection.windowsOfOtherClients(over: demo.window)
                        .filter { $0.frame.intersects(spot) }
                    return !serverWindows.isEmpty && changedPixels(image) > 10
                }
                let composingMatched = composing.matched
                #expect(composingMatched, "the server shows the preedit in a window of its own right after the caret")

                // What the area itself draws there, with the server's windows out of the way: what it drew before.
                for found in serverWindows { XUnmapWindow(reference.connection.display, found.window) }
                reference.connection.sync()
                let beneath = try reference.capture(root) { image in changedPixels(image) == 0 }
                let beneathMatched = beneath.matched
                #expect(beneathMatched, "the area itself shows no marked text")
                try demo.key("Return")
                expectFile(path, toBecome: "Helloか")
                server.stop()
            }
        }

        @Test func serverThatStartsLateDiesAndReturnsIsFollowed() throws {
            try onPrivateDisplay { display in
                let path = scratch.file("restart.txt")
                let demo = try LiveDemo(
                    ["--single", "--file", path], display: display,
                    environment: Self.environment)
                // No server yet: Xlib's compose keys work meanwhile.
                try demo.key("dead_acute", "e")
                expectFile(path, toBecome: "é")
                #expect(demo.process.standardError.contains("is not running"))

                var server = try UimXimServer(display: display)
                expectStandardError(of: demo, toSay: Self.serverRunning, times: 1)
                try demo.key("shift+space")
                try demo.type("ka")
                try demo.key("Return")
                expectFile(path, toBecome: "éか")

                // The server dies: the window falls back to compose keys without losing keys.
                server.stop()
                expectStandardError(of: demo, toSay: Self.serverGone, times: 1)
                try demo.key("dead_diaeresis", "u")
                expectFile(path, toBecome: "éかü")

                server = try UimXimServer(display: display)
                expectStandardError(of: demo, toSay: Self.serverRunning, times: 2)
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
