// The frame's decoration pieces: each decoration on the lines shown, cut into spans as the selection is.
extension TextViewport {
    /// What the decoration pieces of one line shown are found from, gathered by the frame step as it goes down the lines.
    struct ShownLine {
        var record: LineRecord
        /// The line's visual geometry; nil when it runs simply left to right.
        var geometry: LineGeometry?
        /// The index among the frame before's lines of the line that showed the same bytes from the same x, both simply
        /// left to right; nil when there is none.
        var previousLine: Int?
    }

    /// The pieces of the decorations on `lines` (the lines shown, with what `shownLines` says of each) inside the
    /// bounds, layer by layer in drawing order, then decoration by decoration, line by line, left to right; found by
    /// binary search, so only decorations near the lines shown are looked at. `layerStarts` receives where each layer's
    /// pieces start, by the layer's index in the store.
    ///
    /// A layer's decorations come by increasing start, so the first line a
    /// decoration may reach only moves down the lines shown: each decoration
    /// looks at the lines it covers, not at all of them, and what a line's
    /// spans are measured from is found once for all its decorations (a
    /// screen of text in a language the dictionary lacks is underlined word
    /// by word).
    ///
    /// When no decoration was set or removed since `previous` (the frame
    /// before), a line that shows the bytes it showed then, from the same x
    /// and a byte or more away from the edit (`textChange`), takes the
    /// pieces of the decorations that start on it from that frame, moved
    /// with it, if each lay inside the line: the decorations on it are those
    /// of then, and the pieces of both frames come in the same order, so one
    /// cursor walks them. A key typed among misspelled words then finds the
    /// pieces of its own line alone.
    func decorationPieces(
        on lines: [VisibleLine], _ shownLines: [ShownLine], previous: MadeFrame?, textChange: TextChangeSinceFrame,
        layerStarts: inout [Int]
    ) -> [TextAreaFrame.DecorationPiece] {
        layerStarts = []
        carriedDecorationPieceCount = 0
        let store = area.decorationStore
        guard !store.isEmpty, let first = lines.first, let last = lines.last, lineHeight > 0 else { return [] }
        let shownRange = first.range.lowerBound..<max(last.range.upperBound, first.range.lowerBound + 1)
        // Pieces scrolled out of the bounds sideways (in a field) are left out.
        let width = area.size.width
        let carried =
            previous.map {
                $0.inputs.decorationRevision == store.revision && $0.inputs.size.width == width
                    && $0.decorationLayerStarts.count == store.entries.count
            } ?? false
        let previousPieces = carried ? previous?.frame.decorations ?? [] : []
        let previousLines = carried ? previous?.frame.lines ?? [] : []
        let previousLayerStarts = carried ? previous?.decorationLayerStarts ?? [] : []
        var previousCursor = 0
        var previousEnd = 0
        var origins: [Double?] = Array(repeating: nil, count: lines.count)
        var carriedCount = 0
        defer { carriedDecorationPieceCount = carriedCount }
        var pieces: [TextAreaFrame.DecorationPiece] = []
        pieces.reserveCapacity(previous?.frame.decorations.count ?? 0)
        layerStarts.reserveCapacity(store.entries.count)
        // Taken for the pass and put back: a property of this class would be checked for exclusive access at every
        // one of the hundreds of decorations of a screen of misspelled words.
        var spanCache = decorationSpanCache
        decorationSpanCache = DecorationSpanCache()
        defer { decorationSpanCache = spanCache }
        // Within a layer the first line a decoration may reach only moves down; each layer starts at the top.
        var layer = -1
        var cursor = 0
        // The line the decorations walked now start on (-1: above the first line shown), and whether its pieces came
        // from the frame before.
        var startLine = -1
        var startLineIsCarried = false
        store.forEachDecoration(overlapping: shownRange) { layerIndex, entry, position, range in
            if layerIndex != layer {
                layer = layerIndex
                cursor = 0
                startLine = -1
                startLineIsCarried = false
                while layerStarts.count <= layerIndex { layerStarts.append(pieces.count) }
                if carried {
                    previousCursor = previousLayerStarts[layerIndex]
                    previousEnd =
                        layerIndex + 1 < previousLayerStarts.count
                        ? previousLayerStarts[layerIndex + 1] : previousPieces.count
                }
            }
            while startLine + 1 < lines.count && lines[startLine + 1].range.lowerBound <= range.lowerBound {
                startLine += 1
                startLineIsCarried = false
                guard carried, let source = shownLines[startLine].previousLine,
                    textChange.leavesApart(lines[startLine].range)
                else { continue }
                // The pieces of the decorations that started on the line before come next in the frame before's
                // pieces; they carry over when each lay inside that line's content.
                let was = previousLines[source].visibleLine
                while previousCursor < previousEnd
                    && previousPieces[previousCursor].range.lowerBound < was.range.lowerBound
                {
                    previousCursor += 1
                }
                var runEnd = previousCursor
                var runLiesInLine = true
                while runEnd < previousEnd && previousPieces[runEnd].range.lowerBound < was.range.upperBound {
                    if previousPieces[runEnd].range.lowerBound < was.contentRange.lowerBound
                        || previousPieces[runEnd].range.upperBound > was.contentRange.upperBound
                    {
                        runLiesInLine = false
                        break
                    }
                    runEnd += 1
                }
                guard runLiesInLine else { continue }
                let line = lines[startLine]
                let shift = line.range.lowerBound - was.range.lowerBound
                for index in previousCursor..<runEnd {
                    pieces.append(previousPieces[index])
                    pieces[pieces.count - 1].move(to: line, shiftingRangeBy: shift)
                }
                carriedCount += runEnd - previousCursor
                previousCursor = runEnd
                startLineIsCarried = true
            }
            // Its piece came with its line's.
            if startLineIsCarried { return }
            while cursor < lines.count && lines[cursor].contentRange.upperBound <= range.lowerBound {
                cursor += 1
            }
            let style = entry.decorations[position].payload
            var index = cursor
            while index < lines.count && lines[index].contentRange.lowerBound < range.upperBound {
                let line = lines[index]
                defer { index += 1 }
                guard range.overlaps(line.contentRange) else { continue }
                let origin = origins[index] ?? self.origin(of: shownLines[index])
                origins[index] = origin
                let clipped = range.clamped(to: line.contentRange)
                forEachDecorationSpan(of: clipped, on: line, shownLines[index], origin: origin, cache: &spanCache) {
                    span in
                    guard span.upperBound > span.lowerBound && span.upperBound > 0 && span.lowerBound < width else {
                        return
                    }
                    pieces.append(
                        TextAreaFrame.DecorationPiece(
                            layer: entry.layer, style: style, range: range, lineIndex: line.index,
                            rect: Rect(
                                x: span.lowerBound, y: line.origin.y, width: span.upperBound - span.lowerBound,
                                height: line.height),
                            baseline: line.baseline))
                }
            }
        }
        while layerStarts.count < store.entries.count { layerStarts.append(pieces.count) }
        return pieces
    }

