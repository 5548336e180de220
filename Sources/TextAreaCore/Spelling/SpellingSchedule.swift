/// What one step of spell checking found: the stretch it checked and the misspelled words in it.
public struct SpellingPass: Hashable, Sendable {
    /// The stretch of text checked, from the start of its first word to the end of its last: what was marked in it before is replaced.
    public var checkedRange: Range<Int>
    /// The misspelled words in ``checkedRange``, in order.
    public var misspelledRanges: [Range<Int>]
    /// Whether the misspelled words in ``checkedRange`` differ from those found there before: when they do not, the
    /// marks shown need not change, and screen readers need not hear of it.
    public var changesMarks: Bool

    /// Creates a pass.
    public init(checkedRange: Range<Int>, misspelledRanges: [Range<Int>], changesMarks: Bool = true) {
        self.checkedRange = checkedRange
        self.misspelledRanges = misspelledRanges
        self.changesMarks = changesMarks
    }
}

/// Which parts of a text area's text are still to be spell checked, and the misspelled words found so far: the schedule a front end runs in idle time.
///
/// The text starts unchecked (``invalidateAll(length:)``); each edit
/// (``textDidChange(replacing:insertedLength:)``) marks its neighbourhood
/// unchecked again. Each ``checkNext(in:with:visible:excluding:byteBudget:onlyVisible:)``
/// checks at most about `byteBudget` bytes, the visible text first (or only:
/// a front end leaves the rest while the user types), and never
/// a word that touches the excluded range (a composition, or the caret while
/// the user types): such a word waits until the range moves away from it.
/// Words in a URL or an e-mail address are skipped, and words whose script the
/// checker has no dictionary for. Thai, Lao, Khmer, Myanmar, Chinese and
/// Japanese are checked only as the area's segmenter splits them into words:
/// without one, their runs are passed over, never checked letter by letter or
/// as one long run.
public final class SpellingSchedule {
    /// Words longer than this many bytes are never checked or marked: no dictionary holds one (hunspell stops at 100 characters), and a cluster of thousands of marks must not reach the checker.
    public static let longestCheckedWord = 256
    /// Word blocks longer than this many bytes (stretches with no space or punctuation to restart the word rules at, such as a cluster of thousands of marks or a line of base64) are passed over unchecked.
    public static let longestCheckedBlock = 16_384

    /// Stretches not yet checked.
    private var pending = SpellingRanges()
    /// Words skipped because they touched the excluded range, to check once it leaves them.
    private var deferred = SpellingRanges()
    /// The misspelled words found.
    private var misspelled = SpellingRanges()

    /// Creates a schedule with nothing to check: call ``invalidateAll(length:)`` for a text.
    public init() {}

    /// Whether any text is still to be checked (or waits for the caret or a composition to leave it).
    public var hasPendingWork: Bool { !pending.isEmpty || !deferred.isEmpty }

    /// Whether a check now would find work: text not yet checked, or a word that waited for `excluding` and that it has left; only in `visible` when given.
    public func hasWork(excluding: Range<Int>?, within visible: Range<Int>? = nil) -> Bool {
        if let visible {
            if !pending.ranges(overlapping: visible).isEmpty { return true }
        } else if !pending.isEmpty {
            return true
        }
        return deferred.ranges.contains { word in
            !(excluding.map { touches(word, $0) } ?? false) && (visible.map { touches(word, $0) } ?? true)
        }
    }

    /// The misspelled words found so far, sorted.
    public var misspelledRanges: [Range<Int>] { misspelled.ranges }

    /// The misspelled word holding `offset` (or ending there), if one was found.
    public func misspelledRange(at offset: Int) -> Range<Int>? {
        misspelled.range(containing: offset)
    }

    /// The misspelled word holding the byte at `offset`, or else the stretch between misspelled words around it in a text of `length` bytes, with whether it is misspelled: the runs screen readers ask for.
    public func misspellingRun(around offset: Int, length: Int) -> (range: Range<Int>, isMisspelled: Bool) {
        let run = misspelled.run(around: offset, length: length)
        return (run.range, run.isHeld)
    }

    /// The misspelled words that overlap `range`.
    public func misspelledRanges(overlapping range: Range<Int>) -> [Range<Int>] {
        Array(misspelled.ranges(overlapping: range))
    }

    /// Forgets every result and marks a text of `length` bytes unchecked: for a new text, a new language or a checker that now accepts more words.
    public func invalidateAll(length: Int) {
        pending.removeAll()
        deferred.removeAll()
        misspelled.removeAll()
        if length > 0 { pending.insert(0..<length) }
    }

    /// Forgets that `range` holds a misspelled word (after Ignore All or Add to Dictionary, which make it correct).
    public func removeMisspelling(_ range: Range<Int>) {
        misspelled.subtract(range)
    }

    /// Follows an edit that replaced `replaced` (old offsets) with `insertedLength` bytes: later results shift, and the words around the edit are to be checked again.
    public func textDidChange(replacing replaced: Range<Int>, insertedLength: Int) {
        _ = misspelled.replace(replaced, insertedLength: insertedLength)
        let lower = replaced.lowerBound
        var dirty = max(lower - 1, 0)..<(lower + insertedLength + 1)
        for range in pending.replace(replaced, insertedLength: insertedLength)
            + deferred.replace(
                replaced, insertedLength: insertedLength)
        {
            dirty = min(dirty.lowerBound, shifted(range.lowerBound))..<max(dirty.upperBound, shifted(range.upperBound))
        }
        pending.insert(dirty)

        /// `offset` in the text after the edit: offsets after the replaced range move with it, others stay.
        func shifted(_ offset: Int) -> Int {
            offset >= replaced.upperBound ? offset + insertedLength - replaced.count : min(offset, lower)
        }
    }

