import CX11
import Glibc
import Testing

@testable import X11TextArea

extension X11Tests {
    /// The real demo under Xvfb fed what no person types: Zalgo text, a grapheme cluster of 200,000 marks, bidi controls by the thousand, emoji sequences, mixed scripts in one word, a resolution of 10¹⁷ dpi from xrdb, a resource database of megabytes.
    ///
    /// In every case the demo draws its first frame, keeps running, answers
    /// `_NET_WM_PING`, and saves what is typed afterwards. Timeouts are
    /// generous bounds for a stuck demo, never speed limits.
    @Suite struct HostileInputTests {
        let display: String
        let scratch = ScratchDirectory()

        init() throws {
            display = try X11TestEnvironment.displayName()
        }

        /// Words of `letters` letters, each letter followed by `marks` combining marks (U+0300…U+036F in turn), separated by spaces.
        static func zalgo(marks: Int, words: Int, letters: Int = 1) -> [UInt8] {
            var text = ""
            for word in 0..<words {
                for letter in 0..<letters {
                    text.unicodeScalars.append(Unicode.Scalar(UInt8(ascii: "a") + UInt8((word + letter) % 26)))
                    for mark in 0..<marks {
                        text.unicodeScalars.append(Unicode.Scalar(0x300 + UInt32((word + mark) % 0x70))!)
                    }
                }
                text += " "
            }
            return Array(text.utf8)
        }

        /// Writes `content` to a fresh file and starts the demo on it in one area.
        private func demo(
            on content: [UInt8], named name: String, font: String = DemoReference.fontPattern
        ) throws -> (demo: HostileDemo, path: String) {
            let path = scratch.file(name)
            writeFile(path, content)
            return (try HostileDemo(["--single", "--file", path], display: display, font: font), path)
        }

        /// The first frame is drawn, the demo answers and saves typing: what every case checks.
        private func expectSurvives(_ content: [UInt8], named name: String, font: String = DemoReference.fontPattern)
            throws
        {
            let (demo, path) = try demo(on: content, named: name, font: font)
            try demo.expectAliveAndAnswering()
            try demo.expectTypingSaved("Q7", after: content, in: path)
            try demo.expectAliveAndAnswering()
        }

        @Test(arguments: [(6, 60), (12, 50), (28, 200)])
        func zalgoTextOpensAtAnySize(points: Int, marks: Int) throws {
            // 500 words of 50 marks each made one frame's glyph request longer than the protocol allows.
            try expectSurvives(
                Self.zalgo(marks: marks, words: 500), named: "zalgo-\(points).txt",
                font: "DejaVu Sans:size=\(points)")
        }

        @Test func zalgoPastedAfterUnsavedTypingKeepsTheTyping() throws {
            let path = scratch.file("pasted.txt")
            let demo = try HostileDemo(["--single", "--file", path], display: display)
            let zalgo = Self.zalgo(marks: 50, words: 500)
            let offer = try SelectionOffer(zalgo, on: "clipboard", display: display, scratch: scratch)
            defer { offer.finish() }
            // Typed and pasted at once: the paste lands before the typing's save is due.
            try demo.type("typed ")
            try demo.key("ctrl+v")
            expectFileBytes(path, toBecome: Array("typed ".utf8) + zalgo, timeout: HostileDemo.saveTimeout)
            try demo.expectAliveAndAnswering()
            try demo.expectTypingSaved("Q7", after: Array("typed ".utf8) + zalgo, in: path)
        }

        @Test func oneClusterOfTwoHundredThousandMarksIsPastedTypedAfterAndSavedOnSIGTERM() throws {
            let path = scratch.file("cluster.txt")
            let demo = try HostileDemo(["--single", "--file", path], display: display)
            let cluster = Array(("a" + String(repeating: "\u{301}", count: 200_000)).utf8)
            let offer = try SelectionOffer(cluster, on: "clipboard", display: display, scratch: scratch)
            defer { offer.finish() }
            try demo.type("start ")
            try demo.key("ctrl+v")
            let content = Array("start ".utf8) + cluster
            expectFileBytes(path, toBecome: content, timeout: HostileDemo.saveTimeout)
            try demo.expectAliveAndAnswering()
            try demo.key("Left", "Right", "Home", "End")
            try demo.expectTypingSaved("Q7", after: content, in: path)
            try demo.type("!")
            kill(demo.process.processID, SIGTERM)
            #expect(demo.process.waitForExit(timeout: HostileDemo.saveTimeout) == 0, "\(demo.process.standardError)")
            #expect(fileBytes(path) == content + Array("Q7!".utf8), "the last key was not saved on SIGTERM")
        }

