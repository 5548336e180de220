/// One line of text wrapped by ``wrappedLines(of:width:font:measurer:segmenter:)``.
public struct WrappedLine: Hashable, Sendable {
    /// The line's bytes in the text (UTF-8 offsets), break characters included.
    public var range: Range<Int>
    /// How many of the last bytes are a mandatory break (0 for a soft wrap or the last line).
    public var breakLength: Int
    /// The width of the visible content (hanging spaces left out), in pixels.
    public var width: Double

    /// The bytes without the break characters.
    public var contentRange: Range<Int> { range.lowerBound..<(range.upperBound - breakLength) }
}

/// Wraps `text` at `width` exactly as a text area does, returning every line; a text ending in a line break ends with an empty line.
///
/// `segmenter` finds the line-break opportunities inside Thai, Lao, Khmer and
/// Myanmar, as ``TextArea/segmenter`` does; without it those runs break only
/// where UAX #14 allows (at spaces), or between clusters when too wide.
public func wrappedLines(
    of text: String, width: Double, font: Font, measurer: any TextMeasurer, segmenter: (any TextSegmenter)? = nil
) -> [WrappedLine] {
    let layout = TextLayout(
        storage: TextStorage(text), measurer: measurer, font: font,
        wrapWidth: width.isFinite ? width : Double.greatestFiniteMagnitude,
        segmentation: segmenter.map(DictionarySegmentation.init))
    var result: [WrappedLine] = []
    result.reserveCapacity(layout.lineCount)
    layout.lines.forEachLine(from: 0) { record, _, start in
        result.append(
            WrappedLine(
                range: start..<(start + Int(record.length)), breakLength: Int(record.breakLength),
                width: Double(record.width)))
        return true
    }
    return result
}
