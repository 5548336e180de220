import CX11

@testable import X11TextArea

/// The keys every test X server holds beyond its US layout, so that xdotool never remaps a key while a test types.
///
/// xdotool types a character (or presses a key name) that the keymap lacks
/// by binding it to a spare keycode, pressing that keycode and binding it
/// back; a client that reads the keymap late (after the next remap, say
/// while it opens a fallback font for its first ideograph) sees another
/// character. So every test server is given the table below on spare
/// keycodes before any window starts (``install(displayName:)``), and ``Xdotool``
/// refuses to type a character or press a key the server's keymap lacks
/// (``requireTypable(_:display:)``, ``requirePressable(_:display:)``): a test
/// that needs another one fails, naming it, until it is added here.
enum TestKeymap {
    /// Every character the tests type that the US layout lacks (`Xdotool.type`, and `xdotool type` in `Tests/AccessibilityScripts/atspi-probe.py`).
    ///
    /// Each character and key takes one of the keycodes Xvfb leaves empty:
    /// 19 with its US layout, of which the table takes 16.
    static let typedCharacters = "你好世界こんにちは备注😀"

    /// Every key name the tests press that the US layout lacks (`Xdotool.key`, `LiveDemo.key`).
    static let keyNames = ["dead_acute", "dead_diaeresis", "dead_grave", "Multi_key"]

    /// Where to extend the table, for failure messages.
    static let tableLocation =
        "TestKeymap.typedCharacters or TestKeymap.keyNames in Tests/X11TextAreaTests/Support/TestKeymap.swift"

    /// The keysyms of the table: characters as their Latin-1 or Unicode keysyms, then the named keys.
    static var keysyms: [KeySym] {
        typedCharacters.unicodeScalars.map(keysym(for:)) + keyNames.map { XStringToKeysym($0) }
    }

    /// The keysym xdotool binds for `scalar`: its Latin-1 value, or 0x1000000 plus its code point.
    static func keysym(for scalar: Unicode.Scalar) -> KeySym {
        switch scalar.value {
        case 0x20...0x7E, 0xA0...0xFF: KeySym(scalar.value)
        default: 0x0100_0000 + KeySym(scalar.value)
        }
    }

    /// The character xdotool finds for `keysym` when it looks for one to type, as far as the tests need: Latin-1, Unicode keysyms, Tab, Linefeed and Return.
    static func scalar(for keysym: KeySym) -> Unicode.Scalar? {
        switch Int32(truncatingIfNeeded: keysym) {
        case XK_Tab: "\t"
        case XK_Linefeed: "\n"
        case XK_Return: "\r"
        default: KeyTranslation.character(for: keysym)?.unicodeScalars.first
        }
    }

    /// Binds the table's keysyms that the keymap of `displayName` lacks to its empty keycodes, one keysym to a keycode, and checks that they arrived.
    ///
    /// Run it again after a layout change (``setLayout(_:display:)``): loading
    /// a layout replaces the whole keymap.
    /// - Throws: ``XvfbError`` when there are too few empty keycodes or the server refuses the change.
    static func install(displayName: String) throws {
        let connection = try X11Connection(displayName: displayName)
        let before = KeymapSnapshot(connection)
        var missing: [KeySym] = []
        for keysym in keysyms where !before.keysyms.contains(keysym) && !missing.contains(keysym) {
            missing.append(keysym)
        }
        let spare = before.emptyKeycodes
        guard missing.count <= spare.count else {
            throw XvfbError(
                description: "the test keymap needs \(missing.count) keycodes but the server has only \(spare.count) "
                    + "empty ones; shorten \(tableLocation), or let it take keycodes of unused keys (such as the "
                    + "XF86 media keys) too")
        }
        let (_, errors) = connection.trappingErrors {
            for (keycode, keysym) in zip(spare, missing) {
                var symbol = keysym
                XChangeKeyboardMapping(connection.display, Int32(keycode), 1, &symbol, 1)
            }
        }
        guard errors.isEmpty else {
            throw XvfbError(description: "the server refused the test keymap: \(errors)")
        }
        // A connection of its own reads the keymap as the server now has it, not as Xlib cached it.
        let installed = try KeymapSnapshot(displayName: displayName).keysyms
        if let lost = keysyms.first(where: { !installed.contains($0) }) {
            throw XvfbError(
                description: "the test keymap lacks keysym 0x\(String(lost, radix: 16)) after installing it")
        }
    }

    /// Switches the server of `display` to `layout` (`setxkbmap -layout`, such as "us,ru") and installs the table again.
    static func setLayout(_ layout: String, display: String) throws {
        let switched = try Subprocess.run("setxkbmap", ["-layout", layout], display: display, timeout: 10)
        guard switched.status == 0, !switched.timedOut else {
            throw XvfbError(description: "setxkbmap -layout \(layout) failed: \(switched.errorText)")
        }
        try install(displayName: display)
    }

    /// Throws unless the keymap of `display` holds every character of `text`, so that xdotool types it without remapping a key.
    static func requireTypable(_ text: String, display: String) throws {
        let typable = Set(try KeymapSnapshot(displayName: display).keysyms.compactMap(scalar(for:)))
        guard let absent = text.unicodeScalars.first(where: { !typable.contains($0) }) else { return }
        let name = "\(String(reflecting: String(absent))) (U+\(String(absent.value, radix: 16, uppercase: true)))"
        if typedCharacters.unicodeScalars.contains(absent) {
            throw DemoTestError(
                description: "the keymap of \(display) lacks \(name) although the test keymap holds it; "
                    + "a layout change replaced the keymap: switch layouts with TestKeymap.setLayout")
        }
        throw DemoTestError(
            description: "xdotool would remap a key to type \(name), racing the window reading the keymap; "
                + "add it to \(tableLocation)")
    }

    /// The names xdotool accepts for modifier keys, and the keysyms they stand for.
    static let modifierAliases = [
        "alt": "Alt_L", "ctrl": "Control_L", "control": "Control_L", "meta": "Meta_L", "super": "Super_L",
        "shift": "Shift_L",
    ]

    /// Throws unless every key in `keys` (xdotool key sequences such as "ctrl+shift+z"; keycode numbers pass) is in the keymap of `display`.
    static func requirePressable(_ keys: [String], display: String) throws {
        let present = try KeymapSnapshot(displayName: display).keysyms
        for sequence in keys {
            for name in sequence.split(separator: "+").map(String.init) where !name.allSatisfy(\.isNumber) {
                let keysym = XStringToKeysym(modifierAliases[name.lowercased()] ?? name)
                guard keysym != 0 else {
                    throw DemoTestError(description: "xdotool knows no key named \(String(reflecting: name))")
                }
                guard present.contains(keysym) else {
                    throw DemoTestError(
                        description: "xdotool would remap a key to press \(name) (in \(String(reflecting: sequence))), "
                            + "racing the window reading the keymap; add it to \(tableLocation), or switch layouts "
                            + "with TestKeymap.setLayout")
                }
            }
        }
    }
}
