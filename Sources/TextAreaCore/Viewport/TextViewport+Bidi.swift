// Right-to-left and mixed text: each paragraph's direction, and the visual order of each line that is not simply left to right.
extension TextViewport {
    /// Whether every paragraph runs left to right with nothing in it that runs right to left: then no line needs a geometry of its own, and nothing is resolved.
    ///
    /// Kept by each step (see ``keepAllLeftToRight()``) until the text or a direction setting changes; worked out
    /// afresh, without keeping it, when asked before a step.
    var isAllLeftToRight: Bool { knownAllLeftToRight ?? computeAllLeftToRight() }

    /// Keeps ``isAllLeftToRight`` for the queries after a step, which ask it for every line.
    func keepAllLeftToRight() {
        if knownAllLeftToRight == nil { knownAllLeftToRight = computeAllLeftToRight() }
    }

    /// Works out ``isAllLeftToRight`` from the settings and the storage's count.
    private func computeAllLeftToRight() -> Bool {
        switch area.baseWritingDirection {
        case .rightToLeft: return false
        case .leftToRight: return !area.layoutStorage.containsRightToLeft
        case .natural: return !area.layoutStorage.containsRightToLeft && area.defaultWritingDirection == .leftToRight
        }
    }

    /// The bidirectional layout of the paragraph holding `offset`: the kept one, else found afresh, and kept only when
    /// `keeping` (a step asks so; a query never does).
    func paragraphDirection(containing offset: Int, keeping: Bool = false) -> ParagraphDirectionCache.Entry {
        // The text's length is the layout's (a secure area's stand-in has as many bytes); the storage is not copied
        // when the paragraph is kept, as it is for every line of every frame.
        let offset = min(max(offset, 0), area.utf8Count)
        if let kept = paragraphDirections.entry(containing: offset) { return kept }
        let storage = area.layoutStorage
        let range = storage.paragraphStart(containing: offset)..<storage.paragraphEnd(containing: offset)
        var direction = BidiDirection.leftToRight
        var isInherited = false
        switch area.baseWritingDirection {
        case .leftToRight: direction = .leftToRight
        case .rightToLeft: direction = .rightToLeft
        case .natural:
            if let firstStrong = storage.firstStrongDirection(ofParagraphAt: range.lowerBound) {
                direction = firstStrong
            } else {
                direction = inheritedDirection(before: range.lowerBound, keeping: keeping)
                isInherited = true
            }
        }
        // The levels wait until a line of the paragraph needs them (see `resolvedLevels(of:)`); a
        // right-to-left paragraph needs them in any case, a left-to-right one only with right-to-left text.
        let entry = ParagraphDirectionCache.Entry(
            range: range, direction: direction, isInherited: isInherited,
            needsLevels: direction == .rightToLeft || storage.containsRightToLeft(in: range), resolved: nil)
        return keeping ? paragraphDirections.insert(entry) : entry
    }

    /// The resolved levels of `paragraph` (nil for a paragraph all left to right at level 0): the kept ones, else
    /// resolved afresh, and kept only when `keeping`.
    func resolvedLevels(of paragraph: ParagraphDirectionCache.Entry, keeping: Bool = false) -> BidiParagraph? {
        guard paragraph.needsLevels else { return nil }
        if let resolved = paragraph.resolved { return resolved }
        let base: BaseWritingDirection = paragraph.direction == .rightToLeft ? .rightToLeft : .leftToRight
        let resolved = area.layoutStorage.withContiguousBytes(in: paragraph.range) {
            BidiParagraph(utf8: $0, baseDirection: base)
        }
        if keeping { paragraphDirections.setResolved(resolved, forParagraphStartingAt: paragraph.range.lowerBound) }
        return resolved
    }

    /// The direction a paragraph without strong characters starting at `start` takes: the paragraph before's, or the area's default for the first.
    private func inheritedDirection(before start: Int, keeping: Bool) -> BidiDirection {
        guard start > 0 else { return area.defaultWritingDirection }
        let storage = area.layoutStorage
        // The separator before `start` ends the paragraph before: step back over it.
        var previousEnd = start - 1
        while previousEnd > 0 && UTF8Decoding.isContinuation(storage.byte(at: previousEnd)) { previousEnd -= 1 }
        if previousEnd > 0 && storage.byte(at: previousEnd) == 0x0A && storage.byte(at: previousEnd - 1) == 0x0D {
            previousEnd -= 1
        }
        return paragraphDirection(containing: previousEnd, keeping: keeping).direction
    }

    /// The direction of the paragraph holding `offset` in `storage` (the area's): a kept one's, else found from its start and first strong character without looking for its end.
    func directionOfParagraph(containing offset: Int, storage: TextStorage) -> BidiDirection {
        if let kept = paragraphDirections.entry(containing: offset) { return kept.direction }
        let start = storage.paragraphStart(containing: min(max(offset, 0), storage.utf8Count))
        switch area.baseWritingDirection {
        case .leftToRight: return .leftToRight
        case .rightToLeft: return .rightToLeft
        case .natural:
            return storage.firstStrongDirection(ofParagraphAt: start)
                ?? inheritedDirection(before: start, keeping: false)
        }
    }

