import TextAreaCore

/// `textarea-measure --words`: prints the UAX #29 word boundaries of NUL-separated records, with runs of Thai, Lao, Khmer, Myanmar, Chinese and Japanese split by a segmenter.
///
/// The records and the output are as for ``BreaksCommand``: one line per
/// record, the positions k (counted in Unicode scalars, 1 through n) after
/// which a word segment ends, separated by spaces; the end of a record is
/// always listed, so only an empty record gives an empty line. Outside the
/// segmenter's runs the boundaries are the core's UAX #29 ones, exactly as
/// `WordBreakTest.txt` lists them, including the rare boundary UAX #29 puts
/// inside a grapheme cluster (after a prepended mark, or inside a flag after
/// a joiner), where a text area's word moves do not stop.
enum WordsCommand {
    /// Runs the command over the whole of standard input and returns what to print and the exit status.
    ///
    /// Invalid UTF-8 is reported as ``BreaksCommand`` reports it, with status 2.
    static func run(input: [UInt8], segmenter: (any TextSegmenter)? = nil) -> (
        output: String, error: String?, status: Int32
    ) {
        var output = ""
        for (index, record) in BreaksCommand.records(in: input).enumerated() {
            if let offset = BreaksCommand.firstInvalidByte(in: record) {
                return ("", "textarea-measure: record \(index + 1) is not valid UTF-8 (byte offset \(offset))", 2)
            }
            output += wordsLine(for: record, segmenter: segmenter)
            output += "\n"
        }
        return (output, nil, 0)
    }

    /// Formats the word boundaries of one valid record as scalar counts.
    static func wordsLine(for record: ArraySlice<UInt8>, segmenter: (any TextSegmenter)?) -> String {
        record.withUnsafeBufferPointer { buffer in
            var fields: [String] = []
            var scalarCount = 0
            var position = 0
            for segment in wordSegments(in: buffer, segmenter: segmenter, keepingClustersWhole: false) {
                while position < segment.range.upperBound {
                    if buffer[position] & 0xC0 != 0x80 { scalarCount += 1 }
                    position += 1
                }
                fields.append("\(scalarCount)")
            }
            return fields.joined(separator: " ")
        }
    }
}
