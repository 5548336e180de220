import TextAreaCore

extension TextAreaView {
    /// The width of the scroll indicator's thumb, in 96 dpi pixels.
    static let scrollIndicatorWidth = 3.0
    /// The shortest the scroll indicator's thumb gets, in 96 dpi pixels.
    static let minimumScrollThumbHeight = 16.0

    /// The inside of the border (1 px at 96 dpi), in window coordinates: where text, selection and caret are clipped to.
    var contentClip: Rect {
        let border = lineWidth
        return Rect(
            x: frame.minX + border, y: frame.minY + border, width: max(frame.width - 2 * border, 0),
            height: max(frame.height - 2 * border, 0))
    }

    /// Draws the whole view onto `canvas`; the caret is drawn only when `showsCaret` and the blink cycle agree at `now`.
    ///
    /// Positions come from the core as they are (lines, runs, placeholder
    /// lines, selection and caret rectangles), moved to the frame's origin;
    /// nothing is measured or wrapped here.
    func draw(on canvas: Canvas, now: Double, showsCaret: Bool) {
        guard frame.width >= 2 * lineWidth, frame.height >= 2 * lineWidth else { return }
        let area = textArea
        let editing = area.isEditing
        canvas.fill(frame, color: style.background)
        canvas.stroke(frame, color: editing ? style.focusedBorder : style.border, width: lineWidth)
        canvas.clip(to: contentClip)
        defer { canvas.removeClip() }

        let selection = area.selectedRange
        if !selection.isEmpty {
            let color = editing ? style.selection : style.inactiveSelection
            for rect in area.selectionRects(for: selection) { canvas.fill(moved(rect), color: color) }
        }
        let lines = area.visibleLines()
        drawText(lines, on: canvas)
        if let marked = area.markedRange { drawMarkedTextUnderline(marked, on: canvas) }
        if area.isPlaceholderVisible { drawPlaceholder(on: canvas) }
        if showsCaret && editing && selection.isEmpty && blink.isVisible(at: now) && caretIsOnVisibleLine(lines) {
            canvas.fill(widened(moved(area.caretRect)), color: area.caretColor ?? area.textColor)
            // Between runs of two directions, where a character of the other direction would go: the lower half, as GTK's weak cursor.
            if let secondary = area.secondaryCaretRect {
                let half = (secondary.height / 2).rounded()
                canvas.fill(
                    moved(
                        Rect(
                            x: secondary.minX, y: secondary.minY + half, width: lineWidth,
                            height: secondary.height - half)), color: area.caretColor ?? area.textColor)
            }
        }
        drawDropCaret(on: canvas)
        drawScrollIndicator(on: canvas)
    }

    /// Whether the caret, drawn at `now`, would be visible (used to redraw only when the blink changes it).
    func caretShows(at now: Double) -> Bool {
        textArea.isEditing && textArea.selectedRange.isEmpty && blink.isVisible(at: now)
    }

    /// Whether the caret is on one of `lines` (the lines shown now, asked for when nil), or the placeholder shows.
    ///
    /// The caret is drawn, and the input method's spot follows it, only then:
    /// finding the line of a caret far below the screen (after loading a
    /// large file, the caret is at its end) would wrap all the text up to it.
    func caretIsOnVisibleLine(_ lines: [VisibleLine]? = nil) -> Bool {
        let area = textArea
        if area.isPlaceholderVisible { return true }
        let shown = lines ?? area.visibleLines()
        guard let first = shown.first, let last = shown.last else { return area.utf8Count == 0 }
        return (first.range.lowerBound...last.range.upperBound).contains(area.caretOffset)
    }

    private func moved(_ rect: Rect) -> Rect {
        rect.offsetBy(dx: frame.minX, dy: frame.minY)
    }

    /// A caret rectangle as wide as the view's lines at its scale.
    private func widened(_ caret: Rect) -> Rect {
        Rect(x: caret.minX, y: caret.minY, width: max(caret.width, lineWidth), height: caret.height)
    }

    private func drawText(_ lines: [VisibleLine], on canvas: Canvas) {
        let area = textArea
        let storage = area.textStorage
        for line in lines where !line.contentRange.isEmpty {
            for run in area.runs(for: line) {
                storage.withContiguousBytes(in: run.range) { bytes -> Void in
                    canvas.queue(
                        run, bytes: bytes, font: area.font, x: frame.minX + line.origin.x + run.x,
                        baseline: frame.minY + line.baseline)
                }
            }
        }
        // All the text of the frame in one request.
        canvas.flushText(color: area.textColor)
    }

    /// Underlines the text an input method is composing, 2 px (at 96 dpi) below the baseline.
    private func drawMarkedTextUnderline(_ marked: Range<Int>, on canvas: Canvas) {
        let area = textArea
        let metrics = area.measurer.metrics(for: area.font)
        let thickness = lineWidth
        let offset = min(metrics.ascent + scaled(2), area.lineHeight - thickness)
        for rect in area.selectionRects(for: marked) {
            let line = moved(rect)
            canvas.fill(
                Rect(x: line.minX, y: line.minY + offset, width: line.width, height: thickness),
                color: area.textColor)
        }
    }

    private func drawPlaceholder(on canvas: Canvas) {
        let area = textArea
        let font = area.effectivePlaceholderFont
        for line in area.placeholderLines {
            for run in line.runs {
                area.withPlaceholderBytes(in: run.range) { bytes in
                    canvas.draw(
                        run, bytes: bytes, font: font, x: frame.minX + line.origin.x + run.x,
                        baseline: frame.minY + line.baseline, color: area.placeholderColor)
                }
            }
        }
    }

    /// A thin thumb at the right edge whose length and place show the visible part of the content.
    private func drawScrollIndicator(on canvas: Canvas) {
        let area = textArea
        let maximumOffset = area.maximumContentOffsetY
        guard maximumOffset > 0 else { return }
        let width = scaled(Self.scrollIndicatorWidth)
        let margin = scaled(2)
        let track = Rect(
            x: contentClip.maxX - width - margin, y: contentClip.minY + margin,
            width: width, height: max(contentClip.height - 2 * margin, 0))
        let visibleFraction = min(area.size.height / area.contentHeight, 1)
        let thumbHeight = min(max(track.height * visibleFraction, scaled(Self.minimumScrollThumbHeight)), track.height)
        let progress = min(max(area.contentOffsetY / maximumOffset, 0), 1)
        let thumb = Rect(
            x: track.minX, y: track.minY + (track.height - thumbHeight) * progress,
            width: track.width, height: thumbHeight)
        canvas.fill(thumb, color: style.scrollIndicator)
    }
}
