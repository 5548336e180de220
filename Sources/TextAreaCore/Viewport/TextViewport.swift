/// What a text area shows: its text laid out in lines at its width, its placeholder's lines, and how far both are scrolled.
///
/// The viewport is the one owner of screen geometry. It keeps the lazy
/// layout of the text (lines wrapped so far and the pending points where
/// wrapping resumes), the placeholder's layout and the scroll offset, and
/// every budget that bounds a step's work lives in ``LayoutBudget``.
///
/// Work happens only in explicit steps: ``layoutIfNeeded()`` (which the area
/// runs at the end of each of its operations and before it notifies anyone,
/// and which a front end may run before drawing), ``performPendingLayout(lineBudget:)``
/// in idle time, ``completeLayout()``, the scrolling calls, and the line
/// helpers the editing commands use (`TextViewport+Lines`). Every query
/// (`TextViewport+Geometry`) is pure: it reads what the steps left and never
/// wraps a line or moves the scroll offset, so two reads in a row agree.
///
/// # Invariants
/// - After ``layoutIfNeeded()``, no line the bounds show is provisional, and a
///   document of at most ``LayoutBudget/completeDocumentBytes`` has no pending
///   lines at all.
/// - The scroll offset is never negative, and never past the content's end
///   once no line is pending.
final class TextViewport {
    /// The area whose text, settings and selection the viewport shows.
    ///
    /// The area owns its viewport and never hands it out, so the viewport
    /// cannot outlive it; the reference skips the checks of a safe one on
    /// every read (hot paths read the area's settings for every line).
    unowned(unsafe) let area: TextArea
    /// The lines of the text: final ones, and provisional ones starting at pending points.
    private(set) var textLayout: TextLayout
    /// How far the content is scrolled up, in pixels; only steps set it.
    var contentOffsetY: Double = 0
    /// How far a single-line area's content is scrolled left, in pixels (negative for a right-to-left line scrolled right); only steps set it.
    var contentOffsetX: Double = 0
    /// The placeholder wrapped at the area's width, once a step has made it.
    private var placeholderCache: LaidOutText?
    /// Whether the placeholder's text, font, width or direction changed since ``placeholderCache`` was made.
    var placeholderIsStale = true
    /// The direction and levels of the paragraphs looked at so far.
    var paragraphDirections = ParagraphDirectionCache()
    /// The geometry of lines that are not simply left to right, kept across frames; emptied when the font, measurer or tab stops change.
    var lineGeometries = LineGeometryCache()
    /// The spans of decorations on lines simply left to right, kept across frames; emptied as `lineGeometries` is.
    var decorationSpanCache = DecorationSpanCache()
    /// How many of the last frame's decoration pieces were taken from the frame before it.
    var carriedDecorationPieceCount = 0
    /// Whether everything runs simply left to right, once asked since the text or a direction last changed.
    var knownAllLeftToRight: Bool? = nil
    /// Whether a change since the last ``layoutIfNeeded()`` may have left shown lines provisional or the scroll offset unsettled.
    var needsLayout = true {
        didSet { if needsLayout { layoutRevision &+= 1 } }
    }
    /// Counts the changes to the lines, the placeholder or the scroll offset: a frame made at one count shows them as
    /// they are until it moves.
    private(set) var layoutRevision = 0
    /// Counts the edits of the text.
    private(set) var textRevision = 0
    /// The frame the last frame step made, with what it was made from.
    var lastFrame: MadeFrame? = nil
    /// The runs of the line holding the caret and of the lines next to it, kept by the last frame step for drawing
    /// those lines and placing carets on them.
    var keptLineRuns: [KeptLineRuns] = []
    /// How the text changed since the last frame step: lines of the next frame outside an edit take the runs of the
    /// line they were.
    var textChangeSinceFrame = TextChangeSinceFrame.unknown

    /// Makes the viewport of `area`, with its text not wrapped yet.
    init(area: TextArea) {
        self.area = area
        textLayout = TextLayout(
            storage: area.layoutStorage, measurer: area.layoutMeasurer, font: area.font, wrapWidth: 0,
            eager: false)
        textLayout = makeProvisionalLayout()
    }

    // MARK: Geometry of the container

    /// The width of the box lines align in: the bounds less the insets and twice the line-fragment padding.
    var containerWidth: Double {
        let size = area.size
        let inset = area.textContainerInset
        return max(size.width - inset.left - inset.right - 2 * area.lineFragmentPadding, 0)
    }

    /// The width lines wrap at: the container's, or unbounded in a single-line area, which never wraps.
    var wrapWidth: Double { area.isSingleLine ? .infinity : containerWidth }

