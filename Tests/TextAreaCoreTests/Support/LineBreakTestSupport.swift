import Testing

@testable import TextAreaCore

/// One case of the Unicode conformance test `LineBreakTest.txt`.
struct LineBreakTestCase: Sendable {
    /// The case's line number in the file.
    let lineNumber: Int
    /// The text of the case.
    let scalars: [Unicode.Scalar]
    /// The text as UTF-8.
    let utf8: [UInt8]
    /// The byte offsets after which the file allows a break, ending with the end of the text.
    let breakOffsets: [Int]
}

/// Loading and running of the conformance cases shared by the line-break tests.
enum LineBreakTestSupport {
    /// The conformance test, under the `unicode-data` directory.
    static let conformanceFile = "auxiliary/LineBreakTest.txt"
    /// How many cases the Unicode 15.0 conformance test holds.
    static let conformanceCaseCount = 7_654

    /// Returns the cases of the conformance test, checking that there are as many as Unicode 15.0 has.
    ///
    /// If the file is missing, the calling test fails when the environment
    /// variable CI is set and is skipped otherwise (``UnicodeDataFiles``).
    static func conformanceCases() throws -> [LineBreakTestCase] {
        let text = try UnicodeDataFiles.contents(of: conformanceFile)
        var cases: [LineBreakTestCase] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let data = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            if data.allSatisfy(\.isWhitespace) { continue }
            guard let testCase = parse(data, lineNumber: index + 1) else {
                Issue.record("Line \(index + 1) of \(conformanceFile) does not parse: \(line)")
                continue
            }
            cases.append(testCase)
        }
        UnicodeDataFiles.expectCaseCount(cases.count, conformanceCaseCount, in: conformanceFile)
        return cases
    }

    /// Parses `× 0023 ÷ 0020 ÷` into a case.
    private static func parse(_ data: Substring, lineNumber: Int) -> LineBreakTestCase? {
        var scalars: [Unicode.Scalar] = []
        var utf8: [UInt8] = []
        var breakOffsets: [Int] = []
        for token in data.split(whereSeparator: \.isWhitespace) {
            switch token {
            case "×":
                continue
            case "÷":
                if !utf8.isEmpty { breakOffsets.append(utf8.count) }
            default:
                guard let value = UInt32(token, radix: 16), let scalar = Unicode.Scalar(value) else { return nil }
                scalars.append(scalar)
                utf8.append(contentsOf: String(scalar).utf8)
            }
        }
        guard !scalars.isEmpty, breakOffsets.last == utf8.count else { return nil }
        return LineBreakTestCase(lineNumber: lineNumber, scalars: scalars, utf8: utf8, breakOffsets: breakOffsets)
    }

    /// Runs a ``LineBreakIterator`` over `bytes` and returns everything it reports.
    static func opportunities(in bytes: ArraySlice<UInt8>, isEndOfText: Bool = true) -> [LineBreakOpportunity] {
        bytes.withUnsafeBufferPointer { buffer in
            var iterator = LineBreakIterator(utf8: buffer, isEndOfText: isEndOfText)
            var result: [LineBreakOpportunity] = []
            while let opportunity = iterator.next() {
                result.append(opportunity)
            }
            return result
        }
    }

    /// Formats opportunities as their offsets, with `!` after mandatory ones: "3! 4".
    static func describe(_ opportunities: [LineBreakOpportunity]) -> String {
        opportunities.map { "\($0.offset)\($0.isMandatory ? "!" : "")" }.joined(separator: " ")
    }
}
