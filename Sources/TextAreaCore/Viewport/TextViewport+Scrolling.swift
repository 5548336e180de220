// Scrolling steps, and the wrapping they and every step need: the lines the bounds show, a screen above the caret.
extension TextViewport {
    /// The height of everything that scrolls: the insets and the lines, or the placeholder when it is taller and the text is empty.
    ///
    /// While lines are pending it counts the lines wrapped so far (a
    /// provisional line as one), so it may grow as layout completes.
    var contentHeight: Double {
        var height = Double(textLayout.lineCount) * lineHeight
        if area.isEmpty, let placeholderLayout { height = max(height, placeholderLayout.height) }
        return area.textContainerInset.top + height + area.textContainerInset.bottom
    }

    /// The largest scroll offset: the content's overflow below the bounds.
    var maximumContentOffsetY: Double { area.isSingleLine ? 0 : max(contentHeight - area.size.height, 0) }

    /// Scrolls to `offset`, clamped to the content, wrapping pending lines as far as the offset needs; returns whether the offset moved. NaN does nothing.
    @discardableResult
    func setContentOffsetY(_ offset: Double) -> Bool {
        guard !offset.isNaN else { return false }
        while offset > maximumContentOffsetY
            && textLayout.completePending(storage: area.layoutStorage, lineBudget: LayoutBudget.scrollLines)
        {}
        let clamped = min(max(offset, 0), maximumContentOffsetY)
        guard clamped != contentOffsetY else { return false }
        contentOffsetY = clamped
        needsLayout = true
        layoutIfNeeded()
        return true
    }

    /// Scrolls the least amount that shows the caret's whole line inside the text container's insets (as the last line
    /// of the text shows), or inside the bounds when they are too short for that; returns whether the offset moved.
    ///
    /// When the caret sits far into text not yet wrapped (after a jump to the
    /// end of a large document), a screen of lines above it is wrapped first,
    /// so the caret lands where it would with everything wrapped.
    @discardableResult
    func scrollToCaret() -> Bool {
        if area.isSingleLine { return scrollHorizontallyToCaret() }
        wrapScreenAboveCaret()
        // The caret's line is wrapped first (a query would only work out where it would wrap).
        if !textLayout.isComplete {
            _ = wrappedLineIndex(containing: area.selectionHead, affinity: area.selectionAffinity)
        }
        if textLayout.isComplete { clampScrollOffset() }
        // Scrolling is vertical: the caret's row is enough, without laying its line out in visual order.
        let caret = caretRow(for: area.selectionHead, affinity: area.selectionAffinity)
        // A line against the edge of the bounds would lie under the border and the inset's padding; bounds too short
        // for a line between the insets show it between their edges.
        var top = max(area.textContainerInset.top, 0)
        var bottom = area.size.height - max(area.textContainerInset.bottom, 0)
        if bottom - top < caret.maxY - caret.minY {
            top = 0
            bottom = area.size.height
        }
        if caret.minY < top {
            return setContentOffsetY(contentOffsetY + caret.minY - top)
        } else if caret.maxY > bottom {
            return setContentOffsetY(contentOffsetY + min(caret.maxY - bottom, caret.minY - top))
        }
        return false
    }

    /// Wraps the provisional lines within a screen above the caret as one run ending at the caret.
    private func wrapScreenAboveCaret() {
        let lineHeight = lineHeight
        guard !textLayout.isComplete, lineHeight > 0 else { return }
        let rows = max(TextArea.lineNumber((area.size.height / lineHeight).rounded(.up)), 0) + 1
        for _ in 0..<LayoutBudget.caretScreenPasses {
            let caretLine = wrappedLineIndex(containing: area.selectionHead, affinity: area.selectionAffinity)
            guard caretLine > 0,
                let provisional = textLayout.firstProvisionalLine(in: max(caretLine - rows, 0)...(caretLine - 1)),
                provisional.length > 0
            else { return }
            textLayout.wrapEnd(
                ofProvisionalLine: provisional.index,
                linesWanted: rows - (caretLine - provisional.index - 1),
                through: area.selectionHead, storage: area.layoutStorage)
        }
    }

    /// The numbers of the lines the bounds show at the current scroll offset (possibly past the last line).
    func shownLineNumbers() -> ClosedRange<Int> {
        let first = max(TextArea.lineNumber(((0 - containerY) / lineHeight).rounded(.down)), 0)
        let rows = max(TextArea.lineNumber((area.size.height / lineHeight).rounded(.up)), 0) + 1
        return first...(first + rows)
    }

    /// Wraps the provisional lines the bounds show, so every line drawn is a proper wrap.
    ///
    /// A provisional line at the bottom of the screen is wrapped from its
    /// start. One with real lines below it on screen (after a jump far into
    /// text not yet wrapped) is wrapped from near its end, and the scroll
    /// offset moves by the lines this adds, so the lines below stay where
    /// they are on screen.
    func wrapShownLines() {
        let layout = textLayout
        guard !layout.isComplete, lineHeight > 0 else { return }
        let storage = area.layoutStorage
        for _ in 0..<LayoutBudget.shownLinePasses {
            let shown = shownLineNumbers()
            // The unwrapped end of the text, at the bottom of the screen, is wrapped from its start.
            if shown.upperBound >= layout.lineCount, layout.isPending(layout.lastLineStart),
                layout.lineCount - 1 >= shown.lowerBound || layout.lineCount == 1
            {
                layout.resolve(
                    layout.lastLineStart, storage: storage,
                    lineBudget: LayoutBudget.lines(beyond: shown.upperBound - layout.lineCount))
                continue
            }
            let last = min(shown.upperBound, layout.lineCount - 1)
            guard shown.lowerBound <= last,
                let provisional = layout.firstProvisionalLine(in: shown.lowerBound...last)
            else { break }
            let end = provisional.start + provisional.length
            if provisional.index < last && !layout.isPending(end) && provisional.length > 0 {
                // Keep the first real line below in place on screen.
                let lastShownStart = layout.lines.line(at: last).start
                layout.wrapEnd(
                    ofProvisionalLine: provisional.index,
                    linesWanted: provisional.index - shown.lowerBound + 1,
                    through: lastShownStart, storage: storage)
                let anchorLine = layout.lines.lineIndex(containing: end).index
                contentOffsetY += Double(anchorLine - (provisional.index + 1)) * lineHeight
            } else {
                layout.resolve(
                    provisional.start, storage: storage,
                    lineBudget: LayoutBudget.lines(beyond: last - provisional.index))
            }
        }
    }
}