    /// Checks the next stretch of at most about `byteBudget` bytes of `area`'s text with `checker`: first what lies in `visible`, then the rest in order (with `onlyVisible`, nothing else).
    ///
    /// Words that overlap or touch `excluding` are left for later, as are
    /// words that lay next to it before and that it has since left, which
    /// this call checks first. Returns nil when nothing was left to check.
    /// A secure area is never checked.
    public func checkNext(
        in area: TextArea, with checker: any SpellChecker, visible: Range<Int>? = nil, excluding: Range<Int>? = nil,
        byteBudget: Int = 4096, onlyVisible: Bool = false
    ) -> SpellingPass? {
        let length = area.utf8Count
        if area.isSecureTextEntry {
            invalidateAll(length: 0)
            return nil
        }
        for word in deferred.ranges where !(excluding.map { touches(word, $0) } ?? false) {
            deferred.subtract(word)
            pending.insert(word)
        }
        pending.subtract(length..<Int.max)
        guard
            let next = nextStretch(
                visible: visible, length: length, budget: max(byteBudget, 1), onlyVisible: onlyVisible && visible != nil
            )
        else { return nil }
        pending.subtract(next)
        return check(next, in: area, with: checker, excluding: excluding)
    }

    /// The stretch to check next: the start of the first pending range that meets `visible` (up to its end, with `onlyVisible`), else (unless `onlyVisible`) of the first.
    private func nextStretch(visible: Range<Int>?, length: Int, budget: Int, onlyVisible: Bool) -> Range<Int>? {
        var candidate = onlyVisible ? nil : pending.first
        if let visible, let shown = pending.ranges(overlapping: visible).first {
            let end = onlyVisible ? min(shown.upperBound, visible.upperBound) : shown.upperBound
            candidate = max(shown.lowerBound, visible.lowerBound)..<end
        }
        guard let candidate else { return nil }
        return candidate.lowerBound..<min(candidate.upperBound, candidate.lowerBound + budget, length)
    }

    /// Checks the words that overlap `stretch` and records what it found.
    private func check(
        _ stretch: Range<Int>, in area: TextArea, with checker: any SpellChecker, excluding: Range<Int>?
    ) -> SpellingPass? {
        let storage = area.textStorage
        guard storage.utf8Count > 0 else { return nil }
        var found: [Range<Int>] = []
        var checked: Range<Int>? = nil
        var position = stretch.lowerBound
        repeat {
            var block = storage.wordBlock(containing: min(position, storage.utf8Count - 1))
            var holdsNoWord = block.count > Self.longestCheckedBlock
            if block.upperBound <= position {
                // Inside one cluster longer than a word block reaches (thousands of combining marks): it holds no
                // word to check, and the pass goes on after it.
                block = position..<max(storage.characterBoundary(after: position), position + 1)
                holdsNoWord = true
            }
            if holdsNoWord {
                checked =
                    checked.map { min($0.lowerBound, block.lowerBound)..<max($0.upperBound, block.upperBound) } ?? block
                position = block.upperBound
                continue
            }
            // Blocks found from neighbouring offsets can overlap: a word is taken once, from the first block holding it.
            for segment in storage.wordSegments(inBlock: block, segmentation: area.segmentation)
            where segment.isWord && segment.range.upperBound > stretch.lowerBound
                && segment.range.lowerBound < max(stretch.upperBound, stretch.lowerBound + 1)
                && segment.range.lowerBound >= (checked?.upperBound ?? 0)
            {
                let word = segment.range
                checked =
                    checked.map { min($0.lowerBound, word.lowerBound)..<max($0.upperBound, word.upperBound) } ?? word
                if let excluding, touches(word, excluding) {
                    deferred.insert(word)
                    continue
                }
                if word.count > Self.longestCheckedWord || SpellingTokens.isInsideAddress(word, in: storage)
                    || (area.segmentation == nil && SpellingTokens.startsDictionaryRun(word, in: storage))
                {
                    continue
                }
                let text = storage.string(in: word)
                if checker.canCheck(text), !checker.isCorrect(text) { found.append(word) }
            }
            position = block.upperBound
        } while position < stretch.upperBound
        let span = checked ?? stretch
        let whole = min(span.lowerBound, stretch.lowerBound)..<max(span.upperBound, stretch.upperBound)
        // A word reaching past the stretch was checked whole: the next stretch starts after it.
        pending.subtract(whole)
        let before = misspelled.ranges(overlapping: whole)
        misspelled.subtract(whole)
        misspelled.insertSeparate(found)
        return SpellingPass(checkedRange: whole, misspelledRanges: found, changesMarks: before != found)
    }

    /// Whether `word` overlaps `range` or touches it (an empty range touches the words on both sides).
    private func touches(_ word: Range<Int>, _ range: Range<Int>) -> Bool {
        word.lowerBound <= range.upperBound && range.lowerBound <= word.upperBound
    }
}
