import CX11
import Glibc
import Testing
import TextAreaCore

@testable import X11TextArea

extension X11Tests {
    /// Copy and paste through the running demo against xclip: keys and the mouse in the demo, xclip on the other side, the text read back through `--file`.
    @Suite struct DemoClipboardTests {
        let display: String
        let connection: X11Connection
        let scratch = ScratchDirectory()

        init() throws {
            display = try X11TestEnvironment.displayName()
            connection = try X11Connection(displayName: display)
        }

        /// `xclip -o` of `selection` until it gives `expected` (the demo takes the selection as it handles the key), at most `timeout` seconds; returns the last output.
        private func xclipOutput(_ selection: String, until expected: [UInt8], timeout: Double = 5) throws -> [UInt8] {
            var output: [UInt8] = []
            _ = try waitUntil(timeout: timeout, interval: 0.05) {
                output = try Subprocess.run("xclip", ["-o", "-selection", selection], display: display).standardOutput
                return output == expected
            }
            return output
        }

        /// Starts xclip serving `bytes` on `selection` for one request, and waits until it owns the selection.
        private func offer(_ bytes: [UInt8], on selection: String) throws -> BackgroundProcess {
            let atom = XInternAtom(connection.display, selection.uppercased(), 0)
            let previousOwner = XGetSelectionOwner(connection.display, atom)
            // Large offers go through a file: fed through a pipe, xclip would read them for seconds before owning.
            var arguments = ["-i", "-selection", selection, "-quiet", "-loops", "1"]
            var input = bytes
            if bytes.count > 1 << 20 {
                let path = scratch.file("offer-\(selection).txt")
                writeFile(path, bytes)
                arguments.append(path)
                input = []
            }
            let xclip = try BackgroundProcess("xclip", arguments, display: display, input: input)
            let owns = waitUntil(timeout: 5, interval: 0.02) {
                xclip.service()
                let owner = XGetSelectionOwner(connection.display, atom)
                return owner != 0 && owner != previousOwner && !xclip.hasExited
            }
            try #require(owns, "xclip did not take \(selection): \(xclip.errorText)")
            return xclip
        }

        @Test(arguments: ClipboardSamples.all)
        func keyboardSelectionAndCtrlCReachTheClipboardByteForByte(_ sample: String) throws {
            let demo = try LiveDemo(["--single", "--text", sample], display: display)
            try demo.key("ctrl+Home", "ctrl+shift+End", "ctrl+c")
            let copied = try xclipOutput("clipboard", until: Array(sample.utf8))
            #expect(mismatch(copied, Array(sample.utf8)) == nil)
        }

        @Test func selectingWithKeysMakesPrimaryReadable() throws {
            let demo = try LiveDemo(["--single", "--text", "alpha beta 日本語"], display: display)
            try demo.key("ctrl+shift+Left")
            #expect(try xclipOutput("primary", until: Array("日本語".utf8)) == Array("日本語".utf8))
            try demo.key("ctrl+shift+Left")
            #expect(
                try xclipOutput("primary", until: Array("beta 日本語".utf8)) == Array("beta 日本語".utf8),
                "PRIMARY follows the live selection")
        }

        @Test func ctrlVAndMiddleClickPasteWhatXclipOffers() throws {
            let path = scratch.file("paste.txt")
            let demo = try LiveDemo(["--single", "--file", path, "--text", "[]"], display: display)
            let clipboard = try offer(Array("剪贴板 👍🏽".utf8), on: "clipboard")
            try demo.key("Left", "ctrl+v")
            expectFile(path, toBecome: "[剪贴板 👍🏽]")
            _ = waitUntil(timeout: 5) {
                clipboard.service()
                return clipboard.hasExited
            }

            // A middle click pastes PRIMARY where the pointer is, here before everything.
            let primary = try offer(Array("→".utf8), on: "primary")
            try demo.click(x: 6, y: 10, button: 2)
            expectFile(path, toBecome: "→[剪贴板 👍🏽]")
            _ = waitUntil(timeout: 5) {
                primary.service()
                return primary.hasExited
            }
        }

        @Test func invalidUTF8FromXclipArrivesRepaired() throws {
            let path = scratch.file("repaired.txt")
            let demo = try LiveDemo(["--single", "--file", path], display: display)
            let xclip = try offer([0x61, 0xFF, 0x62, 0xC3, 0x28, 0x63, 0xE2, 0x82], on: "clipboard")
            try demo.key("ctrl+v")
            expectFile(path, toBecome: "a\u{FFFD}b\u{FFFD}(c\u{FFFD}")
            #expect(
                fileBytes(path).map { String(validating: $0, as: UTF8.self) != nil } == true, "saved as valid UTF-8")
            _ = waitUntil(timeout: 5) {
                xclip.service()
                return xclip.hasExited
            }
        }

        @Test func hugePasteIsOneUndoStepAndTheWindowKeepsAnsweringWhileItPastesAndSaves() throws {
            let path = scratch.file("large.txt")
            let demo = try LiveDemo(["--single", "--file", path, "--text", "start"], display: display)
            let large = Array(ClipboardSamples.large(megabytes: 24).utf8)
            let xclip = try offer(large, on: "clipboard")
            let pinger = try WindowPinger(display: display)
            try demo.key("ctrl+End", "ctrl+v")
            // A key typed right after is handled while the transfer (INCR) runs.
            try demo.type("Z")
            var slowest = 0.0
            var unanswered = 0
            let start = Array("start".utf8)
            let landed = waitUntil(timeout: 60, interval: 0.01) {
                xclip.service()
                if let seconds = pinger.roundTrip(to: demo.window, timeout: 2) {
                    slowest = max(slowest, seconds)
                } else {
                    unanswered += 1
                }
                return (fileBytes(path)?.count ?? 0) > large.count
            }
            try #require(landed, "the paste did not land; xclip: \(xclip.errorText)")
            // The transfer, the paste, the idle wrapping and the save (on its own thread) never hold the loop
            // for long: every ping is answered within a turn's wall-time bound. (Across processes only wall
            // time shows; the in-process tests bound each turn's processor time to 50 ms.)
            let answeredInTime = unanswered == 0 && slowest < LongestTurn.wallLimit
            #expect(answeredInTime, "the slowest answer took \(slowest) s; \(unanswered) went unanswered")
            let combined = try #require(fileBytes(path))
            let zFirst = combined == start + Array("Z".utf8) + large
            #expect(zFirst || combined == start + large + Array("Z".utf8), "the text is the typed key and the paste")

            // One Ctrl+Z takes the whole paste away (after the Z, when the Z came last).
            try demo.key("ctrl+z")
            if zFirst {
                expectFileBytes(path, toBecome: start + Array("Z".utf8), timeout: 15)
            } else {
                expectFileBytes(path, toBecome: start + large, timeout: 15)
                try demo.key("ctrl+z")
                expectFileBytes(path, toBecome: start, timeout: 15)
            }
            _ = waitUntil(timeout: 5) {
                xclip.service()
                return xclip.hasExited
            }
            print("demo paste: \(large.count) bytes pasted and saved; slowest ping answer \(milliseconds(slowest)) ms")
        }
    }
}
