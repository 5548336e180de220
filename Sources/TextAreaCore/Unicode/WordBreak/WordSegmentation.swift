/// Word segmentation of a stretch of text: UAX #29, with dictionary runs split by a segmenter and no boundary inside a grapheme cluster.
enum WordSegmentation {
    /// The segments of `text`, a stretch whose ends the rules may treat as start and end of text (see ``isSafeRestart(previous:current:)``).
    ///
    /// With `keepingClustersWhole` false, the boundaries that would split a
    /// grapheme cluster stay, as UAX #29 gives them.
    static func segments(
        of text: UnsafeBufferPointer<UInt8>, segmentation: DictionarySegmentation?, keepingClustersWhole: Bool = true
    ) -> [WordSegment] {
        guard let base = text.baseAddress, !text.isEmpty else { return [] }
        var boundaries = [0]
        var iterator = WordBreakIterator(utf8: text)
        while let boundary = iterator.next() {
            boundaries.append(boundary)
        }
        let isASCII = !text.contains { $0 >= 0x80 }
        if !isASCII {
            if let segmentation {
                boundaries = refine(boundaries, in: text, segmentation: segmentation)
            }
            if keepingClustersWhole { boundaries = clusterBoundaries(of: boundaries, in: text) }
        }
        var segments: [WordSegment] = []
        segments.reserveCapacity(boundaries.count - 1)
        for index in 1..<boundaries.count {
            let range = boundaries[index - 1]..<boundaries[index]
            segments.append(WordSegment(range: range, isWord: holdsWordCharacter(range, in: base)))
        }
        return segments
    }

    /// Whether a place between two scalars is one where the word rules can start afresh: a boundary whose rules look at nothing before it, outside any dictionary run.
    ///
    /// After a newline, or after a scalar of Word_Break Other or WSegSpace
    /// (which no rule joins to what follows and which is no joiner), before a
    /// scalar WB4 does not attach, and not between two WSegSpace (WB3d) or two
    /// scalars of the same dictionary run. No rule that looks back from later
    /// scalars (WB7, WB7c, WB11, WB15/16) can see past such a place, and no
    /// rule that looks ahead (WB6, WB7b, WB12) can see across it.
    static func isSafeRestart(previous: WordBreakPropertyCode, current: WordBreakPropertyCode) -> Bool {
        let before = previous.property
        let after = current.property
        if before.isNewline { return !(before == .carriageReturn && after == .lineFeed) }
        guard before == .other || before == .wSegSpace else { return false }
        if after.isIgnored || (before == .wSegSpace && after == .wSegSpace) { return false }
        if let kind = previous.dictionaryRunKind, kind == current.dictionaryRunKind { return false }
        return true
    }

    /// Replaces the boundaries inside each dictionary run by the segmenter's, where UAX #29 has a boundary too.
    private static func refine(
        _ boundaries: [Int], in text: UnsafeBufferPointer<UInt8>, segmentation: DictionarySegmentation
    ) -> [Int] {
        let runs = dictionaryRuns(in: text)
        guard !runs.isEmpty else { return boundaries }
        var result: [Int] = []
        result.reserveCapacity(boundaries.count)
        var runIndex = 0
        var index = 0
        while index < boundaries.count {
            let boundary = boundaries[index]
            while runIndex < runs.count && runs[runIndex].range.upperBound <= boundary { runIndex += 1 }
            guard runIndex < runs.count, runs[runIndex].range.lowerBound < boundary else {
                result.append(boundary)
                index += 1
                continue
            }
            // The boundaries strictly inside this run: keep those the segmenter reports too.
            let run = runs[runIndex]
            var inside: Set<Int> = []
            while index < boundaries.count && boundaries[index] < run.range.upperBound {
                inside.insert(boundaries[index])
                index += 1
            }
            let answered = segmentation.wordBoundaries(
                inRun: UnsafeBufferPointer(rebasing: text[run.range]),
                kind: run.kind)
            for offset in answered where inside.contains(run.range.lowerBound + offset) {
                result.append(run.range.lowerBound + offset)
            }
            runIndex += 1
        }
        return result
    }

    /// The maximal runs of scalars of one dictionary kind, each with the scalars WB4 attaches to its last one.
    static func dictionaryRuns(in text: UnsafeBufferPointer<UInt8>) -> [(range: Range<Int>, kind: DictionaryRunKind)] {
        guard let base = text.baseAddress else { return [] }
        var runs: [(range: Range<Int>, kind: DictionaryRunKind)] = []
        var open: (start: Int, kind: DictionaryRunKind)? = nil
        var position = 0
        while position < text.count {
            if base[position] < 0x80 {
                if let run = open {
                    runs.append((run.start..<position, run.kind))
                    open = nil
                }
                position += 1
                continue
            }
            let (code, length) = WordBreakIterator.propertyCode(in: base, at: position, end: text.count)
            if let kind = code.dictionaryRunKind {
                if let run = open, run.kind != kind {
                    runs.append((run.start..<position, run.kind))
                    open = nil
                }
                if open == nil { open = (position, kind) }
            } else if !code.property.isIgnored, let run = open {
                runs.append((run.start..<position, run.kind))
                open = nil
            }
            position += length
        }
        if let run = open { runs.append((run.start..<text.count, run.kind)) }
        return runs
    }

    /// The boundaries that are also grapheme-cluster boundaries (UAX #29 word boundaries can fall before a spacing vowel such as Thai SARA AM, or a prepended mark).
    private static func clusterBoundaries(of boundaries: [Int], in text: UnsafeBufferPointer<UInt8>) -> [Int] {
        clusterStarts(among: boundaries, in: text) + [text.count]
    }

    /// The offsets of `offsets` that start a grapheme cluster of `text`, sorted.
    private static func clusterStarts(among offsets: [Int], in text: UnsafeBufferPointer<UInt8>) -> [Int] {
        guard !offsets.isEmpty else { return [] }
        let sorted = offsets.sorted()
        var result: [Int] = []
        var index = 0
        var clusterStart = 0
        for character in String(decoding: text, as: UTF8.self) {
            while index < sorted.count && sorted[index] < clusterStart { index += 1 }
            if index < sorted.count && sorted[index] == clusterStart {
                result.append(clusterStart)
                index += 1
            }
            clusterStart += character.utf8.count
        }
        return result
    }

    /// Whether `range` holds a letter, a digit, kana, an ideograph or a scalar of a dictionary script.
    private static func holdsWordCharacter(_ range: Range<Int>, in base: UnsafePointer<UInt8>) -> Bool {
        var position = range.lowerBound
        while position < range.upperBound {
            let (code, length) = WordBreakIterator.propertyCode(in: base, at: position, end: range.upperBound)
            switch code.property {
            case .aLetter, .hebrewLetter, .numeric, .katakana: return true
            default: if code.dictionaryRunKind != nil { return true }
            }
            position += length
        }
        return false
    }
}
