/// A line of text on screen: where it is, what it holds, and the pieces to draw.
public struct VisibleLine: Hashable, Sendable {
    /// The line's number, from 0.
    public var index: Int
    /// The line's bytes, break characters included.
    public var range: Range<Int>
    /// The top-left corner of the line's content, after alignment and scrolling.
    public var origin: Point
    /// The y of the line's baseline.
    public var baseline: Double
    /// The width of the visible content.
    public var width: Double
    /// The line's height.
    public var height: Double
    /// The line's bytes without its break characters.
    public var contentRange: Range<Int>
}

extension TextArea {
    /// The number of the visual line holding `offset`; with upstream affinity, an offset at a soft wrap belongs to the line before.
    public func lineIndex(containing offset: Int, affinity: SelectionAffinity = .downstream) -> Int {
        _ = completeLayout
        return wrappedLineIndex(containing: offset, affinity: affinity)
    }

    /// The line holding `offset`, wrapped; its number is provisional while earlier lines are pending.
    func wrappedLineIndex(containing offset: Int, affinity: SelectionAffinity) -> Int {
        let clamped = min(max(offset, 0), storage.utf8Count)
        let lines = layout(wrapping: clamped).lines
        let found = lines.lineIndex(containing: clamped)
        if affinity == .upstream && found.index > 0 && found.start == clamped {
            let previous = lines.line(at: found.index - 1).record
            if !previous.endsWithMandatoryBreak { return found.index - 1 }
        }
        return found.index
    }

    /// The byte range of visual line `index`, break characters included.
    public func lineRange(at index: Int) -> Range<Int> {
        let line = completeLayout.lines.line(at: index)
        return line.start..<(line.start + Int(line.record.length))
    }

    /// The caret's rectangle for `offset`, 1 px wide and a line tall, in the area's coordinates.
    ///
    /// While the placeholder shows, the caret sits at offset 0 on the
    /// placeholder's first line, aligned as an empty line of text would be.
    public func caretRect(for offset: Int, affinity: SelectionAffinity = .downstream) -> Rect {
        if isPlaceholderVisible, let placeholderLayout {
            return Rect(x: containerX + alignmentOffset(forLineWidth: 0), y: containerY, width: 1,
                        height: placeholderLayout.lineHeight)
        }
        let index = wrappedLineIndex(containing: offset, affinity: affinity)
        let line = layout.lines.line(at: index)
        let x = layout.xOffset(of: min(max(offset, line.start), storage.utf8Count), lineStart: line.start,
                               record: line.record, storage: storage)
        return Rect(x: containerX + alignmentOffset(forLineWidth: Double(line.record.width)) + x,
                    y: containerY + Double(index) * layout.metrics.lineHeight,
                    width: 1, height: layout.metrics.lineHeight)
    }

    /// The caret's rectangle at the selection's head.
    public var caretRect: Rect { caretRect(for: selectionHead, affinity: selectionAffinity) }

    /// The cluster boundary nearest to `point` (in the area's coordinates) and its affinity; 0 while the placeholder shows.
    public func offset(for point: Point) -> (offset: Int, affinity: SelectionAffinity) {
        if isPlaceholderVisible { return (0, .downstream) }
        let lineHeight = layout.metrics.lineHeight
        let row = lineHeight > 0 ? ((point.y - containerY) / lineHeight).rounded(.down) : 0
        let wanted = max(Self.lineNumber(row), 0)
        var lineCount = layout.lineCount
        if wanted >= lineCount - 1 {
            // At or past the last line, which may be a provisional tail: wrap down to the row first.
            lineCount = layout(wrappingLines: (lineCount - 1)...wanted).lineCount
        }
        let index = min(wanted, lineCount - 1)
        return offset(forX: point.x, inLine: index)
    }

