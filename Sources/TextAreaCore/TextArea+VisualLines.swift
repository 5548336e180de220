extension TextArea {
    /// The start of the visual line holding `offset`.
    func visualLineStart(containing offset: Int, affinity: SelectionAffinity) -> Int {
        storage.paragraphStart(containing: offset)
    }

    /// The end of the visual line holding `offset` (before any line break).
    func visualLineEnd(containing offset: Int, affinity: SelectionAffinity) -> Int {
        storage.paragraphEnd(containing: offset)
    }

    /// Where a vertical move from `offset` lands.
    func verticalTarget(from offset: Int, movement: Movement) -> (offset: Int, affinity: SelectionAffinity) {
        let up = movement == .lineUp || movement == .pageUp
        if up {
            let start = storage.paragraphStart(containing: offset)
            return (start == 0 ? 0 : storage.paragraphStart(containing: storage.characterBoundary(before: start)), .downstream)
        }
        let end = storage.paragraphEnd(containing: offset)
        return (end == storage.utf8Count ? end : storage.paragraphEnd(containing: end + storage.separatorLength(at: end)), .downstream)
    }

    func storageDidReplace(_ range: Range<Int>, insertedLength: Int) {}
    func invalidatePlaceholderLayout() {}
    func fontDidChange() { setNeedsDisplay() }
}
