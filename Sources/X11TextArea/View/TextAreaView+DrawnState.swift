import TextAreaCore

extension TextAreaView {
    /// What the view draws at `now`: the area's frame (``TextArea/makeFrame()``, the one call into the core per
    /// frame) moved to the window and given pixels; the caret is included only when `showsCaret` and the blink cycle
    /// agree.
    ///
    /// ``draw(_:on:within:)`` draws from this state. `previous`, the state
    /// of the frame before, lets lines that did not change be taken over as
    /// they were, and a changed line keep the pixels of its words before the
    /// first that changed.
    func drawnState(now: Double, showsCaret: Bool, previous: DrawnViewState? = nil) -> DrawnViewState {
        let area = textArea
        let frameValue = area.makeFrame()
        let editing = frameValue.isEditing
        let appearance = DrawnViewState.Appearance(
            frame: frame, style: style, isEditing: editing, font: area.font, textColor: area.textColor,
            placeholderFont: area.effectivePlaceholderFont, placeholderColor: area.placeholderColor,
            lineHeight: area.lineHeight, caretColor: area.caretColor, lineWidth: lineWidth)
        let clip = contentClip
        let left = clip.minX.rounded()
        let top = clip.minY.rounded()
        var state = DrawnViewState(
            appearance: appearance, frameNumber: frameValue.number,
            contentClip: Rect(x: left, y: top, width: clip.maxX.rounded() - left, height: clip.maxY.rounded() - top),
            glyphOverflow: (area.lineHeight / 2).rounded(.up), lines: [], selection: [], markedTextUnderlines: [],
            placeholder: nil, caret: [], dropCaret: [], scrollBar: nil)
        guard frame.width >= 2 * lineWidth, frame.height >= 2 * lineWidth else { return state }

        // Each line is compared with the line drawn in its place before, when the box looked the same.
        // (Loops, not closures, in this main-actor method: a closure here is checked for its executor at every call.)
        var previousLines: [DrawnViewState.Line] = []
        if let previous, previous.appearance == appearance { previousLines = previous.lines }
        if let previous, previous.appearance == appearance, Self.showsSameLines(frameValue, as: previous) {
            // Nothing moved and no text changed since the lines drawn before: they are drawn the same.
            state.lines = previousLines
        } else {
            let bytesSince = Self.unchangedBytes(of: frameValue, since: previous, secure: area.isSecureTextEntry)
            state.lines = drawnLines(
                of: frameValue, previousLines: previousLines, unchangedBytes: bytesSince,
                overflow: .uniform(state.glyphOverflow))
        }
        state.selection.reserveCapacity(frameValue.selection.count)
        for rect in frameValue.selection { state.selection.append(moved(rect)) }
        state.decorations.reserveCapacity(frameValue.decorations.count)
        for piece in frameValue.decorations {
            state.decorations.append(
                DrawnViewState.Decoration(
                    lineIndex: piece.lineIndex, box: moved(piece.rect), baseline: frame.minY + piece.baseline,
                    style: piece.style))
        }
        state.markedTextUnderlines = markedTextUnderlines(frameValue.markedText)
        if let placeholder = frameValue.placeholder {
            let placeholderFrame = moved(placeholder.frame)
            let overflow = (area.measurer.metrics(for: area.effectivePlaceholderFont).lineHeight / 2).rounded(.up)
            state.placeholder = DrawnViewState.Placeholder(
                bytes: placeholder.utf8, lines: placeholder.lines,
                strip: Rect(
                    x: state.contentClip.minX, y: placeholderFrame.minY - overflow, width: state.contentClip.width,
                    height: placeholderFrame.height + 2 * overflow))
        }
        if showsCaret && editing && blink.isVisible(at: now), let caretValue = frameValue.caret {
            let caret = moved(caretValue.primary)
            if let blockInArea = caretValue.block {
                let block = moved(blockInArea)
                // Overwrite mode: a block over what the next character typed replaces.
                state.caret.append(block)
                state.caretBlock = block
            } else {
                state.caret.append(
                    Rect(x: caret.minX, y: caret.minY, width: max(caret.width, lineWidth), height: caret.height))
            }
            // Between runs of two directions, where a character of the other direction would go: the lower half, as GTK's weak cursor.
            if let secondary = caretValue.secondary {
                let half = (secondary.height / 2).rounded()
                state.caret.append(
                    moved(
                        Rect(
                            x: secondary.minX, y: secondary.minY + half, width: lineWidth,
                            height: secondary.height - half)))
            }
        }
        if let window, let drop = window.desktop.dropCaret, drop.view === self {
            let rect = moved(area.caretRect(for: drop.offset))
            state.dropCaret = [Rect(x: rect.minX, y: rect.minY, width: lineWidth, height: rect.height)]
        }
        if let position = frameValue.scrollPosition { state.scrollBar = drawnScrollBar(position) }
        return state
    }

