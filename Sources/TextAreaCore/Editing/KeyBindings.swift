/// The key map of a Linux desktop text area: which command each key press performs.
public enum KeyBindings {
    /// The command for `input` in an area that does not accept tabs, or nil when the key does nothing (a plain character key inserts itself).
    public static func command(for input: KeyInput) -> EditingCommand? {
        command(for: input, acceptsTab: false)
    }

    /// The command for `input`, or nil when the key does nothing; with `acceptsTab`, Tab and Shift+Tab insert a tab and Ctrl+Tab and Ctrl+Shift+Tab move the focus (see ``TextArea/acceptsTab``).
    public static func command(for input: KeyInput, acceptsTab: Bool) -> EditingCommand? {
        let shift = input.modifiers.contains(.shift)
        let control = input.modifiers.contains(.control)
        let alt = input.modifiers.contains(.alt)
        switch input.key {
        // Arrows move on screen: in right-to-left text Left goes forward.
        case .left: return .move(control ? .wordLeft : .left, extend: shift)
        case .right: return .move(control ? .wordRight : .right, extend: shift)
        case .up: return .move(control ? .paragraphStart : .lineUp, extend: shift)
        case .down: return .move(control ? .paragraphEnd : .lineDown, extend: shift)
        case .home: return .move(control ? .documentStart : .lineStart, extend: shift)
        case .end: return .move(control ? .documentEnd : .lineEnd, extend: shift)
        case .pageUp: return .move(.pageUp, extend: shift)
        case .pageDown: return .move(.pageDown, extend: shift)
        case .backspace:
            if control { return .delete(.wordBackward) }
            return .delete(.characterBackward)
        case .delete:
            if shift && !control { return .cut }
            return .delete(control ? .wordForward : .characterForward)
        case .insert:
            if shift && !control { return .paste }
            if control && !shift { return .copy }
            return input.modifiers.isEmpty ? .toggleOverwriteMode : nil
        // Return and Shift+Return break the line; with Control, Alt or Super it is left to key commands.
        case .enter: return input.modifiers.isSubset(of: .shift) ? .insertNewline : nil
        case .tab:
            if acceptsTab && input.modifiers.isSubset(of: .shift) { return .insert("\t") }
            return shift ? .focusPrevious : .focusNext
        case .escape: return .endEditing
        case .function: return nil
        case .character(let character):
            guard control && !alt else {
                return alt || input.modifiers.contains(.superKey) ? nil : .insert(String(character))
            }
            switch character.lowercased() {
            case "a": return .selectAll
            case "c": return .copy
            case "x": return .cut
            case "v": return .paste
            case "z": return shift ? .redo : .undo
            case "y": return .redo
            default: return nil
            }
        }
    }
}
