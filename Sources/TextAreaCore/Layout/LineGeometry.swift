/// Where the grapheme clusters of one line sit once its bidirectional runs are in visual order: the caret stops, hit areas and selection spans of a line that is not simply left to right.
///
/// A line whose paragraph is left to right and holds no right-to-left text
/// needs none of this: its clusters sit in logical order from x = 0 (see
/// `TextLayout+Geometry`). Everything else gets a geometry, built from the
/// paragraph's runs for the line.
///
/// # Invariants
/// - ``clusters`` are in visual order, left to right, and their x spans do
///   not overlap; they cover the line's content, break characters left out.
/// - The visible content (hanging spaces left out) spans 0 to the line's
///   width: in a right-to-left paragraph the spaces that hang at the logical
///   end sit at negative x, left of the content.
struct LineGeometry {
    /// One grapheme cluster of the line: its bytes, its horizontal span and the direction it runs in.
    struct Cluster {
        /// The cluster's bytes in the text.
        var range: Range<Int>
        /// The x of its left edge, from the line's origin.
        var minX: Double
        /// The x of its right edge.
        var maxX: Double
        /// The cluster's bidirectional embedding level.
        var level: Int
        /// The piece the cluster was measured in: clusters of one unit are drawn together (shaped as one run); with an additive measurer every cluster is in unit 0.
        var unit: Int = 0

        /// Whether it runs right to left (an odd level).
        var isRightToLeft: Bool { level & 1 == 1 }
        /// The x where the caret goes before it (logically): its left edge, or its right edge when it runs right to left.
        var leadingX: Double { isRightToLeft ? maxX : minX }
        /// The x where the caret goes after it: its right edge, or its left edge when it runs right to left.
        var trailingX: Double { isRightToLeft ? minX : maxX }
    }

    /// The clusters in visual order, left to right.
    let clusters: [Cluster]
    /// Whether the paragraph runs right to left.
    let isRightToLeft: Bool
    /// The paragraph's embedding level (0 or 1).
    var paragraphLevel: Int { isRightToLeft ? 1 : 0 }
    /// The line's start.
    let start: Int
    /// The end of the line's content, before its break characters.
    let contentEnd: Int

    /// Lays out the clusters of the line `start..<contentEnd` of a paragraph starting at `paragraphStart` that
    /// resolves as `paragraph`, in visual order: the one bidirectional line layout of text, placeholder and labels.
    init(
        storage: TextStorage, start: Int, contentEnd: Int, paragraph: BidiParagraph, paragraphStart: Int,
        isRightToLeft: Bool, measurer: any TextMeasurer, font: Font, tabInterval: Double
    ) {
        self.init(
            storage: storage, start: start, contentEnd: contentEnd,
            runs: paragraph.visualRuns(inLine: start..<contentEnd, ofParagraphAt: paragraphStart),
            isRightToLeft: isRightToLeft, measurer: measurer, font: font, tabInterval: tabInterval)
    }

