import TextAreaCore

extension TextAreaView: @MainActor TextAreaHost {
    /// Asks the window to draw a new frame; an auto-growing view takes its new height before it (never from inside
    /// the area's operation, which is still telling its host what changed).
    public func textAreaNeedsDisplay(_ textArea: TextArea) {
        if textArea.growsToFit { needsHeightFit = true }
        window?.setNeedsDisplayOfChanges()
        accessible?.operationDidEnd()
    }

    /// Restarts the caret's blink cycle (the core asks for the redraw itself) and lets the input method's spot follow at the next frame.
    public func textAreaCaretDidMove(_ textArea: TextArea) {
        blink.restart(at: MonotonicClock.now())
        window?.textAreaViewCaretDidMove(self)
        accessible?.operationDidEnd()
    }

    /// Gives this view the window's keyboard focus when its area began editing on its own (code calling the core).
    public func textAreaDidBeginEditing(_ textArea: TextArea) {
        window?.textAreaViewDidBeginEditing(self)
        accessible?.focusDidChange(true)
    }

    /// Takes the window's keyboard focus from this view when its area ended editing on its own (Escape, or code).
    public func textAreaDidEndEditing(_ textArea: TextArea) {
        window?.textAreaViewDidEndEditing(self)
        accessible?.focusDidChange(false)
    }

    /// Notes, for screen readers, the text about to be replaced.
    public func textArea(_ textArea: TextArea, willReplaceTextIn range: Range<Int>, insertedLength: Int) {
        accessible?.textWillReplace(range)
    }

    /// Notes, for screen readers and spell checking, the text that replaced `range`.
    public func textArea(_ textArea: TextArea, didReplaceTextIn range: Range<Int>, insertedLength: Int) {
        accessible?.textDidReplace(range, insertedLength: insertedLength)
        if spellChecker != nil { spellingSchedule.textDidChange(replacing: range, insertedLength: insertedLength) }
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
