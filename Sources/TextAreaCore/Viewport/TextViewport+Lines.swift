// The line helpers of editing commands: steps that wrap the lines a move or a deletion needs before answering.
extension TextViewport {
    /// The number of the line holding `offset`, wrapped first; with upstream affinity, an offset at a soft wrap belongs to the line before.
    ///
    /// The number is provisional while lines above are pending; the line's
    /// content is a proper wrap.
    func wrappedLineIndex(containing offset: Int, affinity: SelectionAffinity) -> Int {
        let clamped = min(max(offset, 0), area.layoutStorage.utf8Count)
        textLayout.ensureWrapped(containing: clamped, storage: area.layoutStorage)
        return lineIndex(containing: clamped, affinity: affinity)
    }

    /// Line `index`, wrapped first (not provisional), with its start.
    func wrappedLine(at index: Int) -> (record: LineRecord, start: Int) {
        textLayout.ensureWrapped(lines: index...index, storage: area.layoutStorage)
        return textLayout.lines.line(at: index)
    }

    /// The start of the visual line holding `offset`.
    func visualLineStart(containing offset: Int, affinity: SelectionAffinity) -> Int {
        wrappedLine(at: wrappedLineIndex(containing: offset, affinity: affinity)).start
    }

    /// The end of the visual line holding `offset`: before its break characters, after any hanging spaces.
    func visualLineEnd(containing offset: Int, affinity: SelectionAffinity) -> Int {
        let line = wrappedLine(at: wrappedLineIndex(containing: offset, affinity: affinity))
        return textLayout.contentEnd(start: line.start, record: line.record)
    }

    /// The number of lines a page move goes: the lines that fit in the bounds, less one for context.
    var linesPerPage: Int {
        guard lineHeight > 0 else { return 1 }
        let inset = area.textContainerInset
        let visible = area.size.height - inset.top - inset.bottom
        return max(TextArea.lineNumber((visible / lineHeight).rounded(.down)) - 1, 1)
    }

    /// Where a vertical move from `offset` lands, aiming at `goalX`, and how far a page move scrolls.
    func verticalTarget(
        from offset: Int, affinity: SelectionAffinity, goalX: Double,
        movement: Movement
    ) -> (offset: Int, affinity: SelectionAffinity, scroll: Double) {
        let current = wrappedLineIndex(containing: offset, affinity: affinity)
        let step: Int
        switch movement {
        case .lineUp: step = -1
        case .lineDown: step = 1
        case .pageUp: step = -linesPerPage
        default: step = linesPerPage
        }
        let scroll = movement == .pageUp || movement == .pageDown ? Double(step) * lineHeight : 0
        let target = current + step
        if target < 0 { return (0, .downstream, scroll) }
        textLayout.ensureWrapped(lines: target...target, storage: area.layoutStorage)
        if target >= textLayout.lineCount { return (area.layoutStorage.utf8Count, .downstream, scroll) }
        let found = self.offset(forX: goalX, inLine: target)
        return (found.offset, found.affinity, scroll)
    }
}
