import TextAreaCore

extension CoreFuzzer {
    /// Changes a setting, or makes a layout query and checks its answer.
    func applySettingOrQuery(_ operation: FuzzOperation) throws {
        switch operation {
        case .setMaxLength(let limit): area.maxLength = limit
        case .setEditable(let editable): area.isEditable = editable
        case .setVetoRule(let rule):
            delegate.rule = rule
            delegate.allowsEnd = rule != .refuseAll
        case .setPlaceholder(let placeholder): area.placeholder = placeholder
        case .setPlaceholderVisibility(let policy): area.placeholderVisibility = policy
        case .setSize(let size): area.size = size
        case .setAlignment(let alignment): area.alignment = alignment
        case .setInset(let inset): area.textContainerInset = inset
        case .setPadding(let padding): area.lineFragmentPadding = padding
        case .setTabInterval(let interval): area.tabInterval = interval
        case .setFont(let font): area.font = font
        case .setPlaceholderFont(let font): area.placeholderFont = font
        case .setMeasurer(let choice):
            measurerChoice = choice
            area.measurer = measurers[choice]!
        case .visibleLines: try checkVisibleLines(complete: false)
        case .offsetFor(let point): try checkOffset(for: point)
        case .selectionRects(let range): try checkSelectionRects(for: range)
        case .caretRect(let offset, let affinity):
            try checkCaretRect(area.caretRect(for: offset, affinity: affinity), of: "caretRect(for: \(offset))")
        case .placeholderGeometry: try checkPlaceholderGeometry()
        case .sizeThatFits(let proposed): try checkSizeThatFits(proposed)
        case .boundingRect(let size): try checkBoundingRect(size)
        case .lineIndex(let offset, let affinity): try checkLineIndex(containing: offset, affinity: affinity)
        case .lineRange(let number): try checkLineRange(number)
        case .scroll(let delta):
            area.scroll(by: delta)
            try checkScrollOffset(afterScrolling: true)
        case .scrollToCaret: try checkScrollToCaret()
        case .performPendingLayout(let budget):
            let more = area.performPendingLayout(lineBudget: budget)
            try require(
                more == area.hasPendingLayout,
                "performPendingLayout returned \(more), "
                    + "hasPendingLayout is \(area.hasPendingLayout)")
        default:
            preconditionFailure("\(operation) is neither a setting nor a query")
        }
    }

    // MARK: Geometry the checks share

    /// The x where lines start before alignment: the left inset plus the padding.
    var containerX: Double { area.textContainerInset.left + area.lineFragmentPadding }

    /// The y of the first line's top, after scrolling.
    var containerY: Double { area.textContainerInset.top - area.contentOffsetY }

    /// The x offset alignment gives a line `width` wide, as documented: nothing, half the room left, or all of it.
    func alignmentOffset(forLineWidth width: Double) -> Double {
        switch area.alignment {
        case .left: return 0
        case .center: return max((area.wrapWidth - width) / 2, 0)
        case .right: return max(area.wrapWidth - width, 0)
        }
    }

    /// Whether two coordinates agree within rounding (widths are kept as `Float`).
    func close(_ first: Double, _ second: Double) -> Bool {
        first == second || abs(first - second) <= 1e-3 + 1e-6 * max(abs(first), abs(second))
    }

    func finite(_ rect: Rect) -> Bool {
        rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite
    }

    // MARK: Query checks

    /// The caret: finite, one line tall, not left of the container, and between the first line's top and the last line's bottom.
    func checkCaretRect(_ caret: Rect, of what: String) throws {
        try require(finite(caret), "\(what) \(caret) is not finite")
        if area.isPlaceholderVisible {
            let expected = area.measurer.metrics(for: area.effectivePlaceholderFont).lineHeight
            try require(
                close(caret.height, expected),
                "\(what) is \(caret.height) tall on the placeholder, "
                    + "expected \(expected)")
            try require(close(caret.minY, containerY), "\(what) y \(caret.minY) is not the placeholder's first line")
            return
        }
        let lineHeight = area.lineHeight
        try require(close(caret.height, lineHeight), "\(what) is \(caret.height) tall, lines are \(lineHeight)")
        try require(caret.minX >= containerX - 1e-3, "\(what) x \(caret.minX) is left of the container \(containerX)")
        let bottom = containerY + lineHeight
        try require(caret.minY >= containerY - 1e-3, "\(what) y \(caret.minY) is above the first line \(containerY)")
        let contentBottom = area.contentHeight - area.textContainerInset.bottom - area.contentOffsetY
        try require(
            caret.maxY <= max(contentBottom, bottom) + 1e-3,
            "\(what) bottom \(caret.maxY) is below the last line \(contentBottom)")
    }

