import TextAreaCore

// Spell checking in idle time, its underlines, and its context-menu entries.
extension TextAreaView {
    /// How many suggestions the context menu offers for a misspelled word.
    static let spellingSuggestionLimit = 5

    /// Starts checking again from nothing: the checker changed, so every old result goes.
    func spellCheckerDidChange() {
        textArea.removeDecorations(in: .spelling)
        spellingSchedule.invalidateAll(length: spellChecker == nil ? 0 : textArea.utf8Count)
        window?.setNeedsDisplayOfChanges()
    }

    /// The range no word may touch to be checked now: a composition, or the caret while the user types at it.
    var spellingExclusion: Range<Int>? {
        if let marked = textArea.markedRange { return marked }
        let selection = textArea.selectedRange
        guard selection.isEmpty, textArea.lastChange?.cause == .typing else { return nil }
        return selection
    }

    /// Whether an idle step of spell checking would do something now: text not yet checked, or a word the caret has left.
    public var hasSpellingWork: Bool {
        spellChecker != nil && spellingSchedule.hasWork(excluding: spellingExclusion)
    }

    /// Whether an idle step of spell checking would do something in the lines shown now.
    var hasVisibleSpellingWork: Bool {
        spellChecker != nil && spellingSchedule.hasWork(excluding: spellingExclusion, within: visibleTextRange)
    }

    /// The text of the lines shown, from the start of the first to the end of the last (empty when none is).
    private var visibleTextRange: Range<Int> {
        let lines = textArea.visibleLines()
        guard let first = lines.first, let last = lines.last else { return 0..<0 }
        return first.range.lowerBound..<last.range.upperBound
    }

    /// Spell checks about `byteBudget` more bytes, the lines shown first (with `onlyVisible`, nothing else), and
    /// underlines what it found; returns whether work is left (in the lines shown, with `onlyVisible`).
    func performSpellingStep(byteBudget: Int, onlyVisible: Bool = false) -> Bool {
        guard let checker = spellChecker else { return false }
        let visible = visibleTextRange
        let exclusion = spellingExclusion
        guard
            let pass = spellingSchedule.checkNext(
                in: textArea, with: checker, visible: visible, excluding: exclusion, byteBudget: byteBudget,
                onlyVisible: onlyVisible)
        else { return false }
        // The marks mirror the schedule's misspelled words: a pass that found what was there leaves them, and says
        // nothing to screen readers.
        if pass.changesMarks {
            textArea.setDecorations(
                pass.misspelledRanges.map { Decoration(range: $0, style: .misspelled) }, in: .spelling,
                replacing: pass.checkedRange)
            window?.setNeedsDisplayOfChanges()
            accessible?.spellingDidChange()
        }
        return spellingSchedule.hasWork(excluding: exclusion, within: onlyVisible ? visible : nil)
    }

    /// The misspelled word at the caret (or at the start of the selection), if checking found one there.
    public var misspelledWordRange: Range<Int>? {
        guard spellChecker != nil else { return nil }
        return spellingSchedule.misspelledRange(at: textArea.selectedRange.lowerBound)
    }

    /// The context menu's spelling entries for the misspelled word at the caret: up to five suggestions, Ignore All and Add to Dictionary (in the window's ``TextAreaWindow/contextMenuStrings``); none elsewhere.
    func spellingMenuActions() -> [ContextMenuAction] {
        guard let checker = spellChecker, let range = misspelledWordRange, textArea.isEditable else { return [] }
        let word = textArea.text(in: range)
        let suggestions = checker.suggestions(for: word, limit: Self.spellingSuggestionLimit)
        let strings = window?.contextMenuStrings ?? .english
        var actions = suggestions.map { suggestion in
            ContextMenuAction(title: suggestion) { view in
                guard view.textArea.text(in: range) == word else { return }
                view.textArea.replaceMisspelledWord(in: range, with: suggestion)
            }
        }
        if suggestions.isEmpty {
            actions.append(
                ContextMenuAction(title: strings[.noSuggestions], isEnabled: { _ in false }, action: { _ in }))
        }
        actions.append(
            ContextMenuAction(title: strings[.ignoreAll]) { view in
                view.spellChecker?.ignoreForSession(word)
                view.forgetMisspellings(of: word)
            })
        actions.append(
            ContextMenuAction(title: strings[.addToDictionary]) { view in
                view.spellChecker?.addToPersonalDictionary(word)
                view.forgetMisspellings(of: word)
            })
        return actions
    }

    /// Takes away the marks of every occurrence of `word`, which the checker now accepts.
    func forgetMisspellings(of word: String) {
        for range in spellingSchedule.misspelledRanges where textArea.text(in: range) == word {
            spellingSchedule.removeMisspelling(range)
            textArea.setDecorations([], in: .spelling, replacing: range)
        }
        window?.setNeedsDisplayOfChanges()
        accessible?.spellingDidChange()
    }
}