    /// The x where the lines' container starts, after scrolling: the left inset plus the line-fragment padding, less the horizontal scroll offset.
    var containerX: Double { area.textContainerInset.left + area.lineFragmentPadding - contentOffsetX }

    /// The y of the first line's top, after scrolling; a single-line area centres its line between the insets.
    var containerY: Double {
        let inset = area.textContainerInset
        guard area.isSingleLine else { return inset.top - contentOffsetY }
        let room = area.size.height - inset.top - inset.bottom - lineHeight
        return inset.top + (room / 2).rounded(.down)
    }

    /// The distance between the text's baselines.
    var lineHeight: Double { textLayout.metrics.lineHeight }

    /// The x offset that places a line `width` wide according to `alignment` (the area's when nil); natural alignment follows the line's direction.
    func alignmentOffset(
        forLineWidth width: Double, isRightToLeft: Bool = false, alignment: TextAlignment? = nil
    ) -> Double {
        let box = containerWidth
        // A single line wider than the container starts at its leading edge: a right-to-left one overflows leftwards.
        if area.isSingleLine, box.isFinite, width > box { return isRightToLeft ? box - width : 0 }
        return Self.alignmentOffset(
            forLineWidth: width, isRightToLeft: isRightToLeft, alignment: alignment ?? area.alignment, wrapWidth: box)
    }

    /// ``alignmentOffset(forLineWidth:isRightToLeft:alignment:)`` with the settings read once by the caller, for loops over lines.
    @inline(__always)
    static func alignmentOffset(
        forLineWidth width: Double, isRightToLeft: Bool, alignment: TextAlignment, wrapWidth: Double
    ) -> Double {
        // An unbounded width has no centre or right edge: lines start at the left.
        guard wrapWidth.isFinite else { return 0 }
        switch alignment {
        case .left: return 0
        case .center: return max((wrapWidth - width) / 2, 0)
        case .right: return max(wrapWidth - width, 0)
        case .natural: return isRightToLeft ? max(wrapWidth - width, 0) : 0
        }
    }

    // MARK: Steps

    /// A layout of the whole text as one provisional line, wrapped as steps reach it.
    private func makeProvisionalLayout() -> TextLayout {
        TextLayout(
            storage: area.layoutStorage, measurer: area.layoutMeasurer, font: area.font, wrapWidth: wrapWidth,
            tabInterval: area.tabInterval, eager: false, segmentation: area.segmentation)
    }

    /// Wraps what the bounds show (and all of a small document), settles the scroll offset, and makes the placeholder's layout; does nothing when nothing changed since the last call.
    func layoutIfNeeded() {
        if placeholderIsStale {
            placeholderCache = makePlaceholderLayout(width: containerWidth)
            placeholderIsStale = false
        }
        guard needsLayout else { return }
        needsLayout = false
        // A single line is measured whole: its width bounds the horizontal scroll offset.
        if !textLayout.isComplete
            && (area.layoutStorage.utf8Count <= LayoutBudget.completeDocumentBytes || area.isSingleLine)
        {
            textLayout.completePending(storage: area.layoutStorage, lineBudget: nil)
        }
        wrapShownLines()
        clampScrollOffset()
        clampContentOffsetX()
    }

    /// Notes that something shown changed (an edit, a scroll, a new size); the next ``layoutIfNeeded()`` settles it.
    func setNeedsLayout() {
        needsLayout = true
    }

    /// Starts over with the whole text provisional, scrolled to the top (a new text was set or loaded).
    func resetForNewText() {
        textLayout = makeProvisionalLayout()
        paragraphDirections.removeAll()
        lineGeometries.removeAll()
        decorationSpanCache.removeAll()
        keptLineRuns = []
        knownAllLeftToRight = nil
        contentOffsetY = 0
        contentOffsetX = 0
        textRevision &+= 1
        textChangeSinceFrame = .unknown
        needsLayout = true
    }

    /// Lays the text out again from scratch after something that affects wrapping changed (width, font, measurer, insets, tabs); a scrolled area keeps the line at its top in view.
    func invalidateLayout() {
        let topOffset = contentOffsetY > 0 && !area.isEmpty ? offset(for: Point(x: containerX, y: 0)).offset : nil
        textLayout = makeProvisionalLayout()
        lineGeometries.removeAll()
        decorationSpanCache.removeAll()
        keptLineRuns = []
        textChangeSinceFrame = .unknown
        placeholderIsStale = true
        if let topOffset {
            let line = wrappedLineIndex(containing: topOffset, affinity: .downstream)
            contentOffsetY = area.textContainerInset.top + Double(line) * lineHeight
        }
        needsLayout = true
        clampScrollOffset()
    }

    /// Makes the placeholder's layout again at the next step (its text or font changed).
    func invalidatePlaceholder() {
        placeholderIsStale = true
        needsLayout = true
    }

