// Pure geometry queries: where lines, the caret and selections are, read from what the steps left, never wrapping or scrolling.
//
// Lines are numbered as they stand: a provisional line (text no step has
// wrapped yet, far from the bounds in a large document) counts as one line,
// and a caret or a point inside one is placed on the line it would wrap into,
// worked out without keeping it.
extension TextViewport {
    /// The number of the line holding `offset`; with upstream affinity, an offset at a soft wrap belongs to the line before.
    func lineIndex(containing offset: Int, affinity: SelectionAffinity) -> Int {
        let clamped = min(max(offset, 0), area.layoutStorage.utf8Count)
        let lines = textLayout.lines
        let found = lines.lineIndex(containing: clamped)
        if affinity == .upstream && found.index > 0 && found.start == clamped {
            let previous = lines.record(at: found.index - 1)
            if !previous.endsWithMandatoryBreak { return found.index - 1 }
        }
        return found.index
    }

    /// The byte range of line `index` (clamped to the lines there are), break characters included.
    func lineRange(at index: Int) -> Range<Int> {
        let lines = textLayout.lines
        let line = lines.line(at: min(max(index, 0), lines.count - 1))
        return line.start..<(line.start + Int(line.record.length))
    }

    /// The wrapped line of line `index` that holds `offset`: the line itself, or for a provisional one, the line it would wrap into.
    private func settledLine(at index: Int, holding offset: Int) -> (record: LineRecord, start: Int) {
        let line = textLayout.lines.line(at: index)
        guard textLayout.isPending(line.start) else { return line }
        let wrapped = textLayout.provisionalLines(ofLine: index, reaching: offset, storage: area.layoutStorage)
        return wrapped.last { $0.start <= offset } ?? line
    }

    /// The caret's rectangle for `offset`, 1 px wide and a line tall, in the area's coordinates; on the placeholder's first line, at its leading edge, while the placeholder shows.
    ///
    /// Where `offset` sits between runs of different directions, this is the
    /// primary caret: where a character of the paragraph's direction typed
    /// there appears (see ``secondaryCaretRect(for:affinity:)``).
    func caretRect(for offset: Int, affinity: SelectionAffinity) -> Rect {
        caretRects(for: offset, affinity: affinity).primary
    }

    /// The second place of a caret at `offset` between runs of different directions, where a character of the other direction typed there appears; nil where the two coincide.
    func secondaryCaretRect(for offset: Int, affinity: SelectionAffinity) -> Rect? {
        caretRects(for: offset, affinity: affinity).secondary
    }

    /// The caret's row for `offset`: its top and bottom, as ``caretRect(for:affinity:)`` has them.
    func caretRow(for offset: Int, affinity: SelectionAffinity) -> (minY: Double, maxY: Double) {
        if area.isPlaceholderVisible, let placeholderLayout {
            return (containerY, containerY + placeholderLayout.lineHeight)
        }
        let index = lineIndex(containing: offset, affinity: affinity)
        let top = containerY + Double(index) * lineHeight
        return (top, top + lineHeight)
    }

    /// Both caret rectangles of `offset`: the primary, and the secondary where there is one.
    func caretRects(for offset: Int, affinity: SelectionAffinity) -> (primary: Rect, secondary: Rect?) {
        if area.isPlaceholderVisible, let placeholderLayout {
            let x = containerX + alignmentOffset(forLineWidth: 0, isRightToLeft: placeholderLayout.isRightToLeft)
            return (Rect(x: x, y: containerY, width: 1, height: placeholderLayout.lineHeight), nil)
        }
        let storage = area.layoutStorage
        let clamped = min(max(offset, 0), storage.utf8Count)
        let index = lineIndex(containing: clamped, affinity: affinity)
        let line = settledLine(at: index, holding: clamped)
        let y = containerY + Double(index) * lineHeight
        let width = Double(line.record.width)
        if let geometry = lineGeometry(start: line.start, record: line.record) {
            let positions = geometry.caretPositions(of: max(clamped, line.start))
            let origin = containerX + alignmentOffset(forLineWidth: width, isRightToLeft: geometry.isRightToLeft)
            let rect = { (x: Double) in Rect(x: origin + x, y: y, width: 1, height: self.lineHeight) }
            return (rect(positions.primary), positions.secondary.map(rect))
        }
        let x = simpleLineX(of: max(clamped, line.start), lineStart: line.start, record: line.record)
        return (Rect(x: containerX + alignmentOffset(forLineWidth: width) + x, y: y, width: 1, height: lineHeight), nil)
    }

