import CX11
import TextAreaCore

/// The keyboard in a window: key presses and releases, the input method (its compositions, commits and spot), which view has the keyboard focus, whether the window has the server's focus, and the direction the keyboard layout types in.
///
/// The window owns one and hands it, with itself, every key press and
/// release, focus change and keyboard-mapping change
/// (`TextAreaWindow+Events.swift`), and the input method's compositions
/// (`TextAreaWindow+Keyboard.swift`); the part turns them into calls on the
/// focused view's `TextArea`. A key goes first to the input method
/// (``filter(_:)``, then its lookup), then to a screen reader's key
/// listeners, then to the context menu's keys, and last to the area and the
/// window's key commands.
@MainActor
final class KeyboardInput {
    /// The window's connection to the X input method: filtering, key lookup, compositions and the spot.
    let inputMethod: InputMethod
    /// The view whose area is being edited, if any; it changes only through the focus methods (`KeyboardInput+Focus.swift`).
    var focusedView: TextAreaView?
    /// Whether the window has the keyboard focus of the X server (carets show only then); true until told otherwise.
    private(set) var isActive = true
    /// The direction the keyboard layout (or locale) types in; every view's area takes it as its default writing direction.
    private(set) var direction: BidiDirection
    /// Whether the caret moved, the content scrolled or the focus changed since the input method's spot was last put at the caret.
    var spotIsStale = true
    /// The view showing the input method's on-the-spot composition, if one is under way.
    weak var composingView: TextAreaView?
    /// The window's key commands (``TextAreaWindow/keyCommands``), tried around the focused area's keys (`KeyboardInput+Commands.swift`).
    var commands: [WindowKeyCommand] = []

    /// Creates the input method for `window` (opened later, after the first frame) and reads the keyboard layout's direction.
    init(connection: X11Connection, window: Window, inputMethodStyles: [InputMethodStyle]) {
        inputMethod = InputMethod(connection: connection, window: window, preference: inputMethodStyles)
        direction = KeyboardDirection.current(display: connection.display) ?? .leftToRight
    }

    /// Looks the key up through the input method and hands it to the focused area and the window's key commands (``handle(_:in:of:)``); with no focused area, to the window's commands and Tab, which focuses the first area (Shift+Tab the last).
    func handleKeyPress(_ event: inout XKeyEvent, in window: TextAreaWindow) {
        window.lastEventTime = event.time
        let lookup = bypassesInputMethod ? inputMethod.plainLookup(&event) : inputMethod.lookup(&event)
        let keycode = event.keycode
        defer {
            EventTrace.record(
                "key",
                "keycode=\(keycode) keysym=\(String(lookup.keysym, radix: 16)) text-bytes=\(lookup.text.utf8.count)")
        }
        if !lookup.text.isEmpty { compositionWasCommitted() }
        if window.accessible?.consumesKey(event, keysym: lookup.keysym, text: lookup.text) == true {
            EventTrace.record("key", "consumed by the screen reader keycode=\(keycode)")
            return
        }
        if window.handleContextMenuKey(keysym: lookup.keysym, state: event.state) { return }
        let keysym = KeyTranslation.shortcutKeysym(lookup.keysym, of: event, display: window.connection.display)
        guard let action = KeyTranslation.action(keysym: keysym, state: event.state, text: lookup.text) else {
            return
        }
        guard let view = focusedView, view.textArea.isEditing else {
            if case .key(let input) = action { handleUnfocused(input, in: window) }
            return
        }
        perform(action, in: view, of: window, typed: true)
    }

    /// Performs a key action in `view`, and claims PRIMARY when the key made a new selection (Shift with a move, Ctrl+A); text `typed` on the keyboard (an input method's commit) types over in overwrite mode.
    func perform(_ action: KeyAction, in view: TextAreaView, of window: TextAreaWindow, typed: Bool = false) {
        let area = view.textArea
        let selectionBefore = area.selectedRange
        view.restartBlink()
        switch action {
        case .key(let input):
            _ = handle(input, in: view, of: window)
            if view === focusedView, !area.selectedRange.isEmpty, area.selectedRange != selectionBefore {
                window.claimPrimarySelection()
            }
        case .insert(let text):
            if typed { area.perform(.insert(text)) } else { area.insertText(text) }
        }
    }

    /// Offers a key release to the screen reader, which follows modifiers and its own commands by their releases too.
    ///
    /// The keysym comes from the keyboard map alone: input methods look up
    /// key presses only.
    func handleKeyRelease(_ event: inout XKeyEvent, in window: TextAreaWindow) {
        guard let accessible = window.accessible else { return }
        var keysym: KeySym = 0
        _ = XLookupString(&event, nil, 0, &keysym, nil)
        let text = KeyTranslation.character(for: keysym).map { String($0) } ?? ""
        _ = accessible.consumesKey(event, keysym: keysym, text: text)
    }

    /// Shows or hides the caret and tells the input method as the window gains or loses the keyboard focus.
    func handleFocusChange(_ event: XFocusChangeEvent, gained: Bool, in window: TextAreaWindow) {
        // Focus moving between the window's own inferiors, or pointer-root
        // focus passing through, does not change whether keys reach us.
        if event.detail == NotifyInferior || event.detail == NotifyPointer { return }
        // The window counts as active until told otherwise, but a screen reader hears of it only from the first focus.
        window.accessible?.activeDidChange(gained)
        guard isActive != gained else { return }
        isActive = gained
        if gained {
            focusedView?.restartBlink()
            followLayoutDirection(in: window)
        }
        spotIsStale = true
        syncInputMethod()
        window.setNeedsDisplayOfChanges()
    }

    /// Reads the new keyboard mapping (xdotool and input tools remap keys to type any character) and follows its direction.
    func handleMappingChange(_ event: inout XMappingEvent, in window: TextAreaWindow) {
        XRefreshKeyboardMapping(&event)
        followLayoutDirection(in: window)
    }

    /// Gives every area the direction of the keyboard layout now in use (the user may have switched to Hebrew or Arabic since).
    private func followLayoutDirection(in window: TextAreaWindow) {
        guard let current = KeyboardDirection.current(display: window.connection.display), current != direction
        else {
            return
        }
        direction = current
        for view in window.views { view.textArea.defaultWritingDirection = current }
    }
}