    /// The cluster boundary of line `index` nearest to `x` (in the area's coordinates), with upstream affinity at a soft wrap.
    func offset(forX x: Double, inLine index: Int) -> (offset: Int, affinity: SelectionAffinity) {
        let layout = layout(wrappingLines: index...index)
        let line = layout.lines.line(at: index)
        let lineX = x - containerX - alignmentOffset(forLineWidth: Double(line.record.width))
        let offset = layout.offset(nearestX: lineX, lineStart: line.start, record: line.record, storage: storage)
        let lineEnd = line.start + Int(line.record.length)
        let softWrapped = !line.record.endsWithMandatoryBreak && lineEnd < storage.utf8Count
        return (offset, softWrapped && offset == lineEnd ? .upstream : .downstream)
    }

    /// The rectangles that highlight `range`, one per visual line, clipped to the lines shown in the bounds.
    public func selectionRects(for range: Range<Int>) -> [Rect] {
        guard !range.isEmpty else { return [] }
        let lineHeight = layout.metrics.lineHeight
        let first = wrappedLineIndex(containing: range.lowerBound, affinity: .downstream)
        let firstShown = lineHeight > 0 ? max(Self.lineNumber(((0 - containerY) / lineHeight).rounded(.down)), 0) : 0
        // The last line whose top is above the bottom of the bounds.
        let lastShown = lineHeight > 0
            ? Self.lineNumber(((size.height - containerY) / lineHeight).rounded(.up)) - 1 : layout.lineCount
        let layout = layout(wrappingLines: max(first, firstShown)...max(lastShown, first, firstShown))
        var rects: [Rect] = []
        let spaceWidth = measurer.width(of: " ", font: font)
        layout.lines.forEachLine(from: max(first, firstShown)) { record, index, start in
            if start >= range.upperBound && !(range.isEmpty) || index > lastShown { return false }
            let contentEnd = start + Int(record.length) - Int(record.breakLength)
            let lowerX = layout.xOffset(of: max(range.lowerBound, start), lineStart: start, record: record, storage: storage)
            var upperX = layout.xOffset(of: min(range.upperBound, contentEnd), lineStart: start, record: record, storage: storage)
            if range.upperBound > contentEnd && record.endsWithMandatoryBreak { upperX += spaceWidth }
            let x = containerX + alignmentOffset(forLineWidth: Double(record.width))
            if upperX > lowerX {
                rects.append(Rect(x: x + lowerX, y: containerY + Double(index) * lineHeight,
                                  width: upperX - lowerX, height: lineHeight))
            }
            return start + Int(record.length) < range.upperBound
        }
        return rects
    }

    /// The pieces of a visible line to draw: its content split at tabs, each with its x relative to the line's origin.
    public func runs(for line: VisibleLine) -> [TextRun] {
        let layout = layout(wrappingLines: line.index...line.index)
        let found = layout.lines.line(at: line.index)
        return layout.runs(start: found.start, record: found.record, storage: storage)
    }

    /// The lines inside the bounds, top to bottom: found in O(log n) plus the lines shown.
    public func visibleLines() -> [VisibleLine] {
        let lineHeight = layout.metrics.lineHeight
        guard lineHeight > 0 else { return [] }
        let layout = wrapShownLines()
        let first = max(Self.lineNumber(((0 - containerY) / lineHeight).rounded(.down)), 0)
        guard first < layout.lineCount else { return [] }
        var result: [VisibleLine] = []
        layout.lines.forEachLine(from: first) { record, index, start in
            let top = containerY + Double(index) * lineHeight
            if top >= size.height { return false }
            let width = Double(record.width)
            result.append(VisibleLine(
                index: index, range: start..<(start + Int(record.length)),
                origin: Point(x: containerX + alignmentOffset(forLineWidth: width), y: top),
                baseline: top + layout.metrics.ascent, width: width, height: lineHeight,
                contentRange: start..<layout.contentEnd(start: start, record: record)))
            return true
        }
        return result
    }

    /// A line number or count computed in floating point, as an `Int`: NaN counts as 0, and anything beyond `Int32.max` lines as that many.
    static func lineNumber(_ value: Double) -> Int {
        value.isNaN ? 0 : Int(min(max(value, -Double(Int32.max)), Double(Int32.max)))
    }
}
