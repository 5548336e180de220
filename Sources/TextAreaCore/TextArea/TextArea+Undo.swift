extension TextArea {
    /// Whether there is a step to undo.
    public var canUndo: Bool { undoHistory.canUndo }

    /// Whether there is an undone step to redo.
    public var canRedo: Bool { undoHistory.canRedo }

    /// Undoes the last step (typing coalesces into one step) and restores the selection from before it.
    public func undo() {
        performOperation {
            guard isEditable else { return }
            if hasMarkedText { cancelMarkedText() }
            guard let step = undoHistory.popUndo() else { return }
            for edit in step.edits.reversed() {
                replaceStorage(edit.offset..<(edit.offset + edit.inserted.utf8Count), with: edit.removed)
            }
            finishHistoryMove(selection: step.selectionBefore)
        }
    }

    /// Redoes the last undone step and restores the selection from after it.
    public func redo() {
        performOperation {
            guard isEditable else { return }
            if hasMarkedText { cancelMarkedText() }
            guard let step = undoHistory.popRedo() else { return }
            for edit in step.edits {
                replaceStorage(edit.offset..<(edit.offset + edit.removed.utf8Count), with: edit.inserted)
            }
            finishHistoryMove(selection: step.selectionAfter)
        }
    }

    private func finishHistoryMove(selection: Range<Int>) {
        cachedCharacterCount = nil
        setSelectionSilently(
            anchor: min(selection.lowerBound, storage.utf8Count),
            head: min(selection.upperBound, storage.utf8Count), affinity: .downstream)
        goalX = nil
        scrollToCaret()
        textDidChange()
        selectionDidChange()
    }
}
