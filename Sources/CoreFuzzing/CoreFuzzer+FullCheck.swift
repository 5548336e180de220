import TextAreaCore

extension CoreFuzzer {
    /// The checks made every ``FuzzConfiguration/fullCheckInterval`` operations: the whole layout against a fresh one, and clusters by `String`.
    func checkFully() throws {
        var passes = 0
        while area.hasPendingLayout {
            area.performPendingLayout(lineBudget: Int.random(in: 1..<64, using: &checkRandom))
            passes += 1
            try require(passes < 10_000_000, "performPendingLayout makes no progress")
        }
        let document = area.textStorage.string
        let boundaries = Set(ReferenceText.boundaries(of: document))
        try checkSelection(boundaries: boundaries)
        try require(
            area.characterCount == reference.count,
            "characterCount \(area.characterCount), the text has \(reference.count)")
        let lines = try checkLinesPartition(document)
        if let inside = lines.first(where: { !boundaries.contains($0.lowerBound) }) {
            throw InvariantViolation(message: "line \(inside) starts inside a grapheme cluster")
        }
        let fresh = area.tabInterval == nil ? freshWrappedLines(of: document) : nil
        if let fresh {
            let freshRanges = fresh.map(\.range)
            try require(
                lines == freshRanges,
                "the layout differs from a fresh wrap at line "
                    + "\(firstDifference(lines, freshRanges)) (\(lines.count) lines, fresh \(fresh.count))"
                    + layoutContext(document, lines, freshRanges))
            try checkLineWidths(fresh, document)
        } else {
            let freshRanges = freshAreaLineRanges(of: document)
            try require(
                lines == freshRanges,
                "the layout differs from a fresh area's at line "
                    + "\(firstDifference(lines, freshRanges)) (\(lines.count) lines, fresh \(freshRanges.count))"
                    + layoutContext(document, lines, freshRanges))
        }
        try checkVisibleLines(complete: true)
        if let fresh {
            for line in area.visibleLines() {
                let wrapped = fresh[line.index]
                try require(
                    close(line.width, wrapped.width) && line.contentRange == wrapped.contentRange,
                    "visible line \(line.index) is \(line.width) wide with content \(line.contentRange), "
                        + "a fresh wrap \(wrapped.width) with \(wrapped.contentRange)")
            }
            try checkCaretPosition(fresh, document)
            try checkPlaceholderLines()
            try checkFittingHeight(lineCount: fresh.count)
        }
    }

    /// The text and both line lists around their first difference, with the settings that shape lines, for a failure message.
    private func layoutContext(_ document: String, _ lines: [Range<Int>], _ fresh: [Range<Int>]) -> String {
        let first = max(firstDifference(lines, fresh) - 2, 0)
        let shown = { (ranges: [Range<Int>]) in
            ranges[min(first, ranges.count)..<min(first + 6, ranges.count)]
                .map { "\($0) \(ReferenceText.describe(ReferenceText.substring(document, $0)))" }.joined(
                    separator: ", ")
        }
        return
            "; width \(area.wrapWidth), \(measurerChoice), \(area.font.pattern), tabs \(String(describing: area.tabInterval))"
            + "; lines: \(shown(lines)); fresh: \(shown(fresh))"
    }

    private func firstDifference(_ first: [Range<Int>], _ second: [Range<Int>]) -> Int {
        (0..<min(first.count, second.count)).first { first[$0] != second[$0] } ?? min(first.count, second.count)
    }

    /// The layout's lines, each non-empty but the last, covering the document end to end.
    private func checkLinesPartition(_ document: String) throws -> [Range<Int>] {
        let count = area.lineCount
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(count)
        var start = 0
        for index in 0..<count {
            let range = area.lineRange(at: index)
            try require(
                range.lowerBound == start && (range.count > 0 || index == count - 1),
                "line \(index) is \(range), after a line ending at \(start)")
            ranges.append(range)
            start = range.upperBound
        }
        try require(start == document.utf8.count, "the lines end at \(start), the document at \(document.utf8.count)")
        return ranges
    }

    private func freshWrappedLines(of document: String) -> [WrappedLine] {
        wrappedLines(of: document, width: area.wrapWidth, font: area.font, measurer: area.measurer)
    }

    /// The line ranges of a new area with the same settings that loads the same text.
    private func freshAreaLineRanges(of document: String) -> [Range<Int>] {
        let fresh = area.emptyAreaWithTheSameGeometrySettings()
        fresh.load(TextStorage(document))
        fresh.completeLayout()
        return (0..<fresh.lineCount).map { fresh.lineRange(at: $0) }
    }

    /// No line's visible content is wider than the wrap width unless it is one grapheme cluster.
    private func checkLineWidths(_ lines: [WrappedLine], _ document: String) throws {
        let limit = area.wrapWidth
        for (index, line) in lines.enumerated() where !(line.width <= limit + 1e-6 + 1e-6 * abs(limit)) {
            let content = ReferenceText.substring(document, line.contentRange)
            var visible = content
            while visible.last == " " || visible.last == "\t" { visible.removeLast() }
            try require(
                content.count == 1 || visible.count == 1,
                "line \(index) \(ReferenceText.describe(content)) is \(line.width) wide, "
                    + "over the wrap width \(limit), and is not one cluster")
        }
    }

