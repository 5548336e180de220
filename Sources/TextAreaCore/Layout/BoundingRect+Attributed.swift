/// The rectangle attributed `text` uses when wrapped like a text area's lines within `size`, each run measured in
/// `font`'s family and size with its own weight and slant: UIKit's `boundingRect(with:options:attributes:context:)`
/// with the line-fragment origin option.
///
/// It measures as the plain `boundingRect(of:constrainedTo:font:measurer:baseDirection:segmenter:)` does (the widest
/// line, the lines' height, flush right for right-to-left text within a finite width), and is always the size of
/// ``TextArea/placeholderFrame`` for the same ``TextArea/attributedPlaceholder``, font, width and
/// `maximumLineCount` (0: no limit; otherwise the last line shown ends in an ellipsis when text is left out).
public func boundingRect(
    of text: AttributedText, constrainedTo size: Size, font: Font, measurer: any TextMeasurer,
    baseDirection: BaseWritingDirection = .natural, segmenter: (any TextSegmenter)? = nil, maximumLineCount: Int = 0
) -> Rect {
    let width = size.width.isFinite ? max(size.width, 0) : Double.greatestFiniteMagnitude
    let layout = LaidOutText(
        content: .attributed(text), font: font, width: width, measurer: measurer, tabInterval: nil,
        baseDirection: baseDirection, defaultDirection: .leftToRight,
        segmentation: segmenter.map(DictionarySegmentation.init), maximumLineCount: max(maximumLineCount, 0))
    var lineCount = layout.lines.count
    if size.height.isFinite && layout.lineHeight > 0 {
        // A negative height holds no line; a huge one no fewer than the text has.
        let fitting = (size.height / layout.lineHeight + 1e-9).rounded(.down)
        lineCount = min(lineCount, max(TextArea.lineNumber(fitting), 0))
    }
    let widest = layout.lines.prefix(lineCount).map(\.width).max() ?? 0
    let x = layout.isRightToLeft && size.width.isFinite ? max(size.width - widest, 0) : 0
    return Rect(x: x, y: 0, width: widest, height: Double(lineCount) * layout.lineHeight)
}