        @Test func bidiControlsByTheThousand() throws {
            var text = ""
            // Balanced embeddings, overrides and isolates around both directions…
            for index in 0..<2000 {
                text +=
                    "\u{202B}שלום \u{202A}abc\u{202C}\u{2067}x\u{2069}\u{202E}def\u{202C}\u{202C}\u{2068}\(index)\u{2069} "
            }
            // …and thousands that never close, far past the 125 levels UAX #9 allows.
            text += String(repeating: "\u{202B}\u{202D}", count: 3000) + "deep עמוק "
            text += String(repeating: "\u{2067}", count: 3000) + "isolated מבודד"
            text += String(repeating: "\u{202C}\u{2069}", count: 3000) + "\n"
            try expectSurvives(Array(text.utf8), named: "bidi.txt")
        }

        @Test func tenThousandEmojiZWJSequences() throws {
            let sequences = ["👨‍👩‍👧‍👦", "👩🏽‍💻", "🏳️‍🌈", "🧑🏿‍🤝‍🧑🏻", "👁️‍🗨️"]
            let text = (0..<10_000).map { sequences[$0 % sequences.count] }.joined()
            try expectSurvives(Array((text + "\n").utf8), named: "emoji.txt")
        }

        @Test func mixedScriptsInOneWord() throws {
            let piece = "aБαאب日क한กក\u{301}ᄀ\u{1161}"
            try expectSurvives(Array((String(repeating: piece, count: 5000) + "\n").utf8), named: "mixed.txt")
        }

        @Test func aResolutionOfTenToTheSeventeenFromXrdbWhileRunning() throws {
            // Its own server: the shared one's resource database stays as the other suites expect it.
            let server = try XvfbServer.start(width: 800, height: 600)
            defer { server.stop() }
            let path = scratch.file("dpi.txt")
            // The demo's own font: the test font fails to open at 10¹⁷ dpi and the old one stands in, which hid the crash.
            let demo = try HostileDemo(
                ["--single", "--file", path, "--text", "dpi"], display: server.displayName, font: nil)
            let result = try Subprocess.run(
                "xrdb", ["-nocpp", "-merge"], display: server.displayName, input: Array("Xft.dpi: 1e17\n".utf8))
            try #require(result.status == 0, "xrdb failed: \(result.errorText)")
            #expect(
                waitUntil(timeout: HostileDemo.pingTimeout) { demo.process.standardError.contains("out of range") },
                "the demo did not say it held the resolution: \(demo.process.standardError)")
            try demo.expectAliveAndAnswering()
            try demo.expectTypingSaved("Q7", after: Array("dpi".utf8), in: path)
        }

        @Test func aResourceDatabaseOfFiveMegabytesAppendedToWhileRunning() throws {
            let server = try XvfbServer.start(width: 800, height: 600)
            defer { server.stop() }
            let connection = try X11Connection(displayName: server.displayName)
            let raw = connection.display
            let property = XInternAtom(raw, "RESOURCE_MANAGER", 0)
            func resources(_ count: Int, from first: Int) -> [UInt8] {
                Array((first..<(first + count)).map { "app\($0 % 97).resource\($0):\tvalue \($0)\n" }.joined().utf8)
            }
            var database = Array("Xft.dpi:\t96\n".utf8) + resources(160_000, from: 0)
            try #require(database.count > 5_000_000)
            XChangeProperty(
                raw, connection.rootWindow, property, XA_STRING, 8, PropModeReplace, &database, Int32(database.count))
            connection.sync()

            let path = scratch.file("resources.txt")
            let demo = try HostileDemo(
                ["--single", "--file", path, "--text", "db"], display: server.displayName)
            // A client appending 200 KB at a time, 96 times over (19 MB), as fast as the server takes it.
            for round in 0..<96 {
                var more = resources(6_000, from: 200_000 + round * 6_000)
                XChangeProperty(
                    raw, connection.rootWindow, property, XA_STRING, 8, PropModeAppend, &more, Int32(more.count))
            }
            connection.sync()
            try demo.expectAliveAndAnswering()
            try demo.expectTypingSaved("Q7", after: Array("db".utf8), in: path)
            #expect(demo.process.standardError.contains("larger than 1 MiB"), "\(demo.process.standardError)")
        }
    }
}
