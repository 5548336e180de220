import TextAreaCore

extension TextAreaWindow {
    /// Puts `text` on `pasteboard` through ``selectionService``, stamped with the latest input event's time.
    public func write(_ text: String, to pasteboard: Pasteboard) {
        selectionService?.own(pasteboard, text: text, time: lastEventTime)
    }

    /// Puts `text`, storage, on `pasteboard` through ``selectionService``, stamped with the latest input event's time.
    public func write(_ text: TextStorage, to pasteboard: Pasteboard) {
        selectionService?.own(pasteboard, storage: text, time: lastEventTime)
    }

    /// Reads `pasteboard` through ``selectionService`` and, when text arrives, pastes it into `view` at `offset` (or over the selection when nil).
    public func requestPaste(from pasteboard: Pasteboard, into view: TextAreaView, at offset: Int?) {
        guard let selectionService else { return }
        // Storage, built as the bytes arrive: a paste of any size lands without one big string.
        selectionService.requestTextStorage(from: pasteboard, time: lastEventTime) { [weak view] text in
            guard let text, !text.isEmpty, let area = view?.textArea else { return }
            if let offset {
                area.paste(text, at: offset)
            } else {
                area.paste(text)
            }
        }
    }

    /// Makes the window own PRIMARY, serving whatever the focused area has selected when asked.
    ///
    /// Called after the user selected with the mouse or with Shift and a key;
    /// the service answers requests with the live selection, and refuses them
    /// once nothing is selected. A secure area's selection never becomes
    /// PRIMARY: selecting in one claims nothing, and requests while one is
    /// focused are refused.
    func claimPrimarySelection() {
        guard let selectionService, focusedView?.textArea.isSecureTextEntry != true else { return }
        selectionService.own(
            .primary, time: lastEventTime,
            storageProvider: { [weak self] in
                guard let area = self?.focusedView?.textArea, !area.selectedRange.isEmpty, !area.isSecureTextEntry
                else { return nil }
                return area.textStorage.substorage(in: area.selectedRange)
            })
    }
}
