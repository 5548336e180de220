import TextAreaCore

extension TextAreaView {
    /// The inside of the border (1 px at 96 dpi), in window coordinates: where text, selection and caret are clipped to;
    /// in a field (a single-line area, which scrolls sideways), also inside its left and right insets.
    var contentClip: Rect {
        let border = lineWidth
        var left = frame.minX + border
        var right = frame.maxX - border
        if textArea.isSingleLine {
            left = max(left, frame.minX + textArea.textContainerInset.left)
            right = min(right, frame.maxX - textArea.textContainerInset.right)
        }
        return Rect(
            x: left, y: frame.minY + border, width: max(right - left, 0), height: max(frame.height - 2 * border, 0))
    }

    /// Draws `state` (what the view shows now, from ``drawnState(now:showsCaret:)``) onto `canvas`: the whole view,
    /// or, with a `region`, only its pixels inside it, which come out exactly as in a whole frame.
    ///
    /// Positions come from the core as they are (lines, runs, placeholder
    /// lines, selection and caret rectangles), moved to the frame's origin;
    /// nothing is measured or wrapped here. With a region, the canvas is
    /// clipped to it and only the lines whose glyphs may reach into it are
    /// drawn; the canvas is left clipped to the region.
    func draw(_ state: DrawnViewState, on canvas: Canvas, within region: DirtyRegion? = nil) {
        guard frame.width >= 2 * lineWidth, frame.height >= 2 * lineWidth else { return }
        if let region, !region.intersects(frame) { return }
        let area = textArea
        let editing = state.appearance.isEditing
        canvas.fill(frame, color: style.background)
        canvas.stroke(frame, color: editing ? style.focusedBorder : style.border, width: lineWidth)
        let inside = region?.clipped(to: state.contentClip)
        if let inside {
            guard !inside.isEmpty else { return }
            canvas.clip(to: inside)
        } else {
            canvas.clip(to: contentClip)
        }
        defer {
            if let region { canvas.clip(to: region) } else { canvas.removeClip() }
        }

        let selectionColor = editing ? style.selection : style.inactiveSelection
        // Decoration backgrounds under the selection, which wins where both are.
        drawDecorationBackgrounds(state.decorations, on: canvas)
        for rect in state.selection { canvas.fill(rect, color: selectionColor) }
        for drawn in state.lines {
            if let inside, !inside.intersects(state.strip(of: drawn)) { continue }
            queueText(drawn, within: inside)
        }
        // All the text of the frame at once: a request per `XftTextPainter.glyphsPerRequest` glyphs.
        canvas.flushText(color: area.textColor)
        drawDecorationTextColors(state, selectionColor: selectionColor, within: inside, on: canvas) { drawn in
            queueText(drawn, within: nil)
        }
        drawDecorationUnderlines(state.decorations, on: canvas)
        for rect in state.markedTextUnderlines { canvas.fill(rect, color: area.textColor) }
        if let placeholder = state.placeholder, inside == nil || inside?.intersects(placeholder.strip) == true {
            drawPlaceholder(placeholder, on: canvas)
        }
        for rect in state.caret { canvas.fill(rect, color: area.caretColor ?? area.textColor) }
        if let block = state.caretBlock { drawTextInverted(under: block) }
        for rect in state.dropCaret { canvas.fill(rect, color: area.textColor) }
        if let bar = state.scrollBar {
            if let trough = bar.trough { canvas.fill(trough, color: style.scrollTrough) }
            canvas.fill(bar.thumb, color: bar.thumbColor)
        }

        /// Draws the text under the overwrite caret's block again in the background's colour, inside the block only.
        func drawTextInverted(under block: Rect) {
            let blockRegion = (inside ?? DirtyRegion(state.contentClip)).clipped(to: block)
            guard !blockRegion.isEmpty else { return }
            canvas.clip(to: blockRegion)
            for drawn in state.lines where state.strip(of: drawn).intersects(block) {
                queueText(drawn, within: nil)
            }
            canvas.flushText(color: style.background)
            if let inside { canvas.clip(to: inside) } else { canvas.clip(to: contentClip) }
        }

        /// Queues the glyphs of the runs of a line that may ink `region` (all of them without one).
        func queueText(_ drawn: DrawnViewState.Line, within region: DirtyRegion?) {
            Self.queueText(
                drawn, within: region, strip: state.strip(of: drawn), area: area, viewOrigin: frame.origin,
                on: canvas)
        }
    }

