import Testing

extension X11Tests {
    /// Typing into the running demo with xdotool, read back through `--file`.
    @Suite struct DemoTypingTests {
        let display: String
        let scratch = ScratchDirectory()

        init() throws {
            display = try X11TestEnvironment.displayName()
        }

        @Test func typedEnglishChineseAndJapaneseReachTheFile() throws {
            let path = scratch.file("typed.txt")
            let demo = try LiveDemo(["--single", "--file", path], display: display)
            let text = "Hello, world. 你好世界 こんにちは"
            try demo.type(text)
            expectFile(path, toBecome: text)
            #expect(demo.process.exitStatus() == nil, "the demo is still running")
        }

        @Test func deadKeysAndComposeWorkWithoutAnInputMethodServer() throws {
            let path = scratch.file("composed.txt")
            // Xlib's own input method reads the locale's compose table; every key goes through XFilterEvent.
            let demo = try LiveDemo(["--single", "--file", path], display: display, removing: ["XMODIFIERS"])
            try demo.key("dead_acute", "e", "dead_diaeresis", "u", "Multi_key", "o", "e")
            expectFile(path, toBecome: "éüœ")
        }

        @Test(arguments: ["", "@im=none", "@im=local", "@im=absent"])
        func longerComposeSequencesWorkWhateverXMODIFIERSNames(_ modifiers: String) throws {
            let path = scratch.file("compose-\(modifiers.isEmpty ? "empty" : String(modifiers.dropFirst(4))).txt")
            // "@im=absent" names a server that is not running: compose keys work until it starts.
            let demo = try LiveDemo(
                ["--single", "--file", path], display: display,
                environment: ["XMODIFIERS": modifiers])
            try demo.key("Multi_key", "minus", "minus", "minus", "space", "dead_grave", "a", "Multi_key", "o", "e")
            expectFile(path, toBecome: "— àœ")
            let warned = demo.process.standardError.contains("'@im=absent' is not running")
            #expect(warned == (modifiers == "@im=absent"), "stderr: \(demo.process.standardError)")
        }

        @Test func editingKeysReachTheCore() throws {
            let path = scratch.file("edited.txt")
            let demo = try LiveDemo(["--single", "--file", path, "--text", "alpha beta gamma"], display: display)
            // The text is set in code with the caret at its end.
            try demo.key("BackSpace")
            try demo.key("ctrl+BackSpace")
            expectFile(path, toBecome: "alpha beta ")
            try demo.key("Home")
            try demo.type("1 ")
            try demo.key("End", "shift+Left", "shift+Left")
            try demo.type("Z")
            expectFile(path, toBecome: "1 alpha betZ")
            try demo.key("ctrl+z")
            expectFile(path, toBecome: "1 alpha beta ")
            try demo.key("ctrl+shift+z")
            expectFile(path, toBecome: "1 alpha betZ")
            try demo.key("Return", "KP_Enter")
            try demo.type("end")
            expectFile(path, toBecome: "1 alpha betZ\n\nend")
        }

        @Test func tabMovesTheFocusAndEscapeEndsEditing() throws {
            let path = scratch.file("focus.txt")
            let demo = try LiveDemo(["--file", path], display: display)
            try demo.type("first")
            // Tab leaves the first area: what follows goes to the second, until Shift+Tab comes back.
            try demo.key("Tab")
            try demo.type("second")
            try demo.key("shift+Tab")
            try demo.type("!")
            expectFile(path, toBecome: "first!")
            // After Escape no area is editing, so typing changes nothing.
            try demo.key("Escape")
            try demo.type("lost")
            try demo.key("Tab")
            try demo.type("?")
            expectFile(path, toBecome: "first!?")
        }
    }
}
