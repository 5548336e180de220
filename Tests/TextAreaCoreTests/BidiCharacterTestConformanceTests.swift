import Testing

@testable import TextAreaCore

/// Runs the Unicode 15.0 bidi conformance test by characters, `BidiCharacterTest.txt`: every case,
/// paragraph level, levels and visual order, through both the scalar and the UTF-8 entry points.
@Suite struct BidiCharacterTestConformanceTests {
    /// The cases in the 15.0 file.
    static let expectedCaseCount = 91_707

    /// One line of the file.
    struct Case: Sendable {
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
            cases.append(
                Case(
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
                let scalar = Unicode.Scalar(UInt32(value))
            else { return nil }
            result.append(scalar)
        }
        return result
    }

    /// Runs `cases` through both entry points.
    static func run(_ cases: ArraySlice<Case>) -> BidiTestConformanceTests.Outcome {
        var outcome = BidiTestConformanceTests.Outcome()
        for testCase in cases {
            let fromScalars = BidiParagraph(testCase.scalars, baseDirection: testCase.baseDirection)
            let utf8 = Array(String(String.UnicodeScalarView(testCase.scalars)).utf8)
            let fromUTF8 = utf8.withUnsafeBufferPointer {
                BidiParagraph(utf8: $0, baseDirection: testCase.baseDirection)
            }
            for (entry, paragraph) in [("scalars", fromScalars), ("UTF-8", fromUTF8)] {
                outcome.caseCount += 1
                let levels = paragraph.levels
                let order = paragraph.visualOrder(0..<paragraph.count)
                guard
                    paragraph.paragraphLevel != testCase.paragraphLevel || levels != testCase.levels
                        || order != testCase.order
                else { continue }
                outcome.failureCount += 1
                if outcome.failures.count < 20 {
                    outcome.failures.append(
                        """
                        line \(testCase.lineNumber) (\(entry)): paragraph level \(paragraph.paragraphLevel), \
                        expected \(testCase.paragraphLevel); levels \(BidiTestConformanceTests.describe(levels)), \
                        expected \(BidiTestConformanceTests.describe(testCase.levels)); order \(order), \
                        expected \(testCase.order)
                        """)
                }
            }
        }
        return outcome
    }

    @Test func everyCaseOfBidiCharacterTestPasses() async throws {
        let bytes = try BidiConformanceSupport.contents(of: BidiConformanceSupport.characterTestPath)
        guard !bytes.isEmpty else { return }
        let cases = Self.cases(in: bytes)
        // Four slices, run side by side.
        let outcome = await withTaskGroup(of: BidiTestConformanceTests.Outcome.self) { group in
            let sliceLength = (cases.count + 3) / 4
            for start in stride(from: 0, to: cases.count, by: max(sliceLength, 1)) {
                let slice = cases[start..<min(start + sliceLength, cases.count)]
                group.addTask { Self.run(slice) }
            }
            var total = BidiTestConformanceTests.Outcome()
            for await part in group {
                total.caseCount += part.caseCount
                total.failureCount += part.failureCount
                total.failures += part.failures
            }
            return total
        }
        #expect(cases.count == Self.expectedCaseCount, "The file should hold \(Self.expectedCaseCount) cases")
        // Each case runs through the scalar and the UTF-8 entry points.
        #expect(outcome.caseCount == 2 * cases.count)
        #expect(
            outcome.failureCount == 0,
            """
            \(outcome.caseCount - outcome.failureCount)/\(outcome.caseCount) checks pass; first failures:
            \(outcome.failures.joined(separator: "\n"))
            """)
    }
}