    /// Lays out the clusters of `start..<contentEnd` at the levels `runs` give them (byte ranges in the text, after rule L1 for the line), measured with `measurer` in `font`.
    ///
    /// A grapheme cluster is never split: it takes the level of its first
    /// character, and the clusters are put in visual order by rule L2.
    init(
        storage: TextStorage, start: Int, contentEnd: Int, runs: [BidiRun], isRightToLeft: Bool,
        measurer: any TextMeasurer, font: Font, tabInterval: Double
    ) {
        self.start = start
        self.contentEnd = contentEnd
        self.isRightToLeft = isRightToLeft
        let logicalRuns = runs.sorted { $0.byteRange.lowerBound < $1.byteRange.lowerBound }
        var logical: [(range: Range<Int>, level: Int, width: Double, isTab: Bool, unit: Int)] = []
        if contentEnd > start {
            storage.withContiguousBytes(in: start..<contentEnd) { bytes in
                let ranges = LineWrapper.clusterRanges(of: 0..<bytes.count, in: bytes)
                var levels = [Int](repeating: isRightToLeft ? 1 : 0, count: ranges.count)
                var runIndex = 0
                for (index, range) in ranges.enumerated() where !logicalRuns.isEmpty {
                    let offset = start + range.lowerBound
                    while runIndex + 1 < logicalRuns.count && logicalRuns[runIndex].byteRange.upperBound <= offset {
                        runIndex += 1
                    }
                    levels[index] = logicalRuns[runIndex].level
                }
                let (widths, units) =
                    measurer.isAdditive
                    ? (Self.additiveWidths(of: ranges, in: bytes, measurer: measurer, font: font), [])
                    : Self.shapedWidths(of: ranges, levels: levels, in: bytes, measurer: measurer, font: font)
                for index in ranges.indices {
                    let range = ranges[index]
                    logical.append(
                        (
                            (start + range.lowerBound)..<(start + range.upperBound), levels[index], widths[index],
                            bytes[range.lowerBound] == 0x09, units.isEmpty ? 0 : units[index]
                        ))
                }
            }
        }
        // Rule L2: from the highest level down to the lowest odd one, reverse every run at that level or above.
        var order = Array(logical.indices)
        if let highest = logical.map(\.level).max() {
            let lowestOdd = max(logical.map(\.level).filter { $0 & 1 == 1 }.min() ?? highest + 1, 1)
            var level = highest
            while level >= lowestOdd {
                var index = 0
                while index < order.count {
                    guard logical[order[index]].level >= level else {
                        index += 1
                        continue
                    }
                    var end = index
                    while end < order.count && logical[order[end]].level >= level { end += 1 }
                    order[index..<end].reverse()
                    index = end
                }
                level -= 1
            }
        }
        var clusters: [Cluster] = []
        clusters.reserveCapacity(order.count)
        var pen = 0.0
        for index in order {
            let cluster = logical[index]
            let next = cluster.isTab ? LineWrapper.tabStop(after: pen, interval: tabInterval) : pen + cluster.width
            clusters.append(
                Cluster(range: cluster.range, minX: pen, maxX: next, level: cluster.level, unit: cluster.unit))
            pen = next
        }
        // Spaces hanging at the logical end of a right-to-left line (rule L1 puts them at its visual
        // start) sit left of its content, which then starts at x = 0.
        var shift = 0.0
        if isRightToLeft {
            for cluster in clusters {
                let byte = storage.byte(at: cluster.range.lowerBound)
                guard byte == 0x20 || byte == 0x09, cluster.level == 1 else { break }
                shift = -cluster.maxX
            }
        }
        if shift != 0 {
            for index in clusters.indices {
                clusters[index].minX += shift
                clusters[index].maxX += shift
            }
        }
        self.clusters = clusters
    }

    /// The widths of `clusters` measured one by one, as an additive measurer allows.
    private static func additiveWidths(
        of clusters: [Range<Int>], in bytes: UnsafeBufferPointer<UInt8>, measurer: any TextMeasurer, font: Font
    ) -> [Double] {
        var widths = [Double](repeating: 0, count: clusters.count)
        clusters.withUnsafeBufferPointer { pieces in
            widths.withUnsafeMutableBufferPointer { output in
                measurer.measure(runs: pieces, in: bytes, font: font, into: output)
            }
        }
        return widths
    }

    /// The advances of `clusters` when text is shaped: each piece of the line (see `LinePieces`) is cut where the level changes and measured as one run, its clusters taking their share; spaces are one space wide. Returns the widths and each cluster's unit (its measured run).
    private static func shapedWidths(
        of clusters: [Range<Int>], levels: [Int], in bytes: UnsafeBufferPointer<UInt8>, measurer: any TextMeasurer,
        font: Font
    ) -> (widths: [Double], units: [Int]) {
        var widths = [Double](repeating: 0, count: clusters.count)
        var units = [Int](repeating: 0, count: clusters.count)
        let spaceWidth = measurer.width(of: " ", font: font)
        var clusterIndex = 0
        var unit = 0
        LinePieces.forEach(in: bytes) { piece, kind in
            guard kind == .text else {
                widths[clusterIndex] = kind == .space ? spaceWidth : 0
                units[clusterIndex] = unit
                unit += 1
                clusterIndex += 1
                return
            }
            while clusterIndex < clusters.count && clusters[clusterIndex].lowerBound < piece.upperBound {
                var end = clusterIndex + 1
                while end < clusters.count && clusters[end].lowerBound < piece.upperBound
                    && levels[end] == levels[clusterIndex]
                {
                    end += 1
                }
                let run = clusters[clusterIndex].lowerBound..<clusters[end - 1].upperBound
                clusters.withUnsafeBufferPointer { all in
                    widths.withUnsafeMutableBufferPointer { output in
                        measurer.clusterAdvances(
                            of: run, clusters: UnsafeBufferPointer(rebasing: all[clusterIndex..<end]), in: bytes,
                            font: font, into: UnsafeMutableBufferPointer(rebasing: output[clusterIndex..<end]))
                    }
                }
                for index in clusterIndex..<end { units[index] = unit }
                unit += 1
                clusterIndex = end
            }
        }
        return (widths, units)
    }

    /// The leftmost x of the line's clusters, or 0 for an empty line.
    var minX: Double { clusters.first?.minX ?? 0 }
    /// The rightmost x of the line's clusters, or 0 for an empty line.
    var maxX: Double { clusters.last?.maxX ?? 0 }

