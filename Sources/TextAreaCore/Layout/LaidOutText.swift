/// A short text, plain or attributed, laid out once at a width, as the area lays out its own lines: wrapped by the
/// same wrapper, each line's runs in visual order from the same bidirectional line layout, aligned by the same rule.
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
        /// ``runs`` cut where the attributes change, each with its attributes (``TextAttributes/plain`` for plain
        /// text): what a front end draws.
        public var attributedRuns: [AttributedTextRun]
    }

    /// The text as UTF-8, made once per layout: cut after the last line and ending in an ellipsis when the text is
    /// ``isTruncated``.
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
    /// Whether lines were left out for a maximum line count: the last line then ends in an ellipsis.
    public let isTruncated: Bool

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

    /// Lays out `attributedText` as ``init(text:font:width:measurer:tabInterval:baseDirection:defaultDirection:)``
    /// does its string, each run measured in `font`'s family and size with the run's weight and slant; at most
    /// `maximumLineCount` lines (0: no limit), the last one ending in an ellipsis when text is left out.
    public init(
        attributedText: AttributedText, font: Font, width: Double, measurer: any TextMeasurer,
        tabInterval: Double? = nil, baseDirection: BaseWritingDirection = .natural,
        defaultDirection: BidiDirection = .leftToRight, maximumLineCount: Int = 0
    ) {
        self.init(
            content: .attributed(attributedText), font: font, width: width, measurer: measurer,
            tabInterval: tabInterval, baseDirection: baseDirection, defaultDirection: defaultDirection,
            segmentation: nil, maximumLineCount: maximumLineCount)
    }

    /// ``init(text:font:width:measurer:tabInterval:baseDirection:defaultDirection:)`` with the area's dictionary
    /// segmentation for SA runs.
    init(
        text: String, font: Font, width: Double, measurer: any TextMeasurer, tabInterval: Double?,
        baseDirection: BaseWritingDirection, defaultDirection: BidiDirection, segmentation: DictionarySegmentation?
    ) {
        self.init(
            content: .plain(text), font: font, width: width, measurer: measurer, tabInterval: tabInterval,
            baseDirection: baseDirection, defaultDirection: defaultDirection, segmentation: segmentation,
            maximumLineCount: 0)
    }

    /// Lays out plain or attributed `content`, in at most `maximumLineCount` lines (0: no limit).
    init(
        content: Content, font: Font, width: Double, measurer: any TextMeasurer, tabInterval: Double?,
        baseDirection: BaseWritingDirection, defaultDirection: BidiDirection, segmentation: DictionarySegmentation?,
        maximumLineCount: Int
    ) {
        let metrics = measurer.metrics(for: font)
        lineHeight = metrics.lineHeight
        ascent = metrics.ascent
        let text = content.string
        let direction: BidiDirection
        switch baseDirection {
        case .leftToRight: direction = .leftToRight
        case .rightToLeft: direction = .rightToLeft
        case .natural:
            direction = BidiParagraph.firstStrongDirection(of: text.unicodeScalars) ?? defaultDirection
        }
        isRightToLeft = direction == .rightToLeft
        var shaped = Shaped(
            content: content, font: font, width: width, measurer: measurer, tabInterval: tabInterval,
            segmentation: segmentation)
        var records = shaped.records()
        var truncated = false
        if maximumLineCount > 0 && records.count > maximumLineCount {
            let kept = Array(records.prefix(maximumLineCount - 1))
            let last = shaped.ellipsisLine(from: records, index: maximumLineCount - 1)
            shaped = last.shaped
            records = kept + [last.record]
            truncated = true
        }
        isTruncated = truncated
        utf8 = shaped.utf8
        lines = shaped.lines(for: records, isRightToLeft: isRightToLeft)
        widestLine = lines.map(\.width).max() ?? 0
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
