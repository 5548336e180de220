import TextAreaCore

/// `textarea-measure --columns N` and `--font PATTERN --width PX`: wraps standard input as a text area does.
enum WrapCommand {
    /// Wraps `input` at `width` with `measurer` and renders the lines, or JSON.
    ///
    /// Plain output prints each line without its break characters; a final line
    /// break ends the last line rather than starting an empty one. JSON gives the
    /// layout exactly: `width` (widest line), `height` (lines × line height), and
    /// each line's `start`, `length` (Unicode scalars, break characters included)
    /// and `width`. With `--columns` the unit is a cell (East Asian wide
    /// characters take two); with `--font` it is a pixel. `segmenter` splits
    /// Thai, Lao, Khmer and Myanmar runs as a text area with it does.
    static func run(
        input: [UInt8], width: Double, font: Font, measurer: any TextMeasurer, json: Bool,
        segmenter: (any TextSegmenter)? = nil
    ) -> (output: String, error: String?, status: Int32) {
        guard let text = String(validating: input, as: UTF8.self) else {
            let offset = firstInvalidByte(in: input)
            return ("", "textarea-measure: input is not valid UTF-8 (first bad byte at offset \(offset))", 2)
        }
        let lines = wrappedLines(of: text, width: width, font: font, measurer: measurer, segmenter: segmenter)
        if json {
            let lineHeight = measurer.metrics(for: font).lineHeight
            return (renderJSON(lines, text: text, lineHeight: lineHeight), nil, 0)
        }
        var output = ""
        for (index, line) in lines.enumerated() {
            if index == lines.count - 1 && line.range.isEmpty && index > 0 { break }
            output += substring(of: text, utf8: line.contentRange) + "\n"
        }
        return (output, nil, 0)
    }

    private static func renderJSON(_ lines: [WrappedLine], text: String, lineHeight: Double) -> String {
        let utf8 = Array(text.utf8)
        var scalarOffset = 0
        var byteOffset = 0
        var entries: [String] = []
        var widest = 0.0
        for line in lines {
            let start = scalarOffset
            while byteOffset < line.range.upperBound {
                if utf8[byteOffset] & 0xC0 != 0x80 { scalarOffset += 1 }
                byteOffset += 1
            }
            widest = max(widest, line.width)
            entries.append("{\"start\":\(start),\"length\":\(scalarOffset - start),\"width\":\(number(line.width))}")
        }
        let height = Double(lines.count) * lineHeight
        return "{\"width\":\(number(widest)),\"height\":\(number(height)),\"lines\":[" + entries.joined(separator: ",")
            + "]}\n"
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    private static func substring(of text: String, utf8 range: Range<Int>) -> String {
        let start = text.utf8.index(text.utf8.startIndex, offsetBy: range.lowerBound)
        let end = text.utf8.index(start, offsetBy: range.count)
        return String(text[start..<end])
    }

    /// The offset of the first byte that is not part of valid UTF-8.
    static func firstInvalidByte(in bytes: [UInt8]) -> Int {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput, .error: return offset
            }
        }
    }
}
