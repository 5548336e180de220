/// The placeholder wrapped at the text's wrap width in the placeholder's font: its UTF-8, its direction, and its lines as byte ranges with their runs in visual order, drawn as the text is.
struct PlaceholderLayout {
    /// One line: its bytes (without break characters), its visible width, and its runs left to right.
    struct Line {
        /// The line's bytes in the placeholder's UTF-8, break characters left out.
        var range: Range<Int>
        /// The visible width.
        var width: Double
        /// The pieces to draw, in visual order, with their x from the line's origin.
        var runs: [TextRun]
    }

    /// The placeholder's text as UTF-8, made once per layout.
    let utf8: [UInt8]
    /// The lines, top to bottom.
    let lines: [Line]
    /// Whether the placeholder runs right to left: its first strong character is right to left (or the area says so), and it aligns to the right under natural alignment.
    let isRightToLeft: Bool
    /// The distance between the placeholder's baselines.
    let lineHeight: Double
    /// The placeholder font's ascent.
    let ascent: Double
    /// The widest line's width.
    let widestLine: Double

    /// Wraps `placeholder` at `width` with `measurer` in `font`, splitting SA runs with `segmentation` if given; its direction follows `baseDirection`, and its first strong character under `.natural` (`defaultDirection` without one).
    init(
        placeholder: String, font: Font, width: Double, measurer: any TextMeasurer, tabInterval: Double?,
        baseDirection: BaseWritingDirection = .natural, defaultDirection: BidiDirection = .leftToRight,
        segmentation: DictionarySegmentation? = nil
    ) {
        let metrics = measurer.metrics(for: font)
        lineHeight = metrics.lineHeight
        ascent = metrics.ascent
        let storage = TextStorage(placeholder)
        utf8 = Array(placeholder.utf8)
        let direction: BidiDirection
        switch baseDirection {
        case .leftToRight: direction = .leftToRight
        case .rightToLeft: direction = .rightToLeft
        case .natural:
            direction = BidiParagraph.firstStrongDirection(of: placeholder.unicodeScalars) ?? defaultDirection
        }
        let rightToLeft = direction == .rightToLeft
        isRightToLeft = rightToLeft
        let needsVisualOrder = rightToLeft || storage.containsRightToLeft
        let base: BaseWritingDirection = rightToLeft ? .rightToLeft : .leftToRight
        let layout = TextLayout(
            storage: storage, measurer: measurer, font: font, wrapWidth: width,
            tabInterval: tabInterval, segmentation: segmentation)
        var collected: [Line] = []
        var paragraph: (range: Range<Int>, resolved: BidiParagraph)? = nil
        layout.lines.forEachLine(from: 0) { record, _, start in
            let end = layout.contentEnd(start: start, record: record)
            var runs = layout.runs(start: start, contentEnd: end, storage: storage)
            if needsVisualOrder {
                if paragraph.map({ !($0.range.lowerBound...$0.range.upperBound).contains(start) }) ?? true {
                    let range = storage.paragraphStart(containing: start)..<storage.paragraphEnd(containing: start)
                    paragraph = (
                        range, storage.withContiguousBytes(in: range) { BidiParagraph(utf8: $0, baseDirection: base) }
                    )
                }
                if let paragraph {
                    let lower = paragraph.range.lowerBound
                    let lineRuns = paragraph.resolved.visualRuns(
                        inLine: (start - lower)..<(min(end, paragraph.range.upperBound) - lower)
                    )
                    .map {
                        BidiRun(
                            byteRange: ($0.byteRange.lowerBound + lower)..<($0.byteRange.upperBound + lower),
                            level: $0.level)
                    }
                    let geometry = LineGeometry(
                        storage: storage, start: start, contentEnd: end, runs: lineRuns,
                        isRightToLeft: rightToLeft, measurer: measurer, font: font, tabInterval: layout.tabInterval)
                    runs = TextViewport.visualRuns(of: geometry, storage: storage)
                }
            }
            collected.append(Line(range: start..<end, width: Double(record.width), runs: runs))
            return true
        }
        // A placeholder ending in a line break does not draw an empty last line.
        if collected.count > 1, let last = collected.last, last.range.isEmpty { collected.removeLast() }
        lines = collected
        widestLine = collected.map(\.width).max() ?? 0
    }

    /// The height of all lines.
    var height: Double { Double(lines.count) * lineHeight }
}