    /// The x of the origin of a line shown, in the area, as its decoration spans are measured from.
    private func origin(of line: ShownLine) -> Double {
        let isRightToLeft = line.geometry?.isRightToLeft ?? false
        return containerX + alignmentOffset(forLineWidth: Double(line.record.width), isRightToLeft: isRightToLeft)
    }

    /// Calls `body` with each horizontal span, in the area's coordinates, that `range` (inside the line's content)
    /// covers on `line` (measured from `facts`), left to right: the spans the selection would highlight.
    ///
    /// Part of the frame step: the spans found on lines simply left to right are kept for the next frames. A line
    /// simply left to right has one span, handed over without a list made for it.
    private func forEachDecorationSpan(
        of range: Range<Int>, on line: VisibleLine, _ facts: borrowing ShownLine, origin: Double,
        cache: inout DecorationSpanCache, _ body: (ClosedRange<Double>) -> Void
    ) {
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

extension TextAreaFrame.DecorationPiece {
    /// Puts the piece on `line`, which shows the bytes its line showed `shift` bytes later: its range moves with the
    /// bytes, its box and baseline with the line.
    fileprivate mutating func move(to line: VisibleLine, shiftingRangeBy shift: Int) {
        range = (range.lowerBound + shift)..<(range.upperBound + shift)
        lineIndex = line.index
        rect.origin.y = line.origin.y
        rect.size.height = line.height
        baseline = line.baseline
    }
}
