/// The object told about, and asked about, a text area's editing, as `UITextViewDelegate` is.
///
/// Every method has a default implementation, so a delegate implements only
/// what it needs. The `should` methods default to allowing the change.
public protocol TextAreaDelegate: AnyObject {
    /// Asks whether editing may begin; the default implementation returns true.
    func textAreaShouldBeginEditing(_ textArea: TextArea) -> Bool
    /// Tells the delegate that editing began; the default implementation does nothing.
    func textAreaDidBeginEditing(_ textArea: TextArea)
    /// Asks whether editing may end; the default implementation returns true.
    func textAreaShouldEndEditing(_ textArea: TextArea) -> Bool
    /// Tells the delegate that editing ended; the default implementation does nothing.
    func textAreaDidEndEditing(_ textArea: TextArea)
    /// Asks whether the text in `range` (UTF-8 offsets into ``TextArea/text``) may be replaced with `replacementText`; the default implementation returns true.
    func textArea(_ textArea: TextArea, shouldChangeTextIn range: Range<Int>, replacementText: String) -> Bool
    /// Asks for the text to put in `range` (UTF-8 offsets into ``TextArea/text``) instead of `proposedText`: nil refuses the edit, `proposedText` accepts it, any other string replaces it; the default implementation asks ``textArea(_:shouldChangeTextIn:replacementText:)``.
    ///
    /// The area asks it for every user edit (typing, deleting, cut, paste,
    /// drop, a committed composition), after ``TextArea/maxLength`` cut the
    /// proposed text; a rewritten text is cut to the limit again. The caret
    /// ends after the text inserted, and an undo restores the text from before.
    func textArea(_ textArea: TextArea, replacementForChangeIn range: Range<Int>, proposedText: String) -> String?
    /// Tells the delegate that the text changed; the default implementation does nothing.
    func textAreaDidChange(_ textArea: TextArea)
    /// Tells the delegate what a change replaced and why, just before ``textAreaDidChange(_:)``; the default implementation does nothing.
    func textArea(_ textArea: TextArea, didChange change: TextChange)
    /// Tells the delegate that the selection or caret moved; the default implementation does nothing.
    func textAreaDidChangeSelection(_ textArea: TextArea)
    /// Asks whether Return (``EditingCommand/insertNewline``, ``TextArea/submit()``) submits a single-line area (``TextArea/isSingleLine``), telling the observers of ``TextAreaEvent/didSubmit``; the default implementation returns true.
    func textAreaShouldReturn(_ textArea: TextArea) -> Bool
}

extension TextAreaDelegate {
    /// Allows editing to begin.
    public func textAreaShouldBeginEditing(_ textArea: TextArea) -> Bool { true }
    /// Does nothing.
    public func textAreaDidBeginEditing(_ textArea: TextArea) {}
    /// Allows editing to end.
    public func textAreaShouldEndEditing(_ textArea: TextArea) -> Bool { true }
    /// Does nothing.
    public func textAreaDidEndEditing(_ textArea: TextArea) {}
    /// Allows the change.
    public func textArea(_ textArea: TextArea, shouldChangeTextIn range: Range<Int>, replacementText: String) -> Bool {
        true
    }
    /// Accepts `proposedText` when ``textArea(_:shouldChangeTextIn:replacementText:)`` allows the change; refuses it otherwise.
    public func textArea(_ textArea: TextArea, replacementForChangeIn range: Range<Int>, proposedText: String)
        -> String?
    {
        self.textArea(textArea, shouldChangeTextIn: range, replacementText: proposedText) ? proposedText : nil
    }
    /// Does nothing.
    public func textAreaDidChange(_ textArea: TextArea) {}
    /// Does nothing.
    public func textArea(_ textArea: TextArea, didChange change: TextChange) {}
    /// Does nothing.
    public func textAreaDidChangeSelection(_ textArea: TextArea) {}
    /// Lets Return submit.
    public func textAreaShouldReturn(_ textArea: TextArea) -> Bool { true }
}
