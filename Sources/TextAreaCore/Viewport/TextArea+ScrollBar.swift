// The area's scrolling for a scroll bar: to a fraction of the content, and by pages.
extension TextArea {
    /// Scrolls so the frame's ``TextAreaFrame/ScrollPosition/progress`` becomes `progress` (0 shows the top, 1 the
    /// end; clamped), as a scroll bar's dragged thumb asks; returns whether lines are still pending. NaN and a
    /// single-line area do nothing.
    ///
    /// The work of one call is bounded, however large the text: at most one
    /// pass of pending lines is wrapped (see ``performPendingLayout(lineBudget:)``)
    /// besides the lines the bounds then show. While lines are pending the
    /// progress is of the content wrapped so far, as the frame's is; when
    /// this returns true, calling again with the same progress (each turn,
    /// while a thumb is held) lands nearer where the finished layout has it.
    @discardableResult
    public func scroll(toProgress progress: Double) -> Bool {
        performOperation {
            if viewport.scroll(toProgress: progress) { viewportDidScroll() }
            return viewport.hasPendingLayout
        }
    }

    /// Scrolls by `pages` pages (negative scrolls up), clamped to the content: each page the lines that fit in the
    /// bounds less one, as Page Down moves the caret; a scroll bar's trough click scrolls one. The caret stays.
    public func scroll(byPages pages: Int) {
        guard pages != 0, !isSingleLine else { return }
        scroll(by: Double(pages) * viewport.pageScrollDistance)
    }
}
