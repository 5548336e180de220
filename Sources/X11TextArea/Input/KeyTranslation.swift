import CX11
import TextAreaCore

/// What a key press asks of the focused text area.
enum KeyAction: Equatable {
    /// A key for the core's key map (``TextArea/handleKey(_:)``).
    case key(KeyInput)
    /// Text an input method committed, more than one character at once (``TextArea/insertText(_:)``).
    case insert(String)
}

/// Turns X key events (keysym, modifier state, looked-up text) into the core's ``KeyInput``.
enum KeyTranslation {
    /// The core's key for a keysym that does not type text (arrows, editing, keypad and function keys), or nil.
    static func specialKey(for keysym: KeySym) -> Key? {
        switch Int32(truncatingIfNeeded: keysym) {
        case XK_Left, XK_KP_Left: return .left
        case XK_Right, XK_KP_Right: return .right
        case XK_Up, XK_KP_Up: return .up
        case XK_Down, XK_KP_Down: return .down
        case XK_Home, XK_KP_Home, XK_Begin: return .home
        case XK_End, XK_KP_End: return .end
        case XK_Prior, XK_KP_Prior: return .pageUp
        case XK_Next, XK_KP_Next: return .pageDown
        case XK_BackSpace: return .backspace
        case XK_Delete, XK_KP_Delete: return .delete
        case XK_Return, XK_KP_Enter, XK_Linefeed: return .enter
        case XK_Tab, XK_KP_Tab, XK_ISO_Left_Tab: return .tab
        case XK_Escape: return .escape
        case XK_Insert, XK_KP_Insert: return .insert
        case XK_F1...XK_F35: return .function(Int(keysym) - Int(XK_F1) + 1)
        default: return nil
        }
    }

    /// The core's modifiers for an X modifier state: Shift, Control, Mod1 (Alt) and Mod4 (Super).
    static func modifiers(for state: UInt32) -> KeyModifiers {
        var modifiers: KeyModifiers = []
        if state & UInt32(ShiftMask) != 0 { modifiers.insert(.shift) }
        if state & UInt32(ControlMask) != 0 { modifiers.insert(.control) }
        if state & UInt32(Mod1Mask) != 0 { modifiers.insert(.alt) }
        if state & UInt32(Mod4Mask) != 0 { modifiers.insert(.superKey) }
        return modifiers
    }

    /// The character a keysym stands for, from its Latin-1 value or its Unicode keysym (0x1000000 + code point), or nil.
    static func character(for keysym: KeySym) -> Character? {
        let value: UInt32
        switch keysym {
        case 0x20...0x7E, 0xA0...0xFF: value = UInt32(keysym)
        case 0x0100_0100...0x0110_FFFF: value = UInt32(keysym - 0x0100_0000)
        default: return nil
        }
        return Unicode.Scalar(value).map { Character($0) }
    }

    /// What a key press with `keysym`, modifier `state` and looked-up `text` asks for, or nil when it asks for nothing.
    ///
    /// Keys that do not type text become their ``Key``; Shift+Tab arrives as
    /// `ISO_Left_Tab` and becomes Tab with Shift. With Control, Alt or Super
    /// held the keysym decides the character (the looked-up text is a control
    /// code or nothing), so Ctrl+Shift+Z reaches the core as Ctrl+Shift+"Z".
    /// Otherwise the text decides: one character is a key press, longer text
    /// (an input method's commit) is inserted as it is. Control characters
    /// in the text are dropped. Text without a keysym is an input method's
    /// commit and is inserted as it is, whatever modifiers are held.
    static func action(keysym: KeySym, state: UInt32, text: String) -> KeyAction? {
        if keysym == 0 {
            let printable = String(text.filter(\.isPrintable))
            return printable.isEmpty ? nil : .insert(printable)
        }
        var modifiers = modifiers(for: state)
        if let key = specialKey(for: keysym) {
            if Int32(truncatingIfNeeded: keysym) == XK_ISO_Left_Tab { modifiers.insert(.shift) }
            return .key(KeyInput(key, modifiers: modifiers))
        }
        if !modifiers.isDisjoint(with: [.control, .alt, .superKey]) {
            guard let character = character(for: keysym) ?? text.first.flatMap({ $0.isPrintable ? $0 : nil }) else {
                return nil
            }
            return .key(KeyInput(.character(character), modifiers: modifiers))
        }
        let printable = String(text.filter(\.isPrintable))
        guard let first = printable.first else { return nil }
        if printable.count == 1 { return .key(KeyInput(.character(first), modifiers: modifiers)) }
        return .insert(printable)
    }
}

extension Character {
    /// Whether the character is not a control character (C0, DEL or C1).
    var isPrintable: Bool {
        guard let scalar = unicodeScalars.first else { return false }
        return !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
    }
}
