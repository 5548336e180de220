import CX11
import Testing

@testable import X11TextArea

extension X11Tests {
    /// The test servers' keymap (``TestKeymap``): xdotool types every character and presses every key of the table without remapping a key, and refuses what the table lacks.
    @Suite struct KeymapTests {
        let scratch = ScratchDirectory()

        @Test func everyCharacterAndKeyOfTheTableReachesTheDemoWithoutARemap() throws {
            let display = try X11TestEnvironment.displayName()
            let watcher = try KeymapChangeWatcher(displayName: display)
            let before = try KeymapSnapshot(displayName: display)
            let path = scratch.file("keymap.txt")
            let demo = try LiveDemo(["--single", "--file", path], display: display)
            let text = "Hello, world. " + TestKeymap.typedCharacters
            try demo.type(text)
            expectFile(path, toBecome: text)
            // Each dead key and Multi_key of the table composes with the keys after it.
            let keys = ["dead_acute", "e", "dead_diaeresis", "u", "dead_grave", "a", "Multi_key", "o", "e"]
            #expect(Set(TestKeymap.keyNames).isSubset(of: keys), "press the table's new keys here too")
            try Xdotool.key(keys, display: display)
            expectFile(path, toBecome: text + "éüàœ")
            #expect(watcher.changes() == 0, "xdotool changed the keyboard mapping while typing")
            #expect(try KeymapSnapshot(displayName: display) == before)
        }

        @Test func theWatcherSeesTheRemapOfACharacterTheKeymapLacks() throws {
            let server = try XvfbServer.start(width: 200, height: 100)
            defer { server.stop() }
            let watcher = try KeymapChangeWatcher(displayName: server.displayName)
            // Straight to xdotool, past Xdotool.type's check: it binds a spare key for Ω, which the table lacks.
            try Xdotool.run(["type", "Ω"], display: server.displayName)
            #expect(watcher.changes() > 0)
        }

        @Test func xdotoolRefusesWhatTheKeymapLacksNamingIt() throws {
            let display = try X11TestEnvironment.displayName()
            let typing = #expect(throws: DemoTestError.self) { try Xdotool.type("aΩ", display: display) }
            #expect(typing?.description.contains("\"Ω\" (U+3A9)") == true, "\(String(describing: typing))")
            #expect(typing?.description.contains("TestKeymap.typedCharacters") == true)
            let pressing = #expect(throws: DemoTestError.self) {
                try Xdotool.key("ctrl+a", "ctrl+Cyrillic_es", display: display)
            }
            #expect(pressing?.description.contains("Cyrillic_es") == true, "\(String(describing: pressing))")
            #expect(throws: DemoTestError.self) { try Xdotool.key("NoSuchKey", display: display) }
        }

        @Test func aLayoutChangeKeepsTheTable() throws {
            let server = try XvfbServer.start(width: 200, height: 100)
            defer { server.stop() }
            try TestKeymap.requireTypable(TestKeymap.typedCharacters, display: server.displayName)
            try TestKeymap.setLayout("us,ru", display: server.displayName)
            try TestKeymap.requireTypable(TestKeymap.typedCharacters, display: server.displayName)
            try TestKeymap.requirePressable(TestKeymap.keyNames + ["ctrl+Cyrillic_es"], display: server.displayName)
            // Without the table again, the layout alone lacks its characters.
            let replaced = try Subprocess.run("setxkbmap", ["-layout", "us,ru"], display: server.displayName)
            try #require(replaced.status == 0, "setxkbmap failed: \(replaced.errorText)")
            #expect(throws: DemoTestError.self) {
                try TestKeymap.requireTypable(TestKeymap.typedCharacters, display: server.displayName)
            }
        }
    }
}
