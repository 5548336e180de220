import CX11
import Glibc
import Testing
import X11TextArea

extension X11Tests {
    /// The typometer against plain windows this test makes and never draws into: found by their `WM_NAME` alone,
    /// keys that change nothing are counted as unchanged, and an unmapped window is refused.
    @Suite struct TypometerSilentWindowTests {
        let display: String
        let connection: X11Connection

        init() throws {
            display = try X11TestEnvironment.displayName()
            connection = try X11Connection(displayName: display)
        }

        /// A 200 × 100 window titled `title` through `WM_NAME` only, mapped or not; nobody handles its events.
        private func makeWindow(title: String, mapped: Bool) -> Window {
            let window = XCreateSimpleWindow(
                connection.display, connection.rootWindow, 20, 20, 200, 100, 0, 0, 0x808080)
            XStoreName(connection.display, window, title)
            if mapped { XMapWindow(connection.display, window) }
            connection.sync()
            return window
        }

        @Test func keysToAWindowThatNeverDrawsAreAllUnchanged() throws {
            let title = "silent window \(getpid())"
            let window = makeWindow(title: title, mapped: true)
            defer {
                XDestroyWindow(connection.display, window)
                connection.sync()
            }
            let result = try TypometerRun.run(
                ["--window", title, "--keys", "3", "--timeout", "0.3", "--json"],
                display: display)
            #expect(result.status == 1, "stderr: \(result.errorText)")
            #expect(
                result.outputText == "{\"window\":\"\(title)\",\"keys\":3,\"p50_us\":null,\"p99_us\":null,"
                    + "\"max_us\":null,\"method\":\"damage\",\"unchanged\":3}\n")
            #expect(
                result.errorText == "textarea-bench: --typometer: no key changed the window within 0.3 s: "
                    + "does it take keys?\n")
        }

        @Test func anUnmappedWindowIsRefused() throws {
            let title = "unmapped window \(getpid())"
            let window = makeWindow(title: title, mapped: false)
            defer {
                XDestroyWindow(connection.display, window)
                connection.sync()
            }
            let result = try TypometerRun.run(["--window", title], display: display)
            #expect(result.status == 2)
            #expect(
                result.errorText == "textarea-bench: --typometer: the window titled '\(title)' is not mapped "
                    + "(not on screen)\n")
        }
    }
}
