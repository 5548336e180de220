import TextAreaCore

extension CoreFuzzer {
    /// Checks what an operation itself promises beyond its effect on the text: the clipboard, the composition, the history, editing state.
    func checkEffects(of operation: FuzzOperation, from before: Before) throws {
        var clearsHistory = false
        if case .setText(let text) = operation { clearsHistory = !before.isSameText(text) }
        if case .load = operation { clearsHistory = true }
        if !clearsHistory && !delegate.requests.contains(where: { $0.allowed }) {
            try require(knownRedoTexts.isEmpty || area.canRedo, "the redo history was lost without an edit")
            try require(knownUndoTexts.isEmpty || area.canUndo, "the undo history was lost without an edit")
        }
        switch operation {
        case .command(.copy), .command(.cut):
            guard before.marked == nil, !before.selection.isEmpty else { return }
            if case .command(.cut) = operation, !before.isEditable { return }
            let copied = ReferenceText.substring(before.text, before.selection)
            try require(
                host.pasteboards[.clipboard].map { ReferenceText.same($0, copied) } ?? false,
                "the clipboard holds \(host.pasteboards[.clipboard].map(ReferenceText.describe) ?? "nothing"), "
                    + "expected \(ReferenceText.describe(copied))")
        case .setMarkedText(let text, _):
            guard before.isEditable else { return }
            if text.isEmpty {
                try require(!area.hasMarkedText, "empty marked text left a composition")
            } else {
                try require(
                    area.markedText.map { ReferenceText.same($0, text) } ?? false,
                    "marked text \(area.markedText.map(ReferenceText.describe) ?? "nil"), expected "
                        + ReferenceText.describe(text))
            }
        case .unmarkText, .cancelMarkedText:
            try require(!area.hasMarkedText, "\(operation) left a composition")
        case .setText(let text) where before.isSameText(text):
            try require(
                area.selectedRange == before.selection && area.canUndo == before.canUndo
                    && area.canRedo == before.canRedo,
                "setting the text it already held changed the selection or the history")
        case .setText, .load:
            let end = area.utf8Count
            try require(
                !area.hasMarkedText && area.anchorOffset == end && area.caretOffset == end,
                "after \(operation) the selection is \(area.anchorOffset)->\(area.caretOffset), not \(end)")
            try require(!area.canUndo && !area.canRedo, "setting the text in code kept the undo history")
        case .command(.selectAll) where before.marked == nil:
            try require(area.selectedRange == 0..<area.utf8Count, "selectAll selected \(area.selectedRange)")
        case .beginEditing:
            try require(area.isEditing, "beginEditing did not begin editing")
        case .endEditing:
            if delegate.allowsEnd && before.isEditing {
                try require(!area.isEditing && !area.hasMarkedText, "endEditing left the area editing or composing")
            }
        case .setEditable(let editable):
            try require(area.isEditable == editable, "isEditable did not take \(editable)")
        default:
            break
        }
    }

    /// The checks made after every operation: cheap ones, O(size of the text) at most.
    func checkCheaply(after operation: FuzzOperation) throws {
        let storage = area.textStorage
        let length = storage.utf8Count
        let markedLength = area.markedRange?.count ?? 0
        try require(
            length == reference.utf8.count + markedLength,
            "the document is \(length) bytes, the text \(reference.utf8.count) and the composition \(markedLength)")
        try require(
            area.isEmpty == reference.isEmpty, "isEmpty is \(area.isEmpty) for \(ReferenceText.describe(reference))")
        try checkSelection(boundaries: nil)
        if length <= 2048 {
            try require(
                area.characterCount == reference.count,
                "characterCount \(area.characterCount), the text has \(reference.count)")
        }
        let placeholderShows =
            !(area.placeholder ?? "").isEmpty && length == 0
            && (area.placeholderVisibility == .whenEmpty || !area.isEditing)
        try require(
            area.isPlaceholderVisible == placeholderShows,
            "isPlaceholderVisible is \(area.isPlaceholderVisible) with \(length) bytes, editing \(area.isEditing)")
        try checkScrollOffset()
        try checkCaretRect(area.caretRect, of: "caretRect")
    }

    /// The selection and the composition lie inside the document, on cluster boundaries.
    ///
    /// `boundaries`, when given, are the document's cluster boundaries found by
    /// `String`; otherwise the storage is asked. While composing, the selection
    /// lies inside the composition, on its own or the document's boundaries.
    func checkSelection(boundaries: Set<Int>?) throws {
        let storage = area.textStorage
        let length = storage.utf8Count
        let anchor = area.anchorOffset
        let head = area.caretOffset
        try require(
            anchor >= 0 && anchor <= length && head >= 0 && head <= length,
            "selection \(anchor)->\(head) outside 0...\(length)")
        func isBoundary(_ offset: Int) -> Bool {
            boundaries?.contains(offset) ?? storage.isCharacterBoundary(offset)
        }
        guard let marked = area.markedRange else {
            try require(isBoundary(anchor) && isBoundary(head), "selection \(anchor)->\(head) inside a cluster")
            return
        }
        // The composition may join the clusters around it, so its ends need not be boundaries of the document.
        try require(
            marked.lowerBound >= 0 && marked.upperBound <= length && !marked.isEmpty,
            "composition \(marked) outside 0...\(length) or empty")
        let markedText = try unwrap(area.markedText, "a composition with no marked text")
        try require(markedText.utf8.count == marked.count, "marked text of \(markedText.utf8.count) bytes in \(marked)")
        // The input method places the selection on the marked string's own characters; a selection set
        // inside the composition snaps to the document's clusters, which differ where it joins its neighbours.
        let inner = Set(ReferenceText.boundaries(of: markedText).map { $0 + marked.lowerBound })
        func onCharacter(_ offset: Int) -> Bool {
            marked.contains(offset) || offset == marked.upperBound
                ? inner.contains(offset) || isBoundary(offset) : false
        }
        try require(
            onCharacter(anchor) && onCharacter(head),
            "selection \(anchor)->\(head) is not inside the composition \(marked) on a character boundary")
    }
}
