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
        guard measurer.isAdditive else {
            storage.withContiguousBytes(in: start..<end) { bytes in
                var pen = 0.0
                forEachPieceCluster(in: bytes) { cluster, advance, isTab in
                    pen = isTab ? LineWrapper.tabStop(after: pen, interval: tabInterval) : pen + advance
                    offsets.append(start + cluster.upperBound)
                    xs.append(pen)
                }
            }
            return (offsets, xs)
        }
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
            // Without tabs, additive widths add up: the prefix measures in one request.
            bytes.contains(0x09) || !measurer.isAdditive ? nil : measurer.width(ofUTF8: bytes, font: font)
        }
        if let prefixWidth { return prefixWidth }
        if !measurer.isAdditive {
            return storage.withContiguousBytes(in: lineStart..<end) { shapedX(of: target - lineStart, in: $0) }
        }
        let positions = clusterPositions(start: lineStart, record: record, storage: storage)
        var low = 0
        var high = positions.offsets.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if positions.offsets[middle] <= target { low = middle } else { high = middle - 1 }
        }
        return positions.xs[low]
    }

    /// The x of `offset` from the start of the line at `lineStart`, read from the line's `runs` (as
    /// ``runs(start:contentEnd:storage:)`` gives them) for a measurer that is not additive: the x of the run starting
    /// there, or of the run holding it plus the advances of its clusters before it; nil where no run starts at or holds
    /// it (before a tab, at the line's end), or for an additive measurer.
    ///
    /// The same x as ``xOffset(of:lineStart:record:storage:)``: a run's x is the sum of the pieces before it, measured
    /// as that sums them.
    func xOffset(of offset: Int, inRuns runs: [TextRun], lineStart: Int, contentEnd: Int, storage: TextStorage)
        -> Double?
    {
        guard !measurer.isAdditive else { return nil }
        let target = storage.scalarBoundary(atOrBefore: min(offset, contentEnd))
        if target <= lineStart { return 0 }
        // The last run starting at or before the target.
        var low = 0
        var high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].range.lowerBound <= target { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return nil }
        let run = runs[low - 1]
        guard target < run.range.upperBound else { return nil }
        if target == run.range.lowerBound { return run.x }
        // Only a text piece holds a boundary inside it: spaces are a byte each.
        return storage.withContiguousBytes(in: lineStart..<contentEnd) { content in
            let piece = (run.range.lowerBound - lineStart)..<(run.range.upperBound - lineStart)
            return run.x + advance(ofPiece: piece, before: target - lineStart, in: content)
        }
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

    /// The most pieces of a line ``runs(start:contentEnd:storage:)`` makes room for before it splits the line: more
    /// than a line of words across a wide window holds.
    static let reservedPieces = 512

    /// The pieces of a line's content (`start..<end`) to draw: split at tabs, each with its x from the line's start.
    func runs(start: Int, contentEnd end: Int, storage: TextStorage) -> [TextRun] {
        guard end > start else { return [] }
        var result: [TextRun] = []
        guard measurer.isAdditive else {
            // Shaped text is drawn in the pieces it was measured in.
            return storage.withContiguousBytes(in: start..<end) {
                measuredPieceRuns(of: $0, offset: start, from: 0).runs
            }
        }
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

    /// The runs of `bytes`, a line's content from a piece start on (at `offset` in the text, with the pen `pen` from the
    /// line's start), cut into pieces (see `LinePieces`) and measured in one request, for a measurer that is not
    /// additive; with the pen after them and whether a tab was among them.
    func measuredPieceRuns(of bytes: UnsafeBufferPointer<UInt8>, offset: Int, from pen: Double) -> (
        runs: [TextRun], end: Double, hasTab: Bool
    ) {
        // Room for a line's pieces up front (a piece is a byte at least): growing the lists piece by piece allocated a
        // dozen times for every line drawn.
        let expected = min(bytes.count, Self.reservedPieces)
        var pieces: [Range<Int>] = []
        pieces.reserveCapacity(expected)
        var kinds: [LinePieces.Kind] = []
        kinds.reserveCapacity(expected)
        LinePieces.forEach(in: bytes) { piece, kind in
            pieces.append(piece)
            kinds.append(kind)
        }
        var widths = [Double](repeating: 0, count: pieces.count)
        pieces.withUnsafeBufferPointer { runs in
            widths.withUnsafeMutableBufferPointer { output in
                measurer.measure(runs: runs, in: bytes, font: font, into: output)
            }
        }
        var result: [TextRun] = []
        result.reserveCapacity(pieces.count)
        var pen = pen
        var hasTab = false
        for index in pieces.indices {
            let range = (offset + pieces[index].lowerBound)..<(offset + pieces[index].upperBound)
            switch kinds[index] {
            case .tab:
                hasTab = true
                pen = LineWrapper.tabStop(after: pen, interval: tabInterval)
            case .space:
                // A run of its own, so every character has its glyph (the painter may skip blank ones).
                result.append(TextRun(range: range, x: pen))
                pen += spaceWidth
            case .text:
                result.append(TextRun(range: range, x: pen))
                pen += widths[index]
            }
        }
        return (result, pen, hasTab)
    }

    /// The runs of a line's content (`start..<end`) split at tabs only, each with its x from the line's start: those of
    /// ``runs(start:contentEnd:storage:)`` merged between tabs, found without measuring when the line has no tab.
    func directionRuns(start: Int, contentEnd end: Int, storage: TextStorage) -> [TextRun] {
        guard end > start else { return [] }
        let hasTab = storage.withContiguousBytes(in: start..<end) { WordwiseBytes.containsTab($0) }
        guard hasTab else { return [TextRun(range: start..<end, x: 0)] }
        var merged: [TextRun] = []
        for run in runs(start: start, contentEnd: end, storage: storage) {
            if let last = merged.last, last.range.upperBound == run.range.lowerBound {
                merged[merged.count - 1].range = last.range.lowerBound..<run.range.upperBound
            } else {
                merged.append(run)
            }
        }
        return merged
    }

    /// The width of a space in the layout's font, as the wrapper counts hanging spaces.
    var spaceWidth: Double { wrapper.spaceWidth }

    /// The x of `target`, a cluster boundary in a line's `content`, from the line's start, for a measurer that is not
    /// additive: the pieces (see `LinePieces`) wholly before it measured in one request, the piece holding it cluster
    /// by cluster, so the caret of a long line costs a measure of its pieces rather than of each of its clusters.
    func shapedX(of target: Int, in content: UnsafeBufferPointer<UInt8>) -> Double {
        var before: [(range: Range<Int>, kind: LinePieces.Kind)] = []
        var holding: Range<Int>? = nil
        LinePieces.forEach(in: content) { piece, kind in
            guard holding == nil, piece.lowerBound < target else { return }
            if piece.upperBound <= target { before.append((piece, kind)) } else { holding = piece }
        }
        var texts: [Range<Int>] = []
        for piece in before where piece.kind == .text { texts.append(piece.range) }
        var widths = [Double](repeating: 0, count: texts.count)
        texts.withUnsafeBufferPointer { runs in
            widths.withUnsafeMutableBufferPointer { measurer.measure(runs: runs, in: content, font: font, into: $0) }
        }
        var pen = 0.0
        var textIndex = 0
        for piece in before {
            switch piece.kind {
            case .tab: pen = LineWrapper.tabStop(after: pen, interval: tabInterval)
            case .space: pen += spaceWidth
            case .text:
                pen += widths[textIndex]
                textIndex += 1
            }
        }
        // Only a text piece holds a boundary inside it: spaces and tabs are a byte each.
        guard let holding else { return pen }
        return pen + advance(ofPiece: holding, before: target, in: content)
    }

    /// The advance of the clusters of `piece` (a text piece of a line's `content`) that end at or before `target`.
    private func advance(ofPiece piece: Range<Int>, before target: Int, in content: UnsafeBufferPointer<UInt8>)
        -> Double
    {
        let (clusters, advances) = clusterAdvances(ofPiece: piece, in: content)
        var total = 0.0
        for (cluster, advance) in zip(clusters, advances) where cluster.upperBound <= target { total += advance }
        return total
    }

    /// Calls `body` with each grapheme cluster of a line's `content`, its advance measured piece by piece (see `LinePieces`), and whether it is a tab (whose stop the caller places).
    func forEachPieceCluster(
        in content: UnsafeBufferPointer<UInt8>,
        _ body: (_ cluster: Range<Int>, _ advance: Double, _ isTab: Bool) -> Void
    ) {
        LinePieces.forEach(in: content) { piece, kind in
            switch kind {
            case .tab: body(piece, 0, true)
            case .space: body(piece, spaceWidth, false)
            case .text:
                let (clusters, advances) = clusterAdvances(ofPiece: piece, in: content)
                for (cluster, advance) in zip(clusters, advances) { body(cluster, advance, false) }
            }
        }
    }

    /// The grapheme clusters of a text piece of a line's `content` and the advance of each, shaped as one piece.
    private func clusterAdvances(ofPiece piece: Range<Int>, in content: UnsafeBufferPointer<UInt8>) -> (
        clusters: [Range<Int>], advances: [Double]
    ) {
        let clusters = LineWrapper.clusterRanges(of: piece, in: content)
        var advances = [Double](repeating: 0, count: clusters.count)
        clusters.withUnsafeBufferPointer { ranges in
            advances.withUnsafeMutableBufferPointer { output in
                measurer.clusterAdvances(of: piece, clusters: ranges, in: content, font: font, into: output)
            }
        }
        return (clusters, advances)
    }
}