    /// Keeps the lines in step with an edit of the text: `replaced` (a range of the text before the edit) became `insertedLength` bytes.
    func storageDidReplace(_ replaced: Range<Int>, insertedLength: Int) {
        textLayout.update(storage: area.layoutStorage, replaced: replaced, insertedLength: insertedLength)
        let storage = area.layoutStorage
        let inserted = replaced.lowerBound..<(replaced.lowerBound + insertedLength)
        paragraphDirections.storageDidReplace(replaced, insertedLength: insertedLength) { paragraph in
            storage.isPlainASCII(in: inserted, atMost: 256)
                && storage.firstStrongDirection(ofParagraphAt: paragraph.lowerBound) == .leftToRight
        }
        decorationSpanCache.storageDidReplace(replaced, insertedLength: insertedLength)
        knownAllLeftToRight = nil
        textRevision &+= 1
        textChangeSinceFrame = textChangeSinceFrame.followed(byReplacing: replaced, insertedLength: insertedLength)
        needsLayout = true
        // Shorter text (or composition) leaves less to scroll: keep the offset within the content.
        clampScrollOffset()
    }

    /// Whether some lines are still to be wrapped.
    var hasPendingLayout: Bool { !textLayout.isComplete }

    /// Wraps up to about `lineBudget` pending lines (all of them when nil, a large window of text at a time), keeping the line at the top of the bounds in place; returns whether more remain.
    @discardableResult
    func performPendingLayout(lineBudget: Int?) -> Bool {
        // The first character of the top line stays at the top while lines above it wrap.
        let topOffset = contentOffsetY > 0 ? line(atY: 0).start : nil
        let topLine = topOffset.map { wrappedLineIndex(containing: $0, affinity: .downstream) }
        let more = textLayout.completePending(storage: area.layoutStorage, lineBudget: lineBudget)
        if let topOffset, let topLine {
            let shift = wrappedLineIndex(containing: topOffset, affinity: .downstream) - topLine
            if shift != 0 { contentOffsetY += Double(shift) * lineHeight }
        }
        needsLayout = true
        layoutIfNeeded()
        return more
    }

    /// Wraps every pending line.
    func completeLayout() {
        performPendingLayout(lineBudget: nil)
    }

    // MARK: The placeholder

    /// The placeholder's layout as the last step made it; made afresh, without keeping it, when it is stale.
    var placeholderLayout: LaidOutText? {
        placeholderIsStale ? makePlaceholderLayout(width: containerWidth) : placeholderCache
    }

    /// The placeholder wrapped at `width` in its font, or nil when there is no placeholder.
    func makePlaceholderLayout(width: Double) -> LaidOutText? {
        guard let content = area.placeholderContent else { return nil }
        return LaidOutText(
            content: content, font: area.effectivePlaceholderFont, width: width,
            measurer: area.measurer, tabInterval: area.tabInterval,
            baseDirection: area.baseWritingDirection, defaultDirection: area.defaultWritingDirection,
            segmentation: area.segmentation,
            maximumLineCount: area.isSingleLine ? 1 : area.placeholderMaximumLineCount)
    }

    /// The frame of the placeholder label (see ``TextArea/placeholderFrame``).
    var placeholderFrame: Rect {
        guard let layout = placeholderLayout else { return .zero }
        let x =
            containerX
            + layout.lineX(
                forWidth: layout.widestLine, in: containerWidth, alignment: area.placeholderAlignment ?? area.alignment)
        return Rect(x: x, y: containerY, width: layout.widestLine, height: layout.height)
    }

    /// The placeholder's lines where they go (see ``TextArea/placeholderLines``).
    var placeholderLines: [PlaceholderLine] {
        guard let layout = placeholderLayout else { return [] }
        let top = containerY
        let (left, width, alignment) = (containerX, containerWidth, area.placeholderAlignment ?? area.alignment)
        return layout.lines.enumerated().map { index, line in
            let y = top + Double(index) * layout.lineHeight
            let x = left + layout.lineX(forWidth: line.width, in: width, alignment: alignment)
            return PlaceholderLine(
                range: line.range, origin: Point(x: x, y: y), baseline: y + layout.ascent,
                width: line.width, runs: line.runs, attributedRuns: line.attributedRuns)
        }
    }

    // MARK: Scroll offset

    /// Keeps the scroll offset within the content; while lines are pending the end of the content is not known, so only a negative offset is corrected.
    func clampScrollOffset() {
        let maximum = textLayout.isComplete ? maximumContentOffsetY : Double.infinity
        let clamped = min(max(contentOffsetY, 0), maximum)
        if clamped != contentOffsetY { contentOffsetY = clamped }
    }
}
