// Moves on screen: Left and Right step through a line's caret stops in visual order, so they follow right-to-left text the way it reads.
extension TextViewport {
    /// Where a move one cluster (or one word) to the left or right on screen from `offset` lands, and the x of the stop it moved to.
    ///
    /// Returns nil where the line has no stop beyond `offset` on that side
    /// (its visual end) or runs simply left to right: the caller then moves
    /// logically, which also crosses into the next or previous line.
    /// `startX` continues from the stop of the previous move when the caret
    /// was left at a stop that is not its primary place.
    func visualTarget(
        from offset: Int, affinity: SelectionAffinity, toRight: Bool, byWord: Bool,
        startX: Double?
    ) -> (offset: Int, x: Double)? {
        guard !isAllLeftToRight else { return nil }
        let line = wrappedLine(at: wrappedLineIndex(containing: offset, affinity: affinity))
        // A move is a step: the caret's line keeps its geometry for the moves after it.
        guard let geometry = lineGeometry(start: line.start, record: line.record, keeping: true) else { return nil }
        let boundaries = byWord ? wordBoundaries(in: line.start..<geometry.contentEnd) : nil
        let stops = geometry.visualStops(limitedTo: boundaries)
        let currentX = startX ?? geometry.caretPositions(of: offset).primary
        let next = toRight ? stops.first { $0.x > currentX + 0.01 } : stops.last { $0.x < currentX - 0.01 }
        guard let next else { return nil }
        // Among the offsets there, one whose primary caret is there, nearest the start.
        let chosen = next.offsets.min { first, second in
            if first.isPrimary != second.isPrimary { return first.isPrimary }
            return abs(first.offset - offset) < abs(second.offset - offset)
        }
        return chosen.map { ($0.offset, next.x) }
    }

    /// Whether a move to the right (or left) goes forward in the text at `offset`: the paragraph there runs left to right (or right to left).
    func movesForward(toRight: Bool, at offset: Int) -> Bool {
        isRightToLeftLine(
            startingAt: area.layoutStorage.paragraphStart(containing: min(max(offset, 0), area.layoutStorage.utf8Count))
        )
            ? !toRight : toRight
    }

    /// The starts and ends of the words in `range`.
    private func wordBoundaries(in range: Range<Int>) -> Set<Int> {
        var boundaries: Set<Int> = [range.lowerBound, range.upperBound]
        var position = range.lowerBound
        while position < range.upperBound {
            let end = area.wordBoundary(after: position)
            guard end > position else { break }
            boundaries.insert(min(end, range.upperBound))
            boundaries.insert(max(area.wordBoundary(before: end), range.lowerBound))
            position = end
        }
        return boundaries
    }
}
