import CoreFuzzing
import Glibc
import StandardStreams

// textarea-fuzz: seeded random operations on a text area's core, with invariants checked after each.
let arguments = FuzzArguments.program.parseArguments(with: FuzzArguments.parse)
if arguments.x11 { runX11Fuzzer(arguments) }

let fuzzer = CoreFuzzer(
    seed: arguments.seed,
    configuration: FuzzConfiguration(fullCheckInterval: arguments.fullCheckInterval))
runningFuzzer = fuzzer
installCrashReport()
do {
    let summary = try fuzzer.run(operations: arguments.operations, reportEvery: arguments.reportEvery) { progress in
        StandardError.writeLine(progress.json)
    }
    runningFuzzer = nil
    StandardOutput.writeLine(summary.json)
} catch {
    runningFuzzer = nil
    StandardOutput.writeLine(error.json)
    exit(1)
}
