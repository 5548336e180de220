import CX11
import Testing
import TextAreaCore

@testable import X11TextArea

/// From X keysyms, modifier state and looked-up text to the core's key presses.
@Suite struct KeyTranslationTests {
    private func action(_ keysym: Int32, state: Int32 = 0, text: String = "") -> KeyAction? {
        KeyTranslation.action(keysym: KeySym(keysym), state: UInt32(state), text: text)
    }

    @Test func editingAndKeypadKeysBecomeTheirKeys() {
        let expected: [(Int32, Key)] = [
            (XK_Left, .left), (XK_KP_Left, .left), (XK_Right, .right), (XK_Up, .up), (XK_KP_Down, .down),
            (XK_Home, .home), (XK_KP_Home, .home), (XK_End, .end), (XK_KP_End, .end), (XK_Prior, .pageUp),
            (XK_KP_Next, .pageDown), (XK_BackSpace, .backspace), (XK_Delete, .delete), (XK_KP_Delete, .delete),
            (XK_Return, .enter), (XK_KP_Enter, .enter), (XK_Tab, .tab), (XK_Escape, .escape),
            (XK_Insert, .insert), (XK_KP_Insert, .insert),
        ]
        for (keysym, key) in expected {
            // Keys such as Return and Tab also look up as control characters; the keysym wins.
            #expect(action(keysym, text: "\r") == .key(KeyInput(key)), "keysym 0x\(String(keysym, radix: 16))")
        }
    }

    @Test func shiftTabArrivesAsISOLeftTabAndBecomesTabWithShift() {
        #expect(action(XK_ISO_Left_Tab, state: ShiftMask) == .key(KeyInput(.tab, modifiers: .shift)))
        #expect(action(XK_ISO_Left_Tab) == .key(KeyInput(.tab, modifiers: .shift)))
    }

    @Test func modifiersComeFromTheState() {
        #expect(action(XK_BackSpace, state: ControlMask) == .key(KeyInput(.backspace, modifiers: .control)))
        #expect(
            action(XK_Left, state: ShiftMask | ControlMask)
                == .key(KeyInput(.left, modifiers: [.shift, .control])))
        #expect(KeyTranslation.modifiers(for: UInt32(Mod1Mask | Mod4Mask)) == [.alt, .superKey])
        // Num Lock (Mod2) and AltGr (Mod5) are not modifiers of the core.
        #expect(KeyTranslation.modifiers(for: UInt32(Mod2Mask | Mod5Mask)) == [])
    }

    @Test func controlShortcutsUseTheKeysymNotTheControlCode() {
        #expect(
            action(XK_a, state: ControlMask, text: "\u{01}")
                == .key(KeyInput(.character("a"), modifiers: .control)))
        #expect(
            action(XK_Z, state: ControlMask | ShiftMask, text: "\u{1A}")
                == .key(KeyInput(.character("Z"), modifiers: [.control, .shift])))
    }

    @Test func typedTextBecomesACharacterAndCommitsAreInserted() {
        #expect(action(XK_a, text: "a") == .key(KeyInput(.character("a"))))
        #expect(action(XK_A, state: ShiftMask, text: "A") == .key(KeyInput(.character("A"), modifiers: .shift)))
        // xdotool types a CJK character through a Unicode keysym.
        #expect(action(0x0100_4F60, text: "你") == .key(KeyInput(.character("你"))))
        // An input method commits several characters at once, with no keysym.
        #expect(action(0, text: "日本語") == .insert("日本語"))
        // Text without a keysym is a commit, inserted whole whatever the modifiers.
        #expect(action(0, text: "é") == .insert("é"))
        #expect(action(0, state: ControlMask | ShiftMask, text: "日本語") == .insert("日本語"))
        // With Num Lock the keypad types digits.
        #expect(action(XK_KP_5, state: Mod2Mask, text: "5") == .key(KeyInput(.character("5"))))
    }

    @Test func keysWithoutTextOrMeaningDoNothing() {
        #expect(action(XK_Shift_L) == nil)
        #expect(action(XK_Caps_Lock) == nil)
        // Function keys reach the core, for key commands to bind.
        #expect(action(XK_F5) == .key(KeyInput(.function(5))))
        #expect(action(0, text: "\u{7F}") == nil)
    }

    @Test func keysymsMapToTheirCharacters() {
        #expect(KeyTranslation.character(for: KeySym(XK_eacute)) == "é")
        #expect(KeyTranslation.character(for: 0x0100_3042) == "あ")
        #expect(KeyTranslation.character(for: KeySym(XK_Return)) == nil)
    }
}
