import TextAreaCore

extension CoreFuzzer {
    /// Applies one operation and checks its effect on the text, the history model and the operation's own promises.
    func apply(_ operation: FuzzOperation) throws {
        let before = Before(
            text: reference, selection: area.selectedRange, marked: area.markedRange,
            markedText: area.markedText, isEditable: area.isEditable, isEditing: area.isEditing,
            maxLength: area.maxLength,
            canUndo: area.canUndo, canRedo: area.canRedo, isOverwriteMode: area.isOverwriteMode)
        delegate.reset()
        layoutWasPending = area.hasPendingLayout
        now += 0.05
        let expectation = try perform(operation, from: before)
        try verify(expectation, from: before)
        try checkEffects(of: operation, from: before)
        reference = area.text
        updateHistoryModel(after: operation, from: before)
    }

    /// Performs `operation` on the area and says what it may do to the text.
    private func perform(_ operation: FuzzOperation, from before: Before) throws -> TextExpectation {
        let commit = before.marked.map {
            TextExpectation.editOrUnchanged(
                $0.lowerBound..<$0.lowerBound,
                before.markedText ?? "")
        }
        switch operation {
        case .command(let command):
            let expectation = expectation(for: command, from: before)
            area.perform(command)
            answerPastes()
            return expectation
        case .key(let input):
            var expectation = TextExpectation.unchanged
            if let command = KeyBindings.command(for: input) {
                expectation = self.expectation(for: command, from: before)
            }
            area.handleKey(input)
            answerPastes()
            return expectation
        case .insertText(let text):
            area.insertText(text)
            return .edit(insertionRange(before), text)
        case .paste(let text):
            area.paste(text)
            return before.marked == nil ? .edit(before.selection, text) : .anyEdit
        case .pasteAt(let text, let offset):
            area.paste(text, at: offset)
            let point = ReferenceText.boundary(atOrBefore: clamped(offset, before), in: before.text)
            return before.marked == nil ? .edit(point..<point, text) : .anyEdit
        case .deleteRange(let anchor, let head):
            area.setSelection(anchor: anchor, head: head)
            area.deleteBackward()
            guard before.marked == nil else { return .anyEdit }
            let lower = ReferenceText.boundary(atOrBefore: clamped(min(anchor, head), before), in: before.text)
            let upper = ReferenceText.boundary(atOrBefore: clamped(max(anchor, head), before), in: before.text)
            if lower < upper { return .edit(lower..<upper, "") }
            return .edit(ReferenceText.boundary(before: lower, in: before.text)..<lower, "")
        case .setSelection(let anchor, let head, let affinity):
            area.setSelection(anchor: anchor, head: head, affinity: affinity)
            return commit ?? .unchanged
        case .selectWord(let offset):
            area.selectWord(at: offset)
            return commit ?? .unchanged
        case .selectParagraph(let offset):
            area.selectParagraph(at: offset)
            return commit ?? .unchanged
        case .setMarkedText(let text, let range):
            area.setMarkedText(text, selectedRange: range)
            guard before.marked == nil, !before.selection.isEmpty else { return .unchanged }
            return .edit(before.selection, "")
        case .unmarkText:
            area.unmarkText()
            return commit.map { _ in .edit(insertionRange(before), before.markedText ?? "") } ?? .unchanged
        case .cancelMarkedText:
            area.cancelMarkedText()
            return .unchanged
        case .undo:
            let expectation = historyExpectation(undo: true, from: before)
            area.undo()
            return expectation
        case .redo:
            let expectation = historyExpectation(undo: false, from: before)
            area.redo()
            return expectation
        case .beginEditing:
            area.beginEditing()
            return .unchanged
        case .endEditing:
            area.endEditing()
            return commit ?? .unchanged
        case .setText(let text):
            area.text = text
            return .exact(text)
        case .load(let text):
            area.load(TextStorage(text))
            return .exact(text)
        case .pause(let seconds):
            now += seconds
            return .unchanged
        default:
            try applySettingOrQuery(operation)
            return .unchanged
        }
    }

