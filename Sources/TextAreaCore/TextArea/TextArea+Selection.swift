extension TextArea {
    /// The selected range in UTF-8 offsets; empty for a caret. Setting it snaps both ends to cluster boundaries and commits any marked text outside it.
    public var selectedRange: Range<Int> {
        get { min(selectionAnchor, selectionHead)..<max(selectionAnchor, selectionHead) }
        set { setSelection(anchor: newValue.lowerBound, head: newValue.upperBound) }
    }

    /// The offset of the caret: the moving end of the selection.
    public var caretOffset: Int { selectionHead }

    /// The fixed end of the selection.
    public var anchorOffset: Int { selectionAnchor }

    /// The selected text (empty for a caret).
    public var selectedText: String { storage.string(in: selectedRange) }

    /// Selects from `anchor` to `head`, snapped to cluster boundaries, and notifies observers when it moved.
    public func setSelection(anchor: Int, head: Int, affinity: SelectionAffinity = .downstream) {
        performOperation {
            var anchor = min(max(anchor, 0), storage.utf8Count)
            var head = min(max(head, 0), storage.utf8Count)
            if let marked = markedRangeStorage,
                !(marked.lowerBound...marked.upperBound).contains(storage.characterBoundary(atOrBefore: anchor))
                    || !(marked.lowerBound...marked.upperBound).contains(storage.characterBoundary(atOrBefore: head))
            {
                // The commit can shorten the text (the length limit, a delegate's veto):
                // offsets past the composition move with the text after it.
                let countBefore = storage.utf8Count
                unmarkText()
                let delta = storage.utf8Count - countBefore
                func shifted(_ offset: Int) -> Int {
                    offset >= marked.upperBound ? offset + delta : min(offset, marked.upperBound + delta)
                }
                anchor = min(max(shifted(anchor), 0), storage.utf8Count)
                head = min(max(shifted(head), 0), storage.utf8Count)
            }
            let snappedAnchor = storage.characterBoundary(atOrBefore: anchor)
            let snappedHead = storage.characterBoundary(atOrBefore: head)
            let changed =
                snappedAnchor != selectionAnchor || snappedHead != selectionHead || affinity != selectionAffinity
            setSelectionSilently(anchor: snappedAnchor, head: snappedHead, affinity: affinity)
            undoHistory.isOpen = false
            if changed { selectionDidChange() }
        }
    }

    func setSelectionSilently(anchor: Int, head: Int, affinity: SelectionAffinity) {
        visualCaretHint = nil
        selectionAnchor = anchor
        selectionHead = head
        selectionAffinity = affinity
    }

    /// Selects the whole text.
    public func selectAll() {
        performOperation {
            setSelection(anchor: 0, head: storage.utf8Count)
        }
    }

    /// Selects the word, space run or punctuation mark around `offset` (the caret by default).
    public func selectWord(at offset: Int? = nil) {
        performOperation {
            let range = layoutStorage.wordRange(
                around: offset.map(snappedOffset) ?? selectionHead, segmentation: segmentation)
            setSelection(anchor: range.lowerBound, head: range.upperBound)
        }
    }

    /// Selects the paragraph around `offset` (the caret by default), with its separator.
    public func selectParagraph(at offset: Int? = nil) {
        performOperation {
            let range = layoutStorage.paragraphRange(containing: offset.map(snappedOffset) ?? selectionHead)
            setSelection(anchor: range.lowerBound, head: range.upperBound)
        }
    }

    /// `offset` clamped to the document and snapped to the cluster boundary at or before it, as offsets passed in are.
    private func snappedOffset(_ offset: Int) -> Int {
        storage.characterBoundary(atOrBefore: min(max(offset, 0), storage.utf8Count))
    }
}
