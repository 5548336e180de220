extension TextArea {
    /// The height of everything that scrolls: the insets and the lines, or the placeholder when it is taller and the text is empty.
    ///
    /// While lines are still pending (see ``hasPendingLayout``) it counts the
    /// lines wrapped so far, so it may grow as layout completes.
    public var contentHeight: Double {
        var height = Double(layout.lineCount) * layout.metrics.lineHeight
        if isEmpty, let placeholderLayout { height = max(height, placeholderLayout.height) }
        return textContainerInset.top + height + textContainerInset.bottom
    }

    /// The largest scroll offset: the content's overflow below the bounds.
    public var maximumContentOffsetY: Double { max(contentHeight - size.height, 0) }

    /// Scrolls by `delta` pixels (positive scrolls the content up), clamped to the content; NaN does nothing.
    public func scroll(by delta: Double) {
        setContentOffsetY(contentOffsetY + delta)
    }

    /// Scrolls to `offset`, clamped to the content; NaN does nothing.
    ///
    /// Scrolling past the lines wrapped so far wraps more, as far as needed.
    public func setContentOffsetY(_ offset: Double) {
        guard !offset.isNaN else { return }
        while offset > maximumContentOffsetY && layout.completePending(storage: storage, lineBudget: 4096) {}
        let clamped = min(max(offset, 0), maximumContentOffsetY)
        if clamped != contentOffsetY {
            contentOffsetY = clamped
            setNeedsDisplay()
            host?.textAreaCaretDidMove(self)
        }
    }

    /// Scrolls the least amount that shows the whole caret.
    ///
    /// When the caret sits far into text not yet wrapped (after a jump to the
    /// end of a large document), a screen of lines above it is wrapped first,
    /// so the caret lands where it would with everything wrapped.
    public func scrollToCaret() {
        wrapScreenAboveCaret()
        if layout.isComplete { clampScrollOffset() }
        let caret = caretRect
        if caret.minY < 0 {
            setContentOffsetY(contentOffsetY + caret.minY)
        } else if caret.maxY > size.height {
            setContentOffsetY(contentOffsetY + min(caret.maxY - size.height, caret.minY))
        }
    }

    /// Wraps the provisional lines within a screen above the caret as one run ending at the caret.
    private func wrapScreenAboveCaret() {
        let current = layout
        let lineHeight = current.metrics.lineHeight
        guard !current.isComplete, lineHeight > 0 else { return }
        let rows = max(Self.lineNumber((size.height / lineHeight).rounded(.up)), 0) + 1
        for _ in 0..<8 {
            let caretLine = wrappedLineIndex(containing: selectionHead, affinity: selectionAffinity)
            guard caretLine > 0,
                  let provisional = current.firstProvisionalLine(in: max(caretLine - rows, 0)...(caretLine - 1)),
                  provisional.length > 0 else { return }
            current.wrapEnd(ofProvisionalLine: provisional.index, linesWanted: rows - (caretLine - provisional.index - 1),
                            through: selectionHead, storage: storage)
        }
    }

    /// Keeps the scroll offset within the content; while lines are pending the end of the content is not known, so only a negative offset is corrected.
    func clampScrollOffset() {
        guard layoutStorage != nil || contentOffsetY != 0 else { return }
        let maximum = layoutStorage?.isComplete == false ? Double.infinity : maximumContentOffsetY
        let clamped = min(max(contentOffsetY, 0), maximum)
        if clamped != contentOffsetY { contentOffsetY = clamped }
    }
}