    /// Queues on `canvas` the glyphs of the runs of `drawn`, a line of `area` shown in a view whose top-left corner is
    /// at `viewOrigin`, that may ink `region` (all of them without one); `strip` is the band the line inks.
    ///
    /// Nonisolated, so the closure it runs for every run drawn needs no check of the executor it runs on.
    private nonisolated static func queueText(
        _ drawn: DrawnViewState.Line, within region: DirtyRegion?, strip: Rect, area: TextArea, viewOrigin: Point,
        on canvas: Canvas
    ) {
        // Only a line drawn is shaped run by run.
        guard !drawn.directionRuns.isEmpty else { return }
        let runs = area.runs(for: drawn.line)
        let margins = drawn.inkMargins
        let contentStart = drawn.line.contentRange.lowerBound
        // Once for the line, not for each of its runs.
        let entry = canvas.fontEntry(for: area.font)
        let reach = canvas.glyphReach(for: entry)
        let secure = area.isSecureTextEntry
        let lineX = viewOrigin.x + drawn.line.origin.x
        let baseline = viewOrigin.y + drawn.line.baseline
        // The line's bytes as the drawn state holds them: a run is a slice of its content.
        drawn.content.withUnsafeBufferPointer { content in
            for (index, run) in runs.enumerated() {
                if let region {
                    // Runs go left to right: a run ends where the next starts, the last at the line's end.
                    let next = index + 1 < runs.count ? runs[index + 1].x : drawn.line.width
                    let end = next > run.x ? next : drawn.line.width
                    let reachedBox = Rect(
                        x: lineX + run.x - margins.left, y: strip.minY,
                        width: max(end - run.x, 0) + margins.left + margins.right, height: strip.height)
                    if !region.intersects(reachedBox) { continue }
                }
                let x = lineX + run.x
                if secure {
                    // One bullet per cluster, never the text's own bytes.
                    let bullets = Array(
                        String(repeating: TextArea.secureBullet, count: area.bulletCount(in: run.range)).utf8)
                    bullets.withUnsafeBufferPointer { bytes in
                        canvas.queue(
                            run, bytes: bytes, entry: entry, reach: reach, x: x, baseline: baseline)
                    }
                    continue
                }
                guard run.range.lowerBound >= contentStart, run.range.upperBound - contentStart <= content.count
                else {
                    area.textStorage.withContiguousBytes(in: run.range) { bytes -> Void in
                        canvas.queue(
                            run, bytes: bytes, entry: entry, reach: reach, x: x, baseline: baseline)
                    }
                    continue
                }
                let bytes = UnsafeBufferPointer(
                    rebasing: content[(run.range.lowerBound - contentStart)..<(run.range.upperBound - contentStart)])
                canvas.queue(run, bytes: bytes, entry: entry, reach: reach, x: x, baseline: baseline)
            }
        }
    }

    /// Whether the caret, drawn at `now`, would be visible (used to redraw only when the blink changes it).
    func caretShows(at now: Double) -> Bool {
        textArea.isEditing && textArea.selectedRange.isEmpty && blink.isVisible(at: now)
    }

    /// Whether the caret is on a line the area's frame shows, or the placeholder shows.
    ///
    /// The caret is drawn, and the input method's spot follows it, only then:
    /// finding the line of a caret far below the screen (after loading a
    /// large file, the caret is at its end) would wrap all the text up to it.
    func caretIsOnVisibleLine() -> Bool {
        let area = textArea
        if area.isPlaceholderVisible { return true }
        let lines = area.makeFrame().lines
        guard let first = lines.first, let last = lines.last else { return area.utf8Count == 0 }
        return (first.visibleLine.range.lowerBound...last.visibleLine.range.upperBound).contains(area.caretOffset)
    }

    /// Draws the placeholder's lines from its bytes: each run in the placeholder font's family and size with its
    /// weight and slant, in its colour (the placeholder's by default), underlined when its attributes say so.
    private func drawPlaceholder(_ placeholder: DrawnViewState.Placeholder, on canvas: Canvas) {
        let area = textArea
        let base = area.effectivePlaceholderFont
        placeholder.bytes.withUnsafeBufferPointer { utf8 in
            for line in placeholder.lines {
                let baseline = frame.minY + line.baseline
                for piece in line.attributedRuns {
                    let run = piece.run
                    let lower = min(max(run.range.lowerBound, 0), utf8.count)
                    let upper = min(max(run.range.upperBound, lower), utf8.count)
                    let font = piece.attributes.font(basedOn: base)
                    let color = piece.attributes.color ?? area.placeholderColor
                    let x = frame.minX + line.origin.x + run.x
                    canvas.draw(
                        run, bytes: UnsafeBufferPointer(rebasing: utf8[lower..<upper]), font: font, x: x,
                        baseline: baseline, color: color)
                    if piece.attributes.underline == .single {
                        canvas.fill(
                            underline(from: x, width: piece.width, baseline: baseline, font: font), color: color)
                    }
                }
            }
        }
    }

    /// The underline of a run `width` wide from `x` on `baseline` in `font`: a line as thick as the view's borders
    /// (1 px at 96 dpi), its top at the face's underline position, or a fifth of the line height below the baseline
    /// when the face gives none.
    func underline(from x: Double, width: Double, baseline: Double, font: Font) -> Rect {
        let thickness = lineWidth
        return Self.underline(
            from: x, width: width, baseline: baseline, drop: underlineDrop(for: font, thickness: thickness),
            thickness: thickness)
    }

    /// How far below the baseline the top of an underline `thickness` thick in `font` is, in whole pixels (see
    /// ``underline(from:width:baseline:font:)``).
    func underlineDrop(for font: Font, thickness: Double) -> Double {
        let offset =
            (textArea.measurer as? XftMeasurer)?.underlineOffset(for: font)
            ?? textArea.measurer.metrics(for: font).lineHeight / 5
        return max(offset.rounded(), thickness)
    }

    /// The underline from `x`, `width` wide, `thickness` thick, its top `drop` below `baseline`, on whole pixels.
    nonisolated static func underline(
        from x: Double, width: Double, baseline: Double, drop: Double, thickness: Double
    ) -> Rect {
        Rect(x: x.rounded(), y: baseline + drop, width: (x + width).rounded() - x.rounded(), height: thickness)
    }
}