    /// Every visible line: in order, contiguous, inside the bounds, with runs inside its content; with `complete`, exactly the lines the bounds show.
    func checkVisibleLines(complete: Bool) throws {
        let lines = area.visibleLines()
        let lineHeight = area.lineHeight
        let length = area.utf8Count
        for (position, line) in lines.enumerated() {
            let what = "visible line \(line.index) \(line.range)"
            if position > 0 {
                try require(
                    line.index == lines[position - 1].index + 1,
                    "\(what) does not follow line "
                        + "\(lines[position - 1].index)")
                try require(line.range.lowerBound == lines[position - 1].range.upperBound, "\(what) leaves a gap")
            }
            try require(
                line.range.lowerBound >= 0 && line.range.upperBound <= length, "\(what) is outside 0..<\(length)")
            try require(
                line.contentRange.lowerBound == line.range.lowerBound
                    && line.contentRange.upperBound <= line.range.upperBound, "\(what) content \(line.contentRange)")
            try require(
                close(line.origin.y, containerY + Double(line.index) * lineHeight),
                "\(what) sits at y \(line.origin.y)")
            try require(
                line.origin.y < area.size.height && line.origin.y + line.height > 0,
                "\(what) at y \(line.origin.y) is outside the bounds' height \(area.size.height)")
            try require(line.width.isFinite && line.width >= 0, "\(what) width \(line.width)")
            try require(
                close(line.origin.x, containerX + alignmentOffset(forLineWidth: line.width)),
                "\(what) x \(line.origin.x) does not follow the alignment \(area.alignment)")
            try require(
                close(line.baseline - line.origin.y, area.measurer.metrics(for: area.font).ascent),
                "\(what) baseline \(line.baseline)")
            var previousEnd = line.contentRange.lowerBound
            var previousX = -Double.infinity
            for run in area.runs(for: line) {
                try require(
                    run.range.lowerBound >= previousEnd && run.range.upperBound <= line.contentRange.upperBound,
                    "\(what) has run \(run.range) outside its content or out of order")
                try require(run.x.isFinite && run.x >= 0 && run.x > previousX, "\(what) has run at x \(run.x)")
                previousEnd = run.range.upperBound
                previousX = run.x
            }
        }
        guard complete, lineHeight > 0, area.size.height.isFinite else { return }
        let count = area.lineCount
        let first = max(Int(((0 - containerY) / lineHeight).rounded(.down)), 0)
        var last = first - 1
        while last + 1 < count && containerY + Double(last + 1) * lineHeight < area.size.height { last += 1 }
        let shown = lines.map(\.index)
        let expected = first <= last ? Array(first...last) : []
        try require(
            shown == expected,
            "visible lines \(shown.first ?? -1)…\(shown.last ?? -1), "
                + "expected \(expected.first ?? -1)…\(expected.last ?? -1)")
    }

    func checkOffset(for point: Point) throws {
        let (offset, affinity) = area.offset(for: point)
        try require(offset >= 0 && offset <= area.utf8Count, "offset(for:) gave \(offset) outside the text")
        try require(area.textStorage.isCharacterBoundary(offset), "offset(for:) gave \(offset) inside a cluster")
        if area.isPlaceholderVisible {
            try require(offset == 0 && affinity == .downstream, "a click on the placeholder gave \(offset)")
        }
    }

    func checkSelectionRects(for range: Range<Int>) throws {
        let rects = area.selectionRects(for: range)
        for rect in rects {
            try require(finite(rect) && rect.width > 0, "selection rectangle \(rect) for \(range)")
            try require(close(rect.height, area.lineHeight), "selection rectangle \(rect) is not a line tall")
            try require(rect.minX >= containerX - 1e-3, "selection rectangle \(rect) starts left of the container")
        }
        if range.isEmpty { try require(rects.isEmpty, "an empty range has selection rectangles") }
    }

    func checkPlaceholderGeometry() throws {
        let frame = area.placeholderFrame
        let lines = area.placeholderLines
        guard let placeholder = area.placeholder, !placeholder.isEmpty else {
            try require(frame == .zero && lines.isEmpty, "no placeholder, yet a frame \(frame) or \(lines.count) lines")
            return
        }
        let metrics = area.measurer.metrics(for: area.effectivePlaceholderFont)
        try require(!lines.isEmpty, "placeholder \(ReferenceText.describe(placeholder)) has no lines")
        try require(finite(frame), "placeholder frame \(frame) is not finite")
        try require(
            close(frame.height, Double(lines.count) * metrics.lineHeight),
            "placeholder frame height \(frame.height) for \(lines.count) lines")
        try require(close(frame.minY, containerY), "placeholder frame y \(frame.minY), expected \(containerY)")
        for (index, line) in lines.enumerated() {
            try require(
                close(line.origin.y, containerY + Double(index) * metrics.lineHeight)
                    && close(line.baseline, line.origin.y + metrics.ascent),
                "placeholder line \(index) at \(line.origin)")
            try require(
                line.origin.x.isFinite && line.origin.x >= containerX - 1e-3,
                "placeholder line \(index) x \(line.origin.x)")
        }
    }

