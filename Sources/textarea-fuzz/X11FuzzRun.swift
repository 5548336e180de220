import Glibc
import StandardStreams
import X11Fuzzing
import X11TextArea

/// Runs the X11 fuzzer as the command line asks and exits: 0 with a summary line, 1 with the failing case, 2 without a display.
@MainActor
func runX11Fuzzer(_ arguments: FuzzArguments) -> Never {
    let connection: X11Connection
    let fuzzer: X11Fuzzer
    do {
        connection = try X11Connection()
        fuzzer = try X11Fuzzer(connection: connection, seed: arguments.seed)
    } catch {
        FuzzArguments.program.fail("\(error)", status: 2)
    }
    do {
        let summary = try fuzzer.run(cases: arguments.cases, from: arguments.firstCase) { fuzzCase, seconds in
            guard arguments.reportEvery > 0, fuzzCase.index % arguments.reportEvery == 0 else { return }
            StandardError.writeLine("\(fuzzCase.description): \((seconds * 1000).rounded() / 1000) s")
        }
        StandardOutput.writeLine(summary.json)
        exit(0)
    } catch {
        StandardOutput.writeLine(error.json)
        exit(1)
    }
}
