import Glibc
import TextAreaCore

/// What a finished command produced.
struct SubprocessResult: Sendable {
    /// The exit status, or 128 + the signal number when a signal ended it.
    var status: Int32
    /// Everything written to standard output.
    var standardOutput: [UInt8]
    /// Everything written to standard error.
    var standardError: [UInt8]
    /// Whether the command was killed for running past its timeout.
    var timedOut: Bool

    /// Standard output decoded as UTF-8 (invalid bytes repaired).
    var outputText: String { String(decoding: standardOutput, as: UTF8.self) }
    /// Standard error decoded as UTF-8 (invalid bytes repaired).
    var errorText: String { String(decoding: standardError, as: UTF8.self) }
}

/// A failure to start a command.
struct SubprocessError: Error, CustomStringConvertible {
    var description: String
}

/// Runs commands such as `xdotool` and `xclip` against a test display, with a timeout.
///
/// Output is read while the command runs (no pipe can fill up and stall
/// it), and the call returns when the command exits even if a background
/// child it forked (as `xclip -i` does) still holds the pipes.
enum Subprocess {
    /// Runs `executable` (searched in `$PATH`) with `arguments`, `DISPLAY` set to `display` when given.
    ///
    /// `input` is written to the command's standard input, which is then
    /// closed. A command still running after `timeout` seconds is killed
    /// and reported with ``SubprocessResult/timedOut``.
    static func run(
        _ executable: String,
        _ arguments: [String],
        display: String? = nil,
        environment: [String: String] = [:],
        input: [UInt8] = [],
        timeout: Double = 10
    ) throws -> SubprocessResult {
        var overrides = environment
        if let display { overrides["DISPLAY"] = display }
        let child = try spawnWithPipes(executable, arguments, environment: overrides)
        let processID = child.processID
        let output = child.output
        let error = child.error
        defer {
            close(output)
            close(error)
        }

        var result = SubprocessResult(status: -1, standardOutput: [], standardError: [], timedOut: false)
        var inputOffset = 0
        var inputDescriptor: Int32 = child.input
        if input.isEmpty {
            close(inputDescriptor)
            inputDescriptor = -1
        }
        let deadline = MonotonicClock.now() + timeout
        while true {
            if inputDescriptor >= 0 {
                let written = input.withUnsafeBytes { bytes in
                    write(inputDescriptor, bytes.baseAddress! + inputOffset, bytes.count - inputOffset)
                }
                if written > 0 { inputOffset += written }
                if inputOffset == input.count || (written < 0 && errno != EAGAIN && errno != EINTR) {
                    close(inputDescriptor)
                    inputDescriptor = -1
                }
            }
            drain(output, into: &result.standardOutput)
            drain(error, into: &result.standardError)
            var status: Int32 = 0
            if waitpid(processID, &status, WNOHANG) == processID {
                drain(output, into: &result.standardOutput)
                drain(error, into: &result.standardError)
                result.status = exitStatus(status)
                break
            }
            if MonotonicClock.now() > deadline {
                kill(processID, SIGKILL)
                waitpid(processID, &status, 0)
                result.status = exitStatus(status)
                result.timedOut = true
                break
            }
            var descriptors = [
                pollfd(fd: output, events: Int16(POLLIN), revents: 0),
                pollfd(fd: error, events: Int16(POLLIN), revents: 0),
            ]
            _ = poll(&descriptors, nfds_t(descriptors.count), 10)
        }
        if inputDescriptor >= 0 { close(inputDescriptor) }
        return result
    }

    /// Ignores SIGPIPE once: writing to a child that already exited must fail with EPIPE, not end the test process.
    private static let ignoreBrokenPipes: Void = {
        signal(SIGPIPE, SIG_IGN)
    }()

    /// Starts `executable` (searched in `$PATH`) without waiting for it, with the given standard streams.
    ///
    /// `additionalDescriptors` maps descriptor numbers in the child (3 and up)
    /// to descriptors of this process to give it there. Variables named in
    /// `removing` are left out of the child's environment.
    static func spawn(
        _ executable: String,
        _ arguments: [String],
        environment overrides: [String: String] = [:],
        removing removed: Set<String> = [],
        standardInput: Int32,
        standardOutput: Int32,
        standardError: Int32,
        additionalDescriptors: [Int32: Int32] = [:]
    ) throws -> pid_t {
        _ = ignoreBrokenPipes
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, standardInput, 0)
        posix_spawn_file_actions_adddup2(&actions, standardOutput, 1)
        posix_spawn_file_actions_adddup2(&actions, standardError, 2)
        for (target, source) in additionalDescriptors.sorted(by: { $0.key < $1.key }) {
            precondition(target > 2, "Descriptors 0 to 2 are the standard streams")
            posix_spawn_file_actions_adddup2(&actions, source, target)
        }

