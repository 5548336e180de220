import CX11
import TextAreaCore

extension TextAreaWindow {
    /// Looks the key up through the input method and hands it to the focused area; Tab with no focused area focuses the first (Shift+Tab the last).
    func handleKeyPress(_ event: inout XKeyEvent) {
        lastEventTime = event.time
        let lookup = inputMethod.lookup(&event)
        let keycode = event.keycode
        defer {
            EventTrace.record(
                "key",
                "keycode=\(keycode) keysym=\(String(lookup.keysym, radix: 16)) text-bytes=\(lookup.text.utf8.count)")
        }
        if !lookup.text.isEmpty { inputMethodDidCommit() }
        if handleContextMenuKey(keysym: lookup.keysym, state: event.state) { return }
        let keysym = shortcutKeysym(lookup.keysym, of: event)
        guard let action = KeyTranslation.action(keysym: keysym, state: event.state, text: lookup.text) else {
            return
        }
        guard let view = focusedView, view.textArea.isEditing else {
            if case .key(let input) = action, input.key == .tab {
                moveFocus(from: nil, forward: !input.modifiers.contains(.shift))
            }
            return
        }
        perform(action, in: view)
    }

    /// Performs a key action in `view`, and claims PRIMARY when the key made a new selection (Shift with a move, Ctrl+A).
    func perform(_ action: KeyAction, in view: TextAreaView) {
        let area = view.textArea
        let selectionBefore = area.selectedRange
        view.restartBlink()
        switch action {
        case .key(let input):
            area.handleKey(input)
            if view === focusedView, !area.selectedRange.isEmpty, area.selectedRange != selectionBefore {
                claimPrimarySelection()
            }
        case .insert(let text):
            area.insertText(text)
        }
    }
}
