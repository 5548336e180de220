// Corrections from a spell checker's suggestions.
extension TextArea {
    /// Replaces the word in `range` with `replacement` (a suggestion chosen from the context menu) as one undo step of its own, leaving the caret after it.
    ///
    /// Any composition is committed first. Returns whether the text changed
    /// (a read-only area, or a delegate that refuses, leaves it as it was).
    @discardableResult
    public func replaceMisspelledWord(in range: Range<Int>, with replacement: String) -> Bool {
        var replaced = false
        performOperation {
            guard isEditable else { return }
            if hasMarkedText { unmarkText() }
            let upper = min(max(range.upperBound, 0), storage.utf8Count)
            let lower = min(max(range.lowerBound, 0), upper)
            replaced = performReplacement(lower..<upper, with: replacement, kind: .other, cause: .paste)
        }
        return replaced
    }
}
