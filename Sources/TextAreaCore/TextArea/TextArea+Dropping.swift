extension TextArea {
    /// Moves the text in `range` to `offset` (a drag of the selection within the area), as one undo step; the moved text ends up selected.
    ///
    /// `offset` is where the text goes in the text as it is now; a drop inside
    /// `range` (or at either end of it) moves nothing. The move is one
    /// replacement of the span from the drop point to the far end of `range`,
    /// so the delegate is asked once, about that span, and one undo restores
    /// the text and the selection from before. Returns whether the text
    /// changed.
    @discardableResult
    public func moveText(in range: Range<Int>, to offset: Int) -> Bool {
        performOperation {
            if hasMarkedText { unmarkText() }
            guard isEditable else { return false }
            let count = storage.utf8Count
            let lower = storage.characterBoundary(atOrBefore: min(max(range.lowerBound, 0), count))
            let upper = storage.characterBoundary(atOrBefore: min(max(range.upperBound, lower), count))
            let target = storage.characterBoundary(atOrBefore: min(max(offset, 0), count))
            guard lower < upper, target < lower || target > upper else { return false }
            let moved = storage.string(in: lower..<upper)
            let span: Range<Int>
            let replacement: String
            let movedStart: Int
            if target < lower {
                span = target..<upper
                replacement = moved + storage.string(in: target..<lower)
                movedStart = target
            } else {
                span = lower..<target
                replacement = storage.string(in: upper..<target) + moved
                movedStart = target - moved.utf8.count
            }
            guard performReplacement(span, with: replacement, kind: .other, cause: .drop) else { return false }
            let movedRange = movedStart..<(movedStart + moved.utf8.count)
            // A delegate that rewrote the move leaves the caret after its text, as any rewritten edit does.
            if movedRange.upperBound <= storage.utf8Count, storage.string(in: movedRange).utf8.elementsEqual(moved.utf8)
            {
                selectDropped(movedRange)
            }
            return true
        }
    }

    /// Inserts `text` at `offset` (a drop from elsewhere, or a copying drag), as one undo step of its own; the dropped text ends up selected.
    ///
    /// Returns whether the text changed (the length limit or the delegate may
    /// shorten or refuse it).
    @discardableResult
    public func dropText(_ text: String, at offset: Int) -> Bool {
        insertDropped(.string(text), at: offset)
    }

    /// Inserts `text`, already built as storage, at `offset` (a drop from another program, read as a paste is), as the `String` overload does, sharing its chunks rather than copying its bytes.
    @discardableResult
    public func dropText(_ text: TextStorage, at offset: Int) -> Bool {
        insertDropped(.storage(text), at: offset)
    }

    /// Inserts dropped text at `offset` as one undo step and selects it; returns whether the text changed.
    private func insertDropped(_ text: EditText, at offset: Int) -> Bool {
        performOperation {
            if hasMarkedText { unmarkText() }
            guard isEditable else { return false }
            let target = storage.characterBoundary(atOrBefore: min(max(offset, 0), storage.utf8Count))
            let before = storage.utf8Count
            guard performReplacement(target..<target, with: text, kind: .other, cause: .drop) else { return false }
            selectDropped(target..<(target + storage.utf8Count - before))
            return true
        }
    }

    /// Selects text that a drop just placed, when it lies on cluster boundaries.
    private func selectDropped(_ range: Range<Int>) {
        guard range.upperBound <= storage.utf8Count, storage.isCharacterBoundary(range.lowerBound),
            storage.isCharacterBoundary(range.upperBound)
        else { return }
        setSelectionSilently(anchor: range.lowerBound, head: range.upperBound, affinity: .downstream)
        selectionDidChange()
    }
}
