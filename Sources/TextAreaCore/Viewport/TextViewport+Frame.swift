// The frame step: the one place that makes a `TextAreaFrame`, keeping, as it goes, the geometry the queries of the lines shown will read.
extension TextViewport {
    /// Everything a frame is made from besides the text and its layout (counted by ``layoutRevision``): a frame is
    /// made again only when these differ.
    struct FrameInputs: Equatable {
        var layoutRevision: Int
        var lineCount: Int
        var size: Size
        var alignment: TextAlignment
        var placeholderAlignment: TextAlignment?
        var contentOffsetY: Double
        var contentOffsetX: Double
        var selectedRange: Range<Int>
        var selectionAffinity: SelectionAffinity
        var markedRange: Range<Int>?
        var isEditing: Bool
        var isPlaceholderVisible: Bool
        var decorationRevision: Int
        var isOverwriteMode: Bool
    }

    /// A frame with what it was made from.
    struct MadeFrame {
        var inputs: FrameInputs
        var textRevision: Int
        var frame: TextAreaFrame
        /// Whether each of the frame's lines took its runs from its kept geometry (it does not run simply left to
        /// right): such runs depend on more than the line's bytes, and are not carried over.
        var linesHaveKeptRuns: [Bool] = []
        /// Where each decoration layer's pieces start among the frame's decoration pieces, by the layer's index in the
        /// store (see `TextViewport.decorationPieces(on:_:previous:textChange:layerStarts:)`).
        var decorationLayerStarts: [Int] = []
    }

    /// What the next frame would be made from.
    private var frameInputs: FrameInputs {
        FrameInputs(
            layoutRevision: layoutRevision, lineCount: textLayout.lineCount, size: area.size, alignment: area.alignment,
            placeholderAlignment: area.placeholderAlignment, contentOffsetY: contentOffsetY,
            contentOffsetX: contentOffsetX,
            selectedRange: area.selectedRange, selectionAffinity: area.selectionAffinity,
            markedRange: area.markedRange, isEditing: area.isEditing,
            isPlaceholderVisible: area.isPlaceholderVisible, decorationRevision: area.decorationStore.revision,
            isOverwriteMode: area.isOverwriteMode)
    }

    /// Runs the layout step, then makes the frame of what the bounds show (the last one again when nothing it is
    /// made from changed), keeping the geometry of the lines shown so queries about them read it.
    func makeFrame() -> TextAreaFrame {
        layoutIfNeeded()
        let inputs = frameInputs
        if lastFrame?.inputs == inputs, lastFrame?.textRevision == textRevision, let frame = lastFrame?.frame {
            return frame
        }
        // Moved out, not copied: a copy of the last frame retains and releases every array in it.
        let previousFrame = lastFrame.take()
        keepAllLeftToRight()
        let visible = visibleLines()
        // The step keeps each shown line's paragraph, levels and geometry (with its runs): every query about the
        // lines shown (drawing, carets, selections, clicks) then reads them. A line simply left to right has none;
        // of those, the caret's line and its neighbours keep their runs (see `keepRunsNearCaret`).
        let layoutStorage = area.layoutStorage
        // The lines of the frame before, walked alongside (both go down the text): a line whose bytes no edit
        // touched since then takes the runs it had (moved along with its text; the same array where it did not
        // move), without reading its bytes.
        let previousLines = previousFrame?.frame.lines ?? []
        let previousKeptRuns = previousFrame?.linesHaveKeptRuns ?? []
        let textChange = textChangeSinceFrame
        var previousIndex = 0
        var linesHaveKeptRuns: [Bool] = []
        // What the decoration pieces of each line are found from, gathered on the way when there are decorations.
        let hasDecorations = !area.decorationStore.isEmpty
        // The last paragraph the lines passed that runs left to right without any right-to-left character.
        var plainParagraph: Range<Int>? = nil
        var shownLines: [ShownLine] = []
        let selectionHead = area.selectionHead
        let textEnd = area.utf8Count
        var caretIndex: Int? = nil
        linesHaveKeptRuns.reserveCapacity(visible.count)
        if hasDecorations { shownLines.reserveCapacity(visible.count) }
        let lines = visible.map { line in
            let record = textLayout.lines.record(at: line.index)
            let kept = keptShownLineGeometry(
                start: line.range.lowerBound, record: record, plainParagraph: &plainParagraph)
            linesHaveKeptRuns.append(kept != nil)
            let wasAt = textChange.previousRange(of: line.range)
            // A line the edit touched has no line before to match (and the places sought stay in order). The line
            // before is read in place, by index: a copy would retain and release its runs.
            var previous: Int? = nil
            if let seekStart = wasAt?.lowerBound {
                while previousIndex < previousLines.count
                    && previousLines[previousIndex].visibleLine.range.lowerBound < seekStart
                {
                    previousIndex += 1
                }
                if previousIndex < previousLines.count
                    && previousLines[previousIndex].visibleLine.range.lowerBound == seekStart
                {
                    previous = previousIndex
                }
            }
            // The line before shows the same bytes, simply left to right as this one: its runs move along.
            var sameSimpleLine: Int? = nil
            if kept == nil, let previous, let wasAt, previousLines[previous].visibleLine.range == wasAt,
                previousLines[previous].visibleLine.contentRange.count == line.contentRange.count,
                previous < previousKeptRuns.count, !previousKeptRuns[previous]
            {
                sameSimpleLine = previous
            }
            if hasDecorations {
                shownLines.append(
                    ShownLine(
                        record: record, geometry: kept?.geometry,
                        previousLine: sameSimpleLine.flatMap {
                            previousLines[$0].visibleLine.origin.x == line.origin.x
                                && previousLines[$0].visibleLine.width == line.width ? $0 : nil
                        }))
            }
            let runs: [TextRun]
            if line.contentRange.isEmpty {
                runs = []
            } else if let kept {
                runs = kept.directionRuns
            } else if let sameSimpleLine, let wasAt {
                runs = Self.runs(
                    previousLines[sameSimpleLine].directionRuns, movedBy: line.range.lowerBound - wasAt.lowerBound)
            } else {
                runs = textLayout.directionRuns(
                    start: line.range.lowerBound, contentEnd: line.contentRange.upperBound, storage: layoutStorage)
            }
            // The caret's line holds it, or ends the text where the caret is.
            if caretIndex == nil
                && (line.range.contains(selectionHead)
                    || line.range.upperBound == selectionHead && selectionHead == textEnd)
            {
                caretIndex = linesHaveKeptRuns.count - 1
            }
            return TextAreaFrame.Line(visibleLine: line, directionRuns: runs)
        }
        keepRunsNearCaret(
            of: lines, caretIndex: caretIndex, hasKeptGeometry: linesHaveKeptRuns, textChange: textChange)
        let selectedRange = area.selectedRange
        let selection = selectedRange.isEmpty ? [] : selectionRects(for: selectedRange)
        let markedText = area.markedRange.map { selectionRects(for: $0) } ?? []
        let caret = selectedRange.isEmpty && caretIsOnLine(of: visible) ? frameCaret() : nil
        let placeholder = area.isPlaceholderVisible ? framePlaceholder() : nil
        let scroll = scrollPosition()
        var decorationLayerStarts: [Int] = []
        let decorations = decorationPieces(
            on: visible, shownLines, previous: previousFrame, textChange: textChange,
            layerStarts: &decorationLayerStarts)
        var changes: TextAreaFrame.Changes = .all
        if let previous = previousFrame {
            let before = previous.frame
            changes = []
            if previous.textRevision != textRevision { changes.insert(.text) }
            if before.lines != lines { changes.insert(.lines) }
            if before.selection != selection { changes.insert(.selection) }
            if before.markedText != markedText { changes.insert(.markedText) }
            if before.caret != caret { changes.insert(.caret) }
            if before.placeholder != placeholder { changes.insert(.placeholder) }
            if before.decorations != decorations { changes.insert(.decorations) }
            if before.scrollPosition != scroll || previous.inputs.contentOffsetY != inputs.contentOffsetY
                || previous.inputs.contentOffsetX != inputs.contentOffsetX
            {
                changes.insert(.scroll)
            }
            if before.size != area.size || before.isEditing != area.isEditing { changes.insert(.bounds) }
        }
        var textEdit: TextAreaFrame.TextEdit? = nil
        if previousFrame != nil, case .edited(let edit) = textChange { textEdit = edit }
        let frame = TextAreaFrame(
            number: (previousFrame?.frame.number ?? 0) + 1, size: area.size, isEditing: area.isEditing, lines: lines,
            selection: selection, markedText: markedText, caret: caret, placeholder: placeholder,
            scrollPosition: scroll, decorations: decorations, changes: changes, textEdit: textEdit)
        lastFrame = MadeFrame(
            inputs: inputs, textRevision: textRevision, frame: frame, linesHaveKeptRuns: linesHaveKeptRuns,
            decorationLayerStarts: decorationLayerStarts)
        textChangeSinceFrame = .none
        return frame
    }

