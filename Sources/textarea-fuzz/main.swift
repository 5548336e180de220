import CoreFuzzing
import Glibc

// textarea-fuzz: seeded random operations on a text area's core, with invariants checked after each.
let arguments: FuzzArguments
switch FuzzArguments.parse(Array(CommandLine.arguments.dropFirst())) {
case .failure(let error):
    writeLine("textarea-fuzz: \(error.reason) (see --help)", to: STDERR_FILENO)
    exit(2)
case .success(nil):
    writeLine(FuzzArguments.usage, to: STDOUT_FILENO)
    exit(0)
case .success(let parsed?):
    arguments = parsed
}

let fuzzer = CoreFuzzer(seed: arguments.seed,
                        configuration: FuzzConfiguration(fullCheckInterval: arguments.fullCheckInterval))
runningFuzzer = fuzzer
installCrashReport()
do {
    let summary = try fuzzer.run(operations: arguments.operations, reportEvery: arguments.reportEvery) { progress in
        writeLine(progress.json, to: STDERR_FILENO)
    }
    runningFuzzer = nil
    writeLine(summary.json, to: STDOUT_FILENO)
} catch {
    runningFuzzer = nil
    writeLine(error.json, to: STDOUT_FILENO)
    exit(1)
}

/// Writes `text` and a line feed to the file descriptor, all of it.
func writeLine(_ text: String, to descriptor: Int32) {
    let bytes = Array((text + "\n").utf8)
    var written = 0
    while written < bytes.count {
        let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        if count <= 0 { return }
        written += count
    }
}
