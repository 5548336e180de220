/// A clipboard the host can read and write: the X11 CLIPBOARD selection or PRIMARY.
public enum Pasteboard: Hashable, Sendable {
    /// The clipboard of Ctrl+C and Ctrl+V.
    case clipboard
    /// The primary selection: what is selected, pasted with the middle button.
    case primary
}

/// What the core asks of the front end that shows a text area: the seam between the core and a window system.
///
/// The core calls these; the front end implements them with its window
/// system. It is the one channel from the core to the front end (the
/// delegate and the observers are for the application). Redraw and caret
/// moves come once per operation, after the layout has settled. Every method
/// has a default implementation that does nothing, so a headless host (the
/// core's tests) implements only what it watches.
public protocol TextAreaHost: AnyObject {
    /// Asks the host to redraw the text area soon; the default implementation does nothing.
    func textAreaNeedsDisplay(_ textArea: TextArea)
    /// Tells the host the caret or marked text moved, so an input method can follow it; the default implementation does nothing.
    func textAreaCaretDidMove(_ textArea: TextArea)
    /// Asks the host to put `text` on a pasteboard; the default implementation does nothing.
    ///
    /// The text is storage sharing the document's chunks, so a host that
    /// keeps it copies a selection of any size without making one big
    /// string (`text.string` makes one when needed).
    func textArea(_ textArea: TextArea, write text: TextStorage, to pasteboard: Pasteboard)
    /// Asks the host to read a pasteboard and, when the text arrives, call ``TextArea/paste(_:)-(TextStorage)`` or ``TextArea/paste(_:at:)-(TextStorage,_)`` (or their `String` overloads); the default implementation does nothing.
    func textArea(_ textArea: TextArea, requestPasteFrom pasteboard: Pasteboard, at offset: Int?)
    /// Asks the host to move keyboard focus to the next (or previous) text area; the default implementation does nothing.
    func textArea(_ textArea: TextArea, moveFocusForward forward: Bool)
    /// Tells the host the area began editing (it has the caret now), whoever started it; the default implementation does nothing.
    func textAreaDidBeginEditing(_ textArea: TextArea)
    /// Tells the host the area ended editing (Escape, a click outside, or code), whoever ended it; the default implementation does nothing.
    func textAreaDidEndEditing(_ textArea: TextArea)
    /// Tells the host the text in `range` (UTF-8 offsets) is about to be replaced by `insertedLength` bytes; the default implementation does nothing.
    ///
    /// It comes in the middle of an operation, once for every change of the
    /// storage (typing, deleting, marked text, undo, setting or loading the
    /// text), so a host that reports changes (accessibility) can read the
    /// text that goes. The host must not ask for layout or change the area.
    func textArea(_ textArea: TextArea, willReplaceTextIn range: Range<Int>, insertedLength: Int)
    /// Tells the host the text in `range` (UTF-8 offsets before the change) was replaced by `insertedLength` bytes; the default implementation does nothing.
    ///
    /// It comes in the middle of an operation, as
    /// ``textArea(_:willReplaceTextIn:insertedLength:)`` does.
    func textArea(_ textArea: TextArea, didReplaceTextIn range: Range<Int>, insertedLength: Int)
}

extension TextAreaHost {
    /// Does nothing.
    public func textAreaNeedsDisplay(_ textArea: TextArea) {}
    /// Does nothing.
    public func textAreaCaretDidMove(_ textArea: TextArea) {}
    /// Does nothing.
    public func textArea(_ textArea: TextArea, write text: TextStorage, to pasteboard: Pasteboard) {}
    /// Does nothing.
    public func textArea(_ textArea: TextArea, requestPasteFrom pasteboard: Pasteboard, at offset: Int?) {}
    /// Does nothing.
    public func textArea(_ textArea: TextArea, moveFocusForward forward: Bool) {}
    /// Does nothing.
    public func textAreaDidBeginEditing(_ textArea: TextArea) {}
    /// Does nothing.
    public func textAreaDidEndEditing(_ textArea: TextArea) {}
    /// Does nothing.
    public func textArea(_ textArea: TextArea, willReplaceTextIn range: Range<Int>, insertedLength: Int) {}
    /// Does nothing.
    public func textArea(_ textArea: TextArea, didReplaceTextIn range: Range<Int>, insertedLength: Int) {}
}
