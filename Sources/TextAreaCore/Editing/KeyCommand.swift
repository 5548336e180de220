/// A key press an application binds to an action in one text area, as `UIKeyCommand` does in UIKit.
///
/// A command matches a key press when the key is the same and the modifiers
/// held are exactly the command's (``KeyInput/matches(_:modifiers:)``):
/// Ctrl+Return is not Ctrl+Shift+Return. Caps Lock and Num Lock never count.
///
/// ``TextArea/handleKey(_:)`` tries the area's ``TextArea/keyCommands`` that
/// want priority, then the built-in ``KeyBindings``, then the other commands,
/// so a command that wants priority overrides a built-in binding, and one
/// that does not only takes keys the area leaves unused:
///
/// ```swift
/// let chat = TextArea()
/// chat.keyCommands = [
///     KeyCommand(.enter, title: "Send", wantsPriorityOverSystemBehavior: true) { area in
///         print("send:", area.text)
///         area.text = ""
///     }
/// ]
/// // Return sends; Shift+Return, which no command names, still inserts a newline.
/// ```
public struct KeyCommand {
    /// The key the command is bound to.
    public var key: Key
    /// The modifiers that must be held, exactly: no more and no fewer (Shift is ignored for a character without case unless listed; see ``KeyInput/matches(_:modifiers:)``).
    public var modifiers: KeyModifiers
    /// The command's name as menus and help show it, such as "Send"; the core does not use it.
    public var title: String?
    /// Whether the command runs before the area's built-in key bindings (true) or only on a key they leave unused (false, the default, as in UIKit).
    public var wantsPriorityOverSystemBehavior: Bool
    /// What the command does, given the area the key was pressed in; it runs as one operation of the area.
    public var action: (TextArea) -> Void

    /// Creates a command that runs `action` when `key` is pressed with exactly `modifiers`.
    public init(
        _ key: Key, modifiers: KeyModifiers = [], title: String? = nil,
        wantsPriorityOverSystemBehavior: Bool = false, action: @escaping (TextArea) -> Void
    ) {
        self.key = key
        self.modifiers = modifiers
        self.title = title
        self.wantsPriorityOverSystemBehavior = wantsPriorityOverSystemBehavior
        self.action = action
    }

    /// Whether a key press runs this command (``KeyInput/matches(_:modifiers:)`` with the command's key and modifiers).
    public func matches(_ input: KeyInput) -> Bool {
        input.matches(key, modifiers: modifiers)
    }
}

extension KeyInput {
    /// Whether this key press is `key` with exactly `modifiers` held, as key commands match it.
    ///
    /// Keys other than characters match when they are the same key and the
    /// modifiers are equal. Characters match without regard to case, since
    /// Shift and Caps Lock change it: a letter matches its capital, and Shift
    /// must then be held exactly when `modifiers` lists it (Ctrl+"z" is
    /// Control and Z; Ctrl+Shift+Z is `.character("z")` with Control and
    /// Shift). A character without case, such as "?" or "1", matches only
    /// itself, and Shift is not counted unless `modifiers` lists it, since a
    /// layout may need Shift to type the character at all: Ctrl+"?" matches
    /// Control and Shift with the key that types "?" on a US layout.
    public func matches(_ key: Key, modifiers required: KeyModifiers) -> Bool {
        guard case .character(let wanted) = key, case .character(let pressed) = self.key else {
            return self.key == key && modifiers == required
        }
        let lowercased = wanted.lowercased()
        guard pressed.lowercased() == lowercased else { return false }
        let hasCase = wanted.uppercased() != lowercased
        if hasCase || required.contains(.shift) { return modifiers == required }
        return modifiers.subtracting(.shift) == required
    }
}
