import CoreFuzzing
import Glibc
import StandardStreams

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
                StandardOutput.writeLine(fuzzer.failure("crashed with signal \(received)").json)
            }
            signal(received, SIG_DFL)
            raise(received)
        }
    }
}
