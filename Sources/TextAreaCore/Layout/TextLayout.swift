/// The visual lines of one text at one wrap width, kept up to date edit by edit, laid out lazily where nobody looks yet.
///
/// After an edit, wrapping restarts at the line before the edit and stops as
/// soon as a new line boundary falls on an old one shifted by the edit's
/// length (both at break opportunities): from there on the old lines are
/// still right. In a long paragraph one keystroke can push words down many
/// lines; a pass stops after a budget of lines and leaves a *pending point*
/// where the rest of the cascade resumes, later or when a query reaches it.
/// A new layout starts as one provisional line with a pending point at 0, so
/// a 10 MB document shows its first screen without wrapping the rest.
///
/// # Invariants
/// - `lines` covers the text exactly: the lengths sum to the text's length.
/// - Every pending point is the start of a line (the provisional one) that
///   starts at a break opportunity; pending points are unique and ascending.
/// - From any line start at an opportunity that is not a pending point, the
///   lines up to the next pending point are the greedy wrap from that start.
///   Hence the lines before the first pending point are final (so that point
///   is a line start of a full re-wrap), with no pending points `lines`
///   equals a full re-wrap, and a re-wrap may stop on any old boundary that is
///   not a pending point. Lines after a provisional line may still change when
///   the cascade above them resolves, so a later pending point need not be a
///   line start of the full re-wrap.
final class TextLayout {
    let measurer: any TextMeasurer
    let font: Font
    let wrapWidth: Double
    let metrics: FontMetrics
    private(set) var lines: LineIndex
    /// Line starts from which the lines may differ from a full re-wrap, ascending.
    private(set) var pendingPoints: [Int] = []
    let wrapper: LineWrapper
    /// The dictionary that finds line-break opportunities inside SA runs; nil wraps at UAX #14 opportunities only.
    let segmentation: DictionarySegmentation?

    /// Bytes fetched at a time when wrapping without a line budget.
    static let bulkWindow = 65536
    /// Bytes fetched at a time when re-wrapping after an edit.
    static let editWindow = 4096

    /// Makes a layout of `storage`; `eager` wraps it all now, otherwise wrapping waits for queries and ``completePending(storage:lineBudget:)``.
    init(
        storage: TextStorage, measurer: any TextMeasurer, font: Font, wrapWidth: Double, tabInterval: Double? = nil,
        eager: Bool = true, segmentation: DictionarySegmentation? = nil
    ) {
        self.measurer = measurer
        self.segmentation = segmentation
        self.font = font
        self.wrapWidth = max(wrapWidth, 0)
        self.metrics = measurer.metrics(for: font)
        self.wrapper = LineWrapper(measurer: measurer, font: font, width: max(wrapWidth, 0), tabInterval: tabInterval)
        self.lines = LineIndex([
            LineRecord(length: storage.utf8Count, width: 0, breakLength: 0, startsAtOpportunity: true)
        ])
        self.pendingPoints = [0]
        if eager { completePending(storage: storage, lineBudget: nil) }
    }

    /// The number of visual lines; provisional while points are pending.
    var lineCount: Int { lines.count }

    /// Whether every line is final.
    var isComplete: Bool { pendingPoints.isEmpty }

    /// The tab stop interval in use.
    var tabInterval: Double { wrapper.tabInterval }

