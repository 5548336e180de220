extension TextArea {
    /// Whether an input method is composing (there is marked text).
    public var hasMarkedText: Bool { markedRangeStorage != nil }

    /// The range of the marked text in UTF-8 offsets, or nil when nothing is being composed.
    public var markedRange: Range<Int>? { markedRangeStorage }

    /// The text being composed, or nil.
    public var markedText: String? { markedRangeStorage.map { storage.string(in: $0) } }

    /// Shows `text` as the input method's composition at the selection, with `selectedRange` (in the marked string's characters) as the caret or selection inside it.
    ///
    /// Replaces earlier marked text. A selection is deleted (as an edit of its
    /// own) when composition begins. Empty `text` ends composition without
    /// inserting anything. Marked text is not part of ``text``: the length
    /// limit, the delegate and undo see it only when it is committed.
    public func setMarkedText(_ text: String, selectedRange: Range<Int>) {
        // A single-line area composes on its one line too; a break and the space put for it are one character each.
        let text = isSingleLine ? Self.replacingLineBreaks(in: text) : text
        performOperation {
            guard isEditable else { return }
            // A composition replaces a Ctrl+Shift+U entry's marked text, and ends the entry.
            unicodeEntry = nil
            if markedRangeStorage == nil && !self.selectedRange.isEmpty {
                performReplacement(self.selectedRange, with: "", kind: .other, cause: .composition)
            }
            let start = markedRangeStorage?.lowerBound ?? self.selectedRange.lowerBound
            let replaced = markedRangeStorage ?? (start..<start)
            replaceStorage(replaced, with: text)
            if text.isEmpty {
                markedRangeStorage = nil
                setSelectionSilently(anchor: start, head: start, affinity: .downstream)
            } else {
                markedRangeStorage = start..<(start + text.utf8.count)
                let characters = Array(text.indices) + [text.endIndex]
                let lower = characters[min(max(selectedRange.lowerBound, 0), characters.count - 1)]
                let upper = characters[min(max(selectedRange.upperBound, 0), characters.count - 1)]
                let anchor = start + text.utf8.distance(from: text.startIndex, to: lower)
                let head = start + text.utf8.distance(from: text.startIndex, to: max(lower, upper))
                setSelectionSilently(anchor: anchor, head: head, affinity: .downstream)
            }
            undoHistory.isOpen = false
            // The content height counts the placeholder only once no composition is left.
            viewport.clampScrollOffset()
            // A field scrolls sideways with the composition, as with typing.
            if isSingleLine { scrollToCaret() }
            selectionDidChange()
        }
    }

    /// Commits the marked text: it becomes text, through the length limit, the delegate and undo like typing.
    ///
    /// The "u" and digits of a Ctrl+Shift+U entry are never text: they are
    /// dropped, as GTK resets the entry on a click or loss of focus.
    public func unmarkText() {
        performOperation {
            guard let marked = markedRangeStorage else { return }
            if unicodeEntry != nil {
                cancelMarkedText()
                return
            }
            let committed = storage.string(in: marked)
            cancelMarkedTextSilently()
            setSelectionSilently(anchor: marked.lowerBound, head: marked.lowerBound, affinity: .downstream)
            if !performReplacement(selectedRange, with: committed, kind: .other, cause: .composition) {
                selectionDidChange()
            }
        }
    }

    /// Drops the marked text without committing it.
    public func cancelMarkedText() {
        performOperation {
            guard let marked = markedRangeStorage else { return }
            cancelMarkedTextSilently()
            setSelectionSilently(anchor: marked.lowerBound, head: marked.lowerBound, affinity: .downstream)
            selectionDidChange()
        }
    }

    /// Removes the marked text from the storage; the caller fixes the selection.
    func cancelMarkedTextSilently() {
        guard let marked = markedRangeStorage else { return }
        markedRangeStorage = nil
        unicodeEntry = nil
        replaceStorage(marked, with: "")
        viewport.clampScrollOffset()
        let clampedAnchor = min(selectionAnchor, storage.utf8Count)
        let clampedHead = min(selectionHead, storage.utf8Count)
        setSelectionSilently(anchor: clampedAnchor, head: clampedHead, affinity: selectionAffinity)
    }
}
