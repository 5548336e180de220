import TextAreaCore

/// A key press an application binds to an action in a whole window, whichever area has the focus or none, like a `UIKeyCommand` of a view controller.
///
/// It matches as an area's `KeyCommand` does: the same key with exactly
/// the same modifiers (`KeyInput.matches(_:modifiers:)`); Caps Lock and
/// Num Lock never count. A key press goes, in order, to the focused area's
/// commands that want priority, the window's commands that want priority,
/// the area's built-in key bindings, the area's other commands, and last the
/// window's other commands. With no area focused, the window's commands that
/// want priority come first, then Tab and Shift+Tab focus an area, then the
/// window's other commands. Keys an input method takes, and keys pressed
/// while an area composes marked text, reach no command.
public struct WindowKeyCommand {
    /// The key the command is bound to.
    public var key: Key
    /// The modifiers that must be held, exactly (as `KeyCommand.modifiers`).
    public var modifiers: KeyModifiers
    /// The command's name as menus and help show it, such as "Reload"; the window does not use it.
    public var title: String?
    /// Whether the command runs before the focused area's built-in key bindings (true) or only on a key the area leaves unused (false, the default).
    public var wantsPriorityOverSystemBehavior: Bool
    /// What the command does, given the view whose area has the keyboard focus, or nil when none has.
    public var action: @MainActor (TextAreaView?) -> Void

    /// Creates a command that runs `action` when `key` is pressed with exactly `modifiers` in the window.
    public init(
        _ key: Key, modifiers: KeyModifiers = [], title: String? = nil,
        wantsPriorityOverSystemBehavior: Bool = false, action: @escaping @MainActor (TextAreaView?) -> Void
    ) {
        self.key = key
        self.modifiers = modifiers
        self.title = title
        self.wantsPriorityOverSystemBehavior = wantsPriorityOverSystemBehavior
        self.action = action
    }

    /// Whether a key press runs this command (`KeyInput.matches(_:modifiers:)` with the command's key and modifiers).
    public func matches(_ input: KeyInput) -> Bool {
        input.matches(key, modifiers: modifiers)
    }
}
