extension ReferenceEditor {
    /// Shows `string` as the composition, replacing the selection or the composition, with `selectedRange` in characters of `string`.
    public mutating func setMarkedText(_ string: String, selectedRange: Range<Int>) {
        guard isEditable else { return }
        if marked == nil && !selection.isEmpty { replace(selection, with: "", kind: .other) }
        let start = marked?.offset ?? selection.lowerBound
        if string.isEmpty {
            marked = nil
            anchor = start
            head = start
        } else {
            marked = (start, string)
            let offsets = ReferenceText.boundaries(of: string)
            let lower = offsets[min(max(selectedRange.lowerBound, 0), offsets.count - 1)]
            let upper = offsets[min(max(selectedRange.upperBound, 0), offsets.count - 1)]
            anchor = start + lower
            head = start + max(lower, upper)
        }
        isOpen = false
    }

    /// Commits the composition as one edit of its own, through the length limit.
    public mutating func unmarkText() {
        guard let committed = marked else { return }
        marked = nil
        anchor = committed.offset
        head = committed.offset
        replace(committed.offset..<committed.offset, with: committed.string, kind: .other)
    }

    /// Drops the composition, leaving the committed text as it was.
    public mutating func cancelMarkedText() {
        guard let cancelled = marked else { return }
        marked = nil
        anchor = cancelled.offset
        head = cancelled.offset
    }
}
