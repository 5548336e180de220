import TextAreaCore

extension TextAreaView {
    /// The window's scale (1 before the view is added to one).
    var scale: Double { window?.scale ?? 1 }

    /// The width of the border and the caret: whole device pixels, at least one.
    var lineWidth: Double { max(scale.rounded(), 1) }

    /// `length` (in 96 dpi pixels) at the window's scale, in whole device pixels.
    func scaled(_ length: Double) -> Double {
        (length * scale).rounded()
    }

    /// Gives the area the view's inset and padding at the window's scale.
    func applyScale() {
        let inset = unscaledTextContainerInset
        textArea.textContainerInset = EdgeInsets(
            top: scaled(inset.top), left: scaled(inset.left), bottom: scaled(inset.bottom),
            right: scaled(inset.right))
        textArea.lineFragmentPadding = scaled(unscaledLineFragmentPadding)
    }
}
