import CX11
import Glibc
import Synchronization
import Testing
import X11Capture
import X11TextArea

extension X11Tests {
    /// The applications in `Examples/`, built as their own package against this one by relative path, driven under Xvfb as a user would.
    @MainActor
    @Suite(.serialized) struct ExampleAppsTests {
        let display: String

        init() throws {
            display = try X11TestEnvironment.displayName()
        }

        /// Starts `name` from the Examples package's build, waits for its first frame and gives its window the focus.
        func start(_ name: String) throws -> (process: DemoProcess, window: UInt) {
            let process = try DemoProcess([], display: display, executable: try ExamplesBuild.executable(name))
            let window = try process.windowID()
            try Xdotool.focus(window, display: display)
            return (process, window)
        }

        /// Writes the window as `name`.png into `$TEXTAREA_EXAMPLE_SCREENSHOTS` when that names a folder, for a person to look at.
        func keepScreenshot(of window: UInt, named name: String) throws {
            guard let folder = getenv("TEXTAREA_EXAMPLE_SCREENSHOTS").map({ String(cString: $0) }) else { return }
            let connection = try X11Connection(displayName: display)
            try PNGFile.write(try connection.captureImage(of: Window(window)), to: "\(folder)/\(name).png")
        }

        /// Waits until the program has written `line` on standard output.
        func expectOutput(
            _ process: DemoProcess, toContain line: String, sourceLocation: SourceLocation = #_sourceLocation
        ) {
            let arrived = waitUntil(timeout: 20) { process.standardOutput.contains(line + "\n") }
            #expect(
                arrived, "standard output: \(process.standardOutput.debugDescription)", sourceLocation: sourceLocation)
        }

        @Test func composeSendsSubjectAndMessageOnControlReturn() throws {
            let (compose, window) = try start("compose-example")
            // The subject has the focus at start; Return in it goes on to the message.
            try Xdotool.type("Lunch", display: display)
            try Xdotool.key("Return", display: display)
            try Xdotool.type("Noon at the cafe.", display: display)
            // Return alone is a new line in the message; Ctrl+Return sends.
            try Xdotool.key("Return", display: display)
            try Xdotool.type("你好", display: display)
            try keepScreenshot(of: window, named: "compose")
            try Xdotool.key("ctrl+Return", display: display)
            expectOutput(compose, toContain: #"sent subject="Lunch" body="Noon at the cafe.\n你好""#)
            // After sending, both are empty and the subject has the focus again: the next message starts there.
            try Xdotool.type("Again", display: display)
            try Xdotool.key("Return", display: display)
            try Xdotool.type("more", display: display)
            try Xdotool.key("ctrl+Return", display: display)
            expectOutput(compose, toContain: #"sent subject="Again" body="more""#)
            #expect(compose.exitStatus() == nil, "the compose window still runs")
        }

        @Test func composeKeepsASubjectOnOneLine() throws {
            let (compose, _) = try start("compose-example")
            // xclip offers two lines on CLIPBOARD for one request; the field turns the line break into a space.
            let connection = try X11Connection(displayName: display)
            let clipboard = XInternAtom(connection.display, "CLIPBOARD", 0)
            let previousOwner = XGetSelectionOwner(connection.display, clipboard)
            let xclip = try BackgroundProcess(
                "xclip", ["-i", "-selection", "clipboard", "-quiet", "-loops", "1"], display: display,
                input: Array("first\nsecond".utf8))
            let owns = waitUntil(timeout: 10, interval: 0.02) {
                xclip.service()
                let owner = XGetSelectionOwner(connection.display, clipboard)
                return owner != 0 && owner != previousOwner && !xclip.hasExited
            }
            try #require(owns, "xclip did not take the clipboard: \(xclip.errorText)")
            try Xdotool.key("ctrl+v", display: display)
            _ = waitUntil(timeout: 10, interval: 0.02) {
                xclip.service()
                return xclip.hasExited
            }
            try Xdotool.key("Return", display: display)
            try Xdotool.type("body", display: display)
            try Xdotool.key("ctrl+Return", display: display)
            expectOutput(compose, toContain: #"sent subject="first second" body="body""#)
        }

        @Test func loginRefusesAWrongPasswordAndAcceptsTheRightOne() throws {
            let (login, window) = try start("login-example")
            try Xdotool.type("ada", display: display)
            try Xdotool.key("Return", display: display)
            try Xdotool.type("wrong", display: display)
            try Xdotool.key("Return", display: display)
            expectOutput(login, toContain: #"login refused user="ada""#)
            // The refused password was emptied and its field kept the focus.
            try Xdotool.type("analytical engine", display: display)
            try keepScreenshot(of: window, named: "login")
            try Xdotool.key("Return", display: display)
            expectOutput(login, toContain: #"login accepted user="ada""#)
            #expect(!login.standardOutput.contains("analytical"), "the password never reaches the output")
        }
    }
}

/// Builds the `Examples/` package once per test run (`swift build --package-path Examples`; a no-op when `.ci/run` built it already) and finds its programs.
enum ExamplesBuild {
    /// The outcome of the one build: the products directory, or why the build failed.
    private static let products = Mutex<Result<String, DemoTestError>?>(nil)

    /// The path of the example program `name`, building the package first if this run has not.
    static func executable(_ name: String) throws -> String {
        let directory = try products.withLock { cached in
            if cached == nil { cached = build() }
            return try cached!.get()
        }
        let path = "\(directory)/\(name)"
        guard access(path, X_OK) == 0 else { throw DemoTestError(description: "\(path) was not built") }
        return path
    }

    /// The package's folder, next to this file's `Tests/` folder.
    static var packagePath: String {
        let testFile = #filePath
        let tests = testFile.range(of: "/Tests/X11TextAreaTests/")!.lowerBound
        return String(testFile[..<tests]) + "/Examples"
    }

    private static func build() -> Result<String, DemoTestError> {
        do {
            let swift = "/usr/bin/env"
            // A cold build compiles the library again in the examples' own build folder: minutes on two cores.
            let result = try Subprocess.run(
                swift, ["swift", "build", "--package-path", packagePath], timeout: 1800)
            guard !result.timedOut, result.status == 0 else {
                return .failure(
                    DemoTestError(
                        description: "building \(packagePath) failed: \(result.errorText)\(result.outputText)"))
            }
            let binPath = try Subprocess.run(
                swift, ["swift", "build", "--package-path", packagePath, "--show-bin-path"], timeout: 600)
            let directory = String(binPath.outputText.split(separator: "\n").first ?? "")
            return .success(directory)
        } catch {
            return .failure(DemoTestError(description: "cannot run swift build: \(error)"))
        }
    }
}
