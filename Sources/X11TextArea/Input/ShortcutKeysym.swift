import CX11

extension KeyTranslation {
    /// Whether `keysym` is a printable ASCII character, the keysyms shortcuts are written with.
    static func isLatin(_ keysym: KeySym) -> Bool {
        (0x21...0x7E).contains(keysym)
    }

    /// The keysym a shortcut (Control, Alt or Super held) matches: `keysym` itself when it is Latin or a function key, else what the same key gives in the first layout group where it is Latin.
    ///
    /// With a Russian, Greek or Hebrew layout active, the key labelled C gives
    /// `Cyrillic_es`, `Greek_psi` or `hebrew_bet`; GTK and Qt then take the
    /// keysym of the first Latin group for that keycode, so Ctrl+C copies
    /// whichever layout is active. `groupKeysym(group, level)` is the key's
    /// keysym in a group (0 to 3) and shift level (0, or 1 with Shift held).
    static func shortcutKeysym(
        _ keysym: KeySym, state: UInt32, groupKeysym: (_ group: Int, _ level: Int) -> KeySym
    ) -> KeySym {
        // 0xFE00–0xFFFF are function, modifier and dead keys, which no layout group turns into a letter.
        guard keysym != 0, !isLatin(keysym), !(0xFE00...0xFFFF).contains(keysym),
            !modifiers(for: state).isDisjoint(with: [.control, .alt, .superKey])
        else { return keysym }
        let level = state & UInt32(ShiftMask) != 0 ? 1 : 0
        for group in 0..<Int(XkbNumKbdGroups) {
            let candidate = groupKeysym(group, level)
            if isLatin(candidate) { return candidate }
        }
        return keysym
    }
}

extension KeyTranslation {
    /// The keysym a key press matches as a shortcut: the first Latin group's for a key whose active layout is not Latin (``shortcutKeysym(_:state:groupKeysym:)``), read from `display`'s keyboard map.
    static func shortcutKeysym(_ keysym: KeySym, of event: XKeyEvent, display: OpaquePointer) -> KeySym {
        shortcutKeysym(keysym, state: event.state) { group, level in
            XkbKeycodeToKeysym(display, KeyCode(event.keycode), Int32(group), Int32(level))
        }
    }
}
