import TextAreaCore

extension DrawnViewState {
    /// The move of the end of line `index` whose glyphs only moved sideways (see ``Line/movedTail``) since line
    /// `previousIndex` of `previous` was drawn in its place, with the rest of the pixels the line changes added to
    /// `region`; nil when its pixels cannot simply move.
    ///
    /// The moved pixels are the line's box (whole rows: its glyphs ink
    /// inside it, and so do its neighbours') from a glyph overflow after the
    /// changed words to a glyph overflow after its old end, inside the
    /// content in both places. Everything else between a glyph overflow
    /// before the changed words and the farther of the two ends is drawn
    /// again: the changed words, and what the moved pixels leave behind or
    /// could not bring along.
    func tailMove(
        of index: Int, previous: DrawnViewState, previousIndex: Int, into region: inout DirtyRegion
    ) -> PixelMove? {
        let drawn = lines[index]
        let before = previous.lines[previousIndex]
        guard let tail = drawn.movedTail, Self.neighboursInkApart(of: index, in: lines),
            Self.neighboursInkApart(of: previousIndex, in: previous.lines)
        else { return nil }
        let left = appearance.frame.minX + drawn.line.origin.x
        let top = appearance.frame.minY + drawn.line.origin.y
        let bottom = top + drawn.line.height
        guard top == top.rounded(), bottom == bottom.rounded() else { return nil }
        let marginLeft = max(drawn.inkMargins.left, before.inkMargins.left)
        let marginRight = max(drawn.inkMargins.right, before.inkMargins.right)
        let distance = tail.distance
        let clip = contentClip
        let sourceLeft = max((left + tail.start - distance + marginRight).rounded(.up), clip.minX, clip.minX - distance)
        let sourceRight = min(
            (left + before.line.width + marginRight).rounded(.up), clip.maxX, clip.maxX - distance)
        guard sourceRight > sourceLeft else { return nil }
        let height = bottom - top
        let source = Rect(x: sourceLeft, y: top, width: sourceRight - sourceLeft, height: height)
        // Decorations over what moves are drawn again in both places (a wavy underline's wave is laid from the
        // window's left edge, so moved sideways it would differ from one drawn anew): when they cover much of it,
        // moving saves nothing.
        let destination = source.offsetBy(dx: distance, dy: 0)
        func decoratedWidth(_ pieces: [Decoration]) -> Double {
            var width = 0.0
            for piece in pieces where piece.box.intersects(source) || piece.box.intersects(destination) {
                width += piece.box.width
            }
            return width
        }
        guard (decoratedWidth(decorations) + decoratedWidth(previous.decorations)) * 2 < source.width else {
            return nil
        }
        let bandLeft = left + drawn.unchangedWidth - marginLeft
        let bandRight = left + max(drawn.line.width, before.line.width) + marginRight
        region.add(Rect(x: bandLeft, y: top, width: sourceLeft + distance - bandLeft, height: height))
        region.add(Rect(x: sourceRight + distance, y: top, width: bandRight - sourceRight - distance, height: height))
        return PixelMove(source: source, distance: distance)
    }

    /// Adds to `region` every overlay (selection, decoration, marked-text underline, caret, scroll bar, placeholder)
    /// of this state or `previous` over pixels `moves` take or fill, where it was and where its pixels went.
    func addOverlays(over moves: ArraySlice<PixelMove>, previous: DrawnViewState, to region: inout DirtyRegion) {
        func add(_ rect: Rect) {
            for move in moves where rect.intersects(move.source) || rect.intersects(move.destination) {
                region.add(rect)
                region.add(rect.offsetBy(dx: move.distance, dy: 0))
            }
        }
        forEachOverlay(add)
        previous.forEachOverlay(add)
    }

    /// Calls `body` with the rectangle of each overlay drawn over the text: selection, marked-text underlines, carets,
    /// decoration pieces, the scroll bar and the placeholder's strip.
    private func forEachOverlay(_ body: (Rect) -> Void) {
        for rect in selection { body(rect) }
        for rect in markedTextUnderlines { body(rect) }
        for rect in caret { body(rect) }
        for rect in dropCaret { body(rect) }
        for piece in decorations { body(piece.box) }
        if let bar = scrollBar {
            body(bar.thumb)
            if let trough = bar.trough { body(trough) }
        }
        if let placeholder { body(placeholder.strip) }
    }

    /// Whether the lines above and below line `index` of `lines` keep their ink out of its box.
    private static func neighboursInkApart(of index: Int, in lines: [Line]) -> Bool {
        if index > 0 && lines[index - 1].inkMargins.bottom > 0 { return false }
        if index + 1 < lines.count && lines[index + 1].inkMargins.top > 0 { return false }
        return true
    }
}