    func checkSizeThatFits(_ proposed: Size) throws {
        let fitting = area.sizeThatFits(proposed)
        try require(
            fitting.height.isFinite && fitting.width.isFinite || !proposed.width.isFinite && proposed.width.isNaN,
            "sizeThatFits(\(proposed)) gave \(fitting)")
        if proposed.width.isFinite {
            try require(fitting.width == proposed.width, "sizeThatFits changed the proposed width to \(fitting.width)")
        }
        let insets = area.textContainerInset
        try require(
            fitting.height >= insets.top + insets.bottom, "sizeThatFits height \(fitting.height) is below the insets")
    }

    /// `boundingRect` of the placeholder (or the text): finite, at the origin, whole lines no taller than allowed.
    func checkBoundingRect(_ size: Size) throws {
        let text = area.placeholder ?? reference
        let font = area.effectivePlaceholderFont
        let rect = boundingRect(of: text, constrainedTo: size, font: font, measurer: area.measurer)
        let lineHeight = area.measurer.metrics(for: font).lineHeight
        try require(
            finite(rect) && rect.origin == .zero && rect.width >= 0 && rect.height >= 0,
            "boundingRect constrained to \(size) is \(rect)")
        let lines = rect.height / lineHeight
        try require(abs(lines - lines.rounded()) < 1e-6, "boundingRect height \(rect.height) is not whole lines")
        if size.height.isFinite {
            try require(rect.height <= max(size.height, 0) + 1e-6, "boundingRect \(rect) overflows")
        }
    }

    func checkLineIndex(containing offset: Int, affinity: SelectionAffinity) throws {
        let index = area.lineIndex(containing: offset, affinity: affinity)
        let count = area.lineCount
        try require(index >= 0 && index < count, "lineIndex(containing: \(offset)) = \(index) of \(count) lines")
        let range = area.lineRange(at: index)
        let target = min(max(offset, 0), area.utf8Count)
        let inside =
            range.contains(target)
            || (target == range.upperBound
                && (index == count - 1 || affinity == .upstream))
        try require(inside, "lineIndex(containing: \(offset)) = \(index), whose range is \(range)")
    }

    func checkLineRange(_ number: Int) throws {
        let count = area.lineCount
        let index = number % count
        let range = area.lineRange(at: index)
        try require(range.lowerBound >= 0 && range.upperBound <= area.utf8Count, "lineRange(at: \(index)) = \(range)")
        if index == 0 { try require(range.lowerBound == 0, "the first line starts at \(range.lowerBound)") }
        if index == count - 1 {
            try require(range.upperBound == area.utf8Count, "the last line ends at \(range.upperBound)")
        }
    }

    /// The scroll offset is finite, not negative, and within the content.
    ///
    /// While lines are pending the end of the content is unknown, and an area
    /// re-laid out after a change keeps its top line in view, so the upper
    /// bound is checked only when nothing is pending: right after a scroll, and
    /// otherwise for text too short to leave lines pending.
    func checkScrollOffset(afterScrolling scrolled: Bool = false) throws {
        let offset = area.contentOffsetY
        try require(offset.isFinite && offset >= 0, "scroll offset \(offset)")
        let lineHeight = area.lineHeight
        let insets = area.textContainerInset
        let lines = lineHeight > 0 ? (area.contentHeight - insets.top - insets.bottom) / lineHeight : 0
        guard !area.hasPendingLayout, scrolled || (!layoutWasPending && lines <= 12) else { return }
        try require(
            offset <= max(area.maximumContentOffsetY, 0) + 1e-6,
            "scroll offset \(offset) outside 0...\(area.maximumContentOffsetY)")
    }

    func checkScrollToCaret() throws {
        area.scrollToCaret()
        try checkScrollOffset()
        let caret = area.caretRect
        // A negative inset pulls lines out of reach of scrolling; the area is not obliged to show them.
        let insets = area.textContainerInset
        guard caret.height <= area.size.height, area.size.height.isFinite, insets.top >= 0, insets.bottom >= 0 else {
            return
        }
        try require(
            caret.minY >= -1e-3 && caret.maxY <= area.size.height + 1e-3,
            "after scrollToCaret the caret \(caret) is outside the bounds' height \(area.size.height)")
    }
}
