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
        if accessible?.consumesKey(event, keysym: lookup.keysym, text: lookup.text) == true {
            EventTrace.record("key", "consumed by the screen reader keycode=\(keycode)")
            return
        }
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

extension TextAreaWindow {
    /// Offers a key release to the screen reader, which follows modifiers and its own commands by their releases too.
    ///
    /// The keysym comes from the keyboard map alone: input methods look up
    /// key presses only.
    func offerKeyReleaseToScreenReader(_ event: inout XKeyEvent) {
        guard let accessible else { return }
        var keysym: KeySym = 0
        _ = XLookupString(&event, nil, 0, &keysym, nil)
        let text = KeyTranslation.character(for: keysym).map { String($0) } ?? ""
        _ = accessible.consumesKey(event, keysym: keysym, text: text)
    }
}