    /// The cluster boundary nearest to `point` (in the area's coordinates) and its affinity; 0 while the placeholder shows.
    func offset(for point: Point) -> (offset: Int, affinity: SelectionAffinity) {
        if area.isPlaceholderVisible { return (0, .downstream) }
        return offset(forX: point.x, in: line(atY: point.y))
    }

    /// The line at `y` (in the area's coordinates), with its start: the last line for a `y` below them all, and a line the provisional tail would wrap into below the lines wrapped so far.
    func line(atY y: Double) -> (record: LineRecord, start: Int) {
        let row = lineHeight > 0 ? ((y - containerY) / lineHeight).rounded(.down) : 0
        let wanted = max(TextArea.lineNumber(row), 0)
        let lastIndex = textLayout.lineCount - 1
        let last = textLayout.lines.line(at: lastIndex)
        if wanted > lastIndex && textLayout.isPending(last.start) {
            let wrapped = textLayout.provisionalLines(
                ofLine: lastIndex, reaching: last.start,
                lineCount: wanted - lastIndex + 1, storage: area.layoutStorage)
            if let line = wrapped.dropFirst(min(wanted - lastIndex, wrapped.count - 1)).first { return line }
        }
        let index = min(wanted, lastIndex)
        return settledLine(at: index, holding: textLayout.lines.line(at: index).start)
    }

    /// The cluster boundary of line `index` nearest to `x` (in the area's coordinates), with upstream affinity at a soft wrap; in the first line a provisional line would wrap into.
    func offset(forX x: Double, inLine index: Int) -> (offset: Int, affinity: SelectionAffinity) {
        let stored = textLayout.lines.line(at: index)
        return offset(forX: x, in: settledLine(at: index, holding: stored.start))
    }

    /// The cluster boundary of a wrapped line nearest to `x` (in the area's coordinates).
    private func offset(forX x: Double, in line: (record: LineRecord, start: Int)) -> (
        offset: Int, affinity: SelectionAffinity
    ) {
        let storage = area.layoutStorage
        let offset: Int
        if let geometry = lineGeometry(start: line.start, record: line.record) {
            let lineX =
                x - containerX
                - alignmentOffset(
                    forLineWidth: Double(line.record.width),
                    isRightToLeft: geometry.isRightToLeft)
            offset = geometry.offset(nearestX: lineX)
        } else {
            let lineX = x - containerX - alignmentOffset(forLineWidth: Double(line.record.width))
            offset = textLayout.offset(nearestX: lineX, lineStart: line.start, record: line.record, storage: storage)
        }
        let lineEnd = line.start + Int(line.record.length)
        let softWrapped = !line.record.endsWithMandatoryBreak && lineEnd < storage.utf8Count
        return (offset, softWrapped && offset == lineEnd ? .upstream : .downstream)
    }

