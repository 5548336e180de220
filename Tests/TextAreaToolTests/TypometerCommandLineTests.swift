import CommandLineSupport
import Testing

@testable import textarea_bench

/// `textarea-bench --typometer`'s options: what they set, and the shared error style for wrong ones.
@Suite struct TypometerCommandLineTests {
    @Test func readsEveryOption() throws {
        var expected = TypometerOptions()
        expected.windowTitle = "Notes — draft"
        #expect(try BenchOptions.parse(["--typometer", "--window", "Notes — draft"]) == .typometer(expected))
        expected.keyCount = 21
        expected.timeout = 0.5
        expected.quietInterval = 0.25
        expected.method = .poll
        expected.json = true
        let parsed = try BenchOptions.parse([
            "--typometer", "--window=Notes — draft", "--keys", "21", "--timeout=0.5", "--quiet", "250",
            "--method", "poll", "--json",
        ])
        #expect(parsed == .typometer(expected))
        expected.method = nil
        let automatic = try BenchOptions.parse([
            "--typometer", "--json", "--method", "damage", "--method", "auto", "--quiet=250", "--timeout", "0.5",
            "--keys=21", "--window", "Notes — draft",
        ])
        #expect(automatic == .typometer(expected))
    }

    @Test func theDefaultsAreTwoHundredKeysFiveSecondsAndATenthOfASecondQuiet() {
        let options = TypometerOptions()
        #expect(options.keyCount == 200)
        #expect(options.timeout == 5)
        #expect(options.quietInterval == 0.1)
        #expect(options.method == nil)
        #expect(!options.json)
    }

    @Test(arguments: [
        ([], "--typometer needs --window NAME"),
        (["--window"], "--window needs a title"),
        (["--window", ""], "--window needs a non-empty title"),
        (["--window", "w", "--keys", "0"], "bad key count '0' for --keys: expected 1 to 1000000"),
        (["--window", "w", "--keys=many"], "bad key count 'many' for --keys: expected 1 to 1000000"),
        (
            ["--window", "w", "--timeout", "-1"],
            "bad timeout '-1' for --timeout: expected seconds, more than 0 and at most 3600"
        ),
        (["--window", "w", "--quiet", "0"], "bad quiet interval '0' for --quiet: expected milliseconds, 1 to 60000"),
        (["--window", "w", "--method", "guess"], "bad method 'guess' for --method: expected auto, damage or poll"),
        (["--window", "w", "--json=yes"], "--json takes no value"),
        (["--window", "w", "--frobnicate"], "unknown option '--frobnicate'"),
        (["--window", "w", "stray"], "unexpected argument 'stray': options start with --"),
    ])
    func rejectsWrongOptions(arguments: [String], reason: String) {
        #expect(throws: CommandLineError.invalid(reason)) { try BenchOptions.parse(["--typometer"] + arguments) }
    }

    @Test func theTypometerComesAloneAndTakesNoValue() {
        #expect(throws: CommandLineError.invalid("--typometer takes no value")) {
            try BenchOptions.parse(["--typometer=yes", "--window", "w"])
        }
        #expect(throws: CommandLineError.invalid("unexpected '--typometer': give one benchmark, --x11 or --x11 paste"))
        {
            try BenchOptions.parse(["wrap", "--typometer", "--window", "w"])
        }
    }

    @Test func helpNamesEveryOptionAndBadOptionsExitWithStatusTwo() throws {
        let help = try BuiltTool.run("textarea-bench", ["--typometer", "--help"])
        #expect(help.status == 0)
        for option in ["--typometer", "--window", "--keys", "--timeout", "--quiet", "--method", "--json"] {
            #expect(help.output.contains(option), "the usage does not mention \(option)")
        }
        let wrong = try BuiltTool.run("textarea-bench", ["--typometer", "--window", "w", "--keys", "0"])
        #expect(wrong.status == 2)
        #expect(wrong.output.isEmpty)
        #expect(wrong.error == "textarea-bench: bad key count '0' for --keys: expected 1 to 1000000 (see --help)\n")
    }
}
