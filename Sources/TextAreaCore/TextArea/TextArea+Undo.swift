extension TextArea {
    /// Whether there is a step to undo.
    public var canUndo: Bool { undoHistory.canUndo }

    /// Whether there is an undone step to redo.
    public var canRedo: Bool { undoHistory.canRedo }

    /// The most steps kept to undo (and to redo), as `UndoManager.levelsOfUndo`; 1,000 by default, 0 keeps no history.
    ///
    /// Typing coalesces into one step until a pause, a caret move or another
    /// kind of edit. When a new step passes the limit, the oldest is dropped;
    /// lowering the limit drops the oldest steps at once (and the most
    /// deeply undone ones to redo). It must not be negative.
    public var undoLimit: Int {
        get { undoHistory.limit }
        set {
            precondition(newValue >= 0, "undoLimit must not be negative")
            undoHistory.limit = newValue
        }
    }

    /// Undoes the last step (typing coalesces into one step) and restores the selection from before it.
    public func undo() {
        performOperation {
            guard isEditable else { return }
            if hasMarkedText { cancelMarkedText() }
            guard let step = undoHistory.popUndo() else { return }
            var cover = TextChangeCover()
            for edit in step.edits.reversed() {
                let range = edit.offset..<(edit.offset + edit.inserted.utf8Count)
                replaceStorage(range, with: edit.removed)
                cover.add(range, insertedLength: edit.removed.utf8Count)
            }
            finishHistoryMove(selection: step.selectionBefore, change: cover.change(in: storage, cause: .undo))
        }
    }

    /// Redoes the last undone step and restores the selection from after it.
    public func redo() {
        performOperation {
            guard isEditable else { return }
            if hasMarkedText { cancelMarkedText() }
            guard let step = undoHistory.popRedo() else { return }
            var cover = TextChangeCover()
            for edit in step.edits {
                let range = edit.offset..<(edit.offset + edit.removed.utf8Count)
                replaceStorage(range, with: edit.inserted)
                cover.add(range, insertedLength: edit.inserted.utf8Count)
            }
            finishHistoryMove(selection: step.selectionAfter, change: cover.change(in: storage, cause: .redo))
        }
    }

    /// Puts the selection back and announces `change` (nil only for a step without edits, which no history holds).
    private func finishHistoryMove(selection: Range<Int>, change: TextChange?) {
        cachedCharacterCount = nil
        setSelectionSilently(
            anchor: min(selection.lowerBound, storage.utf8Count),
            head: min(selection.upperBound, storage.utf8Count), affinity: .downstream)
        goalX = nil
        scrollToCaret()
        if let change { textDidChange(change) }
        selectionDidChange()
    }
}