    /// Updates the lines after `replaced` (a range of the text before the edit) became `insertedLength` bytes; `storage` holds the text after the edit.
    func update(storage: TextStorage, replaced: Range<Int>, insertedLength: Int) {
        let delta = insertedLength - replaced.count
        let editEnd = replaced.lowerBound + insertedLength
        let edited = lines.lineIndex(containing: replaced.lowerBound)
        // Asked before the pending points move: a deletion ending at a pending point moves it
        // onto the start of the edited line, which is no provisional line for all that.
        let editedLineIsProvisional = isPending(edited.start)
        pendingPoints = pendingPoints.compactMap { point in
            if point <= replaced.lowerBound { return point }
            return point >= replaced.upperBound ? point + delta : nil
        }
        // Restart on the line before the one where the edited word begins: a long word broken over
        // lines can shrink enough to move back up whole, or split so its first piece fits above.
        // Past the first word of a line that starts at an opportunity (and past the start of the
        // SA run the edit changed, whose first word might move up too), nothing above can change.
        let editedRun = editedComplexContextRun(replaced.lowerBound..<editEnd, storage: storage)
        var first = edited.index
        while first > 0 && !lines.record(at: first).startsAtOpportunity { first -= 1 }
        let keepsLineAbove =
            first == edited.index && first > 0 && !editedLineIsProvisional
            && !isPending(lines.line(at: first - 1).start)
            && Self.editLeavesLineAboveAlone(lineStart: edited.start, editStart: editedRun.lowerBound, storage: storage)
        if !keepsLineAbove {
            first = max(first - 1, 0)
            while first > 0 && !lines.record(at: first).startsAtOpportunity { first -= 1 }
            if segmentation != nil { first = min(first, restartLine(beforeRunStartingAt: editedRun.lowerBound)) }
        }
        let editedRecord = lines.record(at: edited.index)
        if insertedLength > Self.largeEditLength {
            replaceWithProvisionalLine(fromLine: first, through: replaced.upperBound, delta: delta, storage: storage)
            return
        }
        if editedLineIsProvisional, replaced.upperBound <= edited.start + Int(editedRecord.length) {
            // The edit falls inside a provisional line: it only changes the line's length (a line left
            // empty goes). Then re-wrap from the line before, which the edit may change (words may move
            // back up, a mark may join the character before), at least past the provisional line's start;
            // what the budget leaves stays provisional.
            let length = Int(editedRecord.length) + delta
            if length == 0 && lines.count > 1 {
                lines.replaceLines(edited.index..<(edited.index + 1), with: [])
            } else {
                let adjusted = LineRecord(
                    length: length, width: 0,
                    breakLength: min(Int(editedRecord.breakLength), length),
                    startsAtOpportunity: true)
                lines.replaceLines(edited.index..<(edited.index + 1), with: [adjusted])
            }
            rewrap(
                storage, fromLine: first, mustReach: edited.start + 1, delta: 0, lineBudget: LayoutBudget.editLines,
                window: Self.editWindow)
            return
        }
        // Past the SA run the edit changed, the old lines of other runs still hold.
        rewrap(
            storage, fromLine: first, mustReach: max(editEnd, editedRun.upperBound), delta: delta,
            lineBudget: LayoutBudget.editLines, window: Self.editWindow, convergesInsideRuns: true)
    }

    /// Inserting more than this many bytes leaves the inserted text provisional beyond the first lines, instead of wrapping it all at once.
    static let largeEditLength = 65_536

    /// Replaces the lines from `first` through the one holding `oldEnd` (before the edit) with one provisional line, then wraps its first lines.
    ///
    /// A large paste is shown at once; the rest of it is wrapped as queries
    /// reach it or in idle passes.
    private func replaceWithProvisionalLine(fromLine first: Int, through oldEnd: Int, delta: Int, storage: TextStorage)
    {
        let last = lines.lineIndex(containing: min(oldEnd, lines.byteCount)).index
        let restart = lines.line(at: first).start
        let lastLine = lines.line(at: last)
        let end = lastLine.start + Int(lastLine.record.length) + delta
        let merged = LineRecord(
            length: end - restart, width: 0,
            breakLength: min(Int(lastLine.record.breakLength), end - restart), startsAtOpportunity: true)
        lines.replaceLines(first..<(last + 1), with: [merged])
        pendingPoints.removeAll { $0 >= restart && $0 < end }
        pendingPoints.insert(restart, at: pendingPoints.firstIndex { $0 > restart } ?? pendingPoints.count)
        resolve(restart, storage: storage, lineBudget: LayoutBudget.editLines)
    }

    /// Resolves pending points, first to last, until none is left or about `lineBudget` lines were wrapped; returns whether any remain.
    @discardableResult
    func completePending(storage: TextStorage, lineBudget: Int?) -> Bool {
        var remaining = lineBudget
        while let point = pendingPoints.first {
            if let left = remaining, left <= 0 { break }
            let wrapped = resolve(
                point, storage: storage,
                lineBudget: min(remaining ?? LayoutBudget.completeLines, LayoutBudget.completeLines))
            remaining = remaining.map { $0 - wrapped }
        }
        return !pendingPoints.isEmpty
    }

