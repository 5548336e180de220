extension TextArea {
    /// The width lines wrap at: the bounds less the insets and twice the line-fragment padding.
    public var wrapWidth: Double {
        max(size.width - textContainerInset.left - textContainerInset.right - 2 * lineFragmentPadding, 0)
    }

    /// The x where the lines' container starts: the left inset plus the line-fragment padding.
    var containerX: Double { textContainerInset.left + lineFragmentPadding }

    /// The y of the first line's top, after scrolling.
    var containerY: Double { textContainerInset.top - contentOffsetY }

    /// The layout of the text, made on first use after anything that affects wrapping changed; lines are wrapped as queries reach them.
    var layout: TextLayout {
        if let layout = layoutStorage { return layout }
        let layout = TextLayout(storage: storage, measurer: measurer, font: font, wrapWidth: wrapWidth,
                                tabInterval: tabInterval, eager: false, segmentation: segmentationStorage)
        layoutStorage = layout
        return layout
    }

    /// The layout with the line holding `offset` wrapped (not provisional).
    func layout(wrapping offset: Int) -> TextLayout {
        let current = layout
        let wasComplete = current.isComplete
        current.ensureWrapped(containing: offset, storage: storage)
        if !wasComplete && current.isComplete { clampScrollOffset() }
        return current
    }

    /// The layout with lines `range` wrapped (not provisional).
    func layout(wrappingLines range: ClosedRange<Int>) -> TextLayout {
        let current = layout
        let wasComplete = current.isComplete
        current.ensureWrapped(lines: range, storage: storage)
        if !wasComplete && current.isComplete { clampScrollOffset() }
        return current
    }

    /// The layout with every line final (the scroll offset is then kept within the content).
    var completeLayout: TextLayout {
        let current = layout
        if !current.isComplete {
            current.completePending(storage: storage, lineBudget: nil)
            clampScrollOffset()
        }
        return current
    }

    /// Whether some lines are still to be wrapped (after a load, a resize, a large paste or a long cascade).
    public var hasPendingLayout: Bool { !layout.isComplete }

    /// Wraps up to about `lineBudget` pending lines; returns whether more remain. A front end calls it when idle.
    ///
    /// Lines wrapped above the screen do not move what is shown: the line at
    /// the top stays at the top.
    @discardableResult
    public func performPendingLayout(lineBudget: Int = 4096) -> Bool {
        let current = layout
        let topOffset = contentOffsetY > 0 ? offset(for: Point(x: containerX, y: 0)).offset : nil
        let topLine = topOffset.map { wrappedLineIndex(containing: $0, affinity: .downstream) }
        let more = current.completePending(storage: storage, lineBudget: lineBudget)
        if let topOffset, let topLine {
            let shift = wrappedLineIndex(containing: topOffset, affinity: .downstream) - topLine
            if shift != 0 { contentOffsetY += Double(shift) * current.metrics.lineHeight }
        }
        if !more { clampScrollOffset() }
        setNeedsDisplay()
        return more
    }

    /// The placeholder's layout, or nil when there is no placeholder.
    var placeholderLayout: PlaceholderLayout? {
        guard let placeholder, !placeholder.isEmpty else { return nil }
        if let cached = placeholderLayoutStorage { return cached }
        let made = PlaceholderLayout(placeholder: placeholder, font: effectivePlaceholderFont, width: wrapWidth,
                                     measurer: measurer, tabInterval: tabInterval, segmentation: segmentationStorage)
        placeholderLayoutStorage = made
        return made
    }

    /// The distance between the text's baselines.
    public var lineHeight: Double { layout.metrics.lineHeight }

    /// The number of visual lines of text (wraps whatever is still pending).
    public var lineCount: Int { completeLayout.lineCount }

    /// Drops both layouts; they are remade on next use. A scrolled area keeps the line that was at its top in view.
    func invalidateLayout() {
        let topOffset = layoutStorage != nil && contentOffsetY > 0 && !isEmpty
            ? offset(for: Point(x: containerX, y: 0)).offset : nil
        layoutStorage = nil
        placeholderLayoutStorage = nil
        goalX = nil
        if let topOffset {
            let line = wrappedLineIndex(containing: topOffset, affinity: .downstream)
            contentOffsetY = textContainerInset.top + Double(line) * layout.metrics.lineHeight
        }
        clampScrollOffset()
        setNeedsDisplay()
    }

    func invalidatePlaceholderLayout() {
        placeholderLayoutStorage = nil
    }

    func fontDidChange() {
        invalidateLayout()
    }

    /// Keeps the layout in step with an edit of the storage.
    func storageDidReplace(_ range: Range<Int>, insertedLength: Int) {
        layoutStorage?.update(storage: storage, replaced: range, insertedLength: insertedLength)
        // Shorter text (or composition) leaves less to scroll: keep the offset within the content.
        clampScrollOffset()
    }

    /// The x offset that places a line `width` wide according to ``alignment``.
    func alignmentOffset(forLineWidth width: Double) -> Double {
        // An unbounded width has no centre or right edge: lines start at the left.
        guard wrapWidth.isFinite else { return 0 }
        switch alignment {
        case .left: return 0
        case .center: return max((wrapWidth - width) / 2, 0)
        case .right: return max(wrapWidth - width, 0)
        }
    }

    /// The frame of the placeholder label: at the container's origin, as wide as its widest line and as tall as its lines (UIKit's `boundingRectWithSize` with the line-fragment origin); zero when there is no placeholder.
    ///
    /// The frame is the same whether or not the placeholder shows now.
    public var placeholderFrame: Rect {
        guard let placeholderLayout else { return .zero }
        return Rect(x: containerX + alignmentOffset(forLineWidth: placeholderLayout.widestLine), y: containerY,
                    width: placeholderLayout.widestLine, height: placeholderLayout.height)
    }

    /// The placeholder's lines as drawn: each line's text and the top-left corner and baseline of where it goes.
    public var placeholderLines: [(text: String, origin: Point, baseline: Double)] {
        guard let placeholderLayout else { return [] }
        return placeholderLayout.lines.enumerated().map { index, line in
            let top = containerY + Double(index) * placeholderLayout.lineHeight
            return (line.text, Point(x: containerX + alignmentOffset(forLineWidth: line.width), y: top),
                    top + placeholderLayout.ascent)
        }
    }

    /// The size the area needs at the proposed width: the insets plus the text's lines, or the placeholder's when the text is empty, so an auto-growing box never clips it.
    ///
    /// An infinite proposed width gives the widest line's width plus insets and padding.
    public func sizeThatFits(_ proposed: Size) -> Size {
        let horizontalExtras = textContainerInset.left + textContainerInset.right + 2 * lineFragmentPadding
        let fitWidth = proposed.width.isFinite ? max(proposed.width - horizontalExtras, 0) : Double.greatestFiniteMagnitude
        let textLayout = fitWidth == wrapWidth
            ? completeLayout
            : TextLayout(storage: storage, measurer: measurer, font: font, wrapWidth: fitWidth, tabInterval: tabInterval,
                         segmentation: segmentationStorage)
        var contentHeight = Double(textLayout.lineCount) * textLayout.metrics.lineHeight
        var widest = 0.0
        if !proposed.width.isFinite {
            textLayout.lines.forEachLine(from: 0) { record, _, _ in
                widest = max(widest, Double(record.width))
                return true
            }
        }
        if isEmpty, let placeholder, !placeholder.isEmpty {
            let placeholderLayout = PlaceholderLayout(placeholder: placeholder, font: effectivePlaceholderFont,
                                                      width: fitWidth, measurer: measurer, tabInterval: tabInterval,
                                                      segmentation: segmentationStorage)
            contentHeight = max(contentHeight, placeholderLayout.height)
            widest = max(widest, placeholderLayout.widestLine)
        }
        let width = proposed.width.isFinite ? proposed.width : widest + horizontalExtras
        return Size(width: width, height: textContainerInset.top + contentHeight + textContainerInset.bottom)
    }
}
