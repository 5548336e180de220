extension TextArea {
    /// The numbers of the lines the bounds show at the current scroll offset (possibly past the last line).
    func shownLineNumbers(lineHeight: Double) -> ClosedRange<Int> {
        let first = max(Self.lineNumber(((0 - containerY) / lineHeight).rounded(.down)), 0)
        let rows = max(Self.lineNumber((size.height / lineHeight).rounded(.up)), 0) + 1
        return first...(first + rows)
    }

    /// Wraps the provisional lines the bounds show, so every line drawn is a proper wrap.
    ///
    /// A provisional line at the bottom of the screen is wrapped from its
    /// start. One with real lines below it on screen (after a jump far into
    /// text not yet wrapped) is wrapped from near its end, and the scroll
    /// offset moves by the lines this adds, so the lines below stay where
    /// they are on screen.
    func wrapShownLines() -> TextLayout {
        let current = layout
        let lineHeight = current.metrics.lineHeight
        guard lineHeight > 0 else { return current }
        // Each pass wraps at least one provisional line's worth; a screen needs few.
        for _ in 0..<1024 {
            let shown = shownLineNumbers(lineHeight: lineHeight)
            // The unwrapped end of the text, at the bottom of the screen, is wrapped from its start.
            if shown.upperBound >= current.lineCount, current.isPending(current.lastLineStart),
               current.lineCount - 1 >= shown.lowerBound || current.lineCount == 1 {
                current.resolve(current.lastLineStart, storage: storage,
                                lineBudget: max(shown.upperBound - current.lineCount + 8, TextLayout.editLineBudget))
                continue
            }
            let last = min(shown.upperBound, current.lineCount - 1)
            guard shown.lowerBound <= last,
                  let provisional = current.firstProvisionalLine(in: shown.lowerBound...last) else { break }
            let end = provisional.start + provisional.length
            if provisional.index < last && !current.isPending(end) && provisional.length > 0 {
                // Keep the first real line below in place on screen.
                let lastShownStart = current.lines.line(at: last).start
                current.wrapEnd(ofProvisionalLine: provisional.index, linesWanted: provisional.index - shown.lowerBound + 1,
                                through: lastShownStart, storage: storage)
                let anchorLine = current.lines.lineIndex(containing: end).index
                contentOffsetY += Double(anchorLine - (provisional.index + 1)) * lineHeight
            } else {
                current.resolve(provisional.start, storage: storage,
                                lineBudget: max(last - provisional.index + 8, TextLayout.editLineBudget))
            }
        }
        if current.isComplete { clampScrollOffset() }
        return current
    }
}
