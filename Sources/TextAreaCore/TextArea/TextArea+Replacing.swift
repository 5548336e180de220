extension TextArea {
    /// Asks the delegate whether the text in `range` (UTF-8 offsets) may be replaced with `replacementText`, as a user edit would; a delegate that would rewrite the text allows the change.
    public func shouldChangeText(in range: Range<Int>, replacementText: String) -> Bool {
        guard let delegate else { return true }
        return delegate.textArea(self, replacementForChangeIn: range, proposedText: replacementText) != nil
    }

    /// Replaces `range` with `replacement` as a user edit: checks editability, the length limit and the delegate, records undo, and notifies.
    ///
    /// Returns whether the text changed. The caret ends after the inserted text.
    @discardableResult
    func performReplacement(
        _ range: Range<Int>, with replacement: String, kind: UndoStepKind, cause: TextChange.Cause
    ) -> Bool {
        performReplacement(range, with: .string(replacement), kind: kind, cause: cause)
    }

    /// Replaces `range` with `replacement`, a string or storage, as a user edit, as the `String` overload does.
    ///
    /// Storage is never turned into a string unless the length limit (then
    /// only its first clusters) or the delegate needs one, and its chunks go
    /// into the document and the undo history without being copied: a paste
    /// of many megabytes costs about as much as indexing its chunks. The
    /// delegate may rewrite the text; the length limit then cuts the rewritten
    /// text.
    @discardableResult
    func performReplacement(
        _ range: Range<Int>, with replacement: EditText, kind: UndoStepKind, cause: TextChange.Cause
    ) -> Bool {
        guard isEditable else { return false }
        if hasMarkedText { unmarkText() }
        let lower = storage.characterBoundary(atOrBefore: min(max(range.lowerBound, 0), storage.utf8Count))
        let upper = storage.characterBoundary(atOrBefore: min(max(range.upperBound, lower), storage.utf8Count))
        let range = lower..<upper
        // A single-line area puts a space for each line break, before the length limit counts the text.
        var inserted = limitedToMaxLength(isSingleLine ? singleLineText(replacement) : replacement, replacing: range)
        if range.isEmpty && inserted.isEmpty { return false }
        if let delegate {
            let proposed = inserted.string
            guard let answer = delegate.textArea(self, replacementForChangeIn: range, proposedText: proposed) else {
                return false
            }
            if answer.utf8.elementsEqual(proposed.utf8) {
                if case .storage = inserted, proposed.utf8.count <= EditText.largeLength {
                    inserted = .string(proposed)
                }
            } else {
                let rewritten = EditText.string(answer)
                inserted = limitedToMaxLength(isSingleLine ? singleLineText(rewritten) : rewritten, replacing: range)
                if range.isEmpty && inserted.isEmpty { return false }
            }
        }
        inserted = inserted.compacted
        // A secure area records nothing, and shares none of its chunks (a shared chunk would be copied, not cleared).
        let removed: EditText =
            secureDisplay != nil
            ? .string("")
            : range.count > EditText.largeLength
                ? .storage(storage.substorage(in: range)) : .string(storage.string(in: range))
        let selectionBefore = selectedRange
        if let count = cachedCharacterCount {
            cachedCharacterCount = characterCountDelta(replacing: range, with: inserted).map { count + $0 }
        }
        replaceStorage(range, with: inserted)
        var caret = range.lowerBound + inserted.utf8Count
        if !storage.isCharacterBoundary(caret) {
            // The edit joined the text after it into one cluster (a combining mark
            // typed before its base, "\r" typed before "\n"): keep the caret out of
            // the cluster, after it when text was inserted, before it otherwise.
            let before = storage.characterBoundary(atOrBefore: caret)
            caret = inserted.isEmpty ? before : storage.characterBoundary(after: before)
        }
        setSelectionSilently(anchor: caret, head: caret, affinity: .downstream)
        // A secure area keeps no history: old passwords are not retained.
        if secureDisplay == nil {
            undoHistory.record(
                TextEdit(offset: range.lowerBound, removed: removed, inserted: inserted),
                kind: kind, selectionBefore: selectionBefore, selectionAfter: selectedRange, time: clock())
        }
        goalX = nil
        scrollToCaret()
        textDidChange(TextChange(replaced: range, inserted: inserted, cause: cause))
        selectionDidChange()
        return true
    }

    /// `text` cut, at a cluster boundary, so the text stays within ``maxLength`` after replacing `range`; storage becomes a string only when cut.
    private func limitedToMaxLength(_ text: EditText, replacing range: Range<Int>) -> EditText {
        guard let limit = maxLength, !text.isEmpty else { return text }
        let candidate: String
        switch text {
        case .string(let string):
            candidate = string
        case .storage(let storage):
            // No more than `limit` + 3 clusters can survive the limit (see `clippedToMaxLength`).
            candidate = storage.string(in: 0..<storage.offset(afterCharacters: limit + 3))
        }
        let limited = clippedToMaxLength(candidate, replacing: range)
        return limited.utf8.count != text.utf8Count ? .string(limited) : text
    }

    /// The one place the storage changes; keeps the layout in step.
    func replaceStorage(_ range: Range<Int>, with replacement: String) {
        host?.textArea(self, willReplaceTextIn: range, insertedLength: replacement.utf8.count)
        if secureDisplay != nil {
            var replacement = replacement
            replacement.withUTF8 { replaceSecureStorage(range, withUTF8: $0) }
        } else {
            storage.replace(range, with: replacement)
            viewport.storageDidReplace(range, insertedLength: replacement.utf8.count)
        }
        decorationsDidReplace(range, insertedLength: replacement.utf8.count)
        host?.textArea(self, didReplaceTextIn: range, insertedLength: replacement.utf8.count)
    }

    /// Replaces `range` with recorded text; storage goes in by sharing its chunks. Keeps the layout in step.
    func replaceStorage(_ range: Range<Int>, with replacement: EditText) {
        host?.textArea(self, willReplaceTextIn: range, insertedLength: replacement.utf8Count)
        defer {
            decorationsDidReplace(range, insertedLength: replacement.utf8Count)
            host?.textArea(self, didReplaceTextIn: range, insertedLength: replacement.utf8Count)
        }
        if secureDisplay != nil {
            var text = replacement.string
            text.withUTF8 { replaceSecureStorage(range, withUTF8: $0) }
            return
        }
        switch replacement {
        case .string(let text): storage.replace(range, with: text)
        case .storage(let text): storage.replace(range, with: text)
        }
        viewport.storageDidReplace(range, insertedLength: replacement.utf8Count)
    }

    /// `replacement` shortened, at a cluster boundary, so the text stays within ``maxLength`` after replacing `range`.
    func clippedToMaxLength(_ replacement: String, replacing range: Range<Int>) -> String {
        guard let limit = maxLength, !replacement.isEmpty else { return replacement }
        let current = characterCount
        let context = characterContext(around: range)
        let before = storage.string(in: context.lowerBound..<range.lowerBound)
        let after = storage.string(in: range.upperBound..<context.upperBound)
        let contextCount = storage.characterCount(in: context)
        func resultingCount(keeping kept: Int) -> Int {
            current - contextCount + (before + String(replacement.prefix(kept)) + after).count
        }
        if resultingCount(keeping: replacement.count) <= limit { return replacement }
        // The count is not monotonic in the prefix's length: the prefix's last
        // cluster can absorb up to two clusters at the start of `after` (a lone ZWJ
        // and the emoji after it), which a control character cannot. Counting the
        // prefix apart from `after` only grows with it and is at most two above the
        // real count, so search on that, then step down to the longest prefix that fits.
        let afterCount = after.count
        func separateCount(keeping kept: Int) -> Int {
            current - contextCount + (before + String(replacement.prefix(kept))).count + afterCount
        }
        var low = 0
        var high = replacement.count
        while low < high {
            let middle = (low + high + 1) / 2
            if separateCount(keeping: middle) - 2 <= limit { low = middle } else { high = middle - 1 }
        }
        while low > 0 && resultingCount(keeping: low) > limit { low -= 1 }
        return String(replacement.prefix(low))
    }

    /// Above this many bytes, inserted text is not counted as it goes in: the count is redone when next asked for.
    static let countedInsertionLimit = 65_536

    /// The change in cluster count `replacement` makes in `range`, or nil when it cannot be known locally (or cheaply).
    private func characterCountDelta(replacing range: Range<Int>, with replacement: EditText) -> Int? {
        guard cachedCharacterCount != nil, replacement.utf8Count <= Self.countedInsertionLimit else { return nil }
        let replacement = replacement.string
        let context = characterContext(around: range)
        let before = storage.string(in: context.lowerBound..<range.lowerBound)
        let after = storage.string(in: range.upperBound..<context.upperBound)
        let joined = before + replacement + after
        if joined.unicodeScalars.contains(where: { (0x1F1E6...0x1F1FF).contains($0.value) }) { return nil }
        return joined.count - storage.characterCount(in: context)
    }

    /// `range` widened by one cluster before it and two after it, and over any flags after those, so clusters that may join across its ends are counted whole.
    ///
    /// Two after, because an edit can join the next cluster and, through it, the
    /// one after that: "👨" typed before a lone ZWJ followed by "👩" makes one cluster
    /// of three, as does a consonant typed before a lone virama and a consonant.
    /// Regional indicators pair from the start of their run, so one inserted
    /// before a run re-pairs all of it.
    private func characterContext(around range: Range<Int>) -> Range<Int> {
        let lower = storage.characterBoundary(before: range.lowerBound)
        var upper = storage.characterBoundary(after: storage.characterBoundary(after: range.upperBound))
        while upper < storage.utf8Count,
            storage.string(in: upper..<storage.characterBoundary(after: upper)).unicodeScalars
                .contains(where: { (0x1F1E6...0x1F1FF).contains($0.value) })
        {
            upper = storage.characterBoundary(after: upper)
        }
        return lower..<upper
    }
}
