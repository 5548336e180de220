import TextAreaCore

extension KeyboardInput {
    /// Hands a key press to the focused area and the window's commands in the order ``WindowKeyCommand`` describes; returns whether something used it.
    ///
    /// While the area composes marked text (or the input method has a
    /// composition under way) the key goes to the area's built-in bindings
    /// alone.
    func handle(_ input: KeyInput, in view: TextAreaView, of window: TextAreaWindow) -> Bool {
        let area = view.textArea
        // Ctrl+Shift+U entry takes its keys first, unless the input method is composing.
        if inputMethod.preedit.isEmpty, area.performUnicodeEntryKey(input) {
            EventTrace.record("key", "unicode entry")
            return true
        }
        if area.hasMarkedText || !inputMethod.preedit.isEmpty { return area.performKeyBinding(for: input) }
        if area.performKeyCommand(for: input, withPriority: true) {
            EventTrace.record("key", "area command")
            return true
        }
        if performWindowCommand(for: input, withPriority: true, focused: view) { return true }
        if area.performKeyBinding(for: input) { return true }
        if area.performKeyCommand(for: input, withPriority: false) {
            EventTrace.record("key", "area command")
            return true
        }
        return performWindowCommand(for: input, withPriority: false, focused: view)
    }

    /// Hands a key press that no area is editing to receive to the window: its commands that want priority, then Tab and Shift+Tab, which focus the first or last area, then its other commands.
    func handleUnfocused(_ input: KeyInput, in window: TextAreaWindow) {
        if performWindowCommand(for: input, withPriority: true, focused: nil) { return }
        if input.key == .tab {
            moveFocus(from: nil, forward: !input.modifiers.contains(.shift), in: window)
            return
        }
        performWindowCommand(for: input, withPriority: false, focused: nil)
    }

    /// Runs the first of the window's commands that matches `input` and wants priority (or does not); returns whether one ran.
    @discardableResult
    private func performWindowCommand(for input: KeyInput, withPriority: Bool, focused view: TextAreaView?) -> Bool {
        guard
            let command = commands.first(where: {
                $0.wantsPriorityOverSystemBehavior == withPriority && $0.matches(input)
            })
        else { return false }
        EventTrace.record("key", "window command")
        command.action(view)
        return true
    }
}
