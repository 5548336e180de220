import CX11
import Glibc
import Testing
import TextAreaCore

@testable import X11TextArea

extension X11Tests {
    /// The demo's `--secure` area against real X clients: xclip keeps the clipboard, PRIMARY stays with its owner, the input context stays unfocused.
    @Suite struct DemoSecureEntryTests {
        let display: String
        let connection: X11Connection

        init() throws {
            display = try X11TestEnvironment.displayName()
            connection = try X11Connection(displayName: display)
        }

        private func owner(of selection: String) -> Window {
            XGetSelectionOwner(connection.display, XInternAtom(connection.display, selection, 0))
        }

        @Test func copyAndSelectingLeaveClipboardAndPrimaryAlone() throws {
            let before = Array("before".utf8)
            let xclip = try BackgroundProcess(
                "xclip", ["-i", "-selection", "clipboard", "-quiet"], display: display, input: before)
            let owns = waitUntil(timeout: 5, interval: 0.02) {
                xclip.service()
                return owner(of: "CLIPBOARD") != 0 && !xclip.hasExited
            }
            try #require(owns, "xclip did not take the clipboard: \(xclip.errorText)")
            let clipboardOwner = owner(of: "CLIPBOARD")
            let primaryOwner = owner(of: "PRIMARY")

            let demo = try DemoProcess(
                ["--secure", "--text", "hunter2", "--font", DemoReference.fontPattern], display: display)
            let ready = try demo.ready()
            try Xdotool.focus(ready.window, display: display)
            try Xdotool.key("ctrl+a", "ctrl+c", display: display)
            _ = try demo.waitForTrace("key", containing: "keysym=63")
            #expect(owner(of: "CLIPBOARD") == clipboardOwner, "xclip still owns the clipboard")
            #expect(owner(of: "PRIMARY") == primaryOwner, "selecting all did not take PRIMARY")
            let copied = try Subprocess.run("xclip", ["-o", "-selection", "clipboard"], display: display)
            #expect(copied.standardOutput == before)
            #expect(demo.traceCount("input-method", containing: "focus=on") == 0, "no input context focus")

            // The next area is a plain one: the same keys take PRIMARY there, and focus the input context.
            try Xdotool.key("Tab", "a", "b", "ctrl+a", display: display)
            if ready.inputMethod != "none" { _ = try demo.waitForTrace("input-method", containing: "focus=on") }
            let taken = waitUntil(timeout: 10, interval: 0.02) { owner(of: "PRIMARY") != primaryOwner }
            #expect(taken, "a plain area's selection takes PRIMARY")
        }

        @Test(.enabled(if: AccessibilityProbe.shouldRun, AccessibilityProbe.skipReason))
        func screenReadersSeeAPasswordTextOfBullets() throws {
            try AccessibilityProbe.requirements.check()
            let typed = "hunter2 سلام"
            let count = typed.count
            let probe = try BackgroundProcess(
                "dbus-run-session",
                [
                    "--", AccessibilityProbe.python, AccessibilityProbe.scriptPath,
                    try DemoProcess.executablePath(), "--secure", typed, String(count),
                ],
                display: display)
            let ended = waitUntil(timeout: 120) {
                probe.service()
                return probe.hasExited
            }
            let seen = AccessibilityTests.observations(in: probe.outputText)
            try #require(ended && seen["done"] == "ok", "the probe stopped: \(probe.errorText)")
            #expect(seen["timeout"] == nil, "a step timed out: \(seen["timeout"] ?? "")")
            let bullets = String(repeating: TextArea.secureBullet, count: count)
            #expect(seen["secure.role"] == "password text")
            #expect(seen["plain.role"] == "text")
            #expect(seen["secure.text"] == bullets)
            #expect(seen["secure.count"] == String(count))
            #expect(seen["secure.caret"] == String(count))
            #expect(seen["secure.word"] == "\(bullets)|0|\(count)", "one word: the whole text")
            #expect(Int(seen["secure.inserts"] ?? "") ?? 0 > 0, "insertions are announced")
            let data = seen["secure.event-data"] ?? ""
            #expect(
                !data.isEmpty && data.allSatisfy { $0 == TextArea.secureBullet }, "events carry bullets only: \(data)")
        }
    }
}
