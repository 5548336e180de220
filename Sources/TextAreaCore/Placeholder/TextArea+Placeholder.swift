extension TextArea {
    /// Whether the placeholder shows now: it is set and non-empty, the text is empty, nothing is being composed, and the visibility policy allows it.
    public var isPlaceholderVisible: Bool {
        guard let placeholder, !placeholder.isEmpty, storage.utf8Count == 0 else { return false }
        switch placeholderVisibility {
        case .whenEmpty: return true
        case .whenEmptyAndNotEditing: return !isEditing
        }
    }

    /// The font the placeholder is drawn in: ``placeholderFont``, or the text font when that is nil.
    public var effectivePlaceholderFont: Font { placeholderFont ?? font }

    func placeholderDidChange() {
        invalidatePlaceholderLayout()
        // An empty area scrolls over its placeholder, which may now be shorter.
        clampScrollOffset()
        setNeedsDisplay()
    }
}