    /// Whether `frame` shows the same lines with the same bytes as the frame `previous` was drawn from: the same
    /// frame, or the next one with neither its text nor its lines changed.
    static func showsSameLines(_ frame: TextAreaFrame, as previous: DrawnViewState) -> Bool {
        if frame.number == previous.frameNumber { return true }
        return frame.number == previous.frameNumber + 1 && frame.changes.isDisjoint(with: [.text, .lines, .bounds])
    }

    /// The lines of `frame` as drawn: each with its place, runs and bytes, and how far it inks
    /// (`generic` where the font's table cannot tell), compared with `previousLines` (the lines drawn before, when
    /// the box looked the same); `unchangedBytes` (see ``unchangedBytes(of:since:secure:)``) says where a line's
    /// bytes were then, when the frame knows no edit touched them.
    private func drawnLines(
        of frame: TextAreaFrame, previousLines: [DrawnViewState.Line], unchangedBytes: TextAreaFrame.TextEdit?,
        overflow generic: DrawnViewState.InkMargins
    ) -> [DrawnViewState.Line] {
        Self.drawnLines(
            of: frame, textArea: textArea, fontEntry: window?.measurer.entry(for: textArea.font),
            viewTop: self.frame.minY, previousLines: previousLines, unchangedBytes: unchangedBytes, overflow: generic)
    }

    /// How the text moved between the lines drawn in `previous` and `frame`, when `frame` is the next one and says:
    /// an edit (``TextAreaFrame/textEdit``), or none (as an empty edit); nil when that is not known, or the area
    /// draws bullets (whose bytes are not the text's).
    nonisolated static func unchangedBytes(
        of frame: TextAreaFrame, since previous: DrawnViewState?, secure: Bool
    ) -> TextAreaFrame.TextEdit? {
        guard let previous, !secure, frame.number == previous.frameNumber + 1 else { return nil }
        if let edit = frame.textEdit { return edit }
        return frame.changes.contains(.text) ? nil : TextAreaFrame.TextEdit(range: 0..<0, lengthChange: 0)
    }

