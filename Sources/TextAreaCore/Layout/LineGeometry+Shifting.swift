// Moving a line's geometry when the text before the line grew or shrank.
extension LineGeometry {
    /// The same geometry with every offset moved by `delta`: the line's bytes moved, their layout did not change.
    func shifted(by delta: Int) -> LineGeometry {
        var moved = clusters
        for index in moved.indices {
            let range = moved[index].range
            moved[index].range = (range.lowerBound + delta)..<(range.upperBound + delta)
        }
        return LineGeometry(
            clusters: moved, isRightToLeft: isRightToLeft, start: start + delta, contentEnd: contentEnd + delta)
    }

    /// A geometry of `clusters`, already in visual order.
    private init(clusters: [Cluster], isRightToLeft: Bool, start: Int, contentEnd: Int) {
        self.clusters = clusters
        self.isRightToLeft = isRightToLeft
        self.start = start
        self.contentEnd = contentEnd
    }
}
