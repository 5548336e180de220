/// When a text area shows its placeholder.
public enum PlaceholderVisibility: Hashable, Sendable {
    /// While the text is empty, editing or not (HTML `<textarea>`, `UITextField`).
    case whenEmpty
    /// While the text is empty and the area is not being edited: the placeholder hides on focus.
    case whenEmptyAndNotEditing
}

/// How lines of text, and the placeholder, sit between the left and right insets.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    /// Flush left.
    case left
    /// Centred.
    case center
    /// Flush right.
    case right
}

/// Which side of a soft line break a caret at the break belongs to.
public enum SelectionAffinity: Hashable, Sendable {
    /// The end of the line before the break (where End puts the caret).
    case upstream
    /// The start of the line after the break (the usual case).
    case downstream
}