    /// The direction of the paragraph starting at `start` in `storage` (the area's), whose previous paragraph runs in `previous`, reading through `hint`: a kept one's, else found from its first strong character without looking for its end.
    func directionOfParagraph(
        startingAt start: Int, after previous: BidiDirection, storage: TextStorage, hint: inout TextStorage.ChunkHint
    ) -> BidiDirection {
        if let kept = paragraphDirections.entry(containing: start), kept.range.lowerBound == start {
            return kept.direction
        }
        switch area.baseWritingDirection {
        case .leftToRight: return .leftToRight
        case .rightToLeft: return .rightToLeft
        case .natural: return storage.firstStrongDirection(ofParagraphAt: start, hint: &hint) ?? previous
        }
    }

    /// Whether the line starting at `start` runs right to left (its paragraph does).
    func isRightToLeftLine(startingAt start: Int) -> Bool {
        !isAllLeftToRight && paragraphDirection(containing: start).direction == .rightToLeft
    }

    /// The visual geometry of a line, or nil when the line runs simply left to right (its clusters in logical order
    /// from x = 0): the kept one, else made afresh, and kept only when `keeping`.
    func lineGeometry(start: Int, record: LineRecord, keeping: Bool = false) -> LineGeometry? {
        keptLineGeometry(start: start, record: record, keeping: keeping)?.geometry
    }

    /// The geometry of a line with the runs made from it (nil when the line runs simply left to right): the kept one,
    /// else made afresh; only when `keeping` (a step) is a new one kept, or a kept one moved to where its text is now.
    func keptLineGeometry(start: Int, record: LineRecord, keeping: Bool = false) -> LineGeometryCache.Line? {
        guard !isAllLeftToRight else { return nil }
        return keptLineGeometry(
            start: start, record: record, in: paragraphDirection(containing: start, keeping: keeping), keeping: keeping)
    }

    /// ``keptLineGeometry(start:record:keeping:)`` for the frame step, which asks for the lines shown top to bottom:
    /// `plainParagraph` is the last paragraph found left to right without a right-to-left character, whose lines
    /// need no geometry, so the other lines of a paragraph do not look it up again.
    func keptShownLineGeometry(
        start: Int, record: LineRecord, plainParagraph: inout Range<Int>?
    ) -> LineGeometryCache.Line? {
        guard !isAllLeftToRight else { return nil }
        if let plain = plainParagraph, plain.lowerBound <= start, start <= plain.upperBound { return nil }
        let paragraph = paragraphDirection(containing: start, keeping: true)
        if !paragraph.needsLevels { plainParagraph = paragraph.range }
        return keptLineGeometry(start: start, record: record, in: paragraph, keeping: true)
    }

    /// The geometry of the line starting at `start` in `paragraph` (see ``keptLineGeometry(start:record:keeping:)``).
    private func keptLineGeometry(
        start: Int, record: LineRecord, in paragraph: ParagraphDirectionCache.Entry, keeping: Bool
    ) -> LineGeometryCache.Line? {
        guard paragraph.needsLevels else { return nil }
        let contentEnd = textLayout.contentEnd(start: start, record: record)
        let base = paragraph.range.lowerBound
        // A paragraph not kept has no identity (0), and no line kept under it.
        let key = LineGeometryCache.Key(
            paragraph: paragraph.identity, start: start - base, contentEnd: contentEnd - base)
        if paragraph.identity != 0, let kept = lineGeometries.line(for: key) {
            guard kept.geometry.start != start else { return kept }
            guard keeping else { return kept.moved(to: start) }
            kept.move(to: start)
            return kept
        }
        guard let resolved = resolvedLevels(of: paragraph, keeping: keeping) else { return nil }
        let line = LineGeometryCache.Line(
            geometry: LineGeometry(
                storage: area.layoutStorage, start: start, contentEnd: contentEnd, paragraph: resolved,
                paragraphStart: base, isRightToLeft: paragraph.direction == .rightToLeft, measurer: area.layoutMeasurer,
                font: area.font,
                tabInterval: textLayout.tabInterval),
            storage: area.layoutStorage)
        if keeping { lineGeometries.insert(line, for: key) { paragraphDirections.identities } }
        return line
    }

    /// Forgets every paragraph's direction (the base or default direction changed) and lays out again.
    func writingDirectionDidChange() {
        paragraphDirections.removeAll()
        lineGeometries.removeAll()
        keptLineRuns = []
        knownAllLeftToRight = nil
        placeholderIsStale = true
        needsLayout = true
    }
}
