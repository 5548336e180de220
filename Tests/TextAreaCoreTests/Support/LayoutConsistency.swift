@testable import TextAreaCore

/// Checks of a text area's layout against a full re-wrap, which hold whether or not layout work is pending.
///
/// While points are pending, only what the layout promises is checked: the
/// lines before the first pending point of a paragraph are the full wrap's;
/// every pending point is a line start of the full wrap; after a provisional
/// line, the lines up to the next pending point are the greedy wrap from
/// their first start. Each check returns a description of the first
/// difference, or nil.
enum LayoutConsistency {
    /// Checks the lines of `layout` that start in `region` (whole paragraphs of `bytes`) against `reference`, the region's full wrap.
    static func checkLines(
        of layout: TextLayout, in region: Range<Int>, reference: [ReferenceLine], bytes: [UInt8],
        measurer: any TextMeasurer
    ) -> String? {
        let lines = layout.lines
        guard lines.byteCount == bytes.count else {
            return "the lines cover \(lines.byteCount) bytes, the text has \(bytes.count)"
        }
        let pending = layout.pendingPoints
        if zip(pending, pending.dropFirst()).contains(where: { $0 >= $1 }) {
            return "pending points out of order: \(pending)"
        }
        let referenceByStart = Dictionary(
            reference.map { ($0.range.lowerBound, $0) }, uniquingKeysWith: { first, _ in first })
        for point in pending where region.contains(point) {
            let found = lines.lineIndex(containing: point)
            guard found.start == point, lines.line(at: found.index).record.startsAtOpportunity else {
                return "pending point \(point) is not the start of a line at a break opportunity"
            }
        }
        var cursor = lines.cursor(at: lines.lineIndex(containing: region.lowerBound).index)
        var localReference: [Int: ReferenceLine]? = nil
        while let record = lines.record(at: cursor) {
            let start = cursor.start
            if start > region.upperBound || (start == region.upperBound && start < bytes.count) { break }
            let actual = ReferenceLine(
                range: start..<(start + Int(record.length)), breakLength: Int(record.breakLength),
                width: Double(record.width))
            if start < region.lowerBound || layout.isPending(start) {
                guard layout.isPending(start) else {
                    return
                        "line \(cursor.index) (\(actual)) runs across the paragraph start \(region.lowerBound) but is not provisional"
                }
                localReference = nil
            } else if let expected = referenceByStart[start] {
                guard actual == expected else {
                    return "line \(cursor.index) is \(actual); the full wrap has \(expected)"
                }
            } else if let local = localReference {
                guard let expected = local[start], expected == actual else {
                    return
                        "line \(cursor.index) (\(actual)) is not the wrap from the line after the last provisional one"
                }
            } else if record.startsAtOpportunity {
                // A line start the full wrap lacks: only right after a provisional line, and the
                // lines from here to the next pending point are the wrap from here.
                let wrapped = ReferenceWrap.lines(
                    of: bytes, region: start..<region.upperBound, width: layout.wrapWidth,
                    measurer: measurer)
                let local = Dictionary(
                    wrapped.map { ($0.range.lowerBound, $0) }, uniquingKeysWith: { first, _ in first })
                guard local[start] == actual else {
                    return
                        "line \(cursor.index) (\(actual)) is neither the full wrap's nor the wrap from its start (\(wrapped.first.map(String.init(describing:)) ?? "none"))"
                }
                localReference = local
            }
            lines.advance(&cursor)
        }
        return nil
    }

    /// Checks what `visibleLines()` returned: final lines, in order, inside the bounds, filling them, placed by index and alignment, and equal to the full wrap where no point is pending before them.
    static func checkVisibleLines(
        _ visible: [VisibleLine], of area: TextArea, bytes: [UInt8], region: Range<Int>, reference: [ReferenceLine]
    ) -> String? {
        let layout = area.viewport.textLayout
        let lineHeight = area.lineHeight
        let containerY = area.textContainerInset.top - area.contentOffsetY
        guard let first = visible.first, let last = visible.last else { return "no line is visible" }
        if first.index > 0 && !(first.origin.y <= 0 && first.origin.y > -lineHeight) {
            return "the first visible line (\(first.index)) does not cover the top of the bounds: y = \(first.origin.y)"
        }
        let isLastLine = last.index == layout.lineCount - 1 && last.range.upperBound == bytes.count
        if !isLastLine && last.origin.y + lineHeight < area.size.height {
            return "the visible lines stop at line \(last.index) before the bottom of the bounds"
        }
        let referenceByStart = Dictionary(
            reference.map { ($0.range.lowerBound, $0) }, uniquingKeysWith: { first, _ in first })
        let firstPendingInRegion = layout.pendingPoints.first { $0 >= region.lowerBound }
        for (position, line) in visible.enumerated() {
            let start = line.range.lowerBound
            if layout.isPending(start) {
                return "visibleLines() returned the provisional line \(line.index) at \(start)"
            }
            if position > 0 {
                let previous = visible[position - 1]
                if line.index != previous.index + 1 || start != previous.range.upperBound {
                    return
                        "visible line \(line.index) (\(line.range)) does not follow line \(previous.index) (\(previous.range))"
                }
            }
            if line.origin.y != containerY + Double(line.index) * lineHeight || line.height != lineHeight {
                return
                    "visible line \(line.index) is at y = \(line.origin.y), not \(containerY + Double(line.index) * lineHeight)"
            }
            if line.origin.y >= area.size.height || line.origin.y + lineHeight <= 0 {
                return "visible line \(line.index) at y = \(line.origin.y) is outside the bounds"
            }
            let expectedX =
                area.textContainerInset.left + area.lineFragmentPadding
                + alignmentOffset(area.alignment, lineWidth: line.width, wrapWidth: area.wrapWidth)
            if line.origin.x != expectedX {
                return "visible line \(line.index) is at x = \(line.origin.x), not \(expectedX)"
            }
            let isFinal = firstPendingInRegion.map { $0 >= line.range.upperBound } ?? true
            guard isFinal, region.contains(start) || start == region.upperBound && start == bytes.count else {
                continue
            }
            guard let expected = referenceByStart[start] else {
                return "visible line \(line.index) starts at \(start), which is no line start of the full wrap"
            }
            if line.range != expected.range || line.width != expected.width
                || line.contentRange != expected.range.lowerBound..<(expected.range.upperBound - expected.breakLength)
            {
                return "visible line \(line.index) is \(line.range) width \(line.width); the full wrap has \(expected)"
            }
        }
        return nil
    }

    /// Where a line `lineWidth` wide starts inside a container `wrapWidth` wide, computed here from the definition of each alignment.
    static func alignmentOffset(_ alignment: TextAlignment, lineWidth: Double, wrapWidth: Double) -> Double {
        switch alignment {
        case .left: return 0
        case .center: return max(0, (wrapWidth - lineWidth) / 2)
        case .right: return max(0, wrapWidth - lineWidth)
        }
    }
}
