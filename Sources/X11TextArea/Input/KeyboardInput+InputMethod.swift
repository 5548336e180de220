import CX11
import TextAreaCore

extension KeyboardInput {
    /// Offers `event` to the input method before anything else sees it; returns whether the input method took it.
    func filter(_ event: inout XEvent) -> Bool {
        // Keys typed into a secure area never reach the input method (its other events, the XIM transport's, still do).
        if bypassesInputMethod, event.type == KeyPress || event.type == KeyRelease { return false }
        // A server's exit may have been noticed by a call outside this loop (a reset, a spot update): fall back to
        // compose keys before the next key goes through the input method.
        inputMethod.performPendingWork()
        let filtered = XFilterEvent(&event, 0) != 0
        inputMethod.performPendingWork()
        guard event.type == KeyPress else { return filtered }
        if event.xkey.keycode != 0 {
            // A key typed after a reset: commits from now on are its own.
            inputMethod.dropsStaleCommit = false
            if filtered {
                inputMethod.mayBeComposing = true
                EventTrace.record("key", "filtered keycode=\(event.xkey.keycode)")
            }
        } else if !filtered, inputMethod.dropsStaleCommit {
            // A commit (a key event of no key, which Xlib makes for it) the input method sent for a composition the
            // window reset: looked up to take the text from the context, then dropped.
            var key = event.xkey
            let stale = inputMethod.lookup(&key)
            inputMethod.compositionWasCommitted()
            EventTrace.record("composition", "stale commit dropped text-bytes=\(stale.text.utf8.count)")
            return true
        }
        return filtered
    }

    /// Shows the on-the-spot composition as marked text in the area being edited, or removes it when the composition ended.
    ///
    /// The composition stays in the area it started in; the placeholder hides
    /// while it shows, and it is underlined when drawn.
    func preeditDidChange(_ preedit: PreeditText) {
        EventTrace.record("composition", preedit.isEmpty ? "ended" : "length=\(preedit.string.unicodeScalars.count)")
        if preedit.isEmpty {
            if let view = composingView, view.textArea.hasMarkedText { view.textArea.cancelMarkedText() }
            composingView = nil
            // The spot stood still while composing (see InputMethod.setSpot).
            spotIsStale = true
            return
        }
        guard let view = composingView ?? focusedView, view.textArea.isEditing else { return }
        composingView = view
        view.restartBlink()
        view.textArea.setMarkedText(preedit.string, selectedRange: preedit.markedSelection)
    }

    /// Keeps the input method in step with the window after every event: its context is focused while the window has the keyboard focus and an area is editing, and a composition whose area no longer shows it is dropped.
    ///
    /// The area itself commits its marked text when it ends editing or the
    /// caret is moved out of it (a click, Tab); the input method is then reset
    /// so that it does not go on composing what was committed.
    func syncInputMethod() {
        // Resetting a composition may notice that the server exited: fall back before the next key.
        defer { inputMethod.performPendingWork() }
        // A window whose loop runs before it is shown still gets its input method.
        inputMethod.openIfNeeded()
        inputMethod.setFocused(isActive && focusedView?.textArea.isEditing == true && !bypassesInputMethod)
        guard !inputMethod.preedit.isEmpty else { return }
        if let view = composingView, view === focusedView, view.textArea.isEditing, view.textArea.hasMarkedText {
            return
        }
        composingView = nil
        inputMethod.resetComposition()
    }

    /// Whether keys skip the input method: a secure area is focused, so its text goes to no input method server, as GTK's password entries do.
    var bypassesInputMethod: Bool { focusedView?.textArea.isSecureTextEntry == true }

    /// Ends a composition because of a click, in every style, committing nothing, as GTK's text views do: the marked text goes and the input method is reset, its answer and a commit that follows it dropped.
    func discardComposition() {
        if let view = composingView, view.textArea.hasMarkedText { view.textArea.cancelMarkedText() }
        composingView = nil
        inputMethod.discardComposition()
        // The reset may notice that the server exited: fall back before the next key.
        inputMethod.performPendingWork()
        spotIsStale = true
    }

    /// A key press committed text while composing: the text replaces the marked text, so the composition is over.
    func compositionWasCommitted() {
        inputMethod.mayBeComposing = false
        guard !inputMethod.preedit.isEmpty else { return }
        inputMethod.compositionWasCommitted()
        composingView = nil
        spotIsStale = true
    }

    /// Puts the input method's spot at the caret's baseline in the area being edited (window coordinates, inside the area's frame), so its windows follow the caret as it moves and the area scrolls; a caret scrolled out of sight leaves the spot where it was.
    ///
    /// It runs after a frame is drawn and does nothing unless the caret
    /// moved, the content scrolled or the focus changed since the last time.
    func updateSpot(in window: TextAreaWindow) {
        guard spotIsStale, !window.isClosed else { return }
        spotIsStale = false
        guard let view = focusedView, view.textArea.isEditing, view.caretIsOnVisibleLine() else { return }
        let area = view.textArea
        let caret = view.caretFrame
        let ascent = area.measurer.metrics(for: area.font).ascent
        let clip = view.contentClip
        let x = min(max(caret.minX, clip.minX), clip.maxX)
        let y = min(max(caret.minY + ascent, clip.minY), clip.maxY)
        inputMethod.setSpot(x: x, y: y)
        // Moving the spot may notice that the server exited: fall back before the next key.
        inputMethod.performPendingWork()
    }
}