    /// The caret positions of `offset` (clamped to the content): the primary one, where a character of the paragraph's direction typed there appears, and the secondary one where it differs.
    ///
    /// Between two runs of different directions one offset has two places on
    /// screen: after the character before it and before the character after
    /// it. The primary is the one whose character runs in the paragraph's
    /// direction (the lower level when both or neither do), as GTK's strong
    /// cursor is.
    func caretPositions(of offset: Int) -> (primary: Double, secondary: Double?) {
        let offset = min(max(offset, start), contentEnd)
        let before = clusters.first { $0.range.upperBound == offset }
        let after = clusters.first { $0.range.lowerBound == offset }
        switch (before, after) {
        case (nil, nil):
            return (isRightToLeft ? maxX : minX, nil)
        case (let before?, nil):
            return (before.trailingX, nil)
        case (nil, let after?):
            return (after.leadingX, nil)
        case (let before?, let after?):
            let beforeX = before.trailingX
            let afterX = after.leadingX
            if abs(beforeX - afterX) < 0.01 { return (beforeX, nil) }
            return primaryIsBefore(before, after) ? (beforeX, afterX) : (afterX, beforeX)
        }
    }

    /// Whether the caret between `before` and `after` belongs with `before` first.
    private func primaryIsBefore(_ before: Cluster, _ after: Cluster) -> Bool {
        let beforeMatches = before.isRightToLeft == isRightToLeft
        let afterMatches = after.isRightToLeft == isRightToLeft
        if beforeMatches != afterMatches { return beforeMatches }
        return before.level <= after.level
    }

    /// The cluster boundary nearest to `x` (from the line's origin): the near edge of the cluster under it, or the line's visual end beyond either side.
    func offset(nearestX x: Double) -> Int {
        guard let first = clusters.first, let last = clusters.last else { return start }
        if x < first.minX { return first.isRightToLeft ? first.range.upperBound : first.range.lowerBound }
        if x >= last.maxX { return last.isRightToLeft ? last.range.lowerBound : last.range.upperBound }
        let index = clusterIndex(atX: x)
        let cluster = clusters[index]
        let leftHalf = x < (cluster.minX + cluster.maxX) / 2
        // The left edge of a left-to-right cluster is before it; of a right-to-left one, after it.
        return leftHalf == cluster.isRightToLeft ? cluster.range.upperBound : cluster.range.lowerBound
    }

    /// The index of the cluster whose span holds `x` (the nearest one at a gap).
    private func clusterIndex(atX x: Double) -> Int {
        var low = 0
        var high = clusters.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if clusters[middle].minX <= x { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The horizontal spans that highlight `range` on this line, left to right, adjacent spans merged.
    func selectionSpans(of range: Range<Int>) -> [ClosedRange<Double>] {
        var spans: [ClosedRange<Double>] = []
        for cluster in clusters
        where cluster.range.lowerBound >= range.lowerBound && cluster.range.upperBound <= range.upperBound
            && cluster.maxX > cluster.minX
        {
            if let last = spans.last, abs(last.upperBound - cluster.minX) < 0.01 {
                spans[spans.count - 1] = last.lowerBound...cluster.maxX
            } else {
                spans.append(cluster.minX...cluster.maxX)
            }
        }
        return spans
    }

    /// The caret stops of the line in visual order, left to right: every distinct x a caret can take, with the offsets whose caret (primary or secondary) is there.
    ///
    /// Visual moves (Left and Right) step from one stop to the next and pick,
    /// among its offsets, one whose primary caret is there, nearest the
    /// offset they start from.
    func visualStops(limitedTo offsets: Set<Int>? = nil) -> [(x: Double, offsets: [(offset: Int, isPrimary: Bool)])] {
        var boundaries = Set(clusters.map(\.range.lowerBound))
        boundaries.formUnion(clusters.map(\.range.upperBound))
        boundaries.insert(start)
        if let offsets { boundaries.formIntersection(offsets.union([start, contentEnd])) }
        var stops: [(x: Double, offsets: [(offset: Int, isPrimary: Bool)])] = []
        func add(_ x: Double, _ offset: Int, primary: Bool) {
            if let index = stops.firstIndex(where: { abs($0.x - x) < 0.01 }) {
                stops[index].offsets.append((offset, primary))
            } else {
                stops.append((x, [(offset, primary)]))
            }
        }
        for offset in boundaries {
            let positions = caretPositions(of: offset)
            add(positions.primary, offset, primary: true)
            if let secondary = positions.secondary { add(secondary, offset, primary: false) }
        }
        return stops.sorted { $0.x < $1.x }
    }
}
