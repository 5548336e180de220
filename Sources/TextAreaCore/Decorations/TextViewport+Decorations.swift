// The frame's decoration pieces: each decoration on the lines shown, cut into spans as the selection is.
extension TextViewport {
    /// The pieces of the decorations on `lines` (the lines shown) inside the bounds, layer by layer in drawing order,
    /// then decoration by decoration, line by line, left to right; found by binary search, so only decorations near the
    /// lines shown are looked at.
    func decorationPieces(on lines: [VisibleLine]) -> [TextAreaFrame.DecorationPiece] {
        let store = area.decorationStore
        guard !store.isEmpty, let first = lines.first, let last = lines.last, lineHeight > 0 else { return [] }
        let shown = store.decorations(
            overlapping: first.range.lowerBound..<max(last.range.upperBound, first.range.lowerBound + 1))
        guard !shown.isEmpty else { return [] }
        // Pieces scrolled out of the bounds sideways (in a field) are left out.
        let width = area.size.width
        var pieces: [TextAreaFrame.DecorationPiece] = []
        for (layer, decoration) in shown {
            for line in lines where decoration.range.overlaps(line.contentRange) {
                let clipped = decoration.range.clamped(to: line.contentRange)
                for span in decorationSpans(of: clipped, on: line)
                where span.upperBound > span.lowerBound && span.upperBound > 0 && span.lowerBound < width {
                    pieces.append(
                        TextAreaFrame.DecorationPiece(
                            layer: layer, style: decoration.style, range: decoration.range, lineIndex: line.index,
                            rect: Rect(
                                x: span.lowerBound, y: line.origin.y, width: span.upperBound - span.lowerBound,
                                height: line.height),
                            baseline: line.baseline))
                }
            }
        }
        return pieces
    }

    /// The horizontal spans, in the area's coordinates, that `range` (inside the line's content) covers on `line`,
    /// left to right: the spans the selection would highlight.
    ///
    /// Part of the frame step: the spans found on lines simply left to right are kept for the next frames.
    private func decorationSpans(of range: Range<Int>, on line: VisibleLine) -> [ClosedRange<Double>] {
        let record = textLayout.lines.line(at: line.index).record
        let start = line.range.lowerBound
        if let geometry = lineGeometry(start: start, record: record) {
            let origin =
                containerX
                + alignmentOffset(forLineWidth: Double(record.width), isRightToLeft: geometry.isRightToLeft)
            return geometry.selectionSpans(of: range).map { (origin + $0.lowerBound)...(origin + $0.upperBound) }
        }
        let origin = containerX + alignmentOffset(forLineWidth: Double(record.width))
        let length = Int(record.length)
        let relative = (range.lowerBound - start)..<(range.upperBound - start)
        if let kept = decorationSpanCache.span(lineStart: start, length: length, range: relative) {
            return [(origin + kept.lowerBound)...(origin + kept.upperBound)]
        }
        let storage = area.layoutStorage
        let lower = textLayout.xOffset(of: range.lowerBound, lineStart: start, record: record, storage: storage)
        let upper = textLayout.xOffset(of: range.upperBound, lineStart: start, record: record, storage: storage)
        let span = min(lower, upper)...max(lower, upper)
        decorationSpanCache.keep(span, lineStart: start, length: length, range: relative)
        return [(origin + span.lowerBound)...(origin + span.upperBound)]
    }
}
