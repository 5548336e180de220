import Glibc
import Testing

extension X11Tests {
    /// `textarea-bench --typometer` against real windows on the test display: the demo, and xterm, which TextArea did
    /// not write; the keys it types must reach the program and every key must change the window.
    @Suite struct TypometerTests {
        let display: String
        let scratch = ScratchDirectory()

        init() throws {
            display = try X11TestEnvironment.displayName()
        }

        /// The latencies are positive and ordered, and every key was counted and changed the window.
        private func expectPlausible(
            _ reading: TypometerReading, keys: Int, method: String,
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            #expect(reading.keys == keys, sourceLocation: sourceLocation)
            #expect(reading.method == method, sourceLocation: sourceLocation)
            #expect(
                reading.unchanged == 0, "keys that changed nothing: \(reading.unchanged)",
                sourceLocation: sourceLocation)
            guard let p50 = reading.p50Microseconds, let p99 = reading.p99Microseconds,
                let max = reading.maxMicroseconds
            else {
                Issue.record("no latencies in \(reading)", sourceLocation: sourceLocation)
                return
            }
            // How fast the program answered is the benchmark's business, not the test's.
            #expect(p50 > 0 && p50 <= p99 && p99 <= max, "\(reading)", sourceLocation: sourceLocation)
        }

        @Test func typesIntoTheDemoAndTimesEachKeyByDamage() throws {
            let path = scratch.file("typed.txt")
            writeFile(path, Array("seed text".utf8))
            let demo = try DemoProcess(["--single", "--file", path], display: display)
            _ = try demo.windowID()
            // 11 letters ("thequickbro"), then 10 BackSpaces: one letter stays.
            let reading = try TypometerRun.measure(window: "TextArea demo", keys: 21, display: display)
            #expect(reading.window == "TextArea demo")
            expectPlausible(reading, keys: 21, method: "damage")
            let saved = waitUntil(timeout: 6) { fileText(path) == "seed textt" }
            #expect(saved, "the file holds \(String(reflecting: fileText(path)))")
            #expect(demo.exitStatus() == nil, "the demo is still running")
        }

        @Test func evenKeyCountsLeaveTheTextAsItWas() throws {
            let path = scratch.file("restored.txt")
            writeFile(path, Array("seed text".utf8))
            let demo = try DemoProcess(["--single", "--file", path], display: display)
            _ = try demo.windowID()
            let even = try TypometerRun.measure(window: "TextArea demo", keys: 20, display: display)
            expectPlausible(even, keys: 20, method: "damage")
            // One more letter, so the next save is known to come after both runs: the ten letters are gone.
            let odd = try TypometerRun.measure(window: "TextArea demo", keys: 1, display: display)
            expectPlausible(odd, keys: 1, method: "damage")
            #expect(waitUntil(timeout: 6) { fileText(path) == "seed textt" }, "\(String(reflecting: fileText(path)))")
        }

        @Test func pollingTheDemosPixelsSeesEveryKeyToo() throws {
            let path = scratch.file("polled.txt")
            writeFile(path, Array("seed".utf8))
            let demo = try DemoProcess(["--single", "--file", path], display: display)
            _ = try demo.windowID()
            let reading = try TypometerRun.measure(
                window: "TextArea demo", keys: 11, display: display,
                extra: ["--method", "poll"])
            expectPlausible(reading, keys: 11, method: "poll")
            #expect(waitUntil(timeout: 6) { fileText(path) == "seedt" }, "\(String(reflecting: fileText(path)))")
        }

        @Test(.enabled(if: XtermProcess.shouldRun, XtermProcess.skipReason))
        func typesIntoXtermAndTimesEachKeyByDamage() throws {
            let xterm = try XtermProcess(title: "typometer xterm \(getpid())", display: display)
            let reading = try TypometerRun.measure(window: xterm.title, keys: 20, display: display)
            #expect(reading.window == xterm.title)
            expectPlausible(reading, keys: 20, method: "damage")
        }

        @Test func noWindowWithTheTitleExitsWithStatusTwo() throws {
            let result = try TypometerRun.run(["--window", "no such window \(getpid())", "--json"], display: display)
            #expect(result.status == 2)
            #expect(result.outputText.isEmpty)
            #expect(
                result.errorText == "textarea-bench: --typometer: no window titled 'no such window \(getpid())' "
                    + "on display \(display)\n", "stderr: \(result.errorText)")
        }
    }
}