    /// The work of ``drawnLines(of:previousLines:overflow:)`` for a view whose top is at `viewTop`.
    ///
    /// It touches nothing of the main actor's, and is nonisolated so that the
    /// closures it runs for every line shown, every frame, need no check of
    /// the executor they run on.
    private nonisolated static func drawnLines(
        of frame: TextAreaFrame, textArea: TextArea, fontEntry: XftFontEntry?, viewTop: Double,
        previousLines: [DrawnViewState.Line], unchangedBytes: TextAreaFrame.TextEdit?,
        overflow generic: DrawnViewState.InkMargins
    ) -> [DrawnViewState.Line] {
        let storage = textArea.textStorage
        let secure = textArea.isSecureTextEntry
        var cursor = 0
        var result: [DrawnViewState.Line] = []
        let frameLines = frame.lines
        result.reserveCapacity(frameLines.count)
        for frameLine in frameLines {
            let line = frameLine.visibleLine
            let runs = frameLine.directionRuns
            // The bytes are kept and compared with the next frame's, not hashed: exact, and cheaper than a digest.
            // Bytes equal to those of the line drawn here before share its copy, so the frames compare them at once.
            // The line drawn here before is read in place, by index: a copy of it would retain and release its arrays.
            let before = DrawnViewState.index(ofLineAt: line.origin.y, in: previousLines, from: &cursor)
            // Where the frame knows no edit touched them, the bytes are those of the line drawn there before when
            // that line held the same stretch of text; elsewhere they are compared.
            var sharesBytes = false
            if let before {
                if let unchangedBytes, let wasAt = unchangedBytes.previousRange(of: line.contentRange) {
                    sharesBytes = previousLines[before].line.contentRange == wasAt
                } else {
                    sharesBytes = previousLines[before].content.withUnsafeBufferPointer {
                        storage.hasBytes($0, in: line.contentRange)
                    }
                }
            }
            let content: [UInt8]
            var knownInk: InkExtent? = nil
            let leftToRight = !line.isRightToLeft && !runs.contains { $0.isRightToLeft }
            if let before, sharesBytes {
                content = previousLines[before].content
                knownInk = previousLines[before].knownInk
            } else {
                content = storage.bytes(in: line.contentRange)
                if let fontEntry {
                    knownInk = content.withUnsafeBufferPointer { bytes in
                        fontEntry.tableInkExtent(of: bytes)
                            ?? (leftToRight && !secure
                                ? fontEntry.inkExtent(
                                    ofRuns: textArea.runs(for: line), in: bytes,
                                    contentStart: line.contentRange.lowerBound) : nil)
                    }
                }
            }
            var inkMargins = generic
            if leftToRight, let knownInk { inkMargins = Self.inkMargins(of: line, knownInk, viewTop: viewTop) }
            var drawn = DrawnViewState.Line(
                line: line, directionRuns: runs, content: content,
                inkMargins: inkMargins, knownInk: knownInk)
            if let before, !drawn.drawsSame(as: previousLines[before]) {
                let change = lineChange(of: drawn, previous: previousLines[before], in: textArea)
                drawn.unchangedWidth = change.unchangedWidth
                drawn.movedTail = change.movedTail
            }
            result.append(drawn)
        }
        return result
    }

    /// How far the glyphs of `line` (in a view whose top is at `viewTop`), whose ink reaches as far as `ink` from
    /// their origins, baseline and advances, may ink past its box, with a pixel more across for rounding their x.
    private nonisolated static func inkMargins(
        of line: VisibleLine, _ ink: InkExtent, viewTop: Double
    ) -> DrawnViewState.InkMargins {
        let top = viewTop + line.origin.y
        // Glyphs are drawn on the baseline rounded to a pixel (see `XftTextPainter`).
        let baseline = (viewTop + line.baseline).rounded()
        return DrawnViewState.InkMargins(
            left: ink.beforeOrigin + 1, right: ink.afterAdvance + 1,
            top: max(top - (baseline - ink.above), 0).rounded(.up),
            bottom: max(baseline + ink.below - (top + line.height), 0).rounded(.up))
    }

    /// The rectangles that underline the text an input method is composing (`marked`, its rectangles in the
    /// frame), 2 px (at 96 dpi) below the baseline.
    private func markedTextUnderlines(_ marked: [Rect]) -> [Rect] {
        guard !marked.isEmpty else { return [] }
        let area = textArea
        let metrics = area.measurer.metrics(for: area.font)
        let thickness = lineWidth
        let offset = min(metrics.ascent + scaled(2), area.lineHeight - thickness)
        var underlines: [Rect] = []
        underlines.reserveCapacity(marked.count)
        for rect in marked {
            let line = moved(rect)
            underlines.append(Rect(x: line.minX, y: line.minY + offset, width: line.width, height: thickness))
        }
        return underlines
    }

    /// The scroll bar at the right edge, whose thumb's length and place show `position`, the frame's scroll
    /// position: thin, or wide over its trough while the pointer is near it or drags it (see ``scrollBarGeometry(for:)``).
    private func drawnScrollBar(_ position: TextAreaFrame.ScrollPosition) -> DrawnViewState.ScrollBar? {
        guard let bar = scrollBarGeometry(for: position) else { return nil }
        let color =
            scrollBar.drag != nil
            ? style.draggedScrollIndicator : scrollBar.isHovered ? style.hoveredScrollIndicator : style.scrollIndicator
        return DrawnViewState.ScrollBar(trough: scrollBar.isWide ? bar.strip : nil, thumb: bar.thumb, thumbColor: color)
    }

    /// `rect`, given in the area's coordinates, in window coordinates.
    func moved(_ rect: Rect) -> Rect {
        rect.offsetBy(dx: frame.minX, dy: frame.minY)
    }
}
