import CommandLineSupport
import Testing

@testable import textarea_fuzz

/// `textarea-fuzz`: its arguments, and a short run of the built program.
@Suite struct FuzzToolTests {
    @Test func argumentsParse() throws {
        let parsed = try FuzzArguments.parse(["--seed", "7", "--operations", "50", "--report-every=10"])
        #expect(parsed == FuzzArguments(seed: 7, operations: 50, reportEvery: 10, fullCheckInterval: 500))
        #expect(throws: CommandLineError.helpRequested) { try FuzzArguments.parse(["--seed", "7", "--help"]) }
        #expect(throws: CommandLineError.invalid("--seed takes a whole number ≥ 0")) {
            try FuzzArguments.parse(["--seed", "-1"])
        }
        #expect(throws: CommandLineError.invalid("--operations needs a value")) {
            try FuzzArguments.parse(["--operations"])
        }
        #expect(throws: CommandLineError.invalid("--full-check-every must be positive")) {
            try FuzzArguments.parse(["--full-check-every", "0"])
        }
        #expect(throws: CommandLineError.invalid("unknown option '--width'")) {
            try FuzzArguments.parse(["--width", "3"])
        }
    }

    @Test func theProgramPrintsOneSummaryLineOrAOneLineError() throws {
        let run = try Self.run(["--seed", "3", "--operations", "300", "--report-every", "100"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("{\"status\":\"ok\",\"seed\":3,\"operations\":300,"))
        #expect(run.output.filter { $0 == "\n" }.count == 1)
        #expect(run.error.split(separator: "\n").count == 3, "one progress line every 100 operations")
        let wrong = try Self.run(["--operations", "many"])
        #expect(wrong.status == 2)
        #expect(wrong.error == "textarea-fuzz: --operations takes a whole number ≥ 0 (see --help)\n")
        let help = try Self.run(["--help"])
        #expect(help.status == 0)
        #expect(help.output == FuzzArguments.usage + "\n")
        #expect(help.error.isEmpty)
    }

    /// Runs the built `textarea-fuzz`.
    static func run(_ arguments: [String]) throws -> (output: String, error: String, status: Int32) {
        try BuiltTool.run("textarea-fuzz", arguments)
    }
}
