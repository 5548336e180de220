import CX11
import TextAreaCore

extension TextAreaWindow {
    /// The view whose area is being edited, if any.
    public var focusedView: TextAreaView? { keyboard.focusedView }
    /// Whether the window has the keyboard focus of the X server (carets show only then); true until told otherwise.
    public var isActive: Bool { keyboard.isActive }
    /// The application's key commands for the whole window, tried when the focused area leaves a key unused (or before its built-in bindings, for those that want priority) and when no area is focused; see ``WindowKeyCommand``.
    public var keyCommands: [WindowKeyCommand] {
        get { keyboard.commands }
        set { keyboard.commands = newValue }
    }

    /// The style the window's input context uses, or nil when it has none (no input method could be opened).
    public var inputMethodStyle: InputMethodStyle? {
        keyboard.inputMethod.openIfNeeded()
        return keyboard.inputMethod.style
    }

    /// Whether the window's input method is a server's (`$XMODIFIERS`) rather than Xlib's own compose-key handling.
    public var usesInputMethodServer: Bool {
        keyboard.inputMethod.openIfNeeded()
        return keyboard.inputMethod.isServer && keyboard.inputMethod.hasContext
    }

    /// Gives the keyboard focus to `view` (it begins editing) or, with nil, takes it from every view (editing ends).
    ///
    /// Returns false when a delegate refused to let the current area end
    /// editing or the new one begin.
    @discardableResult
    public func focus(_ view: TextAreaView?) -> Bool {
        precondition(view.map { $0.window === self } ?? true, "The view belongs to another window")
        return keyboard.focus(view, in: self)
    }

    /// Moves the focus from `view` to the next view in focus order (or the previous one), wrapping around.
    public func moveFocus(from view: TextAreaView?, forward: Bool) {
        keyboard.moveFocus(from: view, forward: forward, in: self)
    }

    /// Called by a view when its area began editing on its own (code calling the core): it takes the keyboard focus.
    func textAreaViewDidBeginEditing(_ view: TextAreaView) {
        keyboard.viewDidBeginEditing(view)
    }

    /// Called by a view when its area ended editing on its own (Escape, or code calling the core): it loses the keyboard focus.
    func textAreaViewDidEndEditing(_ view: TextAreaView) {
        keyboard.viewDidEndEditing(view, in: self)
    }

    /// Called by a view when its caret moved or its content scrolled: the input method's spot follows at the next frame.
    func textAreaViewCaretDidMove(_ view: TextAreaView) {
        keyboard.spotIsStale = true
    }

    /// Keeps the input method in step with the window's focus after every event (``KeyboardInput/syncInputMethod()``).
    func syncInputMethodState() {
        keyboard.syncInputMethod()
    }

    /// Puts the input method's spot at the caret once a frame is drawn, if it moved (``KeyboardInput/updateSpot(in:)``).
    func updateInputMethodSpot() {
        keyboard.updateSpot(in: self)
    }
}

extension TextAreaWindow: @MainActor InputMethodClient {
    /// Hands the on-the-spot composition to the keyboard, which shows it as marked text in the area being edited.
    func inputMethod(_ inputMethod: InputMethod, didChangePreedit preedit: PreeditText) {
        keyboard.preeditDidChange(preedit)
    }

    /// Selects the events the new input method needs on the window.
    func inputMethodDidChangeFilterEvents(_ inputMethod: InputMethod) {
        guard !isClosed, !connection.isConnectionLost else { return }
        XSelectInput(connection.display, windowID, Self.eventMask | inputMethod.filterEventMask)
        // Xlib stops selecting on the root window once a server it waited for starts.
        ScaleFollower.watchResourceDatabase(connection: connection)
    }
}
