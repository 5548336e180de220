import TextAreaCore

extension TextAreaView {
    /// Gives an auto-growing view (`TextArea.growsToFit`) its area's fitting height for its width, keeping its top-left corner, and runs the window's layout again so the application can place it anew (a chat input keeps its bottom edge).
    ///
    /// The window runs it before each frame for a view whose area changed
    /// since (see `needsHeightFit`), so the view follows the text and the
    /// placeholder as they change, and the core is never re-entered from the
    /// middle of its own operation; once the area's
    /// `maximumLineCount` is reached, the height stays and the text scrolls.
    /// A layout that gives the view another height wins: the view does not
    /// fight it.
    func fitHeightIfGrowing() {
        needsHeightFit = false
        guard textArea.growsToFit, !isFittingHeight, frame.width > 0 else { return }
        let height = textArea.fittingHeight(forWidth: frame.width)
        guard height != frame.height else { return }
        isFittingHeight = true
        defer { isFittingHeight = false }
        frame = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: height)
        window?.applyLayout()
    }
}
