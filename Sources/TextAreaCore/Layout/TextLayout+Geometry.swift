extension TextLayout {
    /// The end of a line's content: its start plus its length, less its break characters.
    func contentEnd(start: Int, record: LineRecord) -> Int {
        start + Int(record.length) - Int(record.breakLength)
    }

    /// The offsets of the grapheme-cluster boundaries of a line's content, with the x of each from the line's start.
    ///
    /// The first boundary is the line's start (x = 0), the last its content end.
    func clusterPositions(start: Int, record: LineRecord, storage: TextStorage) -> (offsets: [Int], xs: [Double]) {
        let end = contentEnd(start: start, record: record)
        var offsets = [start]
        var xs = [0.0]
        guard end > start else { return (offsets, xs) }
        storage.withContiguousBytes(in: start..<end) { bytes in
            let clusters = LineWrapper.clusterRanges(of: 0..<bytes.count, in: bytes)
            var widths = [Double](repeating: 0, count: clusters.count)
            clusters.withUnsafeBufferPointer { runs in
                widths.withUnsafeMutableBufferPointer { output in
                    measurer.measure(runs: runs, in: bytes, font: font, into: output)
                }
            }
            var pen = 0.0
            for (cluster, width) in zip(clusters, widths) {
                if bytes[cluster.lowerBound] == 0x09 {
                    pen = LineWrapper.tabStop(after: pen, interval: tabInterval)
                } else {
                    pen += width
                }
                offsets.append(start + cluster.upperBound)
                xs.append(pen)
            }
        }
        return (offsets, xs)
    }

    /// The x of `offset` from the start of its line.
    func xOffset(of offset: Int, lineStart: Int, record: LineRecord, storage: TextStorage) -> Double {
        let end = contentEnd(start: lineStart, record: record)
        // An offset from outside (a query) may fall inside a scalar, which must not be cut when measured.
        let target = storage.scalarBoundary(atOrBefore: min(offset, end))
        if target <= lineStart { return 0 }
        let prefixWidth: Double? = storage.withContiguousBytes(in: lineStart..<target) { bytes in
            // Without tabs, widths add up: the prefix measures in one request.
            bytes.contains(0x09) ? nil : measurer.width(ofUTF8: bytes, font: font)
        }
        if let prefixWidth { return prefixWidth }
        let positions = clusterPositions(start: lineStart, record: record, storage: storage)
        var low = 0
        var high = positions.offsets.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if positions.offsets[middle] <= target { low = middle } else { high = middle - 1 }
        }
        return positions.xs[low]
    }

    /// The cluster boundary of a line nearest to `x` (from the line's start).
    func offset(nearestX x: Double, lineStart: Int, record: LineRecord, storage: TextStorage) -> Int {
        let positions = clusterPositions(start: lineStart, record: record, storage: storage)
        var best = 0
        for index in 1..<positions.offsets.count {
            let midpoint = (positions.xs[index - 1] + positions.xs[index]) / 2
            if x >= midpoint { best = index } else { break }
        }
        return positions.offsets[best]
    }

    /// The pieces of a line's content (`start..<end`) to draw: split at tabs, each with its x from the line's start.
    func runs(start: Int, contentEnd end: Int, storage: TextStorage) -> [TextRun] {
        guard end > start else { return [] }
        var result: [TextRun] = []
        storage.withContiguousBytes(in: start..<end) { bytes in
            guard bytes.contains(0x09) else {
                result.append(TextRun(range: start..<end, x: 0))
                return
            }
            var pen = 0.0
            var runStart = 0
            func closeRun(at position: Int) {
                guard position > runStart else { return }
                result.append(TextRun(range: (start + runStart)..<(start + position), x: pen))
                pen += measurer.width(ofUTF8: UnsafeBufferPointer(rebasing: bytes[runStart..<position]), font: font)
            }
            for position in 0..<bytes.count where bytes[position] == 0x09 {
                closeRun(at: position)
                pen = LineWrapper.tabStop(after: pen, interval: tabInterval)
                runStart = position + 1
            }
            closeRun(at: bytes.count)
        }
        return result
    }
}
