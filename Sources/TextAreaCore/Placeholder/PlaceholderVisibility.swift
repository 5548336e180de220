/// When a text area shows its placeholder.
public enum PlaceholderVisibility: Hashable, Sendable {
    /// While the text is empty, editing or not (HTML `<textarea>`, `UITextField`).
    case whenEmpty
    /// While the text is empty and the area is not being edited: the placeholder hides on focus.
    case whenEmptyAndNotEditing
}
