/// How a call to ``LineWrapper/wrap(_:isEndOfText:emit:)`` ended.
enum WrapOutcome: Equatable {
    /// Every line, the last one included, was emitted.
    case finished
    /// `emit` asked to stop.
    case stopped
    /// The buffer ran out before the next line was certain: lines ending after `resumeAt` must be dropped, and wrapping resumes there with more text.
    case needsMore(resumeAt: Int)
}

/// Greedy line filling at UAX #14 break opportunities, with hanging spaces, tab stops and emergency breaks between grapheme clusters.
///
/// The wrapper keeps scratch buffers between calls, so one wrapper serves a
/// layout for its whole life.
///
/// # Invariants
/// - Wrapping starts at a line start that is a break opportunity (or the start
///   of text), where the break iterator may restart.
/// - A line holds at least one grapheme cluster, however narrow the width.
/// - Spaces and tabs at the end of a line hang: they count neither toward the
///   line's width nor toward the decision to wrap.
final class LineWrapper {
    let measurer: any TextMeasurer
    let font: Font
    let maximumWidth: Double
    let tabInterval: Double
    /// The width of one hanging space.
    let spaceWidth: Double

    /// Scratch space for one batch of segments, allocated once: the hot loop writes through pointers, with no reference counting or exclusivity checks.
    private let segments: UnsafeMutablePointer<Segment>
    private let runs: UnsafeMutablePointer<Range<Int>>
    private let widths: UnsafeMutablePointer<Double>

    /// Segments measured in the first request of a call; later requests measure about what the open line has room
    /// for while the call wraps its first two lines (see ``nextBatchLimit(after:penX:measuredCount:measuredAdvance:)``),
    /// then as many as requests doubling from the first would (up to ``largestBatch``), so a long re-wrap makes as
    /// few requests as before.
    ///
    /// Re-wrapping after a keystroke usually needs a few lines only, so it starts small.
    static let firstBatch = 16
    /// The most segments measured in one request.
    static let largestBatch = 128
    /// Slack for floating-point sums when deciding whether a segment fits.
    static let tolerance = 1e-6

    /// Creates a wrapper for lines at most `width` wide; `tabInterval` nil puts tab stops every 8 spaces.
    init(measurer: any TextMeasurer, font: Font, width: Double, tabInterval: Double? = nil) {
        self.measurer = measurer
        self.font = font
        self.maximumWidth = width.isNaN ? 0 : width
        let space = measurer.width(of: " ", font: font)
        self.spaceWidth = space
        let interval = tabInterval ?? space * 8
        self.tabInterval = interval > 0 ? interval : 1
        segments = .allocate(capacity: Self.largestBatch)
        runs = .allocate(capacity: Self.largestBatch)
        widths = .allocate(capacity: Self.largestBatch)
        runs.initialize(repeating: 0..<0, count: Self.largestBatch)
        widths.initialize(repeating: 0, count: Self.largestBatch)
    }

    deinit {
        segments.deallocate()
        runs.deallocate()
        widths.deallocate()
    }

    /// The text between two consecutive break opportunities.
    private struct Segment {
        /// Where the segment starts.
        var start: Int
        /// Where its visible part ends, before hanging spaces and break characters.
        var visibleEnd: Int
        /// Where it ends: the break opportunity.
        var end: Int
        /// The length of the mandatory break at its end, 0 if none.
        var breakLength: Int
    }

    /// The state of the line being filled.
    private struct OpenLine {
        var start = 0
        var startsAtOpportunity = true
        var hasContent = false
        var penX = 0.0
        var visibleWidth = 0.0
        /// Where wrapping can restart if the buffer runs out: the start of this line, or of the long word it continues.
        var resumePoint = 0
    }

    /// Wraps `text`, which must begin at a break opportunity, calling `emit` with each line and whether the next line starts at an opportunity.
    ///
    /// `runBreaks` adds a dictionary's opportunities inside SA runs (see ``SegmentedLineBreakIterator``).
    func wrap(
        _ text: UnsafeBufferPointer<UInt8>,
        isEndOfText: Bool,
        runBreaks: SegmentedLineBreakIterator.RunBreaks? = nil,
        emit: (LineRecord, Bool) -> Bool
    ) -> WrapOutcome {
        // Without a dictionary, UAX #14's iterator alone: text that needs none pays nothing for it.
        if let runBreaks {
            let iterator = SegmentedLineBreakIterator(utf8: text, isEndOfText: isEndOfText, runBreaks: runBreaks)
            return wrap(text, isEndOfText: isEndOfText, opportunities: iterator, emit: emit)
        }
        return wrap(
            text, isEndOfText: isEndOfText,
            opportunities: LineBreakIterator(utf8: text, isEndOfText: isEndOfText), emit: emit)
    }

