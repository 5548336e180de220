import TextAreaCore

/// `textarea-measure --breaks`: prints the UAX #14 line-break opportunities of NUL-separated records.
///
/// With a segmenter, Thai, Lao, Khmer and Myanmar runs also get its
/// opportunities between their words, as a text area wraps them.
///
/// Records are separated by NUL bytes; a trailing NUL ends the last record
/// rather than starting an empty one, and input without a NUL is one record.
/// Each record yields one line: the positions k (counted in Unicode scalars,
/// 1 through n) after which a line may end, separated by spaces, each
/// mandatory one followed by `!`. The end of a record is always listed, so
/// only an empty record gives an empty line.
enum BreaksCommand {
    /// Runs the command over the whole of standard input and returns what to print and the exit status.
    ///
    /// If a record is not valid UTF-8 the output is empty, the error names the
    /// record (from 1) and the byte offset (from 0, within the record) of the
    /// first bad byte, and the status is 2.
    static func run(input: [UInt8], segmenter: (any TextSegmenter)? = nil) -> (
        output: String, error: String?, status: Int32
    ) {
        var output = ""
        for (index, record) in records(in: input).enumerated() {
            if let offset = firstInvalidByte(in: record) {
                return ("", "textarea-measure: record \(index + 1) is not valid UTF-8 (byte offset \(offset))", 2)
            }
            output += breaksLine(for: record, segmenter: segmenter)
            output += "\n"
        }
        return (output, nil, 0)
    }

    /// Splits the input at NUL bytes (see the type's documentation).
    static func records(in input: [UInt8]) -> [ArraySlice<UInt8>] {
        var records = input.split(separator: 0, omittingEmptySubsequences: false)
        if input.last == 0 { records.removeLast() }
        return records
    }

    /// Returns the offset of the first byte that does not belong to a valid UTF-8 sequence, or nil.
    static func firstInvalidByte(in record: ArraySlice<UInt8>) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var bytes = record.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &bytes) {
            case .valid(let encoded):
                offset += encoded.count
            case .emptyInput:
                return nil
            case .error:
                return offset
            }
        }
    }

    /// Formats the opportunities of one valid record as scalar counts.
    static func breaksLine(for record: ArraySlice<UInt8>, segmenter: (any TextSegmenter)? = nil) -> String {
        record.withUnsafeBufferPointer { buffer in
            var fields: [String] = []
            var scalarCount = 0
            var position = 0
            for opportunity in lineBreakOpportunities(in: buffer, segmenter: segmenter) {
                while position < opportunity.offset {
                    if buffer[position] & 0xC0 != 0x80 { scalarCount += 1 }
                    position += 1
                }
                fields.append(opportunity.isMandatory ? "\(scalarCount)!" : "\(scalarCount)")
            }
            return fields.joined(separator: " ")
        }
    }
}
