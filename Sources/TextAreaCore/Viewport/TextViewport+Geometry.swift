// Pure geometry queries: where lines, the caret and selections are, read from what the steps left, never wrapping or scrolling.
//
// Lines are numbered as they stand: a provisional line (text no step has
// wrapped yet, far from the bounds in a large document) counts as one line,
// and a caret or a point inside one is placed on the line it would wrap into,
// worked out without keeping it.
extension TextViewport {
    /// The number of the line holding `offset`; with upstream affinity, an offset at a soft wrap belongs to the line before.
    func lineIndex(containing offset: Int, affinity: SelectionAffinity) -> Int {
        let clamped = min(max(offset, 0), area.storage.utf8Count)
        let lines = textLayout.lines
        let found = lines.lineIndex(containing: clamped)
        if affinity == .upstream && found.index > 0 && found.start == clamped {
            let previous = lines.line(at: found.index - 1).record
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
        let wrapped = textLayout.provisionalLines(ofLine: index, reaching: offset, storage: area.storage)
        return wrapped.last { $0.start <= offset } ?? line
    }

    /// The caret's rectangle for `offset`, 1 px wide and a line tall, in the area's coordinates; on the placeholder's first line while the placeholder shows.
    func caretRect(for offset: Int, affinity: SelectionAffinity) -> Rect {
        if area.isPlaceholderVisible, let placeholderLayout {
            return Rect(
                x: containerX + alignmentOffset(forLineWidth: 0), y: containerY, width: 1,
                height: placeholderLayout.lineHeight)
        }
        let storage = area.storage
        let clamped = min(max(offset, 0), storage.utf8Count)
        let index = lineIndex(containing: clamped, affinity: affinity)
        let line = settledLine(at: index, holding: clamped)
        let x = textLayout.xOffset(
            of: max(clamped, line.start), lineStart: line.start, record: line.record,
            storage: storage)
        return Rect(
            x: containerX + alignmentOffset(forLineWidth: Double(line.record.width)) + x,
            y: containerY + Double(index) * lineHeight, width: 1, height: lineHeight)
    }

    /// The cluster boundary nearest to `point` (in the area's coordinates) and its affinity; 0 while the placeholder shows.
    func offset(for point: Point) -> (offset: Int, affinity: SelectionAffinity) {
        if area.isPlaceholderVisible { return (0, .downstream) }
        let row = lineHeight > 0 ? ((point.y - containerY) / lineHeight).rounded(.down) : 0
        let wanted = max(TextArea.lineNumber(row), 0)
        let lastIndex = textLayout.lineCount - 1
        let last = textLayout.lines.line(at: lastIndex)
        if wanted > lastIndex && textLayout.isPending(last.start) {
            // Below the lines wrapped so far: in the lines the provisional tail would wrap into.
            let storage = area.storage
            let wrapped = textLayout.provisionalLines(
                ofLine: lastIndex, reaching: last.start,
                lineCount: wanted - lastIndex + 1, storage: storage)
            if let line = wrapped.dropFirst(min(wanted - lastIndex, wrapped.count - 1)).first {
                return offset(forX: point.x, in: line)
            }
        }
        return offset(forX: point.x, inLine: min(wanted, lastIndex))
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
        let storage = area.storage
        let lineX = x - containerX - alignmentOffset(forLineWidth: Double(line.record.width))
        let offset = textLayout.offset(nearestX: lineX, lineStart: line.start, record: line.record, storage: storage)
        let lineEnd = line.start + Int(line.record.length)
        let softWrapped = !line.record.endsWithMandatoryBreak && lineEnd < storage.utf8Count
        return (offset, softWrapped && offset == lineEnd ? .upstream : .downstream)
    }

    /// The rectangles that highlight `range`, one per line, for the lines the bounds show.
    func selectionRects(for range: Range<Int>) -> [Rect] {
        guard !range.isEmpty, lineHeight > 0 else { return [] }
        let storage = area.storage
        let layout = textLayout
        let first = lineIndex(containing: range.lowerBound, affinity: .downstream)
        let firstShown = max(TextArea.lineNumber(((0 - containerY) / lineHeight).rounded(.down)), 0)
        // The last line whose top is above the bottom of the bounds.
        let lastShown = TextArea.lineNumber(((area.size.height - containerY) / lineHeight).rounded(.up)) - 1
        var rects: [Rect] = []
        let spaceWidth = area.measurer.width(of: " ", font: area.font)
        layout.lines.forEachLine(from: max(first, firstShown)) { record, index, start in
            if start >= range.upperBound || index > lastShown { return false }
            // A provisional line is never shown after a step; it has no proper geometry to highlight.
            guard !layout.isPending(start) else { return true }
            let contentEnd = layout.contentEnd(start: start, record: record)
            let lowerX = layout.xOffset(
                of: max(range.lowerBound, start), lineStart: start, record: record,
                storage: storage)
            var upperX = layout.xOffset(
                of: min(range.upperBound, contentEnd), lineStart: start, record: record,
                storage: storage)
            if range.upperBound > contentEnd && record.endsWithMandatoryBreak { upperX += spaceWidth }
            let x = containerX + alignmentOffset(forLineWidth: Double(record.width))
            if upperX > lowerX {
                rects.append(
                    Rect(
                        x: x + lowerX, y: containerY + Double(index) * lineHeight,
                        width: upperX - lowerX, height: lineHeight))
            }
            return start + Int(record.length) < range.upperBound
        }
        return rects
    }

    /// The pieces of a visible line to draw: its content split at tabs, each with its x relative to the line's origin.
    func runs(for line: VisibleLine) -> [TextRun] {
        textLayout.runs(start: line.range.lowerBound, contentEnd: line.contentRange.upperBound, storage: area.storage)
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
        let alignsAtZero = area.alignment == .left || !wrapWidth.isFinite
        var result: [VisibleLine] = []
        layout.lines.forEachLine(from: first) { record, index, start in
            let top = containerY + Double(index) * lineHeight
            if top >= height { return false }
            // A provisional line (never shown after a step) shows the first line it would wrap into.
            let line = layout.isPending(start) ? settledLine(at: index, holding: start) : (record: record, start: start)
            let width = Double(line.record.width)
            let offset = alignsAtZero ? 0 : alignmentOffset(forLineWidth: width)
            result.append(
                VisibleLine(
                    index: index, range: start..<(start + Int(line.record.length)),
                    origin: Point(x: containerX + offset, y: top), baseline: top + ascent, width: width,
                    height: lineHeight, contentRange: start..<layout.contentEnd(start: start, record: line.record)))
            return true
        }
        return result
    }
}
