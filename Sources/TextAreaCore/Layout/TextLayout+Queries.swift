// Read-only questions about the lines: where the last one starts, which are provisional, which offsets are pending points.
extension TextLayout {
    /// The offset where the last line starts.
    var lastLineStart: Int {
        lines.byteCount - Int(lines.record(at: lines.count - 1).length)
    }

    /// The first provisional line (one starting at a pending point) among lines `range`, with its start and length.
    func firstProvisionalLine(in range: ClosedRange<Int>) -> (index: Int, start: Int, length: Int)? {
        for point in pendingPoints {
            let found = lines.lineIndex(containing: point)
            guard found.start == point else { continue }
            if found.index > range.upperBound { return nil }
            if found.index >= range.lowerBound {
                return (found.index, point, Int(lines.record(at: found.index).length))
            }
        }
        return nil
    }

    /// Whether `offset` is a pending point.
    func isPending(_ offset: Int) -> Bool {
        var low = 0
        var high = pendingPoints.count
        while low < high {
            let middle = (low + high) / 2
            if pendingPoints[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low < pendingPoints.count && pendingPoints[low] == offset
    }
}