    /// What a command may do to the text; for undo and redo, also moves the known history texts along.
    private func expectation(for command: EditingCommand, from before: Before) -> TextExpectation {
        if let marked = before.marked {
            let commit = TextExpectation.editOrUnchanged(marked.lowerBound..<marked.lowerBound, before.markedText ?? "")
            switch command {
            case .insert(let text): return .edit(insertionRange(before), text)
            case .insertNewline: return .edit(insertionRange(before), "\n")
            case .copy, .focusNext, .focusPrevious, .toggleOverwriteMode: return .unchanged
            case .move, .selectAll, .selectWord, .selectParagraph, .endEditing: return commit
            case .delete, .cut, .paste: return .anyEdit
            case .undo, .redo: break
            }
        }
        switch command {
        case .move, .selectAll, .selectWord, .selectParagraph, .copy, .focusNext, .focusPrevious, .endEditing,
            .toggleOverwriteMode:
            return .unchanged
        case .insert(let text):
            // In overwrite mode typing also replaces clusters after the caret.
            if before.isOverwriteMode && before.selection.isEmpty { return .anyEdit }
            return .edit(before.selection, text)
        case .insertNewline: return .edit(before.selection, "\n")
        case .undo: return historyExpectation(undo: true, from: before)
        case .redo: return historyExpectation(undo: false, from: before)
        case .cut: return .edit(before.selection, "")
        case .paste: return .edit(before.selection, host.pasteboards[.clipboard] ?? "")
        case .delete(let deletion):
            if !before.selection.isEmpty { return .edit(before.selection, "") }
            let caret = before.selection.lowerBound
            switch deletion {
            case .characterBackward: return .edit(ReferenceText.boundary(before: caret, in: before.text)..<caret, "")
            case .characterForward: return .edit(caret..<ReferenceText.boundary(after: caret, in: before.text), "")
            case .wordBackward, .toLineStart: return .removal(caret: caret, backward: true)
            case .wordForward, .toLineEnd: return .removal(caret: caret, backward: false)
            }
        }
    }

    /// Where typing inserts: at the composition it replaces, or over the selection.
    private func insertionRange(_ before: Before) -> Range<Int> {
        before.marked.map { $0.lowerBound..<$0.lowerBound } ?? before.selection
    }

    private func clamped(_ offset: Int, _ before: Before) -> Int {
        min(max(offset, 0), before.text.utf8.count + (before.markedText?.utf8.count ?? 0))
    }

    /// The text an undo or redo must give when the history model knows it; moves the model along.
    private func historyExpectation(undo: Bool, from before: Before) -> TextExpectation {
        guard before.isEditable, undo ? before.canUndo : before.canRedo else { return .unchanged }
        let known = undo ? knownUndoTexts.popLast() : knownRedoTexts.popLast()
        if undo { knownRedoTexts.append(before.text) } else { knownUndoTexts.append(before.text) }
        return known.map(TextExpectation.exact) ?? .unconstrained
    }

    /// Answers the paste requests a command made, from the host's pasteboards, as the event loop would.
    private func answerPastes() {
        while !host.pendingPastes.isEmpty {
            let request = host.pendingPastes.removeFirst()
            let text = host.pasteboards[request.pasteboard] ?? ""
            if let offset = request.offset { area.paste(text, at: offset) } else { area.paste(text) }
        }
    }

    /// Keeps the history model in step: edits the delegate allowed were recorded, and code-set text clears everything.
    private func updateHistoryModel(after operation: FuzzOperation, from before: Before) {
        switch operation {
        case .setText(let text) where before.isSameText(text):
            break
        case .setText, .load:
            historyRoot = reference
            editsSinceRoot = 0
            knownUndoTexts.removeAll()
            knownRedoTexts.removeAll()
        default:
            let recorded = delegate.requests.count(where: { $0.allowed })
            if recorded > 0 {
                editsSinceRoot += recorded
                knownUndoTexts.removeAll()
                knownRedoTexts.removeAll()
            }
        }
        if !area.canUndo { knownUndoTexts.removeAll() }
        if !area.canRedo { knownRedoTexts.removeAll() }
    }
}
