// How many segments each request of a wrapping call measures.
extension LineWrapper {
    /// The fewest segments a later request measures.
    static let smallestBatch = 4

    /// The number of segments the next request measures, after one of `limit`: about as many as fill the rest of the
    /// open line (its pen at `penX`) at the mean advance of the `measuredCount` segments measured so far
    /// (`measuredAdvance` in all, their spaces included), a few more, at least ``smallestBatch`` and at most double
    /// `limit` (up to ``largestBatch``).
    ///
    /// A re-wrap after a key stops at the edited line's end when it meets
    /// the old lines again: measuring a fixed, doubling number of segments
    /// measured most of the next line and a half for nothing.
    func nextBatchLimit(after limit: Int, penX: Double, measuredCount: Int, measuredAdvance: Double) -> Int {
        let largest = min(limit * 2, Self.largestBatch)
        let meanAdvance = measuredAdvance / Double(measuredCount)
        guard meanAdvance > 0, meanAdvance.isFinite else { return largest }
        let room = max(maximumWidth - penX, 0) / meanAdvance
        guard room < Double(largest) else { return largest }
        return min(max(Int(room.rounded(.up)) + 2, Self.smallestBatch), largest)
    }
}
