import TextAreaCore

/// What a label draws in one frame, and the strip of the window its text may ink.
struct DrawnLabelState: Equatable {
    /// The label's UTF-8 (compared as bytes: two strings equal as text may draw different glyphs).
    var bytes: [UInt8]
    var frame: Rect
    var font: Font
    var color: Color
    var alignment: TextAlignment
    /// The full width of the window from half a line above the label's frame to half a line below its last line: an
    /// aligned label may be wider than its frame, and glyphs may reach past their line.
    var strip: Rect
}

extension TextLabel {
    /// What the label draws in a window `windowWidth` pixels wide.
    func drawnState(measurer: XftMeasurer, windowWidth: Double) -> DrawnLabelState {
        let layout = layout(measuredBy: measurer)
        let overflow = (layout.lineHeight / 2).rounded(.up)
        return DrawnLabelState(
            bytes: Array(text.utf8), frame: frame, font: font, color: color, alignment: alignment,
            strip: Rect(
                x: 0, y: frame.minY - overflow, width: windowWidth,
                height: max(frame.height, layout.height) + 2 * overflow))
    }
}