    /// The rectangles that highlight `range`, one per line, for the lines the bounds show.
    func selectionRects(for range: Range<Int>) -> [Rect] {
        guard !range.isEmpty, lineHeight > 0 else { return [] }
        let storage = area.layoutStorage
        let layout = textLayout
        let first = lineIndex(containing: range.lowerBound, affinity: .downstream)
        let firstShown = max(TextArea.lineNumber(((0 - containerY) / lineHeight).rounded(.down)), 0)
        // The last line whose top is above the bottom of the bounds.
        let lastShown = TextArea.lineNumber(((area.size.height - containerY) / lineHeight).rounded(.up)) - 1
        var rects: [Rect] = []
        let spaceWidth = area.layoutMeasurer.width(of: " ", font: area.font)
        layout.lines.forEachLine(from: max(first, firstShown)) { record, index, start in
            if start >= range.upperBound || index > lastShown { return false }
            // A provisional line is never shown after a step; it has no proper geometry to highlight.
            guard !layout.isPending(start) else { return true }
            let contentEnd = layout.contentEnd(start: start, record: record)
            let top = containerY + Double(index) * lineHeight
            if let geometry = lineGeometry(start: start, record: record) {
                let origin =
                    containerX
                    + alignmentOffset(
                        forLineWidth: Double(record.width),
                        isRightToLeft: geometry.isRightToLeft)
                var spans = geometry.selectionSpans(of: range)
                if range.upperBound > contentEnd && record.endsWithMandatoryBreak {
                    // The selected break shows as a space at the line's logical end.
                    spans.append(
                        geometry.isRightToLeft
                            ? (geometry.minX - spaceWidth)...geometry.minX
                            : geometry.maxX...(geometry.maxX + spaceWidth))
                }
                rects += spans.map {
                    Rect(
                        x: origin + $0.lowerBound, y: top, width: $0.upperBound - $0.lowerBound,
                        height: lineHeight)
                }
                return start + Int(record.length) < range.upperBound
            }
            let lowerX = layout.xOffset(
                of: max(range.lowerBound, start), lineStart: start, record: record,
                storage: storage)
            var upperX = layout.xOffset(
                of: min(range.upperBound, contentEnd), lineStart: start, record: record,
                storage: storage)
            if range.upperBound > contentEnd && record.endsWithMandatoryBreak { upperX += spaceWidth }
            let x = containerX + alignmentOffset(forLineWidth: Double(record.width))
            if upperX > lowerX {
                rects.append(Rect(x: x + lowerX, y: top, width: upperX - lowerX, height: lineHeight))
            }
            return start + Int(record.length) < range.upperBound
        }
        return rects
    }

    /// The pieces of a visible line to draw: its content split at tabs, each with its x relative to the line's origin.
    func runs(for line: VisibleLine) -> [TextRun] {
        let record = textLayout.lines.record(at: line.index)
        guard let kept = keptLineGeometry(start: line.range.lowerBound, record: record) else {
            return keptRuns(start: line.range.lowerBound, contentEnd: line.contentRange.upperBound)
                ?? textLayout.runs(
                    start: line.range.lowerBound, contentEnd: line.contentRange.upperBound,
                    storage: area.layoutStorage)
        }
        return kept.drawnRuns
    }

    /// The stretches of a visible line in one direction, left to right, split at tabs (see ``TextArea/directionRuns(for:)``).
    func directionRuns(for line: VisibleLine) -> [TextRun] {
        let record = textLayout.lines.record(at: line.index)
        guard let kept = keptLineGeometry(start: line.range.lowerBound, record: record) else {
            return textLayout.directionRuns(
                start: line.range.lowerBound, contentEnd: line.contentRange.upperBound,
                storage: area.layoutStorage)
        }
        return kept.directionRuns
    }

    /// The runs of a line geometry, left to right: clusters of one level next to each other, tabs left out; with
    /// `mergingPieces`, clusters of different pieces (see `LinePieces`) share a run.
    static func visualRuns(of geometry: LineGeometry, storage: TextStorage, mergingPieces: Bool = false) -> [TextRun] {
        var runs: [TextRun] = []
        var current: (range: Range<Int>, x: Double, level: Int, unit: Int)? = nil
        func close() {
            if let current {
                runs.append(TextRun(range: current.range, x: current.x, isRightToLeft: current.level & 1 == 1))
            }
            current = nil
        }
        for cluster in geometry.clusters {
            // Tabs draw nothing; nor do the spaces hanging left of a right-to-left line.
            if storage.byte(at: cluster.range.lowerBound) == 0x09 || cluster.maxX <= 0.01 && cluster.minX < -0.01 {
                close()
                continue
            }
            if let open = current, open.level == cluster.level, mergingPieces || open.unit == cluster.unit {
                if cluster.isRightToLeft, cluster.range.upperBound == open.range.lowerBound {
                    current = (cluster.range.lowerBound..<open.range.upperBound, open.x, open.level, open.unit)
                    continue
                }
                if !cluster.isRightToLeft, cluster.range.lowerBound == open.range.upperBound {
                    current = (open.range.lowerBound..<cluster.range.upperBound, open.x, open.level, open.unit)
                    continue
                }
            }
            close()
            current = (cluster.range, cluster.minX, cluster.level, cluster.unit)
        }
        close()
        return runs
    }

