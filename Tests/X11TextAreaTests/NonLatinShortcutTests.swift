import CX11
import Glibc
import Testing

@testable import X11TextArea

extension X11Tests {
    /// Ctrl+A, C, X, V and Z work while a non-Latin layout group is active, as in GTK and Qt: the key's keysym in the first Latin group decides.
    ///
    /// Each case runs on a server of its own with `setxkbmap -layout us,XX`
    /// (and the test keymap, ``TestKeymap/setLayout(_:display:)``),
    /// locks the second group, and presses the keys as that layout names
    /// them (Ctrl+`Cyrillic_es` is the key labelled C), so the demo receives
    /// exactly what a user of that layout sends.
    @MainActor
    @Suite struct NonLatinShortcutTests {
        /// A layout and the keysyms its group gives for the keys labelled A, C, X, V, Z, and one more it types.
        struct Layout: Sendable, CustomTestStringConvertible {
            let name: String
            let a: String
            let c: String
            let x: String
            let v: String
            let z: String
            /// The character the key labelled C types in this layout.
            let typedOnC: String
            var testDescription: String { name }
        }

        nonisolated static let layouts = [
            Layout(
                name: "ru", a: "Cyrillic_ef", c: "Cyrillic_es", x: "Cyrillic_che", v: "Cyrillic_em", z: "Cyrillic_ya",
                typedOnC: "с"),
            Layout(
                name: "gr", a: "Greek_alpha", c: "Greek_psi", x: "Greek_chi", v: "Greek_omega", z: "Greek_zeta",
                typedOnC: "ψ"),
            Layout(
                name: "il", a: "hebrew_shin", c: "hebrew_bet", x: "hebrew_samech", v: "hebrew_he", z: "hebrew_zain",
                typedOnC: "ב"),
        ]

        let scratch = ScratchDirectory()

        /// The active XKB group of the server's core keyboard.
        private func activeGroup(on display: String) throws -> Int {
            let connection = try X11Connection(displayName: display)
            var state = XkbStateRec()
            try #require(XkbGetState(connection.display, UInt32(XkbUseCoreKbd), &state) == Success)
            return Int(state.group)
        }

        @Test(arguments: layouts) func controlShortcutsWorkWithTheSecondGroupActive(_ layout: Layout) throws {
            let server = try XvfbServer.start(width: 640, height: 480)
            defer { server.stop() }
            let display = server.displayName
            try TestKeymap.setLayout("us,\(layout.name)", display: display)
            do {
                let connection = try X11Connection(displayName: display)
                try #require(XkbLockGroup(connection.display, UInt32(XkbUseCoreKbd), 1) != 0)
                connection.sync()
            }
            try #require(try activeGroup(on: display) == 1)

            let path = scratch.file("\(layout.name).txt")
            writeFile(path, Array("hello world".utf8))
            let demo = try LiveDemo(["--single", "--file", path], display: display)
            let key = { (keys: String) in try demo.key(keys) }
            try key("ctrl+End")
            // Without Control the key labelled C types the layout's letter: the group is really active.
            try key(layout.c)
            expectFile(path, toBecome: "hello world\(layout.typedOnC)")
            try key("BackSpace")
            expectFile(path, toBecome: "hello world")

            try key("ctrl+\(layout.a)")
            try key("ctrl+\(layout.c)")
            let copied = waitUntil(timeout: 5) {
                (try? Subprocess.run("xclip", ["-o", "-selection", "clipboard"], display: display).standardOutput)
                    == Array("hello world".utf8)
            }
            #expect(copied, "Ctrl+\(layout.a), Ctrl+\(layout.c) did not copy everything")
            try key("ctrl+\(layout.x)")
            expectFile(path, toBecome: "")
            try demo.key("ctrl+\(layout.v)", "ctrl+\(layout.v)")
            expectFile(path, toBecome: "hello worldhello world")
            // Each paste is one undo step.
            try key("ctrl+\(layout.z)")
            expectFile(path, toBecome: "hello world")
            try key("ctrl+shift+\(layout.z)")
            expectFile(path, toBecome: "hello worldhello world")
            #expect(try activeGroup(on: display) == 1, "the keys switched the layout group")
        }

        @Test func theWindowReadsTheLatinKeysymFromTheServersKeymap() throws {
            let server = try XvfbServer.start(width: 200, height: 100)
            defer { server.stop() }
            try TestKeymap.setLayout("us,ru", display: server.displayName)
            let connection = try X11Connection(displayName: server.displayName)
            let measurer = try XftMeasurer(connection: connection, defaultFont: DemoReference.font)
            let window = TextAreaWindow(
                connection: connection, measurer: measurer, title: "keys", width: 100, height: 50)
            defer { window.close() }
            var event = XKeyEvent()
            event.keycode = UInt32(XKeysymToKeycode(connection.display, KeySym(XK_c)))
            let secondGroup = UInt32(1 << 13)
            let cyrillicEs: KeySym = 0x6D3
            let cyrillicCapitalEs: KeySym = 0x6F3
            // Xlib falls back for Control by itself; Alt and Super are the window's own doing.
            for modifier in [ControlMask, Mod1Mask, Mod4Mask] {
                event.state = UInt32(modifier) | secondGroup
                #expect(
                    KeyTranslation.shortcutKeysym(cyrillicEs, of: event, display: connection.display) == KeySym(XK_c),
                    "modifier \(modifier)")
            }
            event.state = UInt32(ControlMask | ShiftMask) | secondGroup
            #expect(
                KeyTranslation.shortcutKeysym(cyrillicCapitalEs, of: event, display: connection.display) == KeySym(XK_C)
            )
            event.state = secondGroup
            #expect(
                KeyTranslation.shortcutKeysym(cyrillicEs, of: event, display: connection.display) == cyrillicEs,
                "typing without modifiers changed")
        }

        @Test func shortcutKeysymFallsBackToTheFirstLatinGroup() {
            let control = UInt32(ControlMask)
            // The key labelled C: us in group 0, ru in group 1.
            let groups: [[KeySym]] = [[0x63, 0x43], [0x6D3, 0x6F3]]
            let lookup = { (group: Int, level: Int) -> KeySym in group < groups.count ? groups[group][level] : 0 }
            #expect(KeyTranslation.shortcutKeysym(0x6D3, state: control, groupKeysym: lookup) == 0x63)
            #expect(
                KeyTranslation.shortcutKeysym(0x6F3, state: control | UInt32(ShiftMask), groupKeysym: lookup) == 0x43)
            // Without Control, Alt or Super the layout's own keysym types.
            #expect(KeyTranslation.shortcutKeysym(0x6D3, state: 0, groupKeysym: lookup) == 0x6D3)
            // Latin keysyms and function keys stay as they are.
            #expect(KeyTranslation.shortcutKeysym(0x64, state: control, groupKeysym: lookup) == 0x64)
            #expect(
                KeyTranslation.shortcutKeysym(KeySym(XK_Left), state: control, groupKeysym: lookup) == KeySym(XK_Left))
            // A key no group gives a Latin keysym keeps its own.
            #expect(KeyTranslation.shortcutKeysym(0xF6, state: control) { _, _ in 0xF6 } == 0xF6)
        }
    }
}
