import Testing
@testable import TextAreaCore

/// Runs the Unicode 15.0 bidi conformance test by characters, `BidiCharacterTest.txt`: every case,
/// paragraph level, levels and visual order, through both the scalar and the UTF-8 entry points.
@Suite struct BidiCharacterTestConformanceTests {
    /// The cases in the 15.0 file.
    static let expectedCaseCount = 91_707

    /// One line of the file.
    struct Case {
        /// The line number in the file.
        var lineNumber: Int
        /// The text.
        var scalars: [Unicode.Scalar]
        /// The base direction: field 1 is 0 (LTR), 1 (RTL) or 2 (auto, P2–P3).
        var baseDirection: BaseWritingDirection
        /// The resolved paragraph level.
        var paragraphLevel: Int
        /// The resolved levels, nil for characters X9 removes.
        var levels: [Int?]
        /// The visual order of the characters X9 keeps, left to right.
        var order: [Int]
    }

    /// Parses the file's cases, recording an issue for each line that does not parse.
    static func cases(in bytes: [UInt8]) -> [Case] {
        var cases: [Case] = []
        BidiConformanceSupport.forEachDataLine(in: bytes) { line, number in
            let fields = line.fields(separator: UInt8(ascii: ";"))
            guard fields.count == 5,
                  let scalars = Self.scalars(in: fields[0], of: line),
                  let direction = line.number(in: fields[1]),
                  let paragraphLevel = line.number(in: fields[2]),
                  let levels = line.levels(in: fields[3]),
                  let order = line.indices(in: fields[4]),
                  levels.count == scalars.count, direction <= 2
            else {
                Issue.record("Line \(number) does not parse: \(line.text)")
                return
            }
            let baseDirection: BaseWritingDirection = [.leftToRight, .rightToLeft, .natural][direction]
            cases.append(Case(
                lineNumber: number, scalars: scalars, baseDirection: baseDirection,
                paragraphLevel: paragraphLevel, levels: levels, order: order))
        }
        return cases
    }

    /// Parses hexadecimal code points separated by spaces.
    static func scalars(in range: Range<Int>, of line: ConformanceLine) -> [Unicode.Scalar]? {
        var result: [Unicode.Scalar] = []
        for token in line.tokens(in: range) {
            guard let value = line.number(in: token, radix: 16),
                  let scalar = Unicode.Scalar(UInt32(value)) else { return nil }
            result.append(scalar)
        }
        return result
    }

    @Test func everyCaseOfBidiCharacterTestPasses() throws {
        let bytes = try BidiConformanceSupport.contents(of: BidiConformanceSupport.characterTestPath)
        guard !bytes.isEmpty else { return }
        let cases = Self.cases(in: bytes)
        var failures: [String] = []
        var failureCount = 0
        for testCase in cases {
            let fromScalars = BidiParagraph(testCase.scalars, baseDirection: testCase.baseDirection)
            var utf8 = Array(String(String.UnicodeScalarView(testCase.scalars)).utf8)
            let fromUTF8 = utf8.withUnsafeMutableBufferPointer {
                BidiParagraph(utf8: UnsafeBufferPointer($0), baseDirection: testCase.baseDirection)
            }
            for (entry, paragraph) in [("scalars", fromScalars), ("UTF-8", fromUTF8)] {
                let levels = paragraph.levels
                let order = paragraph.visualOrder(0..<paragraph.count)
                guard paragraph.paragraphLevel != testCase.paragraphLevel || levels != testCase.levels
                    || order != testCase.order else { continue }
                failureCount += 1
                if failures.count < 20 {
                    failures.append("""
                        line \(testCase.lineNumber) (\(entry)): paragraph level \(paragraph.paragraphLevel), \
                        expected \(testCase.paragraphLevel); levels \(BidiTestConformanceTests.describe(levels)), \
                        expected \(BidiTestConformanceTests.describe(testCase.levels)); order \(order), \
                        expected \(testCase.order)
                        """)
                }
            }
        }
        #expect(cases.count == Self.expectedCaseCount, "The file should hold \(Self.expectedCaseCount) cases")
        #expect(
            failureCount == 0,
            "\(2 * cases.count - failureCount)/\(2 * cases.count) checks pass; first failures:\n\(failures.joined(separator: "\n"))")
    }
}
