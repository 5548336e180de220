// The frame's decoration pieces: each decoration on the lines shown, cut into spans as the selection is.
extension TextViewport {
    /// What the decoration spans of one line shown are measured from, found once per frame for all its decorations.
    private struct ShownLine {
        var record: LineRecord
        /// The line's visual geometry; nil when it runs simply left to right.
        var geometry: LineGeometry?
        /// The x of the line's origin in the area.
        var origin: Double
    }

    /// The pieces of the decorations on `lines` (the lines shown) inside the bounds, layer by layer in drawing order,
    /// then decoration by decoration, line by line, left to right; found by binary search, so only decorations near the
    /// lines shown are looked at.
    ///
    /// A layer's decorations come by increasing start, so the first line a
    /// decoration may reach only moves down the lines shown: each decoration
    /// looks at the lines it covers, not at all of them, and what a line's
    /// spans are measured from is found once for all its decorations (a
    /// screen of text in a language the dictionary lacks is underlined word
    /// by word).
    ///
    /// `expectedCount` (the previous frame's count) sizes the list up front: growing it piece by piece copied it
    /// again and again every frame.
    func decorationPieces(on lines: [VisibleLine], expectedCount: Int = 0) -> [TextAreaFrame.DecorationPiece] {
        let store = area.decorationStore
        guard !store.isEmpty, let first = lines.first, let last = lines.last, lineHeight > 0 else { return [] }
        let shownRange = first.range.lowerBound..<max(last.range.upperBound, first.range.lowerBound + 1)
        // Pieces scrolled out of the bounds sideways (in a field) are left out.
        let width = area.size.width
        var shownLines: [ShownLine?] = Array(repeating: nil, count: lines.count)
        var pieces: [TextAreaFrame.DecorationPiece] = []
        pieces.reserveCapacity(expectedCount)
        // Taken for the pass and put back: a property of this class would be checked for exclusive access at every
        // one of the hundreds of decorations of a screen of misspelled words.
        var spanCache = decorationSpanCache
        decorationSpanCache = DecorationSpanCache()
        defer { decorationSpanCache = spanCache }
        // Within a layer the first line a decoration may reach only moves down; each layer starts at the top.
        var layer = -1
        var cursor = 0
        store.forEachDecoration(overlapping: shownRange) { layerIndex, entry, position, range in
            if layerIndex != layer {
                layer = layerIndex
                cursor = 0
            }
            while cursor < lines.count && lines[cursor].contentRange.upperBound <= range.lowerBound {
                cursor += 1
            }
            var index = cursor
            while index < lines.count && lines[index].contentRange.lowerBound < range.upperBound {
                let line = lines[index]
                defer { index += 1 }
                guard range.overlaps(line.contentRange) else { continue }
                if shownLines[index] == nil { shownLines[index] = shownLine(line) }
                let clipped = range.clamped(to: line.contentRange)
                forEachDecorationSpan(of: clipped, on: line, shownLines[index].unsafelyUnwrapped, cache: &spanCache) {
                    span in
                    guard span.upperBound > span.lowerBound && span.upperBound > 0 && span.lowerBound < width else {
                        return
                    }
                    pieces.append(
                        TextAreaFrame.DecorationPiece(
                            layer: entry.layer, style: entry.decorations[position].payload, range: range,
                            lineIndex: line.index,
                            rect: Rect(
                                x: span.lowerBound, y: line.origin.y, width: span.upperBound - span.lowerBound,
                                height: line.height),
                            baseline: line.baseline))
                }
            }
        }
        return pieces
    }

    /// What the decoration spans of `line` are measured from: its record, its geometry and its origin.
    private func shownLine(_ line: VisibleLine) -> ShownLine {
        let record = textLayout.lines.record(at: line.index)
        if let geometry = lineGeometry(start: line.range.lowerBound, record: record) {
            let origin =
                containerX
                + alignmentOffset(forLineWidth: Double(record.width), isRightToLeft: geometry.isRightToLeft)
            return ShownLine(record: record, geometry: geometry, origin: origin)
        }
        return ShownLine(
            record: record, geometry: nil, origin: containerX + alignmentOffset(forLineWidth: Double(record.width)))
    }

    /// Calls `body` with each horizontal span, in the area's coordinates, that `range` (inside the line's content)
    /// covers on `line` (measured from `facts`), left to right: the spans the selection would highlight.
    ///
    /// Part of the frame step: the spans found on lines simply left to right are kept for the next frames. A line
    /// simply left to right has one span, handed over without a list made for it.
    private func forEachDecorationSpan(
        of range: Range<Int>, on line: VisibleLine, _ facts: borrowing ShownLine, cache: inout DecorationSpanCache,
        _ body: (ClosedRange<Double>) -> Void
    ) {
        let origin = facts.origin
        if let geometry = facts.geometry {
            for span in geometry.selectionSpans(of: range) {
                body((origin + span.lowerBound)...(origin + span.upperBound))
            }
            return
        }
        let record = facts.record
        let start = line.range.lowerBound
        let length = Int(record.length)
        let relative = (range.lowerBound - start)..<(range.upperBound - start)
        if let kept = cache.span(lineStart: start, length: length, range: relative) {
            body((origin + kept.lowerBound)...(origin + kept.upperBound))
            return
        }
        // The lines around the caret, where typing changes the spans, read their kept runs, not the text.
        let lower = simpleLineX(of: range.lowerBound, lineStart: start, record: record)
        let upper = simpleLineX(of: range.upperBound, lineStart: start, record: record)
        let span = min(lower, upper)...max(lower, upper)
        cache.keep(span, lineStart: start, length: length, range: relative)
        body((origin + span.lowerBound)...(origin + span.upperBound))
    }
}
