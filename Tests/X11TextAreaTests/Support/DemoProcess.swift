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
    /// The demo's `XDG_STATE_HOME` unless the test gives one: where it puts a text it could not save, removed with the value.
    let stateHome: String
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
    /// `executable` runs another program built on the library (an example application) in the demo's place.
    init(
        _ arguments: [String], display: String, environment: [String: String] = [:],
        removing removed: Set<String> = [], dropRoot: Bool = false, executable other: String? = nil
    ) throws {
        self.display = display
        let stem = "/tmp/textarea-demo-test-\(getpid())-\(DemoProcess.nextNumber())"
        outputPath = stem + ".out"
        errorPath = stem + ".err"
        stateHome = stem + ".state"
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
        // The trace lines the tests wait on (see EventTrace); ``standardError`` leaves them out.
        overrides["TEXTAREA_TRACE"] = overrides["TEXTAREA_TRACE"] ?? "1"
        // A text the demo cannot save at exit goes here, not into the home directory of whoever runs the tests.
        overrides["XDG_STATE_HOME"] = overrides["XDG_STATE_HOME"] ?? stateHome
        var executable = try other ?? Self.executablePath()
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
        Self.removeTree(stateHome)
    }

    /// Removes `path` and, when it is a directory, everything in it.
    static func removeTree(_ path: String) {
        guard let listing = opendir(path) else {
            unlink(path)
            return
        }
        while let entry = readdir(listing) {
            let name = withUnsafeMutablePointer(to: &entry.pointee.d_name) { field in
                // Read up to the NUL only: the entry may be shorter than `dirent`, whose name field is the longest possible.
                field.withMemoryRebound(to: CChar.self, capacity: 1) { String(cString: $0) }
            }
            if name != "." && name != ".." { removeTree("\(path)/\(name)") }
        }
        closedir(listing)
        rmdir(path)
    }

    /// The demo's window, once its first frame is on the screen and its input method is open (its `ready` trace line).
    func windowID(timeout: Double = 30) throws -> Window {
        try ready(timeout: timeout).window
    }

    /// Waits for the demo's `ready` trace line: its window, and whether it has an input method (`server`, `local` or `none`).
    func ready(timeout: Double = 30) throws -> (window: Window, inputMethod: String) {
        let ready = try waitForTrace("ready", timeout: timeout)
        guard let window = ready.value(of: "window").flatMap({ Window($0) }) else {
            throw DemoTestError(description: "textarea-demo's ready line names no window: \(ready.line)")
        }
        return (window, ready.value(of: "input-method") ?? "none")
    }

    /// Everything the demo wrote to standard error, trace lines included.
    var rawStandardError: String { fileText(errorPath) ?? "" }

    /// The trace lines the demo wrote so far (see `EventTrace`), oldest first.
    var traceLines: [TraceLine] {
        rawStandardError.split(separator: "\n").compactMap { TraceLine(String($0)) }
    }

    /// Waits until the demo has written `count` trace lines of `event` whose details contain `detail`; returns the last of them.
    ///
    /// The timeout only ends a test that is truly stuck; the demo's exit ends the wait at once.
    @discardableResult
    func waitForTrace(
        _ event: String, containing detail: String = "", count: Int = 1, timeout: Double = 30
    ) throws -> TraceLine {
        var found: TraceLine?
        var exited: Int32?
        _ = waitUntil(timeout: timeout, interval: 0.01) {
            let matches = traceLines.filter { $0.matches(event, containing: detail) }
            if matches.count >= count { found = matches.last }
            exited = exitStatus()
            return found != nil || exited != nil
        }
        if let found { return found }
        let what = "\(count) trace line(s) '\(event)\(detail.isEmpty ? "" : " …\(detail)…")'"
        if let exited {
            throw DemoTestError(
                description: "textarea-demo exited with \(exited) before writing \(what): \(rawStandardError)")
        }
        throw DemoTestError(description: "textarea-demo wrote no \(what) within \(timeout) s: \(rawStandardError)")
    }

    /// How many trace lines of `event` whose details contain `detail` the demo has written so far.
    func traceCount(_ event: String, containing detail: String = "") -> Int {
        traceLines.filter { $0.matches(event, containing: detail) }.count
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

    /// Everything the program wrote to standard output so far.
    var standardOutput: String { fileText(outputPath) ?? "" }

    /// Everything the demo wrote to standard error so far, without its trace lines.
    var standardError: String {
        rawStandardError.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix(TraceLine.prefix) }.joined(separator: "\n")
    }

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

/// One line of the demo's trace (`textarea-trace: EVENT key=value …`, see `EventTrace`).
struct TraceLine: CustomStringConvertible {
    /// What every trace line starts with.
    static let prefix = "textarea-trace: "
    /// The whole line.
    let line: String
    /// The first word after the prefix, such as `ready` or `saved`.
    let event: String
    /// The rest of the line.
    let details: String

    /// Parses `line`, or nil when it is not a trace line.
    init?(_ line: String) {
        guard line.hasPrefix(Self.prefix) else { return nil }
        self.line = line
        let body = line.dropFirst(Self.prefix.count)
        let space = body.firstIndex(of: " ") ?? body.endIndex
        event = String(body[..<space])
        details = String(body[space...].drop(while: { $0 == " " }))
    }

    /// Whether the line is of `event` and its details contain `detail` (any details when `detail` is empty).
    func matches(_ event: String, containing detail: String) -> Bool {
        self.event == event && (detail.isEmpty || details.contains(detail))
    }

    /// The value of `key=value` in the details, or nil.
    func value(of key: String) -> String? {
        details.split(separator: " ").first { $0.hasPrefix(key + "=") }.map { String($0.dropFirst(key.count + 1)) }
    }

    var description: String { line }
}
