extension TextArea {
    /// Types `text` as a key press does: in overwrite mode (``isOverwriteMode``) over the clusters after the caret, one per character typed and never a line break; otherwise as ``insertText(_:)``.
    ///
    /// A selection or marked text is replaced as usual. Consecutive
    /// overwrites are one undo step, as consecutive typing is.
    func typeText(_ text: String) {
        performOperation {
            guard isOverwriteMode, isEditable, markedRangeStorage == nil, selectedRange.isEmpty else {
                insertText(text)
                return
            }
            let caret = selectionHead
            let replaced = caret..<overwrittenEnd(from: caret, characterCount: text.count)
            performReplacement(replaced, with: text, kind: .overwriting, cause: .typing)
        }
    }

    /// The end of the `count` clusters after `offset` that typing overwrites, stopping before a paragraph separator or the end of the text.
    func overwrittenEnd(from offset: Int, characterCount count: Int) -> Int {
        var end = offset
        for _ in 0..<count {
            guard end < storage.utf8Count, storage.separatorLength(at: end) == 0 else { break }
            end = storage.characterBoundary(after: end)
        }
        return end
    }

    /// The rectangle of the overwrite caret at `offset`: the box of the cluster after it, or one a space wide at the end of a paragraph or line.
    func overwriteCaretRect(at offset: Int, caret: Rect) -> Rect {
        let end = overwrittenEnd(from: offset, characterCount: 1)
        // The cluster's own box when it is on the caret's line (a soft wrap may put it on the next).
        if end > offset,
            let box = viewport.selectionRects(for: offset..<end).first(where: { abs($0.minY - caret.minY) < 0.5 }),
            box.width > 0
        {
            return Rect(x: box.minX, y: caret.minY, width: box.width, height: caret.height)
        }
        let width = layoutMeasurer.width(of: " ", font: font)
        let isRightToLeft =
            !viewport.isAllLeftToRight && viewport.paragraphDirection(containing: offset).direction == .rightToLeft
        return Rect(
            x: isRightToLeft ? caret.minX - width : caret.minX, y: caret.minY, width: width, height: caret.height)
    }
}
