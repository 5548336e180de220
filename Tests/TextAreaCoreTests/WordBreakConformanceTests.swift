import Foundation
import Testing

@testable import TextAreaCore

/// Runs the Unicode 15.0 word-boundary conformance test, `WordBreakTest.txt`, through ``WordBreakIterator``.
@Suite struct WordBreakConformanceTests {
    /// Where Debian's `unicode-data` package installs the conformance test.
    static let conformanceFilePath = "/usr/share/unicode/auxiliary/WordBreakTest.txt"
    /// The number of cases in the Unicode 15.0 file.
    static let expectedCaseCount = 1823

    /// One case: the text, and the byte offsets of its boundaries after the start (the end included).
    struct Case {
        let lineNumber: Int
        let utf8: [UInt8]
        let boundaries: [Int]
    }

    /// Reads the cases; fails with CI=true if the file is missing, and skips otherwise.
    static func cases() throws -> [Case] {
        let message = "\(conformanceFilePath) is missing; install it with `apt-get install unicode-data`"
        guard let contents = FileManager.default.contents(atPath: conformanceFilePath) else {
            if UnicodeDataFiles.isContinuousIntegration {
                Issue.record(Comment(rawValue: message))
                return []
            }
            try Test.cancel(Comment(rawValue: message))
        }
        var cases: [Case] = []
        let lines = String(decoding: contents, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            let data = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            if data.allSatisfy(\.isWhitespace) { continue }
            var utf8: [UInt8] = []
            var boundaries: [Int] = []
            var parsed = true
            for token in data.split(whereSeparator: \.isWhitespace) {
                switch token {
                case "×": continue
                case "÷": if !utf8.isEmpty { boundaries.append(utf8.count) }
                default:
                    guard let value = UInt32(token, radix: 16), let scalar = Unicode.Scalar(value) else {
                        parsed = false
                        continue
                    }
                    utf8.append(contentsOf: String(scalar).utf8)
                }
            }
            guard parsed, !utf8.isEmpty, boundaries.last == utf8.count else {
                Issue.record("Line \(index + 1) of \(conformanceFilePath) does not parse: \(line)")
                continue
            }
            cases.append(Case(lineNumber: index + 1, utf8: utf8, boundaries: boundaries))
        }
        return cases
    }

    /// Every boundary ``WordBreakIterator`` reports over `bytes`.
    static func boundaries(in bytes: [UInt8], isEndOfText: Bool = true) -> [Int] {
        bytes.withUnsafeBufferPointer { buffer in
            var iterator = WordBreakIterator(utf8: buffer, isEndOfText: isEndOfText)
            var result: [Int] = []
            while let boundary = iterator.next() { result.append(boundary) }
            return result
        }
    }

    @Test func everyCaseOfWordBreakTestPasses() throws {
        let cases = try Self.cases()
        #expect(cases.count == Self.expectedCaseCount, "the file should hold \(Self.expectedCaseCount) cases")
        var failures: [String] = []
        for testCase in cases {
            let found = Self.boundaries(in: testCase.utf8)
            if found != testCase.boundaries {
                failures.append("line \(testCase.lineNumber): expected \(testCase.boundaries), got \(found)")
            }
        }
        #expect(
            failures.isEmpty,
            "\(cases.count - failures.count)/\(cases.count) cases pass; failures:\n\(failures.prefix(40).joined(separator: "\n"))"
        )
    }

    /// Over any prefix of a case taken as a window, the iterator reports only the case's own boundaries before the window's end.
    @Test func windowsReportOnlyFinalBoundaries() throws {
        let cases = try Self.cases()
        #expect(cases.count == Self.expectedCaseCount)
        var failures: [String] = []
        for testCase in cases {
            var cut = 1
            while cut < testCase.utf8.count {
                if UTF8Decoding.isContinuation(testCase.utf8[cut]) {
                    cut += 1
                    continue
                }
                let found = Self.boundaries(in: Array(testCase.utf8[..<cut]), isEndOfText: false)
                let expected = testCase.boundaries.filter { $0 <= cut }
                if found.contains(where: { !expected.contains($0) }) || found != Array(expected.prefix(found.count)) {
                    failures.append(
                        "line \(testCase.lineNumber), window of \(cut) bytes: got \(found), whole text \(testCase.boundaries)"
                    )
                }
                cut += 1
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(20).joined(separator: "\n"))")
    }
}