    /// ``wrap(_:isEndOfText:runBreaks:emit:)`` with its opportunities from `iterator`.
    private func wrap<Opportunities: LineBreakOpportunitySource>(
        _ text: UnsafeBufferPointer<UInt8>, isEndOfText: Bool, opportunities iterator: Opportunities,
        emit: (LineRecord, Bool) -> Bool
    ) -> WrapOutcome {
        var iterator = iterator
        var line = OpenLine()
        var segmentStart = 0
        var exhausted = false
        var batchLimit = Self.firstBatch
        // The size requests have when they double from the first, which they do again past two lines.
        var doublingLimit = Self.firstBatch
        var measuredCount = 0
        var measuredAdvance = 0.0
        // How many lines were ended so far (at least; a word broken over lines counts once).
        var endedLineCount = 0
        while !exhausted {
            let count = collectSegments(
                limit: batchLimit, from: &iterator, text: text,
                segmentStart: &segmentStart, exhausted: &exhausted)
            if count == 0 { break }
            measurer.measure(
                runs: UnsafeBufferPointer(start: runs, count: count), in: text, font: font,
                into: UnsafeMutableBufferPointer(start: widths, count: count))
            if endedLineCount >= 2 {
                // Past the first two lines the call wraps many: requests of doubling size, for the fewest. A loop of
                // its own: the bookkeeping below, even skipped by a test per segment, slowed bulk wrapping by 3 %.
                for index in 0..<count {
                    if !place(segments[index], width: widths[index], text: text, line: &line, emit: emit) {
                        return .stopped
                    }
                }
                doublingLimit = min(doublingLimit * 2, Self.largestBatch)
                batchLimit = doublingLimit
                continue
            }
            for index in 0..<count {
                let lineStart = line.start
                if !place(segments[index], width: widths[index], text: text, line: &line, emit: emit) {
                    return .stopped
                }
                if line.start != lineStart { endedLineCount += 1 }
                let segment = segments[index]
                measuredAdvance += widths[index] + Double(segment.end - segment.visibleEnd) * spaceWidth
            }
            measuredCount += count
            doublingLimit = min(doublingLimit * 2, Self.largestBatch)
            batchLimit =
                endedLineCount >= 2
                ? doublingLimit
                : nextBatchLimit(
                    after: batchLimit, penX: line.penX, measuredCount: measuredCount, measuredAdvance: measuredAdvance)
        }
        if !isEndOfText { return .needsMore(resumeAt: line.resumePoint) }
        let last = LineRecord(
            length: text.count - line.start, width: line.visibleWidth, breakLength: 0,
            startsAtOpportunity: line.startsAtOpportunity)
        return emit(last, false) ? .finished : .stopped
    }

    /// Collects up to `limit` segments from the iterator, with the runs to measure; returns how many.
    private func collectSegments<Opportunities: LineBreakOpportunitySource>(
        limit: Int, from iterator: inout Opportunities, text: UnsafeBufferPointer<UInt8>,
        segmentStart: inout Int, exhausted: inout Bool
    ) -> Int {
        var count = 0
        while count < limit {
            guard let (opportunity, fromDictionary) = iterator.nextOpportunity() else {
                exhausted = true
                return count
            }
            let end = opportunity.offset
            if !opportunity.isMandatory && !fromDictionary && Self.mayContinueCluster(at: end, in: text)
                && Self.isInsideCluster(end, in: text)
            {
                continue
            }
            var visibleEnd = end
            var breakLength = 0
            if opportunity.isMandatory {
                breakLength = Self.breakLength(endingAt: end, in: text, from: segmentStart)
                visibleEnd -= breakLength
            }
            while visibleEnd > segmentStart && (text[visibleEnd - 1] == 0x20 || text[visibleEnd - 1] == 0x09) {
                visibleEnd -= 1
            }
            segments[count] = Segment(start: segmentStart, visibleEnd: visibleEnd, end: end, breakLength: breakLength)
            runs[count] = segmentStart..<visibleEnd
            count += 1
            segmentStart = end
        }
        return count
    }

