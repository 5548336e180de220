// The area's geometry queries: pure reads of what its viewport laid out (see ``TextViewport``).
extension TextArea {
    /// The width lines wrap at: the bounds less the insets and twice the line-fragment padding; infinite in a single-line area (``isSingleLine``), which never wraps.
    public var wrapWidth: Double { viewport.wrapWidth }

    /// The distance between the text's baselines.
    public var lineHeight: Double { viewport.lineHeight }

    /// How far the content is scrolled up, in pixels (0 shows the top).
    public var contentOffsetY: Double { viewport.contentOffsetY }

    /// How far a single-line area's text is scrolled left, in pixels, to keep the caret in view (0 while it fits;
    /// negative when a right-to-left line, which overflows leftwards, is scrolled right); always 0 in a multiline
    /// area.
    public var contentOffsetX: Double { viewport.contentOffsetX }

    /// The number of lines laid out so far: every line once ``hasPendingLayout`` is false (always so for a document of at most 64 KB); before that, text not yet wrapped counts as one line.
    public var lineCount: Int { viewport.textLayout.lineCount }

    /// The number of the line holding `offset`; with upstream affinity, an offset at a soft wrap belongs to the line before.
    ///
    /// While lines are pending (see ``lineCount``) the number is provisional.
    public func lineIndex(containing offset: Int, affinity: SelectionAffinity = .downstream) -> Int {
        viewport.lineIndex(containing: offset, affinity: affinity)
    }

    /// The byte range of line `index`, break characters included.
    public func lineRange(at index: Int) -> Range<Int> {
        viewport.lineRange(at: index)
    }

    /// The caret's rectangle for `offset`, 1 px wide and a line tall, in the area's coordinates.
    ///
    /// While the placeholder shows, the caret sits at offset 0 on the
    /// placeholder's first line, aligned as an empty line of text would be.
    public func caretRect(for offset: Int, affinity: SelectionAffinity = .downstream) -> Rect {
        viewport.caretRect(for: offset, affinity: affinity)
    }

    /// The caret's rectangle at the selection's head.
    public var caretRect: Rect { viewport.caretRect(for: selectionHead, affinity: selectionAffinity) }

    /// The second place of the caret at `offset`, where it sits between runs of different directions: where a character of the other direction typed there appears (GTK draws it as a weak cursor); nil where both places coincide.
    public func secondaryCaretRect(for offset: Int, affinity: SelectionAffinity = .downstream) -> Rect? {
        viewport.secondaryCaretRect(for: offset, affinity: affinity)
    }

    /// The second place of the caret at the selection's head, or nil (see ``secondaryCaretRect(for:affinity:)``).
    public var secondaryCaretRect: Rect? {
        viewport.secondaryCaretRect(for: selectionHead, affinity: selectionAffinity)
    }

    /// The cluster boundary nearest to `point` (in the area's coordinates) and its affinity; 0 while the placeholder shows.
    public func offset(for point: Point) -> (offset: Int, affinity: SelectionAffinity) {
        viewport.offset(for: point)
    }

    /// The rectangles that highlight `range`, one per visual line, clipped to the lines shown in the bounds.
    public func selectionRects(for range: Range<Int>) -> [Rect] {
        viewport.selectionRects(for: range)
    }

    /// The pieces of a visible line to draw: its content split at tabs, each with its x relative to the line's origin.
    ///
    /// With a measurer that is not additive (shaped text), each stretch
    /// between line-break opportunities is a run of its own, and each space:
    /// they are shaped and drawn one by one, as they were measured.
    public func runs(for line: VisibleLine) -> [TextRun] {
        viewport.runs(for: line)
    }

    /// The stretches of a visible line in one direction, left to right, split at tabs, each with its x relative to the line's origin: the runs of ``runs(for:)`` merged where they are next to each other in the same direction.
    ///
    /// They say where the line's text goes without measuring a line that
    /// runs simply left to right (its one run starts at x = 0), so a front
    /// end can tell which lines changed from them and the line's bytes,
    /// asking ``runs(for:)`` only for the lines it draws.
    public func directionRuns(for line: VisibleLine) -> [TextRun] {
        viewport.directionRuns(for: line)
    }

    /// The lines inside the bounds, top to bottom: found in O(log n) plus the lines shown.
    public func visibleLines() -> [VisibleLine] {
        viewport.visibleLines()
    }

    /// The size the area needs at the proposed width: the insets plus the text's lines, or the placeholder's when the text is empty, so an auto-growing box never clips it.
    ///
    /// An infinite proposed width gives the widest line's width plus insets
    /// and padding. The text is wrapped at that width without changing the
    /// area's own layout (read from it when it is complete at the same width).
    public func sizeThatFits(_ proposed: Size) -> Size {
        let horizontalExtras = textContainerInset.left + textContainerInset.right + 2 * lineFragmentPadding
        let fitWidth =
            proposed.width.isFinite ? max(proposed.width - horizontalExtras, 0) : Double.greatestFiniteMagnitude
        let current = viewport.textLayout
        // A single-line area never wraps; its placeholder still lays out at the width.
        let textWidth = isSingleLine ? Double.infinity : fitWidth
        let textLayout =
            textWidth == wrapWidth && current.isComplete
            ? current
            : TextLayout(
                storage: layoutStorage, measurer: layoutMeasurer, font: font, wrapWidth: textWidth,
                tabInterval: tabInterval,
                segmentation: segmentation)
        var contentHeight = Double(textLayout.lineCount) * textLayout.metrics.lineHeight
        var widest = 0.0
        if !proposed.width.isFinite {
            textLayout.lines.forEachLine(from: 0) { record, _, _ in
                widest = max(widest, Double(record.width))
                return true
            }
        }
        if isEmpty, let placeholderLayout = viewport.makePlaceholderLayout(width: fitWidth) {
            contentHeight = max(contentHeight, placeholderLayout.height)
            widest = max(widest, placeholderLayout.widestLine)
        }
        let width = proposed.width.isFinite ? proposed.width : widest + horizontalExtras
        return Size(width: width, height: textContainerInset.top + contentHeight + textContainerInset.bottom)
    }

    /// A line number or count computed in floating point, as an `Int`: NaN counts as 0, and anything beyond `Int32.max` lines as that many.
    static func lineNumber(_ value: Double) -> Int {
        value.isNaN ? 0 : Int(min(max(value, -Double(Int32.max)), Double(Int32.max)))
    }
}
