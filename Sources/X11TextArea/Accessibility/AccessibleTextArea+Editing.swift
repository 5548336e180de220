import TextAreaCore

// EditableText: edits from screen readers go through the path typing takes (the delegate's veto, the length limit, undo).
extension AccessibleTextArea {
    /// Replaces the whole text with `text`, as selecting all and typing it would.
    func setContents(_ text: String) {
        guard let area else { return }
        area.selectAll()
        type(text)
    }

    /// Inserts `text` at code point `position` as typing there would; returns the code point offset after it.
    func insert(_ text: String, at position: Int32) -> Int32 {
        guard let area else { return position }
        let offset = utf8Offset(position)
        area.setSelection(anchor: offset, head: offset)
        type(text)
        return codePointOffset(area.caretOffset)
    }

    /// Deletes code points `start..<end` (end -1: to the end) as selecting them and pressing Delete would.
    func delete(from start: Int32, to end: Int32) {
        guard let area else { return }
        let lower = utf8Offset(start)
        let upper = max(utf8Offset(end), lower)
        guard upper > lower else { return }
        area.setSelection(anchor: lower, head: upper)
        area.deleteForward()
    }

    /// Copies code points `start..<end` to the clipboard, leaving the selection as it was.
    func copy(from start: Int32, to end: Int32) {
        guard let area else { return }
        let selection = (anchor: area.anchorOffset, head: area.caretOffset)
        area.setSelection(anchor: utf8Offset(start), head: max(utf8Offset(end), utf8Offset(start)))
        area.copy()
        area.setSelection(anchor: selection.anchor, head: selection.head)
    }

    /// Cuts code points `start..<end` to the clipboard, as selecting them and pressing Ctrl+X would.
    func cut(from start: Int32, to end: Int32) {
        guard let area else { return }
        area.setSelection(anchor: utf8Offset(start), head: max(utf8Offset(end), utf8Offset(start)))
        area.cut()
    }

    /// Pastes the clipboard at code point `position`, as putting the caret there and pressing Ctrl+V would.
    func paste(at position: Int32) {
        guard let area else { return }
        let offset = utf8Offset(position)
        area.setSelection(anchor: offset, head: offset)
        area.perform(.paste)
    }

    /// Types `text` at the selection through the window, as key input does; deletes the selection for an empty text.
    private func type(_ text: String) {
        guard let view, let area else { return }
        if text.isEmpty {
            area.deleteForward()
        } else if let window = view.window {
            window.keyboard.perform(.insert(text), in: view, of: window)
        } else {
            area.insertText(text)
        }
    }
}