    /// The lines inside the bounds, top to bottom: found in O(log n) plus the lines shown.
    func visibleLines() -> [VisibleLine] {
        let lineHeight = lineHeight
        guard lineHeight > 0 else { return [] }
        let layout = textLayout
        let first = shownLineNumbers().lowerBound
        guard first < layout.lineCount else { return [] }
        // Read once: every line shares them.
        let ascent = layout.metrics.ascent
        let height = area.size.height
        let containerX = containerX
        let containerY = containerY
        let alignment = area.alignment
        // Lines align in the container (a single line may be wider: see `alignmentOffset`).
        let wrapWidth = containerWidth
        let alignsAtZero = alignment == .left || alignment == .natural || !wrapWidth.isFinite
        let isSingleLine = area.isSingleLine
        let isAllLeftToRight = isAllLeftToRight
        let hasPendingLines = !layout.isComplete
        var result: [VisibleLine] = []
        // Room for the lines whose tops are above the bottom of the bounds, made once.
        let rowsShown = TextArea.lineNumber(((height - containerY) / lineHeight).rounded(.up)) - first
        result.reserveCapacity(min(max(rowsShown, 0), layout.lineCount - first))
        // Each paragraph's direction, found once: the first line's by lookup, the next paragraphs' from
        // where the line before ended a paragraph (their first strong character, else the one before's).
        var direction: BidiDirection? = nil
        var previousEndedParagraph = false
        let storage = area.layoutStorage
        // The lines run forward through the text: their break characters and paragraphs' first
        // characters are read chunk by chunk.
        var hint = TextStorage.ChunkHint()
        layout.lines.forEachLine(from: first) { record, index, start in
            let top = containerY + Double(index) * lineHeight
            if top >= height { return false }
            // A provisional line (never shown after a step) shows the first line it would wrap into.
            let line =
                hasPendingLines && layout.isPending(start)
                ? settledLine(at: index, holding: start) : (record: record, start: start)
            let width = Double(line.record.width)
            var isRightToLeft = false
            if !isAllLeftToRight {
                if let known = direction, previousEndedParagraph {
                    direction = directionOfParagraph(
                        startingAt: start, after: known, storage: storage, hint: &hint)
                } else if direction == nil {
                    direction = directionOfParagraph(containing: start, storage: storage)
                }
                isRightToLeft = direction == .rightToLeft
                let contentEnd = start + Int(line.record.length) - Int(line.record.breakLength)
                previousEndedParagraph =
                    line.record.breakLength > 0 && storage.separatorLength(at: contentEnd, hint: &hint) > 0
            }
            let offset =
                alignsAtZero && !isRightToLeft
                ? 0
                : isSingleLine
                    ? alignmentOffset(forLineWidth: width, isRightToLeft: isRightToLeft)
                    : Self.alignmentOffset(
                        forLineWidth: width, isRightToLeft: isRightToLeft, alignment: alignment, wrapWidth: wrapWidth)
            result.append(
                VisibleLine(
                    index: index, range: start..<(start + Int(line.record.length)),
                    origin: Point(x: containerX + offset, y: top), baseline: top + ascent, width: width,
                    height: lineHeight, contentRange: start..<layout.contentEnd(start: start, record: line.record),
                    isRightToLeft: isRightToLeft))
            return true
        }
        return result
    }
}