    /// Places one segment on the open line, wrapping or breaking it as needed; returns false if `emit` asked to stop.
    private func place(
        _ segment: Segment, width visibleWidth: Double, text: UnsafeBufferPointer<UInt8>, line: inout OpenLine,
        emit: (LineRecord, Bool) -> Bool
    ) -> Bool {
        let start = segment.start
        let visibleEnd = segment.visibleEnd
        let end = segment.end
        let breakLength = segment.breakLength
        if line.hasContent && visibleEnd > start && line.penX + visibleWidth > maximumWidth + Self.tolerance {
            let record = LineRecord(
                length: start - line.start, width: line.visibleWidth, breakLength: 0,
                startsAtOpportunity: line.startsAtOpportunity)
            if !emit(record, true) { return false }
            line = OpenLine(start: start, resumePoint: start)
        }
        if !line.hasContent && visibleWidth > maximumWidth + Self.tolerance {
            if !breakLongWord(start..<visibleEnd, text: text, line: &line, emit: emit) { return false }
        } else if visibleEnd > start {
            line.penX += visibleWidth
            line.visibleWidth = line.penX
        }
        line.hasContent = true
        line.penX = advance(over: visibleEnd..<(end - breakLength), in: text, from: line.penX)
        if breakLength > 0 {
            let record = LineRecord(
                length: end - line.start, width: line.visibleWidth,
                breakLength: breakLength,
                startsAtOpportunity: line.startsAtOpportunity)
            if !emit(record, true) { return false }
            line = OpenLine(start: end, resumePoint: end)
        }
        return true
    }

    /// Breaks a word wider than a line between grapheme clusters; the last piece stays open for what follows.
    private func breakLongWord(
        _ word: Range<Int>, text: UnsafeBufferPointer<UInt8>, line: inout OpenLine,
        emit: (LineRecord, Bool) -> Bool
    ) -> Bool {
        let clusters = Self.clusterRanges(of: word, in: text)
        var clusterWidths = [Double](repeating: 0, count: clusters.count)
        clusters.withUnsafeBufferPointer { runBuffer in
            clusterWidths.withUnsafeMutableBufferPointer { widthBuffer in
                measurer.clusterAdvances(of: word, clusters: runBuffer, in: text, font: font, into: widthBuffer)
            }
        }
        line.resumePoint = line.startsAtOpportunity ? line.start : line.resumePoint
        var pieceWidth = 0.0
        var clustersInPiece = 0
        var lastCluster = (start: 0, width: 0.0)
        for (cluster, width) in zip(clusters, clusterWidths) {
            if clustersInPiece > 0 && pieceWidth + width > maximumWidth + Self.tolerance {
                let carried = carriedCluster(
                    before: cluster.lowerBound, width: width, last: lastCluster,
                    clustersInPiece: clustersInPiece, text: text)
                let breakAt = carried?.start ?? cluster.lowerBound
                let record = LineRecord(
                    length: breakAt - line.start, width: pieceWidth - (carried?.width ?? 0),
                    breakLength: 0, startsAtOpportunity: line.startsAtOpportunity)
                if !emit(record, false) { return false }
                line.start = breakAt
                line.startsAtOpportunity = false
                pieceWidth = carried?.width ?? 0
                clustersInPiece = carried == nil ? 0 : 1
            }
            lastCluster = (cluster.lowerBound, width)
            pieceWidth += width
            clustersInPiece += 1
        }
        line.penX = pieceWidth
        line.visibleWidth = pieceWidth
        return true
    }

    /// The pen position after the hanging spaces and tabs in `range`, starting from `x`.
    private func advance(over range: Range<Int>, in text: UnsafeBufferPointer<UInt8>, from x: Double) -> Double {
        var pen = x
        for position in range {
            if text[position] == 0x09 {
                pen = Self.tabStop(after: pen, interval: tabInterval)
            } else {
                pen += spaceWidth
            }
        }
        return pen
    }

