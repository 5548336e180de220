import CX11
import Glibc
import Synchronization
import Testing
import TextAreaCore

/// A failure while driving the demo or an X tool.
struct DemoTestError: Error, CustomStringConvertible {
    var description: String
}

/// A running `textarea-demo`, started from the build products next to the test bundle, with its output kept in files.
///
/// The process is killed (if still running) and its output files removed
/// when the value goes away.
final class DemoProcess {
    let processID: pid_t
    let display: String
    private let outputPath: String
    private let errorPath: String
    private var status: Int32?

    /// The demo executable in the build products directory, next to the test bundle.
    static func executablePath() throws -> String {
        guard let resolved = realpath("/proc/self/exe", nil) else {
            throw DemoTestError(description: "cannot resolve the test executable's path")
        }
        defer { free(resolved) }
        let testExecutable = String(cString: resolved)
        // On Linux the test bundle is an executable (….xctest) in the build products directory.
        let directory = testExecutable[..<(testExecutable.lastIndex(of: "/") ?? testExecutable.endIndex)]
        let path = "\(directory)/textarea-demo"
        guard access(path, X_OK) == 0 else {
            throw DemoTestError(description: "textarea-demo is not built at \(path)")
        }
        return path
    }

    /// Runs the demo to completion (for `--screenshot`, `--help` and command-line errors).
    static func run(
        _ arguments: [String], display: String, environment: [String: String] = [:],
        timeout: Double = 30
    ) throws -> SubprocessResult {
        let result = try Subprocess.run(
            try executablePath(), arguments, display: display, environment: environment,
            timeout: timeout)
        if result.timedOut { throw DemoTestError(description: "textarea-demo \(arguments) ran past \(timeout) s") }
        return result
    }

    /// The user a demo started with `dropRoot` runs as when the tests run as root: nobody, to whom permissions apply.
    static let unprivilegedUser: uid_t = 65534

    /// Starts the demo on `display` with `arguments`, `environment` added to the test's and the variables in `removing` left out.
    ///
    /// With `dropRoot`, a test running as root starts the demo as
    /// ``unprivilegedUser`` through `setpriv`, so file permissions bind it.
    init(
        _ arguments: [String], display: String, environment: [String: String] = [:],
        removing removed: Set<String> = [], dropRoot: Bool = false
    ) throws {
        self.display = display
        let stem = "/tmp/textarea-demo-test-\(getpid())-\(DemoProcess.nextNumber())"
        outputPath = stem + ".out"
        errorPath = stem + ".err"
        let output = open(outputPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        let error = open(errorPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        let input = open("/dev/null", O_RDONLY | O_CLOEXEC)
        defer {
            close(output)
            close(error)
            close(input)
        }
        var overrides = environment
        overrides["DISPLAY"] = display
        var executable = try Self.executablePath()
        var arguments = arguments
        if dropRoot && geteuid() == 0 {
            let user = Self.unprivilegedUser
            arguments = ["--reuid=\(user)", "--regid=\(user)", "--clear-groups", executable] + arguments
            executable = "/usr/bin/setpriv"
        }
        processID = try Subprocess.spawn(
            executable, arguments, environment: overrides,
            removing: removed, standardInput: input, standardOutput: output,
            standardError: error)
    }

    deinit {
        if status == nil {
            kill(processID, SIGKILL)
            var raw: Int32 = 0
            waitpid(processID, &raw, 0)
        }
        unlink(outputPath)
        unlink(errorPath)
    }

    /// The demo's window, once it is mapped (found by its `_NET_WM_PID`).
    func windowID(timeout: Double = 15) throws -> Window {
        let deadline = MonotonicClock.now() + timeout
        while MonotonicClock.now() < deadline {
            if let exited = exitStatus() {
                throw DemoTestError(
                    description: "textarea-demo exited with \(exited) before showing a window: "
                        + standardError)
            }
            let result = try Subprocess.run(
                "xdotool", ["search", "--onlyvisible", "--pid", String(processID)],
                display: display, timeout: 5)
            if result.status == 0, let line = result.outputText.split(separator: "\n").first,
                let window = Window(line)
            {
                return window
            }
            usleep(50_000)
        }
        throw DemoTestError(description: "textarea-demo showed no window within \(timeout) s; stderr: \(standardError)")
    }

    /// The exit status if the demo has exited (128 + signal when a signal ended it), without waiting.
    func exitStatus() -> Int32? {
        if let status { return status }
        var raw: Int32 = 0
        guard waitpid(processID, &raw, WNOHANG) == processID else { return nil }
        let signal = raw & 0x7F
        status = signal == 0 ? (raw >> 8) & 0xFF : 128 + signal
        return status
    }

    /// Waits up to `timeout` seconds for the demo to exit; returns its status, or nil while it still runs.
    func waitForExit(timeout: Double) -> Int32? {
        _ = waitUntil(timeout: timeout, interval: 0.02) { exitStatus() != nil }
        return exitStatus()
    }

    /// Everything the demo wrote to standard error so far.
    var standardError: String { fileText(errorPath) ?? "" }

    private static let counter = Counter()

    private static func nextNumber() -> Int { counter.next() }
}

/// A thread-safe increasing number, for unique file names.
private final class Counter: Sendable {
    private let value = Synchronization.Mutex(0)
    func next() -> Int {
        value.withLock {
            $0 += 1
            return $0
        }
    }
}
