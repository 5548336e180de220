extension TextArea {
    /// Handles a key press: Ctrl+Shift+U entry (``performUnicodeEntryKey(_:)``), the first of the area's ``keyCommands`` that wants priority and matches, else the built-in binding (``KeyBindings``), else the first other command that matches; returns whether the key was used.
    ///
    /// A key the area does not use (false) is left to the front end, which
    /// offers it to the window's commands. While marked text is being
    /// composed, the composition keeps its keys: no command runs.
    @discardableResult
    public func handleKey(_ input: KeyInput) -> Bool {
        if performUnicodeEntryKey(input) { return true }
        if performKeyCommand(for: input, withPriority: true) { return true }
        if performKeyBinding(for: input) { return true }
        return performKeyCommand(for: input, withPriority: false)
    }

    /// Performs the built-in command ``KeyBindings`` has for a key press (with ``acceptsTab`` in an editable multiline area), without the area's key commands; returns whether there was one.
    @discardableResult
    public func performKeyBinding(for input: KeyInput) -> Bool {
        let acceptsTab = acceptsTab && isEditable && !isSingleLine
        guard let command = KeyBindings.command(for: input, acceptsTab: acceptsTab) else { return false }
        perform(command)
        return true
    }

    /// Runs the first of ``keyCommands`` that matches a key press and wants priority (or does not, with `withPriority` false), as one operation; returns whether one ran.
    ///
    /// No command runs while marked text is being composed.
    @discardableResult
    public func performKeyCommand(for input: KeyInput, withPriority: Bool) -> Bool {
        guard !hasMarkedText,
            let command = keyCommands.first(where: {
                $0.wantsPriorityOverSystemBehavior == withPriority && $0.matches(input)
            })
        else { return false }
        performOperation { command.action(self) }
        return true
    }

    /// Performs an editing command.
    public func perform(_ command: EditingCommand) {
        performOperation { performCommand(command) }
    }

    private func performCommand(_ command: EditingCommand) {
        switch command {
        case .move(let movement, let extend):
            move(movement, extendingSelection: extend)
        case .delete(let deletion):
            delete(deletion)
        case .insert(let text):
            typeText(text)
        case .insertNewline:
            // A single-line area submits instead.
            if isSingleLine { submit() } else { insertText("\n") }
        case .selectAll:
            selectAll()
        case .selectWord:
            selectWord()
        case .selectParagraph:
            selectParagraph()
        case .undo:
            undo()
        case .redo:
            redo()
        case .copy:
            copy()
        case .cut:
            cut()
        case .paste:
            host?.textArea(self, requestPasteFrom: .clipboard, at: nil)
        case .focusNext:
            host?.textArea(self, moveFocusForward: true)
        case .focusPrevious:
            host?.textArea(self, moveFocusForward: false)
        case .endEditing:
            endEditing()
        case .toggleOverwriteMode:
            isOverwriteMode.toggle()
        }
    }

    /// Inserts `text` at the selection as typing does: replaces the selection, coalesces into the current undo step, and commits any marked text.
    public func insertText(_ text: String) {
        performOperation {
            if let marked = markedRangeStorage {
                // Committing through typing: the text replaces the composition.
                cancelMarkedTextSilently()
                setSelectionSilently(anchor: marked.lowerBound, head: marked.lowerBound, affinity: .downstream)
            }
            performReplacement(selectedRange, with: text, kind: .typing, cause: .typing)
        }
    }

    /// Deletes the selection, or the grapheme cluster before the caret.
    public func deleteBackward() {
        delete(.characterBackward)
    }

    /// Deletes the selection, or the grapheme cluster after the caret.
    public func deleteForward() {
        delete(.characterForward)
    }

    /// Deletes the selection, or the span `deletion` names from the caret.
    public func delete(_ deletion: Deletion) {
        performOperation {
            guard isEditable else { return }
            if hasMarkedText { unmarkText() }
            let selection = selectedRange
            if !selection.isEmpty {
                performReplacement(selection, with: "", kind: .other, cause: .deleting)
                return
            }
            let caret = selection.lowerBound
            let range: Range<Int>
            switch deletion {
            case .characterBackward: range = storage.characterBoundary(before: caret)..<caret
            case .characterForward: range = caret..<storage.characterBoundary(after: caret)
            case .wordBackward: range = wordBoundary(before: caret)..<caret
            case .wordForward: range = caret..<wordBoundary(after: caret)
            case .toLineStart:
                range = min(viewport.visualLineStart(containing: caret, affinity: selectionAffinity), caret)..<caret
            case .toLineEnd:
                range = caret..<max(viewport.visualLineEnd(containing: caret, affinity: selectionAffinity), caret)
            }
            guard !range.isEmpty else { return }
            performReplacement(range, with: "", kind: .deleting, cause: .deleting)
        }
    }

    /// Copies the selection to the clipboard through the host, as storage sharing the document's chunks; a secure area copies nothing.
    public func copy() {
        let selection = selectedRange
        guard !selection.isEmpty, !isSecureTextEntry else { return }
        host?.textArea(self, write: storage.substorage(in: selection), to: .clipboard)
    }

    /// Copies the selection to the clipboard and deletes it; a secure area does neither.
    public func cut() {
        performOperation {
            // Commit first, as every edit does: the commit can change the text's length.
            if isEditable && hasMarkedText { unmarkText() }
            guard isEditable, !selectedRange.isEmpty, !isSecureTextEntry else { return }
            copy()
            performReplacement(selectedRange, with: "", kind: .other, cause: .cut)
        }
    }

    /// Inserts pasted text at the selection as one undo step of its own.
    public func paste(_ text: String) {
        performOperation {
            if hasMarkedText { unmarkText() }
            performReplacement(selectedRange, with: text, kind: .other, cause: .paste)
        }
    }

    /// Inserts pasted text, already built as storage, at the selection as one undo step of its own, sharing its chunks rather than copying its bytes.
    ///
    /// For large pastes: a clipboard front end builds the storage as the
    /// bytes arrive (see ``TextStorageBuilder``), so the paste lands in time
    /// proportional to its number of chunks. A string of it is made only when
    /// ``maxLength`` (then only of its first clusters) or a delegate needs one.
    public func paste(_ text: TextStorage) {
        performOperation {
            if hasMarkedText { unmarkText() }
            performReplacement(selectedRange, with: .storage(text), kind: .other, cause: .paste)
        }
    }

    /// Inserts pasted text, already built as storage, at `offset` (a middle-click paste), as one undo step of its own.
    public func paste(_ text: TextStorage, at offset: Int) {
        performOperation {
            if hasMarkedText { unmarkText() }
            setSelection(anchor: offset, head: offset)
            performReplacement(selectedRange, with: .storage(text), kind: .other, cause: .paste)
        }
    }

    /// Inserts pasted text at `offset` (a middle-click paste), as one undo step of its own.
    public func paste(_ text: String, at offset: Int) {
        performOperation {
            if hasMarkedText { unmarkText() }
            setSelection(anchor: offset, head: offset)
            performReplacement(selectedRange, with: text, kind: .other, cause: .paste)
        }
    }
}
