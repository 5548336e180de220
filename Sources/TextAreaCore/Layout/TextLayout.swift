/// The visual lines of one text at one wrap width, kept up to date edit by edit.
///
/// After an edit, wrapping restarts at the line before the edit and stops as
/// soon as a new line boundary falls on an old one shifted by the edit's
/// length (both at break opportunities): from there on the old lines are
/// still right. A keystroke therefore re-wraps a few lines, whatever the size
/// of the document or of its paragraph.
///
/// # Invariants
/// - `lines` covers the text exactly: the lengths sum to the text's length.
/// - `lines` equals what a full re-wrap of the current text would give.
final class TextLayout {
    let measurer: any TextMeasurer
    let font: Font
    let wrapWidth: Double
    let metrics: FontMetrics
    private(set) var lines: LineIndex
    private let wrapper: LineWrapper

    /// Bytes fetched at a time when wrapping the whole text.
    static let bulkWindow = 65536
    /// Bytes fetched at a time when re-wrapping after an edit.
    static let editWindow = 1024

    /// Lays out `storage` in full.
    init(storage: TextStorage, measurer: any TextMeasurer, font: Font, wrapWidth: Double, tabInterval: Double? = nil) {
        self.measurer = measurer
        self.font = font
        self.wrapWidth = max(wrapWidth, 0)
        self.metrics = measurer.metrics(for: font)
        self.wrapper = LineWrapper(measurer: measurer, font: font, width: max(wrapWidth, 0), tabInterval: tabInterval)
        self.lines = LineIndex()
        var records: [LineRecord] = []
        records.reserveCapacity(storage.utf8Count / 40 + 1)
        _ = wrap(storage, from: 0, window: Self.bulkWindow) { record, _, _ in
            records.append(record)
            return true
        } retract: { count in
            records.removeLast(count)
        }
        lines = LineIndex(records)
    }

    /// The number of visual lines.
    var lineCount: Int { lines.count }

    /// The tab stop interval in use.
    var tabInterval: Double { wrapper.tabInterval }

    /// Updates the lines after `replaced` (a range of the text before the edit) became `insertedLength` bytes; `storage` holds the text after the edit.
    func update(storage: TextStorage, replaced: Range<Int>, insertedLength: Int) {
        let delta = insertedLength - replaced.count
        let editEnd = replaced.lowerBound + insertedLength
        var first = max(lines.lineIndex(containing: replaced.lowerBound).index - 1, 0)
        while first > 0 && !lines.line(at: first).record.startsAtOpportunity { first -= 1 }
        let restart = lines.line(at: first).start
        var newLines: [LineRecord] = []
        var convergedAt: Int? = nil
        _ = wrap(storage, from: restart, window: Self.editWindow) { record, end, nextStartsAtOpportunity in
            newLines.append(record)
            guard nextStartsAtOpportunity, end >= editEnd else { return true }
            let oldStart = end - delta
            let old = self.lines.lineIndex(containing: oldStart)
            if old.start == oldStart && self.lines.line(at: old.index).record.startsAtOpportunity {
                convergedAt = old.index
                return false
            }
            return true
        } retract: { count in
            newLines.removeLast(count)
        }
        lines.replaceLines(first..<(convergedAt ?? lines.count), with: newLines)
    }

    /// Wraps from `start` (a line start at a break opportunity) to the end of `storage` or until `emit` stops, fetching the text a window at a time.
    ///
    /// `emit` gets each line, the offset where it ends and whether the next line
    /// starts at an opportunity; `retract` drops the last lines emitted when a
    /// window ran out in the middle of a long word.
    private func wrap(
        _ storage: TextStorage, from start: Int, window initialWindow: Int,
        emit: (LineRecord, Int, Bool) -> Bool, retract: (Int) -> Void
    ) -> WrapOutcome {
        var position = start
        var window = initialWindow
        var emittedEnds: [Int] = []
        while true {
            let end = storage.scalarBoundary(atOrBefore: min(position + window, storage.utf8Count))
            let isEndOfText = end == storage.utf8Count
            var lineEnd = position
            let outcome = storage.withContiguousBytes(in: position..<end) { bytes in
                wrapper.wrap(bytes, isEndOfText: isEndOfText) { record, nextStartsAtOpportunity in
                    lineEnd += Int(record.length)
                    emittedEnds.append(lineEnd)
                    return emit(record, lineEnd, nextStartsAtOpportunity)
                }
            }
            guard case .needsMore(let resumeAt) = outcome else { return outcome }
            let resume = position + resumeAt
            var dropped = 0
            while let last = emittedEnds.last, last > resume {
                emittedEnds.removeLast()
                dropped += 1
            }
            if dropped > 0 { retract(dropped) }
            if resume == position {
                window *= 2
            } else {
                position = resume
                emittedEnds.removeAll(keepingCapacity: true)
            }
        }
    }
}
