import CX11
import Glibc
import Testing

@testable import X11TextArea

extension X11Tests {
    /// The demo's window properties, closing, and what happens to its file when it closes, is killed, or loses its server.
    @Suite struct DemoLifecycleTests {
        let display: String
        let scratch = ScratchDirectory()

        init() throws {
            display = try X11TestEnvironment.displayName()
        }

        /// Waits until a single-area window shows dark text on its first line, that is, the demo handled the typed keys.
        ///
        /// The connection used is closed before returning, so the server can be killed afterwards.
        private func textShows(in window: Window, on display: String) throws -> Bool {
            let reference = try DemoReference(display: display)
            return try reference.capture(window) { image in
                image.count(x: 0..<image.width, y: 0..<30) { $0.isDark } > 100
            }.matched
        }

        @Test func windowAnnouncesItsTitleClassAndProcess() throws {
            let demo = try LiveDemo([], display: display)
            let result = try Subprocess.run("xprop", ["-id", String(demo.window)], display: display)
            try #require(result.status == 0, "xprop failed: \(result.errorText)")
            let properties = result.outputText
            #expect(properties.contains("_NET_WM_NAME(UTF8_STRING) = \"TextArea demo\""))
            #expect(properties.contains("WM_NAME(STRING) = \"TextArea demo\""))
            #expect(properties.contains("WM_CLASS(STRING) = \"textarea-demo\", \"TextArea\""))
            #expect(properties.contains("_NET_WM_PID(CARDINAL) = \(demo.process.processID)"))
            #expect(properties.contains("WM_DELETE_WINDOW"))
            #expect(properties.contains("WM_CLIENT_MACHINE"))
        }

        @Test func closeRequestExitsZeroAndSavesAtOnce() throws {
            let path = scratch.file("closed.txt")
            let demo = try LiveDemo(["--file", path], display: display)
            try demo.type("saved on close")
            try demo.requestClose()
            #expect(demo.process.waitForExit(timeout: 30) == 0, "stderr: \(demo.process.standardError)")
            #expect(fileText(path) == "saved on close")
        }

        @Test func terminationSignalClosesCleanlyAndSaves() throws {
            let path = scratch.file("signalled.txt")
            let demo = try LiveDemo(["--single", "--file", path], display: display)
            try demo.type("saved on SIGTERM")
            // The keys are handled once the text shows; wait for that rather than for the debounced save.
            #expect(try textShows(in: demo.window, on: display))
            kill(demo.process.processID, SIGTERM)
            #expect(demo.process.waitForExit(timeout: 30) == 0, "stderr: \(demo.process.standardError)")
            #expect(fileText(path) == "saved on SIGTERM")
        }

        @Test func losingTheServerSavesTheUnsavedText() throws {
            let server = try XvfbServer.start(width: 640, height: 480)
            defer { server.stop() }
            let path = scratch.file("lost.txt")
            let demo = try LiveDemo(["--single", "--file", path], display: server.displayName)
            try demo.type("typed just before the server died")
            #expect(try textShows(in: demo.window, on: server.displayName))
            server.stop()
            let status = demo.process.waitForExit(timeout: 30)
            #expect(status == 1, "stderr: \(demo.process.standardError)")
            #expect(demo.process.standardError.contains("lost the connection to the X server"))
            #expect(fileText(path) == "typed just before the server died")
        }

        @Test func invalidUTF8IsRepairedWhenLoaded() throws {
            let path = scratch.file("broken.txt")
            writeFile(path, Array("caf".utf8) + [0xE9] + Array(" ok".utf8))
            let demo = try LiveDemo(["--single", "--file", path], display: display)
            try demo.key("ctrl+End")
            try demo.type("!")
            #expect(
                waitUntil(timeout: 30) { fileText(path) == "caf\u{FFFD} ok!" },
                "file: \(String(reflecting: fileText(path)))")
            #expect(demo.process.standardError.contains("not valid UTF-8"))
        }

        @Test func unwritableDirectoryIsReportedAndTheTextStays() throws {
            let path = scratch.file("missing/notes.txt")
            let demo = try LiveDemo(["--single", "--file", path, "--placeholder-color", "#FF00FF"], display: display)
            #expect(demo.process.standardError.contains("the directory '\(scratch.path)/missing' does not exist"))
            try demo.type("still here")
            // A failed save leaves the window open with the text in it.
            #expect(waitUntil(timeout: 30) { demo.process.standardError.contains("cannot save") })
            #expect(demo.process.exitStatus() == nil)
            let reference = try DemoReference(display: display)
            #expect(try reference.capture(demo.window) { $0.bounds { $0.isMagentaInk } == nil }.matched)
            // Closing cannot save either: the exit status says so.
            try demo.requestClose()
            #expect(demo.process.waitForExit(timeout: 30) == 1)
        }

        @Test func readOnlyDirectoryIsReportedAndTheTextStays() throws {
            // The demo runs as nobody when the tests run as root, who may write anywhere.
            let directory = scratch.file("read-only")
            try #require(chmod(scratch.path, 0o755) == 0 && mkdir(directory, 0o555) == 0)
            defer { rmdir(directory) }
            let path = directory + "/notes.txt"
            let demo = try LiveDemo(
                ["--single", "--file", path, "--placeholder-color", "#FF00FF"], display: display,
                environment: ["HOME": scratch.path], dropRoot: true)
            #expect(
                waitUntil(timeout: 30) {
                    demo.process.standardError.contains("the directory '\(directory)' is not writable")
                }, "stderr: \(demo.process.standardError)")
            try demo.type("kept in the window")
            let reference = try DemoReference(display: display)
            #expect(try reference.capture(demo.window) { $0.bounds { $0.isMagentaInk } == nil }.matched)
            #expect(try textShows(in: demo.window, on: display))
            // The debounced save fails too; the window stays open with the text, and nothing was written.
            #expect(waitUntil(timeout: 30) { demo.process.standardError.contains("cannot save") })
            #expect(demo.process.exitStatus() == nil)
            #expect(access(path, F_OK) != 0)
            try demo.requestClose()
            #expect(demo.process.waitForExit(timeout: 30) == 1)
        }
    }
}
