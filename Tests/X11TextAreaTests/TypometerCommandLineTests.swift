import Testing

/// `textarea-bench --typometer`'s command line: help, bad arguments and a missing display, none of which needs an X server.
@Suite struct TypometerCommandLineTests {
    /// A display nobody serves, so opening it fails at once.
    static let missingDisplay = ":64999"

    @Test func helpNamesEveryOptionAndExitsZero() throws {
        let result = try TypometerRun.run(["--help"], display: Self.missingDisplay)
        #expect(result.status == 0)
        for option in ["--window", "--keys", "--timeout", "--quiet", "--method", "--json"] {
            #expect(result.outputText.contains(option), "the usage does not mention \(option)")
        }
    }

    @Test(arguments: [
        ([], "--window NAME is required"),
        (["--window"], "--window needs a value"),
        (["--window", ""], "--window needs a non-empty title"),
        (["--window", "w", "--keys", "0"], "bad key count '0' for --keys"),
        (["--window", "w", "--keys=many"], "bad key count 'many' for --keys"),
        (["--window", "w", "--timeout", "-1"], "bad timeout '-1' for --timeout"),
        (["--window", "w", "--quiet", "0"], "bad quiet interval '0' for --quiet"),
        (["--window", "w", "--method", "guess"], "bad method 'guess' for --method"),
        (["--window", "w", "--json=yes"], "--json takes no value"),
        (["--window", "w", "--frobnicate"], "unknown option '--frobnicate'"),
        (["--window", "w", "stray"], "unexpected argument 'stray'"),
    ])
    func badArgumentsExitWithStatusTwoAndOneLine(arguments: [String], reason: String) throws {
        let result = try TypometerRun.run(arguments, display: Self.missingDisplay)
        #expect(result.status == 2)
        #expect(result.outputText.isEmpty)
        #expect(result.errorText.hasPrefix("textarea-bench --typometer: \(reason)"), "stderr: \(result.errorText)")
        #expect(result.errorText.split(separator: "\n").count == 1, "stderr: \(result.errorText)")
    }

    @Test func missingDisplayExitsWithStatusTwo() throws {
        let result = try TypometerRun.run(["--window", "w"], display: Self.missingDisplay)
        #expect(result.status == 2)
        #expect(result.errorText == "textarea-bench --typometer: cannot open the X display '\(Self.missingDisplay)'\n",
                "stderr: \(result.errorText)")
    }

    @Test func unsetDisplayIsNamed() throws {
        let result = try TypometerRun.run(["--window", "w"], display: "")
        #expect(result.status == 2)
        #expect(result.errorText == "textarea-bench --typometer: no X display: $DISPLAY is not set\n",
                "stderr: \(result.errorText)")
    }
}
