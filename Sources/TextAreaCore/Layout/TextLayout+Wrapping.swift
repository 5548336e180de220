// Wrapping a stretch of text a window of bytes at a time, for the layout's own lines or for a query that must not change them.
extension TextLayout {
    /// Wraps from `start` (a line start at a break opportunity) to the end of `storage` or until `emit` stops, fetching the text a window at a time.
    ///
    /// `emit` gets each line, the offset where it ends and whether the next line
    /// starts at an opportunity; `retract` drops the last lines emitted when a
    /// window ran out in the middle of a long word.
    func wrap(
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
                wrapper.wrap(
                    bytes, isEndOfText: isEndOfText,
                    runBreaks: runBreaks(storage: storage, windowStart: position, windowLength: bytes.count)
                ) { record, nextStartsAtOpportunity in
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
                window = max(window, initialWindow)
            }
        }
    }
}

extension TextLayout {
    /// The lines the provisional line `index` would wrap into, as far as a line reaching past `offset` (and at least `lineCount` lines), each with its start; the layout itself does not change.
    ///
    /// Far into a long provisional line, wrapping starts at a restart shortly
    /// before `offset`, as ``ensureWrapped(containing:storage:)`` would. The
    /// last line is cut at the provisional line's end. For queries about text
    /// no step has wrapped yet: what they answer is provisional, as the line is.
    func provisionalLines(
        ofLine index: Int, reaching offset: Int, lineCount: Int = 1,
        storage: TextStorage
    ) -> [(record: LineRecord, start: Int)] {
        let line = lines.line(at: index)
        let end = line.start + Int(line.record.length)
        var start = line.start
        if offset - start > Self.nearbyRestartDistance,
            let restart = Self.nearbyRestart(before: offset, after: start, storage: storage)
        {
            start = restart
        }
        var result: [(record: LineRecord, start: Int)] = []
        var nextStart = start
        _ = wrap(storage, from: start, window: Self.editWindow) { record, lineEnd, _ in
            var record = record
            if lineEnd > end {
                record = LineRecord(
                    length: end - nextStart, width: Double(record.width),
                    breakLength: min(Int(record.breakLength), end - nextStart),
                    startsAtOpportunity: record.startsAtOpportunity)
            }
            result.append((record, nextStart))
            nextStart = min(lineEnd, end)
            return nextStart < end && (nextStart <= offset || result.count < lineCount)
        } retract: { count in
            result.removeLast(count)
            nextStart = result.last.map { $0.start + Int($0.record.length) } ?? start
        }
        return result
    }
}
