extension TextArea {
    /// The start of the visual line holding `offset`.
    func visualLineStart(containing offset: Int, affinity: SelectionAffinity) -> Int {
        // Find the index first: wrapping its line may replace the lines a `layout.lines` read beforehand would copy.
        let index = wrappedLineIndex(containing: offset, affinity: affinity)
        return layout.lines.line(at: index).start
    }

    /// The end of the visual line holding `offset`: before its break characters, after any hanging spaces.
    func visualLineEnd(containing offset: Int, affinity: SelectionAffinity) -> Int {
        let index = wrappedLineIndex(containing: offset, affinity: affinity)
        let line = layout.lines.line(at: index)
        return layout.contentEnd(start: line.start, record: line.record)
    }

    /// The number of lines a page move goes: the lines that fit in the bounds, less one for context.
    var linesPerPage: Int {
        let lineHeight = layout.metrics.lineHeight
        guard lineHeight > 0 else { return 1 }
        let visible = size.height - textContainerInset.top - textContainerInset.bottom
        return max(Self.lineNumber((visible / lineHeight).rounded(.down)) - 1, 1)
    }

    /// Where a vertical move from `offset` lands, aiming at the goal x (set from the caret on the first of consecutive moves).
    func verticalTarget(from offset: Int, movement: Movement) -> (offset: Int, affinity: SelectionAffinity) {
        let affinity = offset == selectionHead ? selectionAffinity : .downstream
        let current = wrappedLineIndex(containing: offset, affinity: affinity)
        let goal = goalX ?? caretRect(for: offset, affinity: affinity).minX
        goalX = goal
        let step: Int
        switch movement {
        case .lineUp: step = -1
        case .lineDown: step = 1
        case .pageUp: step = -linesPerPage
        default: step = linesPerPage
        }
        let target = current + step
        if movement == .pageUp || movement == .pageDown {
            scroll(by: Double(step) * layout.metrics.lineHeight)
        }
        if target < 0 { return (0, .downstream) }
        if target >= layout.lineCount { return (storage.utf8Count, .downstream) }
        return self.offset(forX: goal, inLine: target)
    }
}
