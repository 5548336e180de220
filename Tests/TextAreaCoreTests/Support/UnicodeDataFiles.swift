import Foundation
import Testing

/// The Unicode Character Database files of Debian's `unicode-data` package, which the conformance and table tests read.
///
/// A test that reads one must not pass by testing nothing: when the file is
/// missing, the test fails in continuous integration (`CI` set) and is
/// skipped with a message naming the package elsewhere; and a test that runs
/// the cases of a file checks it ran as many as the file is known to hold.
enum UnicodeDataFiles {
    /// Where `unicode-data` installs the database.
    static let directory = "/usr/share/unicode"

    /// Whether the tests run in continuous integration, where nothing may be skipped.
    static var isContinuousIntegration: Bool { !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty }

    /// The contents of `relativePath` under ``directory``: fails the test in CI, or skips it elsewhere, when the file is missing.
    static func contents(of relativePath: String) throws -> String {
        let path = "\(directory)/\(relativePath)"
        guard let data = FileManager.default.contents(atPath: path) else {
            let message = "\(path) is missing; install it with `apt-get install unicode-data`"
            if isContinuousIntegration {
                Issue.record(Comment(rawValue: message))
                throw CancellationError()
            }
            try Test.cancel(Comment(rawValue: message))
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Records an issue unless `count` cases were read from `relativePath`, as many as its Unicode 15.0 version holds.
    static func expectCaseCount(
        _ count: Int, _ expected: Int, in relativePath: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            count == expected, "\(directory)/\(relativePath) gave \(count) cases; Unicode 15.0 has \(expected)",
            sourceLocation: sourceLocation)
    }

    /// The cases of a segmentation conformance test written as `÷ 0061 × 0308 ÷`, such as `auxiliary/GraphemeBreakTest.txt`; records an issue for a line that does not parse, or unless there are `expectedCount` cases.
    static func boundaryCases(
        in relativePath: String, expectedCount: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [BoundaryTestCase] {
        let text = try contents(of: relativePath)
        var cases: [BoundaryTestCase] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let data = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            if data.allSatisfy(\.isWhitespace) { continue }
            guard let testCase = BoundaryTestCase(data, lineNumber: index + 1) else {
                Issue.record(
                    "Line \(index + 1) of \(relativePath) does not parse: \(line)", sourceLocation: sourceLocation)
                continue
            }
            cases.append(testCase)
        }
        expectCaseCount(cases.count, expectedCount, in: relativePath, sourceLocation: sourceLocation)
        return cases
    }
}

/// One case of a segmentation conformance test: its text and the boundaries the file marks with `÷`.
struct BoundaryTestCase: Sendable {
    /// The case's line number in its file.
    let lineNumber: Int
    /// The text of the case.
    let scalars: [Unicode.Scalar]
    /// The text as UTF-8.
    let utf8: [UInt8]
    /// The byte offsets of the boundaries after the start, ending with the end of the text.
    let boundaries: [Int]

    /// Parses the data part of a line, `÷ 0061 × 0308 ÷`; nil unless it holds a scalar and ends with a boundary.
    init?(_ data: Substring, lineNumber: Int) {
        var scalars: [Unicode.Scalar] = []
        var utf8: [UInt8] = []
        var boundaries: [Int] = []
        for token in data.split(whereSeparator: \.isWhitespace) {
            switch token {
            case "×":
                continue
            case "÷":
                if !utf8.isEmpty { boundaries.append(utf8.count) }
            default:
                guard let value = UInt32(token, radix: 16), let scalar = Unicode.Scalar(value) else { return nil }
                scalars.append(scalar)
                utf8.append(contentsOf: String(scalar).utf8)
            }
        }
        guard !scalars.isEmpty, boundaries.last == utf8.count else { return nil }
        self.lineNumber = lineNumber
        self.scalars = scalars
        self.utf8 = utf8
        self.boundaries = boundaries
    }
}
