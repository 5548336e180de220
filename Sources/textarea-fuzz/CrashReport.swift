import CoreFuzzing
import Glibc

/// The run in progress, read by the crash handler; only the main thread touches it.
nonisolated(unsafe) var runningFuzzer: CoreFuzzer?

/// Prints the failure line for a crash (a trap in the core, a bad access) before the process dies.
///
/// A trap leaves the heap usable in practice, so the handler formats the trail
/// as a normal failure does; then it restores the default action and re-raises.
func installCrashReport() {
    for signalNumber in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT] {
        signal(signalNumber) { received in
            if let fuzzer = runningFuzzer {
                runningFuzzer = nil
                let line = fuzzer.failure("crashed with signal \(received)").json + "\n"
                var bytes = Array(line.utf8)
                _ = write(STDOUT_FILENO, &bytes, bytes.count)
            }
            signal(received, SIG_DFL)
            raise(received)
        }
    }
}
