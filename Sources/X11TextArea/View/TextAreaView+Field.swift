import TextAreaCore

// A view as a one-line field, the sibling of the area that every toolkit has (`UITextField`, `GtkEntry`, `<input>`).
extension TextAreaView {
    /// Creates a one-line field showing `textArea` at `frame`, drawn, focused and tabbed to as any other view: the
    /// area becomes single-line (`TextArea/isSingleLine`), so it never wraps, scrolls sideways to keep the caret in
    /// view, puts a space for each line break pasted or dropped into it, and submits on Return
    /// (`TextAreaEvent/didSubmit`).
    ///
    /// Its line sits in the middle of the frame's height; a height of
    /// ``fieldHeight`` fits it with the area's insets.
    public convenience init(field textArea: TextArea, frame: Rect = .zero, style: TextAreaViewStyle = .standard) {
        textArea.isSingleLine = true
        self.init(textArea: textArea, frame: frame, style: style)
    }

    /// Whether the view is a one-line field (its area is single-line).
    public var isField: Bool { textArea.isSingleLine }

    /// The height that fits one line of the area's font with its vertical insets, in window pixels at the window's
    /// scale once the view is in a window: the natural height of a field.
    public var fieldHeight: Double {
        let inset = textArea.textContainerInset
        return inset.top + textArea.lineHeight + inset.bottom
    }
}
