import TextAreaCore

extension TextAreaView {
    /// Draws the caret where a drag over this view would drop its text, if one is over it.
    func drawDropCaret(on canvas: Canvas) {
        guard let window, let caret = window.desktop.dropCaret, caret.view === self else { return }
        let rect = textArea.caretRect(for: caret.offset)
        canvas.fill(
            Rect(x: frame.minX + rect.minX, y: frame.minY + rect.minY, width: lineWidth, height: rect.height),
            color: textArea.textColor)
    }
}
