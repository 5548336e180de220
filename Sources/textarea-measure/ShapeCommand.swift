import JSONOutput
import TextAreaCore
import X11TextArea

/// `textarea-measure --font PATTERN --shape`: the glyphs a text area draws for each NUL-separated record, as one JSON line per record.
///
/// Each line is `{"glyphs":[{"file":…,"glyph":…,"cluster":…,"x_advance":…,"x_offset":…,"y_offset":…},…]}`:
/// the glyphs in visual order, left to right as the area draws them (the
/// paragraph's direction natural, each line of the record after the one
/// before), `cluster` the UTF-8 byte offset in the record of the first
/// character the glyph belongs to, `file` the font file it comes from,
/// advances and offsets in pixels (offsets upwards, as HarfBuzz gives them).
enum ShapeCommand {
    /// Shapes every record of `input` with `measurer` in `font` and returns what to print and the exit status.
    static func run(input: [UInt8], font: Font, measurer: XftMeasurer, segmenter: (any TextSegmenter)?) -> (
        output: String, error: String?, status: Int32
    ) {
        var output = ""
        for (index, record) in BreaksCommand.records(in: input).enumerated() {
            if let offset = BreaksCommand.firstInvalidByte(in: record) {
                return ("", "textarea-measure: record \(index + 1) is not valid UTF-8 (byte offset \(offset))", 2)
            }
            output += line(for: Array(record), font: font, measurer: measurer, segmenter: segmenter) + "\n"
        }
        return (output, nil, 0)
    }

    /// The JSON line of one record.
    static func line(for record: [UInt8], font: Font, measurer: XftMeasurer, segmenter: (any TextSegmenter)?)
        -> String
    {
        let area = TextArea()
        area.measurer = measurer
        area.font = font
        area.segmenter = segmenter
        area.textContainerInset = .zero
        area.lineFragmentPadding = 0
        let lineCount = record.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
        area.size = Size(width: 1e7, height: Double(lineCount + 1) * (area.lineHeight + 1) * 4)
        area.text = String(decoding: record, as: UTF8.self)
        var entries: [String] = []
        for visible in area.visibleLines() {
            for run in area.runs(for: visible) {
                let shaped = record[run.range].withUnsafeBufferPointer {
                    measurer.shapedRun(of: $0, font: font, isRightToLeft: run.isRightToLeft)
                }
                for glyph in shaped.glyphs {
                    let file = measurer.fontFile(at: Int(glyph.fontIndex), of: font)
                    entries.append(
                        "{\"file\":\(JSONText.quoted(file)),\"glyph\":\(glyph.glyph),"
                            + "\"cluster\":\(run.range.lowerBound + Int(glyph.cluster)),"
                            + "\"x_advance\":\(WrapCommand.number(Double(glyph.xAdvance))),"
                            + "\"x_offset\":\(WrapCommand.number(Double(glyph.xOffset))),"
                            + "\"y_offset\":\(WrapCommand.number(Double(glyph.yOffset)))}")
                }
            }
        }
        return "{\"glyphs\":[" + entries.joined(separator: ",") + "]}"
    }
}
