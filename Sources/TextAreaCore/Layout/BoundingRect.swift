/// The rectangle `text` uses when wrapped like a text area's lines within `size`, as `boundingRectWithSize` with the line-fragment origin option measures it.
///
/// The width is the widest line's (hanging spaces left out); the height is the
/// number of lines times the font's line height. A final line break ends the
/// last line without starting an empty one ("a\n" is one line high, "a\n\n"
/// two), as UIKit measures and as a placeholder is laid out, so this is
/// always the size of ``TextArea/placeholderFrame`` for the same string, font
/// and width. (A text area's own text does show that empty line: the caret
/// can go there.) Lines below a finite height
/// are left out. Pass `.infinity` for an unconstrained dimension. The origin is
/// (0, 0), except for text that runs right to left (its first strong
/// character does, under `.natural`) within a finite width: it sits flush
/// right, at x = width − its width, as a natural-aligned area places it.
/// `segmenter` splits Thai, Lao, Khmer and Myanmar as ``TextArea/segmenter`` does.
public func boundingRect(
    of text: String, constrainedTo size: Size, font: Font, measurer: any TextMeasurer,
    baseDirection: BaseWritingDirection = .natural, segmenter: (any TextSegmenter)? = nil
) -> Rect {
    let lineHeight = measurer.metrics(for: font).lineHeight
    let width = size.width.isFinite ? max(size.width, 0) : Double.greatestFiniteMagnitude
    let layout = TextLayout(
        storage: TextStorage(text), measurer: measurer, font: font, wrapWidth: width,
        segmentation: segmenter.map(DictionarySegmentation.init))
    var lineCount = layout.lineCount
    // A final line break starts no line of its own (the empty last line has no bytes).
    if lineCount > 1, layout.lastLineStart == text.utf8.count { lineCount -= 1 }
    var widest = 0.0
    if size.height.isFinite && lineHeight > 0 {
        // A negative height holds no line; a huge one no fewer than the text has.
        lineCount = min(lineCount, max(TextArea.lineNumber((size.height / lineHeight + 1e-9).rounded(.down)), 0))
    }
    if lineCount > 0 {
        layout.lines.forEachLine(from: 0) { record, index, _ in
            widest = max(widest, Double(record.width))
            return index + 1 < lineCount
        }
    }
    let direction: BidiDirection? =
        switch baseDirection {
        case .leftToRight: .leftToRight
        case .rightToLeft: .rightToLeft
        case .natural: BidiParagraph.firstStrongDirection(of: text.unicodeScalars)
        }
    let x = direction == .rightToLeft && size.width.isFinite ? max(size.width - widest, 0) : 0
    return Rect(x: x, y: 0, width: widest, height: Double(lineCount) * lineHeight)
}
