import TextAreaCore

extension KeyboardInput {
    /// Gives the keyboard focus to `view` (it begins editing) or, with nil, takes it from every view (editing ends).
    ///
    /// Returns false when a delegate refused to let the current area end
    /// editing or the new one begin.
    func focus(_ view: TextAreaView?, in window: TextAreaWindow) -> Bool {
        if let view, view === focusedView, view.textArea.isEditing { return true }
        if let current = focusedView, current !== view {
            guard current.textArea.endEditing() else { return false }
        }
        focusedView = nil
        guard let view else {
            window.setNeedsDisplayOfChanges()
            return true
        }
        guard view.textArea.beginEditing() else { return false }
        focusedView = view
        view.restartBlink()
        spotIsStale = true
        return true
    }

    /// Moves the focus from `view` to the next view in focus order (or the previous one), wrapping around.
    func moveFocus(from view: TextAreaView?, forward: Bool, in window: TextAreaWindow) {
        let views = window.views
        guard !views.isEmpty else { return }
        let target: TextAreaView
        if let view, let index = views.firstIndex(where: { $0 === view }) {
            target = views[(index + (forward ? 1 : views.count - 1)) % views.count]
        } else {
            target = forward ? views[0] : views[views.count - 1]
        }
        window.focus(target)
    }

    /// Keeps ``focusedView`` in step when an area began editing on its own (code calling the core): the area that had the focus ends editing.
    func viewDidBeginEditing(_ view: TextAreaView) {
        guard focusedView !== view else { return }
        if let previous = focusedView { _ = previous.textArea.endEditing() }
        focusedView = view
        view.restartBlink()
        spotIsStale = true
    }

    /// Keeps ``focusedView`` in step when an area ended editing on its own (Escape, or code calling the core).
    func viewDidEndEditing(_ view: TextAreaView, in window: TextAreaWindow) {
        guard focusedView === view else { return }
        focusedView = nil
        window.setNeedsDisplayOfChanges()
    }
}
