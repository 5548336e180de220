import Testing
import TextAreaCore

@Suite struct SubprocessTests {
    @Test func capturesOutputErrorAndStatus() throws {
        let result = try Subprocess.run("sh", ["-c", "echo out; echo err >&2; exit 3"])
        #expect(result.outputText == "out\n")
        #expect(result.errorText == "err\n")
        #expect(result.status == 3)
        #expect(!result.timedOut)
    }

    @Test func feedsLargeInputWithoutDeadlock() throws {
        let input = (0..<1_000_000).map { UInt8(truncatingIfNeeded: $0 % 251) }
        let result = try Subprocess.run("cat", [], input: input)
        #expect(result.status == 0)
        #expect(result.standardOutput == input)
    }

    @Test func killsACommandThatOutlivesItsTimeout() throws {
        let timeout = 0.3
        let start = MonotonicClock.now()
        // Left alone, the command would run for 10 minutes; killed, it ends with SIGKILL's status.
        let result = try Subprocess.run("sleep", ["600"], timeout: timeout)
        let seconds = MonotonicClock.now() - start
        #expect(result.timedOut)
        #expect(result.status == 128 + 9)
        #expect(seconds >= timeout, "not killed before its timeout: \(seconds) s")
        // Only a run that never killed it comes near this.
        #expect(seconds < 60, "\(seconds) s")
    }

    @Test func setsDisplayAndExtraEnvironment() throws {
        let result = try Subprocess.run(
            "sh", ["-c", "echo \"$DISPLAY $EXTRA\""], display: ":42",
            environment: ["EXTRA": "yes"])
        #expect(result.outputText == ":42 yes\n")
    }

    @Test func missingCommandThrows() {
        #expect(throws: SubprocessError.self) { _ = try Subprocess.run("no-such-command-qwx", []) }
    }
}

extension X11Tests {
    @Suite struct SubprocessOnDisplayTests {
        @Test func x11ToolSeesTheTestDisplay() throws {
            let result = try Subprocess.run("xwininfo", ["-root"], display: X11TestEnvironment.displayName())
            #expect(result.status == 0)
            #expect(result.outputText.contains("Width: 1280"))
            #expect(result.outputText.contains("Height: 1024"))
        }

        @Test func clipboardRoundTripsThroughXclip() throws {
            let display = try X11TestEnvironment.displayName()
            let text = "剪贴板 clipboard ✓"
            // xclip -i stays in the background to serve the selection; -loops 1 ends it after one paste.
            let put = try Subprocess.run(
                "xclip", ["-i", "-selection", "clipboard", "-loops", "1"],
                display: display, input: Array(text.utf8))
            #expect(put.status == 0)
            #expect(!put.timedOut)
            let get = try Subprocess.run("xclip", ["-o", "-selection", "clipboard"], display: display)
            #expect(get.status == 0)
            #expect(get.outputText == text)
        }
    }
}
