// Scrolling by a scroll bar: to a fraction of the content, and by pages.
extension TextViewport {
    /// Scrolls so the frame's scroll progress becomes `progress` (clamped to 0...1), wrapping at most one pass of
    /// ``LayoutBudget/scrollLines`` pending lines first; returns whether the offset or the content's height changed.
    /// NaN and a single-line area do nothing.
    ///
    /// While lines are pending the content's end is not known: the
    /// progress is of the content wrapped so far (as the frame's is), and
    /// each call wraps a bounded pass more, so calling again with the same
    /// progress (as a held scroll bar thumb does while layout goes on) comes
    /// closer to where the finished layout puts it.
    @discardableResult
    func scroll(toProgress progress: Double) -> Bool {
        guard !progress.isNaN, !area.isSingleLine else { return false }
        let fraction = min(max(progress, 0), 1)
        let (offsetBefore, heightBefore) = (contentOffsetY, contentHeight)
        if !textLayout.isComplete {
            textLayout.completePending(storage: area.layoutStorage, lineBudget: LayoutBudget.scrollLines)
            needsLayout = true
        }
        let maximum = maximumContentOffsetY
        // Whole pixels, except at the end, which may not be one.
        let target = fraction >= 1 ? maximum : min((fraction * maximum).rounded(), maximum)
        if target != contentOffsetY {
            contentOffsetY = target
            needsLayout = true
        }
        layoutIfNeeded()
        return contentOffsetY != offsetBefore || contentHeight != heightBefore
    }

    /// The distance one page of scrolling goes: the lines that fit in the bounds less one, as Page Down moves.
    var pageScrollDistance: Double { Double(linesPerPage) * lineHeight }
}