    /// Whether the caret is on one of `lines` (the lines shown), or the placeholder shows: only then is it in a frame.
    ///
    /// Finding the line of a caret far below the screen (after loading a
    /// large file, the caret is at its end) would wrap all the text up to it.
    func caretIsOnLine(of lines: [VisibleLine]) -> Bool {
        if area.isPlaceholderVisible { return true }
        guard let first = lines.first, let last = lines.last else { return area.utf8Count == 0 }
        return (first.range.lowerBound...last.range.upperBound).contains(area.selectionHead)
    }

    /// The caret at the selection's head, both places.
    private func frameCaret() -> TextAreaFrame.Caret {
        let rects = caretRects(for: area.selectionHead, affinity: area.selectionAffinity)
        // In overwrite mode the caret is a block over what the next character typed replaces.
        let block =
            area.isOverwriteMode && !area.isPlaceholderVisible
            ? area.overwriteCaretRect(at: area.selectionHead, caret: rects.primary) : nil
        return TextAreaFrame.Caret(primary: rects.primary, secondary: rects.secondary, block: block)
    }

    /// The placeholder as the frame shows it.
    private func framePlaceholder() -> TextAreaFrame.Placeholder? {
        guard let layout = placeholderLayout else { return nil }
        return TextAreaFrame.Placeholder(frame: placeholderFrame, lines: placeholderLines, utf8: layout.utf8)
    }

    /// The scroll position, or nil when the content fits the bounds.
    private func scrollPosition() -> TextAreaFrame.ScrollPosition? {
        let maximum = maximumContentOffsetY
        guard maximum > 0 else { return nil }
        return TextAreaFrame.ScrollPosition(
            visibleFraction: min(area.size.height / contentHeight, 1),
            progress: min(max(contentOffsetY / maximum, 0), 1))
    }

    /// `runs` with their ranges moved `delta` bytes along (the same array when `delta` is 0).
    static func runs(_ runs: [TextRun], movedBy delta: Int) -> [TextRun] {
        guard delta != 0 else { return runs }
        var moved = runs
        for index in moved.indices {
            let range = moved[index].range
            moved[index].range = (range.lowerBound + delta)..<(range.upperBound + delta)
        }
        return moved
    }
}
