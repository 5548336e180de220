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
            setNeedsDisplay()
            return true
        }
        guard view.textArea.beginEditing() else { return false }
        focusedView = view
        view.restartBlink()
        setNeedsDisplay()
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

    /// Keeps ``focusedView`` in step when an area begins or ends editing on its own (Escape, or code calling the core).
    func observeEditing(of view: TextAreaView) {
        let began = view.textArea.addObserver(for: .didBeginEditing) { [weak self, weak view] _ in
            guard let self, let view, self.focusedView !== view else { return }
            if let previous = self.focusedView { _ = previous.textArea.endEditing() }
            self.focusedView = view
            view.restartBlink()
        }
        let ended = view.textArea.addObserver(for: .didEndEditing) { [weak self, weak view] _ in
            guard let self, let view, self.focusedView === view else { return }
            self.focusedView = nil
            self.setNeedsDisplay()
        }
        view.observationTokens += [began, ended]
    }

    /// Called by a view when its caret moved; the input method will follow the caret from here.
    func textAreaViewCaretDidMove(_ view: TextAreaView) {
        setNeedsDisplay()
    }
}