    /// The caret sits on its line's row, at the measured width of what precedes it on the line.
    private func checkCaretPosition(_ lines: [WrappedLine], _ document: String) throws {
        guard !area.isPlaceholderVisible else { return }
        let head = area.caretOffset
        let index = area.lineIndex(containing: head, affinity: area.selectionAffinity)
        let line = lines[index]
        let caret = area.caretRect
        try require(
            close(caret.minY, containerY + Double(index) * area.lineHeight),
            "the caret at \(head) is at y \(caret.minY), its line \(index) at "
                + "\(containerY + Double(index) * area.lineHeight)")
        let end = min(max(head, line.range.lowerBound), line.contentRange.upperBound)
        let prefix = ReferenceText.substring(document, line.range.lowerBound..<end)
        // Only a line that runs simply left to right has its clusters in logical order.
        let simplyLeftToRight =
            !area.textStorage.containsRightToLeft && area.baseWritingDirection != .rightToLeft
            && area.defaultWritingDirection == .leftToRight
        guard !prefix.contains("\t"), simplyLeftToRight else { return }
        let expected =
            containerX + alignmentOffset(forLineWidth: line.width, isRightToLeft: false)
            + area.measurer.width(of: prefix, font: area.font)
        try require(close(caret.minX, expected), "the caret at \(head) is at x \(caret.minX), expected \(expected)")
    }

    /// The placeholder's lines are its own wrap at the text's wrap width, in its font, aligned like text.
    private func checkPlaceholderLines() throws {
        guard let placeholder = area.placeholder, !placeholder.isEmpty else { return }
        var wrapped = wrappedLines(
            of: placeholder, width: area.wrapWidth, font: area.effectivePlaceholderFont,
            measurer: area.measurer)
        if wrapped.count > 1, wrapped.last?.range.isEmpty == true { wrapped.removeLast() }
        let lines = area.placeholderLines
        try require(
            lines.map { area.placeholderText(of: $0) }
                == wrapped.map { ReferenceText.substring(placeholder, $0.contentRange) },
            "the placeholder's \(lines.count) lines differ from its wrap in \(wrapped.count) lines")
        for (line, expected) in zip(lines, wrapped) {
            try require(
                close(
                    line.origin.x,
                    containerX
                        + alignmentOffset(
                            forLineWidth: expected.width,
                            isRightToLeft: area.isPlaceholderRightToLeft)),
                "placeholder line \(ReferenceText.describe(area.placeholderText(of: line))) at x \(line.origin.x) ignores alignment"
            )
        }
        let widest = wrapped.map(\.width).max() ?? 0
        try require(
            close(area.placeholderFrame.width, widest),
            "the placeholder frame is \(area.placeholderFrame.width) wide, its widest line \(widest)")
    }

    /// `sizeThatFits` at the current width: the insets around the lines, or around the placeholder when the text is empty and it is taller.
    private func checkFittingHeight(lineCount: Int) throws {
        guard area.size.width.isFinite else { return }
        var content = Double(lineCount) * area.lineHeight
        if area.isEmpty, let placeholder = area.placeholder, !placeholder.isEmpty {
            let placeholderHeight =
                Double(area.placeholderLines.count)
                * area.measurer.metrics(for: area.effectivePlaceholderFont).lineHeight
            content = max(content, placeholderHeight)
        }
        let insets = area.textContainerInset
        let expected = insets.top + content + insets.bottom
        let fitting = area.sizeThatFits(area.size)
        try require(
            close(fitting.height, expected),
            "sizeThatFits(\(area.size)) is \(fitting.height) tall, "
                + "expected \(expected)")
    }

    /// Undoes every step, which must give back the text the history started from, then redoes as many, which must give back the text.
    func roundTripHistory() throws {
        statistics.roundTrips += 1
        let wasEditable = area.isEditable
        area.isEditable = true
        area.cancelMarkedText()
        let current = area.text
        let couldRedo = area.canRedo
        let selection = (anchor: area.anchorOffset, head: area.caretOffset, affinity: area.selectionAffinity)
        let scrollOffset = area.contentOffsetY
        var undone = 0
        while area.canUndo {
            area.undo()
            undone += 1
            try require(undone <= 100_000, "undo never runs out")
        }
        if editsSinceRoot <= Self.historyStepLimit {
            try require(
                ReferenceText.same(area.text, historyRoot),
                "undoing all \(undone) steps gave "
                    + "\(ReferenceText.describe(area.text)), the history began at \(ReferenceText.describe(historyRoot))"
            )
        }
        for step in 0..<undone {
            try require(area.canRedo, "redo ran out after \(step) of \(undone) steps")
            area.redo()
        }
        try require(area.canRedo == couldRedo, "redoing every undone step left canRedo \(area.canRedo)")
        try require(
            ReferenceText.same(area.text, current),
            "redoing all \(undone) steps gave "
                + "\(ReferenceText.describe(area.text)), expected \(ReferenceText.describe(current))")
        // Leave the area as the run left it, so how often round trips happen does not change what follows.
        area.setSelection(anchor: selection.anchor, head: selection.head, affinity: selection.affinity)
        area.setContentOffsetY(scrollOffset)
        area.isEditable = wasEditable
        knownUndoTexts.removeAll()
        knownRedoTexts.removeAll()
    }

    /// The number of steps the undo history keeps; past it, the oldest are dropped.
    static let historyStepLimit = 1000
}