    /// Wraps until the line holding `offset` is not provisional (does not start at a pending point).
    ///
    /// Lines above may still change count when earlier cascades resolve, so
    /// line numbers stay provisional; the line's content is a proper wrap.
    ///
    /// Far into a long provisional line (after a load or a large paste), wrapping
    /// starts near `offset` rather than at the line's start: the line is split
    /// at a paragraph start or after a space shortly before `offset`, both
    /// halves stay provisional, and only the second is wrapped. Lines wrapped
    /// from such a start are a proper wrap of the text after it; when the
    /// pending point before them is resolved, its re-wrap converges with them.
    func ensureWrapped(containing offset: Int, storage: TextStorage) {
        while !pendingPoints.isEmpty {
            let found = lines.lineIndex(containing: offset)
            guard isPending(found.start) else { return }
            if offset - found.start > Self.nearbyRestartDistance,
                let restart = Self.nearbyRestart(before: offset, after: found.start, storage: storage)
            {
                split(provisionalLine: found.index, start: found.start, at: restart, storage: storage)
                continue
            }
            resolve(found.start, storage: storage, lineBudget: LayoutBudget.queryLines)
        }
    }

    /// Wraps the end of the provisional line `index` from one restart about `linesWanted` lines before its end, on through `offset`.
    ///
    /// The lines after the provisional line (wrapped from some nearby start)
    /// may not fall into step with the new ones; they are re-wrapped as one
    /// run through `offset`, so what a screen shows is one consistent wrap.
    func wrapEnd(ofProvisionalLine index: Int, linesWanted: Int, through offset: Int, storage: TextStorage) {
        let line = lines.line(at: index)
        let start = line.start
        let end = start + Int(line.record.length)
        // Estimate bytes per line from the wrapped lines that follow.
        var sampled = 0
        var sampleCount = 0
        if index + 1 < lines.count {
            lines.forEachLine(from: index + 1) { record, _, _ in
                sampled += Int(record.length)
                sampleCount += 1
                return sampleCount < 32
            }
        }
        let bytesPerLine = sampleCount > 0 ? max(sampled / sampleCount, 8) : 64
        let target = end - max(linesWanted, 1) * bytesPerLine * 2
        var firstLine = index
        if target > start + 1, let restart = Self.restart(atOrBefore: target, after: start, storage: storage) {
            split(provisionalLine: index, start: start, at: restart, storage: storage)
            firstLine = index + 1
        }
        let restartOffset = lines.line(at: firstLine).start
        rewrap(
            storage, fromLine: firstLine, mustReach: max(offset, restartOffset + 1), delta: 0,
            lineBudget: LayoutBudget.editLines, window: Self.editWindow)
    }

    /// Splits the provisional line `index` (starting at `start`) in two at `point`, which becomes a pending point too.
    private func split(provisionalLine index: Int, start: Int, at point: Int, storage: TextStorage) {
        let record = lines.record(at: index)
        let end = start + Int(record.length)
        let firstLength = point - start
        let tailStart = max(start, point - 3)
        let separator = storage.withContiguousBytes(in: tailStart..<point) { bytes in
            LineWrapper.breakLength(endingAt: bytes.count, in: bytes, from: 0)
        }
        let head = LineRecord(length: firstLength, width: 0, breakLength: separator, startsAtOpportunity: true)
        let tail = LineRecord(
            length: end - point, width: 0, breakLength: min(Int(record.breakLength), end - point),
            startsAtOpportunity: true)
        lines.replaceLines(index..<(index + 1), with: [head, tail])
        pendingPoints.insert(point, at: pendingPoints.firstIndex { $0 > point } ?? pendingPoints.count)
    }

    /// Wraps until none of the lines `range` is provisional.
    func ensureWrapped(lines range: ClosedRange<Int>, storage: TextStorage) {
        // Lines past the end of what is wrapped so far come out of the last line, when it is provisional.
        while range.upperBound >= lines.count, let last = pendingPoints.last, last == lastLineStart {
            resolve(last, storage: storage, lineBudget: LayoutBudget.lines(beyond: range.upperBound - lines.count))
        }
        var index = 0
        while index < pendingPoints.count {
            let point = pendingPoints[index]
            let line = lines.lineIndex(containing: point).index
            if line > range.upperBound { return }
            if line >= range.lowerBound {
                resolve(point, storage: storage, lineBudget: LayoutBudget.lines(beyond: range.upperBound - line))
                index = 0
            } else {
                index += 1
            }
        }
    }

