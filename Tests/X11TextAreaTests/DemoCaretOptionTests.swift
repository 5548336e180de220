import Testing

/// `textarea-demo --caret`: where the first area's caret starts once its text (here from `--file`) is loaded.
@Suite struct DemoCaretOptionCommandLineTests {
    @Test(arguments: ["sideways", "-1", ""])
    func badPlacesExitWithStatusTwo(_ place: String) throws {
        let result = try DemoProcess.run(["--caret", place], display: DemoCommandLineTests.missingDisplay)
        #expect(result.status == 2)
        #expect(
            result.errorText == "textarea-demo: bad caret place '\(place)' for --caret: expected start, middle, "
                + "end or a byte offset (see --help)\n", "stderr: \(result.errorText)")
    }

    @Test func helpNamesTheOption() throws {
        let result = try DemoProcess.run(["--help"], display: DemoCommandLineTests.missingDisplay)
        #expect(result.outputText.contains("--caret start|middle|end|N"))
    }
}

extension X11Tests {
    /// A letter typed into the demo lands where `--caret` put the caret.
    @Suite struct DemoCaretOptionTests {
        let display: String
        let scratch = ScratchDirectory()

        init() throws {
            display = try X11TestEnvironment.displayName()
        }

        @Test(arguments: [
            ("start", "X0123456789"),
            ("middle", "01234X56789"),
            ("end", "0123456789X"),
            ("3", "012X3456789"),
            ("99", "0123456789X"),
        ])
        func typingLandsAtThePlacedCaret(place: String, expected: String) throws {
            let path = scratch.file("caret-\(place).txt")
            writeFile(path, Array("0123456789".utf8))
            let demo = try LiveDemo(["--single", "--file", path, "--caret", place], display: display)
            try demo.type("X")
            let saved = waitUntil(timeout: 30) { fileText(path) == expected }
            #expect(saved, "the file holds \(String(reflecting: fileText(path))), expected \(expected)")
        }
    }
}
