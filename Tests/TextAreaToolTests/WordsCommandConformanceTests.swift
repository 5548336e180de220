import Foundation
import Testing

/// The built `textarea-measure --words` over every case of the Unicode 15.0 word-boundary conformance test, `WordBreakTest.txt`, in one run.
@Suite struct WordsCommandConformanceTests {
    /// Where Debian's `unicode-data` package installs the conformance test.
    static let conformanceFilePath = "/usr/share/unicode/auxiliary/WordBreakTest.txt"
    /// The number of cases in the Unicode 15.0 file.
    static let expectedCaseCount = 1823

    /// One case: its line, its text, and the boundaries the file marks, counted in scalars as the tool prints them.
    struct Case {
        let lineNumber: Int
        let text: String
        /// The scalar counts k after which the file marks a boundary, ending with the number of scalars.
        let boundaries: [Int]
    }

    /// Reads the cases: a missing file fails the test with CI=true and skips it otherwise.
    static func cases() throws -> [Case] {
        guard let data = FileManager.default.contents(atPath: conformanceFilePath) else {
            let message = "\(conformanceFilePath) is missing; install it with `apt-get install unicode-data`"
            if !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty {
                Issue.record(Comment(rawValue: message))
                throw CancellationError()
            }
            try Test.cancel(Comment(rawValue: message))
        }
        var cases: [Case] = []
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            let fields = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            if fields.allSatisfy(\.isWhitespace) { continue }
            guard let testCase = parse(fields, lineNumber: index + 1) else {
                Issue.record("Line \(index + 1) of \(conformanceFilePath) does not parse: \(line)")
                continue
            }
            cases.append(testCase)
        }
        return cases
    }

    /// Parses `÷ 0061 × 0027 ÷` into a case; nil unless it holds a scalar, no NUL, and ends with a boundary.
    private static func parse(_ fields: Substring, lineNumber: Int) -> Case? {
        var text = ""
        var count = 0
        var boundaries: [Int] = []
        for token in fields.split(whereSeparator: \.isWhitespace) {
            switch token {
            case "×":
                continue
            case "÷":
                if count > 0 { boundaries.append(count) }
            default:
                guard let value = UInt32(token, radix: 16), value != 0, let scalar = Unicode.Scalar(value) else {
                    return nil
                }
                text.unicodeScalars.append(scalar)
                count += 1
            }
        }
        guard count > 0, boundaries.last == count else { return nil }
        return Case(lineNumber: lineNumber, text: text, boundaries: boundaries)
    }

    @Test func everyCaseOfWordBreakTestPassesThroughTheTool() throws {
        let cases = try Self.cases()
        #expect(cases.count == Self.expectedCaseCount, "the file should hold \(Self.expectedCaseCount) cases")
        let input = Array(cases.map(\.text).joined(separator: "\0").utf8)
        let result = try BreaksCommandTests.runTool(["--words"], input: input)
        #expect(result.status == 0)
        #expect(result.error.isEmpty)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == cases.count, "one line per record")
        var failures: [String] = []
        for (testCase, line) in zip(cases, lines) {
            let printed = line.split(separator: " ").map { Int($0) ?? -1 }
            if printed != testCase.boundaries {
                failures.append("line \(testCase.lineNumber): expected \(testCase.boundaries), printed \(line)")
            }
        }
        #expect(
            failures.isEmpty,
            "\(cases.count - failures.count)/\(cases.count) cases pass; failures:\n\(failures.prefix(40).joined(separator: "\n"))"
        )
    }
}
