// The runs of the line holding the caret, measured once by the frame step and read by drawing and by caret queries.
extension TextViewport {
    /// A line's runs (``TextLayout/runs(start:contentEnd:storage:)``) as measured at one text and layout revision.
    struct KeptLineRuns {
        var start: Int
        var contentEnd: Int
        var textRevision: Int
        var layoutRevision: Int
        var runs: [TextRun]
    }

    /// Keeps the runs of `line`, a line shown that holds the caret and runs simply left to right, unless they are kept
    /// already; part of the frame step.
    ///
    /// Typing changes the caret's line on every key: the frame step places
    /// the caret on it, the front end compares it with the line drawn before
    /// and draws it, and each would otherwise measure its words again. Only
    /// for a measurer that shapes: an additive one measures a prefix in one
    /// request.
    func keepCaretLineRuns(of line: VisibleLine) {
        guard !textLayout.measurer.isAdditive, !line.contentRange.isEmpty else { return }
        if keptRuns(start: line.range.lowerBound, contentEnd: line.contentRange.upperBound) != nil { return }
        caretLineRuns = KeptLineRuns(
            start: line.range.lowerBound, contentEnd: line.contentRange.upperBound, textRevision: textRevision,
            layoutRevision: layoutRevision,
            runs: textLayout.runs(
                start: line.range.lowerBound, contentEnd: line.contentRange.upperBound, storage: area.layoutStorage))
    }

    /// The runs kept for the line starting at `start` whose content ends at `contentEnd`, while the text and its layout
    /// are as they were measured; nil otherwise.
    func keptRuns(start: Int, contentEnd: Int) -> [TextRun]? {
        guard let kept = caretLineRuns, kept.start == start, kept.contentEnd == contentEnd,
            kept.textRevision == textRevision, kept.layoutRevision == layoutRevision
        else { return nil }
        return kept.runs
    }
}
