import TextAreaCore

extension TextAreaView: TextAreaHost {
    /// Asks the window to draw a new frame.
    public func textAreaNeedsDisplay(_ textArea: TextArea) {
        window?.setNeedsDisplay()
    }

    /// Shows the caret at its new place and restarts its blink cycle.
    public func textAreaCaretDidMove(_ textArea: TextArea) {
        restartBlink()
        window?.textAreaViewCaretDidMove(self)
    }

    /// Puts `text` on `pasteboard` through the window's selection service, without making a string of it (nothing happens without a service).
    public func textArea(_ textArea: TextArea, write text: TextStorage, to pasteboard: Pasteboard) {
        window?.write(text, to: pasteboard)
    }

    /// Reads `pasteboard` through the window's selection service and pastes the text into the area when it arrives.
    public func textArea(_ textArea: TextArea, requestPasteFrom pasteboard: Pasteboard, at offset: Int?) {
        window?.requestPaste(from: pasteboard, into: self, at: offset)
    }

    /// Moves the window's keyboard focus to the next or previous view.
    public func textArea(_ textArea: TextArea, moveFocusForward forward: Bool) {
        window?.moveFocus(from: self, forward: forward)
    }
}
