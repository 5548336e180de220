import TextAreaCore

extension TextAreaWindow {
    /// Gives the keyboard focus to `view` (it begins editing) or, with nil, takes it from every view (editing ends).
    ///
    /// Returns false when a delegate refused to let the current area end
    /// editing or the new one begin.
    @discardableResult
    public func focus(_ view: TextAreaView?) -> Bool {
        precondition(view.map { $0.window === self } ?? true, "The view belongs to another window")
        if let view, view === focusedView, view.textArea.isEditing { return true }
        if let current = focusedView, current !== view {
            guard current.textArea.endEditing() else { return false }
        }
        focusedView = nil
        guard let view else {
            setNeedsDisplayOfChanges()
            return true
        }
        guard view.textArea.beginEditing() else { return false }
        focusedView = view
        view.restartBlink()
        inputMethodSpotIsStale = true
        return true
    }

    /// Moves the focus from `view` to the next view in focus order (or the previous one), wrapping around.
    public func moveFocus(from view: TextAreaView?, forward: Bool) {
        guard !views.isEmpty else { return }
        let target: TextAreaView
        if let view, let index = views.firstIndex(where: { $0 === view }) {
            target = views[(index + (forward ? 1 : views.count - 1)) % views.count]
        } else {
            target = forward ? views[0] : views[views.count - 1]
        }
        focus(target)
    }

    /// Keeps ``focusedView`` in step when an area began editing on its own (code calling the core): the area that had the focus ends editing.
    func textAreaViewDidBeginEditing(_ view: TextAreaView) {
        guard focusedView !== view else { return }
        if let previous = focusedView { _ = previous.textArea.endEditing() }
        focusedView = view
        view.restartBlink()
        inputMethodSpotIsStale = true
    }

    /// Keeps ``focusedView`` in step when an area ended editing on its own (Escape, or code calling the core).
    func textAreaViewDidEndEditing(_ view: TextAreaView) {
        guard focusedView === view else { return }
        focusedView = nil
        setNeedsDisplayOfChanges()
    }

    /// Called by a view when its caret moved or its content scrolled: the input method's spot follows at the next frame.
    func textAreaViewCaretDidMove(_ view: TextAreaView) {
        inputMethodSpotIsStale = true
    }
}
