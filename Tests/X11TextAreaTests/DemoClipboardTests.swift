import CX11
import Glibc
import Testing
import TextAreaCore

@testable import X11TextArea

extension X11Tests {
    /// Copy and paste through the running demo against xclip: keys and the mouse in the demo, xclip (or, for the huge paste, an owner the test paces) on the other side, the text read back through `--file`.
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
            let xclip = try BackgroundProcess(
                "xclip", ["-i", "-selection", selection, "-quiet", "-loops", "1"], display: display, input: bytes)
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
            // The owner is a client of this test that sends each INCR chunk (1 MiB, as xclip's) only when the
            // test pumps it: between two pumps the transfer stands still, halfway through.
            let owner = try SelectionTestClient(displayName: display)
            let chunkBytes = 1 << 20
            let chunks = stride(from: 0, to: large.count, by: chunkBytes).map {
                Array(large[$0..<min($0 + chunkBytes, large.count)])
            }
            owner.answer = { _ in
                .incremental(size: UInt(large.count), type: "UTF8_STRING", chunks: chunks, ends: true)
            }
            owner.own("CLIPBOARD")
            let pinger = try WindowPinger(display: display)
            try demo.key("ctrl+End", "ctrl+v")
            try #require(pump(owner) { owner.requestCount == 1 }, "the demo did not ask for the clipboard")

            // Before each chunk, with the transfer standing still, the demo answers a ping: it waits for the
            // owner in its loop, not in a call. Halfway, a key typed meanwhile is handled before the paste lands.
            // The pump that saw the request may also have let the first chunk go, when the demo took the INCR
            // property quickly enough: count the stops from there.
            let chunksBeforeLoop = owner.chunksSent
            #expect(chunksBeforeLoop <= 1, "\(chunksBeforeLoop) chunks went before the first stop")
            var pingsMidTransfer = 0
            var unanswered = 0
            var typed = false
            while owner.chunksSent <= chunks.count {
                if !typed && owner.chunksSent >= chunks.count / 2 {
                    try demo.type("Z")
                    typed = true
                }
                if pinger.roundTrip(to: demo.window, timeout: 10) != nil {
                    pingsMidTransfer += 1
                } else {
                    unanswered += 1
                }
                let sent = owner.chunksSent
                try #require(
                    pump(owner) { owner.chunksSent > sent },
                    "the transfer stopped after \(sent) of \(chunks.count) chunks")
            }
            #expect(
                unanswered == 0 && pingsMidTransfer == chunks.count + 1 - chunksBeforeLoop,
                "\(unanswered) pings went unanswered, \(pingsMidTransfer) were answered")

            // The key came first, the paste after it; the wrapping and the save (on its own thread) follow,
            // and the demo keeps answering through them.
            let start = Array("start".utf8)
            let expected = start + Array("Z".utf8) + large
            let saved = waitUntil(timeout: 60, interval: 0.01) {
                if pinger.roundTrip(to: demo.window, timeout: 10) == nil { unanswered += 1 }
                return fileBytes(path) == expected
            }
            #expect(saved, Comment(rawValue: mismatch(fileBytes(path) ?? [], expected) ?? ""))
            #expect(unanswered == 0, "\(unanswered) pings went unanswered")

            // One Ctrl+Z takes the whole paste away and leaves the key.
            try demo.key("ctrl+z")
            expectFileBytes(path, toBecome: start + Array("Z".utf8), timeout: 15)
            print(
                "demo paste: \(large.count) bytes in \(chunks.count) chunks; \(pingsMidTransfer) pings answered mid-transfer"
            )
        }
    }
}

/// Pumps `owner` until `condition` holds, waiting on its connection between looks, for at most `timeout` seconds (a bound for a stuck test only); returns whether it held.
private func pump(_ owner: SelectionTestClient, timeout: Double = 30, until condition: () -> Bool) -> Bool {
    let deadline = MonotonicClock.now() + timeout
    while true {
        owner.pump(stoppingAfterAChunk: true)
        if condition() { return true }
        if MonotonicClock.now() > deadline { return false }
        var request = pollfd(fd: owner.connection.fileDescriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&request, 1, 10)
    }
}
