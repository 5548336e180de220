import Glibc
import TextAreaCore

/// Starts this executable again with other arguments and collects what it prints.
enum ChildProcess {
    /// Runs the bench's own executable with `arguments`; returns the monotonic time just before the spawn and the child's standard output.
    static func run(arguments: [String]) throws -> (started: Double, output: String) {
        guard let resolved = realpath("/proc/self/exe", nil) else {
            throw BenchmarkError(description: "cannot find the bench's own executable")
        }
        let executable = String(cString: resolved)
        free(resolved)
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw BenchmarkError(description: "cannot create a pipe") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_addclose(&actions, ends[0])
        var argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var processID: pid_t = 0
        let started = MonotonicClock.now()
        let code = posix_spawn(&processID, executable, &actions, nil, &argv, environ)
        close(ends[1])
        guard code == 0 else {
            close(ends[0])
            throw BenchmarkError(description: "cannot start the child: \(String(cString: strerror(code)))")
        }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(ends[0], &chunk, chunk.count)
            if count <= 0 { break }
            output += chunk[0..<count]
        }
        close(ends[0])
        var status: Int32 = 0
        waitpid(processID, &status, 0)
        guard status == 0 else {
            throw BenchmarkError(description: "the child exited with status \(status)")
        }
        return (started, String(decoding: output, as: UTF8.self))
    }
}
