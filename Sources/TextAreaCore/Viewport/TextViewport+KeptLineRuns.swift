// The runs of the line holding the caret and of the lines next to it, kept by the frame step and read by drawing and by
// caret queries.
extension TextViewport {
    /// A line's runs (``TextLayout/runs(start:contentEnd:storage:)``) as measured, or moved along with the line's
    /// bytes, at one text and layout revision.
    struct KeptLineRuns {
        var start: Int
        var contentEnd: Int
        var textRevision: Int
        var layoutRevision: Int
        var runs: [TextRun]
    }

    /// Keeps the runs of the line at `caretIndex` in `lines` (the lines of the frame being made) and of the lines just
    /// above and below it, those of them that run simply left to right (`hasKeptGeometry` false); part of the frame
    /// step. `textChange` is how the text changed since the frame before.
    ///
    /// Typing changes the caret's line on every key: the frame step places
    /// the caret on it, the front end compares it with the line drawn before
    /// and draws it, and each would otherwise measure its words again. The
    /// lines next to it are drawn again too, where their glyphs may ink into
    /// its box; their bytes rarely change, so the runs they had in the frame
    /// before move along with them instead of being measured again, and the
    /// caret's line takes its runs before the edit with the pieces around
    /// the edit measured again (``TextLayout/runs(start:contentEnd:afterEdit:earlier:storage:)``).
    /// Only for a measurer that shapes: an additive one measures a prefix in
    /// one request.
    func keepRunsNearCaret(
        of lines: [TextAreaFrame.Line], caretIndex: Int?, hasKeptGeometry: [Bool], textChange: TextChangeSinceFrame
    ) {
        guard !textLayout.measurer.isAdditive, let caretIndex else {
            keptLineRuns = []
            return
        }
        let before = keptLineRuns
        var kept: [KeptLineRuns] = []
        for index in max(caretIndex - 1, 0)...min(caretIndex + 1, lines.count - 1) where !hasKeptGeometry[index] {
            let line = lines[index].visibleLine
            guard !line.contentRange.isEmpty else { continue }
            let start = line.range.lowerBound
            let contentEnd = line.contentRange.upperBound
            let runs: [TextRun]
            if let current = keptRuns(start: start, contentEnd: contentEnd) {
                runs = current
            } else if let wasAt = textChange.previousRange(of: line.range),
                let earlier = before.first(where: {
                    $0.start == wasAt.lowerBound && $0.contentEnd - $0.start == contentEnd - start
                })
            {
                // Runs kept by the frame before, for bytes no edit touched since: the same runs, moved along.
                runs = Self.runs(earlier.runs, movedBy: start - wasAt.lowerBound)
            } else if case .edited(let edit) = textChange,
                let earlier = before.first(where: {
                    $0.start == start && $0.contentEnd >= edit.range.upperBound - edit.lengthChange
                }),
                let edited = textLayout.runs(
                    start: start, contentEnd: contentEnd, afterEdit: edit, earlier: earlier.runs,
                    earlierContentEnd: earlier.contentEnd, storage: area.layoutStorage)
            {
                // The line the edit changed: only the pieces around the edit measured again.
                runs = edited
            } else {
                runs = textLayout.runs(start: start, contentEnd: contentEnd, storage: area.layoutStorage)
            }
            kept.append(
                KeptLineRuns(
                    start: start, contentEnd: contentEnd, textRevision: textRevision, layoutRevision: layoutRevision,
                    runs: runs))
        }
        keptLineRuns = kept
    }

    /// The runs kept for the line starting at `start` whose content ends at `contentEnd`, while the text and its layout
    /// are as they were measured; nil otherwise.
    func keptRuns(start: Int, contentEnd: Int) -> [TextRun]? {
        for kept in keptLineRuns
        where kept.start == start && kept.contentEnd == contentEnd && kept.textRevision == textRevision
            && kept.layoutRevision == layoutRevision
        {
            return kept.runs
        }
        return nil
    }

    /// The x of `offset` from the start of a line simply left to right (starting at `start`, laid out as `record`):
    /// read from the line's kept runs when it has them, else measured.
    func simpleLineX(of offset: Int, lineStart start: Int, record: LineRecord) -> Double {
        let storage = area.layoutStorage
        let contentEnd = textLayout.contentEnd(start: start, record: record)
        return keptRuns(start: start, contentEnd: contentEnd).flatMap {
            textLayout.xOffset(of: offset, inRuns: $0, lineStart: start, contentEnd: contentEnd, storage: storage)
        } ?? textLayout.xOffset(of: offset, lineStart: start, record: record, storage: storage)
    }
}
