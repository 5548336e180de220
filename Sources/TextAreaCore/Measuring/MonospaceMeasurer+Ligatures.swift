extension MonospaceMeasurer {
    /// Writes each cluster's advance: its cells, but a ligature's one cell is shared evenly among the clusters it covers, as a shaping measurer shares a ligature glyph's advance.
    public func clusterAdvances(
        of run: Range<Int>,
        clusters: UnsafeBufferPointer<Range<Int>>,
        in text: UnsafeBufferPointer<UInt8>,
        font: Font,
        into advances: UnsafeMutableBufferPointer<Double>
    ) {
        precondition(advances.count >= clusters.count, "One advance slot is needed per cluster")
        for index in 0..<clusters.count {
            advances[index] = Double(Self.cells(in: text, range: clusters[index])) * cellWidth
        }
        guard !ligatureBytes.isEmpty else { return }
        var clusterIndex = 0
        _ = forEachLigature(in: text, range: run) { ligature in
            while clusterIndex < clusters.count && clusters[clusterIndex].upperBound <= ligature.lowerBound {
                clusterIndex += 1
            }
            var covered = clusterIndex
            while covered < clusters.count && clusters[covered].lowerBound < ligature.upperBound { covered += 1 }
            let share = cellWidth / Double(max(covered - clusterIndex, 1))
            for index in clusterIndex..<covered { advances[index] = share }
            clusterIndex = covered
        }
    }

    /// Calls `body` with each ligature found in `range`, left to right, longest match first; returns the cells they save.
    @discardableResult
    func forEachLigature(
        in text: UnsafeBufferPointer<UInt8>, range: Range<Int>, _ body: (Range<Int>) -> Void
    ) -> Int {
        guard !ligatureBytes.isEmpty else { return 0 }
        var saved = 0
        var position = range.lowerBound
        while position < range.upperBound {
            var matched = 0
            for ligature in ligatureBytes where position + ligature.count <= range.upperBound {
                if ligature.indices.allSatisfy({ text[position + $0] == ligature[$0] }) {
                    // A mark after the ligature would join its last letter's cluster: no ligature then.
                    let next = position + ligature.count
                    if next < range.upperBound && text[next] >= 0xCC && LineWrapper.isInsideCluster(next, in: text) {
                        continue
                    }
                    matched = ligature.count
                    break
                }
            }
            if matched > 0 {
                body(position..<(position + matched))
                saved += matched - 1
                position += matched
            } else {
                position += 1
            }
        }
        return saved
    }
}
