// A single-line area's horizontal scrolling: the offsets its one line may take, and the steps that keep the caret in view.
extension TextViewport {
    /// The horizontal scroll offsets a single-line area may take: none but 0 while its line fits the container;
    /// otherwise from the offset that shows the line's left end at the container's left edge to the one that shows
    /// its right end at the right edge, so no empty space shows past the text on the side it overflows.
    var contentOffsetXRange: ClosedRange<Double> {
        let box = containerWidth
        guard area.isSingleLine, box.isFinite, textLayout.lineCount > 0 else { return 0...0 }
        let extent = singleLineExtent
        return min(extent.minX, 0)...max(extent.maxX - box, 0)
    }

    /// The x of the single line's left and right ends (its clusters, hanging spaces included) in the container,
    /// aligned but not scrolled.
    private var singleLineExtent: (minX: Double, maxX: Double) {
        let line = textLayout.lines.line(at: 0)
        let width = Double(line.record.width)
        if let geometry = lineGeometry(start: line.start, record: line.record) {
            let origin = alignmentOffset(forLineWidth: width, isRightToLeft: geometry.isRightToLeft)
            return (origin + min(geometry.minX, 0), origin + max(geometry.maxX, width))
        }
        let contentEnd = textLayout.contentEnd(start: line.start, record: line.record)
        let end = textLayout.xOffset(
            of: contentEnd, lineStart: line.start, record: line.record, storage: area.layoutStorage)
        let origin = alignmentOffset(forLineWidth: width)
        return (origin, origin + max(width, end))
    }

    /// The least distance a single-line area keeps between the caret and the container's edges when it scrolls to
    /// it: a line's height, or a quarter of a narrow container.
    var horizontalScrollMargin: Double { max(min(lineHeight, containerWidth / 4), 0) }

    /// Keeps the horizontal scroll offset within ``contentOffsetXRange`` (the text got shorter, the area wider).
    func clampContentOffsetX() {
        guard area.isSingleLine || contentOffsetX != 0 else { return }
        let range = contentOffsetXRange
        let clamped = min(max(contentOffsetX, range.lowerBound), range.upperBound)
        if clamped != contentOffsetX { contentOffsetX = clamped }
    }

    /// Scrolls a single-line area sideways to `offset`, clamped to ``contentOffsetXRange``; returns whether the
    /// offset moved. NaN does nothing.
    @discardableResult
    func setContentOffsetX(_ offset: Double) -> Bool {
        guard !offset.isNaN else { return false }
        completeSingleLine()
        let range = contentOffsetXRange
        let clamped = min(max(offset, range.lowerBound), range.upperBound)
        guard clamped != contentOffsetX else { return false }
        contentOffsetX = clamped
        needsLayout = true
        layoutIfNeeded()
        return true
    }

    /// Scrolls a single-line area sideways the least amount that shows the caret at least
    /// ``horizontalScrollMargin`` inside the container's edges (or at an end of the text); returns whether the
    /// offset moved.
    @discardableResult
    func scrollHorizontallyToCaret() -> Bool {
        completeSingleLine()
        let box = containerWidth
        guard box.isFinite else { return setContentOffsetX(0) }
        let margin = horizontalScrollMargin
        let caret = caretRect(for: area.selectionHead, affinity: area.selectionAffinity)
        // Where the caret is in the container's box as scrolled now.
        let shown = caret.minX - (containerX + contentOffsetX)
        var target = contentOffsetX
        if shown < margin {
            target -= margin - shown
        } else if shown + caret.width > box - margin {
            target += shown + caret.width - (box - margin)
        }
        return setContentOffsetX(target)
    }

    /// Measures a single-line area's line whole, if an edit left it pending.
    private func completeSingleLine() {
        guard area.isSingleLine, !textLayout.isComplete else { return }
        textLayout.completePending(storage: area.layoutStorage, lineBudget: nil)
    }

    /// Starts a single-line area unscrolled, or a multiline one scrolled only vertically, and lays it out again.
    func singleLineModeDidChange() {
        contentOffsetX = 0
        contentOffsetY = 0
        invalidateLayout()
    }
}