        var environment: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                environment[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            entry += 1
        }
        environment.merge(overrides) { _, new in new }
        for name in removed { environment.removeValue(forKey: name) }
        useUTF8Locale(in: &environment)

        let argumentStrings = [executable] + arguments
        let environmentStrings = environment.map { "\($0.key)=\($0.value)" }
        var argv: [UnsafeMutablePointer<CChar>?] = argumentStrings.map { strdup($0) } + [nil]
        var envp: [UnsafeMutablePointer<CChar>?] = environmentStrings.map { strdup($0) } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        // The child starts with no blocked signals and default dispositions,
        // whatever the test runner's thread had, so SIGTERM ends it.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var emptySet = sigset_t()
        sigemptyset(&emptySet)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &emptySet)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var processID: pid_t = 0
        let code = posix_spawnp(&processID, executable, &actions, &attributes, &argv, &envp)
        guard code == 0 else {
            throw SubprocessError(description: "cannot start \(executable): \(String(cString: strerror(code)))")
        }
        return processID
    }

    /// Gives a child whose locale is not UTF-8 (`LANG` unset, or `C`) the `C.UTF-8` locale: xdotool, hb-shape and
    /// hb-view read the tests' text arguments in the locale's encoding and refuse UTF-8 in plain C.
    static func useUTF8Locale(in environment: inout [String: String]) {
        let locale =
            environment["LC_ALL"].flatMap { $0.isEmpty ? nil : $0 }
            ?? environment["LC_CTYPE"].flatMap { $0.isEmpty ? nil : $0 } ?? environment["LANG"] ?? ""
        let lowered = locale.lowercased()
        guard !lowered.contains("utf-8") && !lowered.contains("utf8") else { return }
        environment["LC_ALL"] = "C.UTF-8"
    }

    /// Starts `executable` with its standard streams on pipes; returns its process ID and this side's ends (non-blocking), which the caller closes.
    static func spawnWithPipes(_ executable: String, _ arguments: [String], environment: [String: String])
        throws -> (processID: pid_t, input: Int32, output: Int32, error: Int32)
    {
        let inputPipe = try makePipe()
        let outputPipe = try makePipe()
        let errorPipe = try makePipe()
        let processID: pid_t
        do {
            processID = try spawn(
                executable, arguments, environment: environment,
                standardInput: inputPipe.read, standardOutput: outputPipe.write,
                standardError: errorPipe.write)
        } catch {
            for descriptor in [
                inputPipe.read, inputPipe.write, outputPipe.read, outputPipe.write,
                errorPipe.read, errorPipe.write,
            ] { close(descriptor) }
            throw error
        }
        close(inputPipe.read)
        close(outputPipe.write)
        close(errorPipe.write)
        for descriptor in [inputPipe.write, outputPipe.read, errorPipe.read] { setNonBlocking(descriptor) }
        return (processID, inputPipe.write, outputPipe.read, errorPipe.read)
    }

    /// Ends a child with SIGTERM and reaps it, sending SIGKILL if it is still running after `grace` seconds.
    static func terminate(_ processID: pid_t, grace: Double = 5) {
        kill(processID, SIGTERM)
        var status: Int32 = 0
        let deadline = MonotonicClock.now() + grace
        while waitpid(processID, &status, WNOHANG) == 0 {
            if MonotonicClock.now() > deadline {
                kill(processID, SIGKILL)
                waitpid(processID, &status, 0)
                return
            }
            usleep(10_000)
        }
    }

    /// The full path of `name` in `$PATH`, or nil when it is not installed.
    static func findExecutable(_ name: String) -> String? {
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// Creates a pipe whose ends are closed in spawned children (they get copies through dup2 only).
    static func makePipe() throws -> (read: Int32, write: Int32) {
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else {
            throw SubprocessError(description: "cannot create a pipe: \(String(cString: strerror(errno)))")
        }
        for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        return (descriptors[0], descriptors[1])
    }

    private static func setNonBlocking(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }

    private static func drain(_ descriptor: Int32, into buffer: inout [UInt8]) {
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            if count <= 0 { return }
            buffer.append(contentsOf: chunk[0..<count])
        }
    }

    private static func exitStatus(_ status: Int32) -> Int32 {
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }
}
