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
    /// Tells the delegate that the text changed; the default implementation does nothing.
    func textAreaDidChange(_ textArea: TextArea)
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
    /// Does nothing.
    public func textAreaDidChange(_ textArea: TextArea) {}
    /// Does nothing.
    public func textAreaDidChangeSelection(_ textArea: TextArea) {}
    /// Lets Return submit.
    public func textAreaShouldReturn(_ textArea: TextArea) -> Bool { true }
}