    /// Whether the scalar at `offset` may continue a cluster, judged from its bytes alone for the common scripts.
    ///
    /// Not below U+0300 (lead bytes below 0xCC), nor in U+4000–U+9FFF or
    /// U+B000–U+CFFF (ideographs, Hangul syllables; lead bytes E4–E9, EB–EC),
    /// nor in U+3000–U+3FFF (kana, CJK punctuation) but for U+302A–302F and U+3099–309A.
    @inline(__always)
    static func mayContinueCluster(at offset: Int, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard offset < text.count else { return false }
        let lead = text[offset]
        if lead < 0xCC || (0xE4...0xE9).contains(lead) || (0xEB...0xEC).contains(lead) { return false }
        if lead == 0xE3 {
            let second = text[offset + 1]
            let third = text[offset + 2]
            return (second == 0x80 && (0xAA...0xAF).contains(third))
                || (second == 0x82 && (0x99...0x9A).contains(third))
        }
        return true
    }

    /// Whether `offset` falls inside a grapheme cluster, where UAX #14 may allow a break (a skin tone after a non-emoji, a mark after a space) but a line must not start.
    static func isInsideCluster(_ offset: Int, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard offset > 0 && mayContinueCluster(at: offset, in: text) else { return false }
        let scalar = UTF8Decoding.decode(text, at: offset).0
        func scalarStart(before position: Int) -> Int {
            var previous = position - 1
            while previous > 0 && UTF8Decoding.isContinuation(text[previous]) { previous -= 1 }
            return previous
        }
        if (0x1F1E6...0x1F1FF).contains(scalar.value) {
            // Flags pair regional indicators from the start of their run, and a mark or control ends a run for
            // clusters though not for line breaks: an odd number of indicators right before means mid-flag.
            var count = 0
            var position = offset
            while position > 0 {
                position = scalarStart(before: position)
                guard (0x1F1E6...0x1F1FF).contains(UTF8Decoding.decode(text, at: position).0.value) else { break }
                count += 1
            }
            return count % 2 == 1
        }
        guard scalar.continuesGraphemeCluster else { return false }
        // Marks, joiners and jamo join by pairs: the scalar before decides.
        var pair = String.UnicodeScalarView()
        pair.append(UTF8Decoding.decode(text, at: scalarStart(before: offset)).0)
        pair.append(scalar)
        return String(pair).count == 1
    }

    /// The first tab stop after `x`: the next multiple of `interval`, past a stop `x` is already on however it was rounded.
    static func tabStop(after x: Double, interval: Double) -> Double {
        let stop = ((x / interval).rounded(.down) + 1) * interval
        // (3 × interval) / interval can round to just under 3, which would leave a second tab where the first ended.
        return stop - x < interval * 1e-9 ? stop + interval : stop
    }

    /// The byte ranges of the grapheme clusters in `range`.
    static func clusterRanges(of range: Range<Int>, in text: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        // ASCII without a CR LF pair: every byte is a cluster.
        var isPlainASCII = true
        for position in range
        where text[position] >= 0x80 || (text[position] == 0x0D && position + 1 < range.upperBound) {
            isPlainASCII = false
            break
        }
        if isPlainASCII { return range.map { $0..<($0 + 1) } }
        if let simple = simpleClusterRanges(of: range, in: text) { return simple }
        let word = String(decoding: UnsafeBufferPointer(rebasing: text[range]), as: UTF8.self)
        var result: [Range<Int>] = []
        var offset = range.lowerBound
        for character in word {
            let length = character.utf8.count
            result.append(offset..<(offset + length))
            offset += length
        }
        return result
    }

    /// The length of the mandatory break characters ending at `end` (CR LF, LF, CR, NEL, LS, PS, VT, FF).
    static func breakLength(endingAt end: Int, in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard end > start else { return 0 }
        let last = text[end - 1]
        switch last {
        case 0x0A:
            return end - 2 >= start && text[end - 2] == 0x0D ? 2 : 1
        case 0x0D, 0x0B, 0x0C:
            return 1
        case 0x85:
            return end - 2 >= start && text[end - 2] == 0xC2 ? 2 : 0
        case 0xA8, 0xA9:
            return end - 3 >= start && text[end - 3] == 0xE2 && text[end - 2] == 0x80 ? 3 : 0
        default:
            return 0
        }
    }
}
