import Testing

/// The demo's command line: help, bad options and a missing display, none of which needs an X server.
@Suite struct DemoCommandLineTests {
    /// A display nobody serves, so opening it fails at once.
    static let missingDisplay = ":64999"

    @Test func helpListsEveryFlagAndExitsZero() throws {
        let result = try DemoProcess.run(["--help"], display: Self.missingDisplay)
        #expect(result.status == 0)
        for flag in [
            "--single", "--text", "--placeholder", "--placeholder-color", "--text-color", "--font",
            "--geometry", "--align", "--screenshot", "--file", "--redraw", "--help", "xvfb-run",
        ] {
            #expect(result.outputText.contains(flag), "the usage does not mention \(flag)")
        }
    }

    @Test(arguments: [
        (["--frobnicate"], "unknown option '--frobnicate'"),
        (["--placeholder-color", "magenta"], "bad colour 'magenta' for --placeholder-color"),
        (["--text-color=#12345"], "bad colour '#12345' for --text-color"),
        (["--geometry", "640by480"], "bad geometry '640by480'"),
        (["--geometry", "0x480"], "bad geometry '0x480'"),
        (["--align", "justify"], "bad alignment 'justify'"),
        (["--redraw", "some"], "bad redraw 'some' for --redraw: expected changes or all"),
        (["--theme", "sepia"], "bad theme 'sepia' for --theme: expected auto, light or dark"),
        (["--font", ":size=twelve"], "bad font pattern ':size=twelve'"),
        (["--text"], "--text needs a value"),
        (["stray"], "unexpected argument 'stray'"),
    ])
    func badCommandLinesExitWithStatusTwoAndTheReason(arguments: [String], reason: String) throws {
        let result = try DemoProcess.run(arguments, display: Self.missingDisplay)
        #expect(result.status == 2)
        #expect(result.errorText.hasPrefix("textarea-demo: "))
        #expect(result.errorText.contains(reason), "stderr: \(result.errorText)")
        #expect(result.errorText.split(separator: "\n").count == 1)
    }

    @Test func missingDisplayExitsWithStatusTwoAndExplainsXvfb() throws {
        let result = try DemoProcess.run(["--single"], display: Self.missingDisplay)
        #expect(result.status == 2)
        let lines = result.errorText.split(separator: "\n")
        #expect(lines.count == 1, "stderr: \(result.errorText)")
        #expect(result.errorText.contains("cannot open the X display '\(Self.missingDisplay)'"))
        #expect(result.errorText.contains("xvfb-run"))
    }

    @Test func unsetDisplayIsNamedInTheMessage() throws {
        let result = try DemoProcess.run([], display: "")
        #expect(result.status == 2)
        #expect(result.errorText.contains("$DISPLAY is not set"), "stderr: \(result.errorText)")
    }
}