    /// Re-wraps from the pending point `point`; returns the number of lines wrapped.
    @discardableResult
    func resolve(_ point: Int, storage: TextStorage, lineBudget: Int?) -> Int {
        let first = lines.lineIndex(containing: point).index
        return rewrap(
            storage, fromLine: first, mustReach: point + 1, delta: 0, lineBudget: lineBudget,
            window: lineBudget == nil ? Self.bulkWindow : Self.editWindow)
    }

    /// Re-wraps from line `first` until a new boundary at or past `mustReach` meets an old one, the budget runs out, or the text ends; returns the number of lines wrapped.
    ///
    /// `lines` is still in the coordinates from before an edit of `delta` bytes;
    /// `pendingPoints` and `storage` are already after it.
    ///
    /// With a segmenter, a boundary inside an SA run is no place to converge,
    /// since old lines inside a run that an earlier edit changed may be stale
    /// there, after a pending point; `convergesInsideRuns` (an edit's re-wrap
    /// that reaches past the run it changed) allows it before the first
    /// pending point.
    @discardableResult
    private func rewrap(
        _ storage: TextStorage, fromLine first: Int, mustReach: Int, delta: Int, lineBudget: Int?, window: Int,
        convergesInsideRuns: Bool = false
    ) -> Int {
        let restart = lines.line(at: first).start
        let convergesInsideRunsBefore = convergesInsideRuns ? pendingPoints.first { $0 > restart } ?? Int.max : 0
        var newLines: [LineRecord] = []
        var convergedAt: Int? = nil
        var stoppedAt: Int? = nil
        // Old lines are walked alongside the new ones, so each convergence check is O(1).
        var oldLine = lines.cursor(at: first)
        _ = wrap(storage, from: restart, window: window) { record, end, nextStartsAtOpportunity in
            newLines.append(record)
            guard nextStartsAtOpportunity, end >= mustReach, end < storage.utf8Count else { return true }
            let oldStart = end - delta
            while oldLine.start < oldStart, self.lines.record(at: oldLine) != nil { self.lines.advance(&oldLine) }
            if oldLine.start == oldStart, let old = self.lines.record(at: oldLine), old.startsAtOpportunity,
                !self.isPending(end),
                end < convergesInsideRunsBefore || !self.mayDependOnEarlierText(lineStart: end, storage: storage)
            {
                convergedAt = oldLine.index
                return false
            }
            if let lineBudget, newLines.count >= lineBudget {
                stoppedAt = end
                return false
            }
            return true
        } retract: { count in
            newLines.removeLast(count)
        }
        let wrappedCount = newLines.count
        let reached: Int
        if let convergedAt {
            reached = oldLine.start + delta
            lines.replaceLines(first..<convergedAt, with: newLines)
        } else if let stoppedAt {
            // Cut the old line that straddles the stop: its tail becomes one provisional line.
            reached = stoppedAt
            var replacedEnd = oldLine.index
            if oldLine.start > stoppedAt - delta || lines.record(at: oldLine) == nil {
                let tailEnd = lines.record(at: oldLine) == nil ? storage.utf8Count : oldLine.start + delta
                let straddling = lines.record(at: max(oldLine.index - 1, first))
                let breakLength = Int(straddling.breakLength)
                newLines.append(
                    LineRecord(
                        length: tailEnd - stoppedAt, width: 0,
                        breakLength: min(breakLength, tailEnd - stoppedAt),
                        startsAtOpportunity: true))
            } else if var kept = lines.record(at: oldLine), !kept.startsAtOpportunity {
                // The old line starting at the stop stays as the provisional line; in the new
                // text its start is a break opportunity, where wrapping will resume.
                kept.startsAtOpportunity = true
                newLines.append(kept)
                replacedEnd += 1
            }
            lines.replaceLines(first..<replacedEnd, with: newLines)
        } else {
            reached = storage.utf8Count + 1
            lines.replaceLines(first..<lines.count, with: newLines)
        }
        pendingPoints.removeAll { $0 >= restart && $0 < reached }
        if let stoppedAt, !isPending(stoppedAt) {
            let position = pendingPoints.firstIndex { $0 > stoppedAt } ?? pendingPoints.count
            pendingPoints.insert(stoppedAt, at: position)
        }
        return wrappedCount
    }
}
