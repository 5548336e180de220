/// A short text laid out once at a width, as the area lays out its own lines: wrapped by the same wrapper, each
/// line's runs in visual order from the same bidirectional line layout, aligned by the same rule.
///
/// The placeholder is laid out this way, and so is a front end's label: so
/// a label in Arabic joins, orders and aligns exactly as the same words typed
/// into an area.
public struct LaidOutText: Sendable {
    /// One line: its bytes (without break characters), its visible width, and its runs left to right.
    public struct Line: Hashable, Sendable {
        /// The line's bytes in ``LaidOutText/utf8``, break characters left out.
        public var range: Range<Int>
        /// The visible width.
        public var width: Double
        /// The pieces to draw, in visual order, with their x from the line's origin.
        public var runs: [TextRun]
    }

    /// The text as UTF-8, made once per layout.
    public let utf8: [UInt8]
    /// The lines, top to bottom.
    public let lines: [Line]
    /// Whether the text runs right to left: its first strong character is right to left (or the base direction says
    /// so); it aligns to the right under natural alignment.
    public let isRightToLeft: Bool
    /// The distance between the lines' baselines.
    public let lineHeight: Double
    /// The font's ascent: the first baseline's distance from the top.
    public let ascent: Double
    /// The widest line's width.
    public let widestLine: Double

    /// Wraps `text` at `width` (infinite: only at line breaks) with `measurer` in `font`, splitting SA runs with
    /// `segmentation` if given; its direction follows `baseDirection`, and its first strong character under
    /// `.natural` (`defaultDirection` without one).
    public init(
        text: String, font: Font, width: Double, measurer: any TextMeasurer, tabInterval: Double? = nil,
        baseDirection: BaseWritingDirection = .natural, defaultDirection: BidiDirection = .leftToRight
    ) {
        self.init(
            text: text, font: font, width: width, measurer: measurer, tabInterval: tabInterval,
            baseDirection: baseDirection, defaultDirection: defaultDirection, segmentation: nil)
    }

    /// ``init(text:font:width:measurer:tabInterval:baseDirection:defaultDirection:)`` with the area's dictionary
    /// segmentation for SA runs.
    init(
        text: String, font: Font, width: Double, measurer: any TextMeasurer, tabInterval: Double?,
        baseDirection: BaseWritingDirection, defaultDirection: BidiDirection, segmentation: DictionarySegmentation?
    ) {
        let metrics = measurer.metrics(for: font)
        lineHeight = metrics.lineHeight
        ascent = metrics.ascent
        let storage = TextStorage(text)
        utf8 = Array(text.utf8)
        let direction: BidiDirection
        switch baseDirection {
        case .leftToRight: direction = .leftToRight
        case .rightToLeft: direction = .rightToLeft
        case .natural:
            direction = BidiParagraph.firstStrongDirection(of: text.unicodeScalars) ?? defaultDirection
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
                    let geometry = LineGeometry(
                        storage: storage, start: start, contentEnd: end, paragraph: paragraph.resolved,
                        paragraphStart: paragraph.range.lowerBound, isRightToLeft: rightToLeft, measurer: measurer,
                        font: font, tabInterval: layout.tabInterval)
                    runs = TextViewport.visualRuns(of: geometry, storage: storage)
                }
            }
            collected.append(Line(range: start..<end, width: Double(record.width), runs: runs))
            return true
        }
        // A text ending in a line break does not draw an empty last line.
        if collected.count > 1, let last = collected.last, last.range.isEmpty { collected.removeLast() }
        lines = collected
        widestLine = collected.map(\.width).max() ?? 0
    }

    /// The height of all lines.
    public var height: Double { Double(lines.count) * lineHeight }

    /// The x of a line `width` wide, from the left of a box `boxWidth` wide, under `alignment`: the rule that places
    /// the area's own lines (natural alignment follows the text's direction; nothing is rounded).
    public func lineX(forWidth width: Double, in boxWidth: Double, alignment: TextAlignment) -> Double {
        TextViewport.alignmentOffset(
            forLineWidth: width, isRightToLeft: isRightToLeft, alignment: alignment, wrapWidth: boxWidth)
    }
}
