import Testing

/// `textarea-bench --typometer` without an X server to talk to: a display nobody serves, and none at all.
@Suite struct TypometerDisplayErrorTests {
    /// A display nobody serves, so opening it fails at once.
    static let missingDisplay = ":64999"

    @Test func missingDisplayExitsWithStatusTwo() throws {
        let result = try TypometerRun.run(["--window", "w"], display: Self.missingDisplay)
        #expect(result.status == 2)
        #expect(result.outputText.isEmpty)
        #expect(
            result.errorText == "textarea-bench: --typometer: cannot open the X display '\(Self.missingDisplay)'\n",
            "stderr: \(result.errorText)")
    }

    @Test func unsetDisplayIsNamed() throws {
        let result = try TypometerRun.run(["--window", "w"], display: "")
        #expect(result.status == 2)
        #expect(
            result.errorText == "textarea-bench: --typometer: no X display: $DISPLAY is not set\n",
            "stderr: \(result.errorText)")
    }
}
