import Testing
@testable import TextAreaCore

/// Runs the Unicode 15.0 bidi conformance test by classes, `BidiTest.txt`: every case, levels and visual order.
@Suite struct BidiTestConformanceTests {
    /// The cases in the 15.0 file once each line's bitset of paragraph directions is expanded.
    static let expectedCaseCount = 770_241

    /// The paragraph directions of a data line's bitset: 1 auto (P2–P3), 2 left to right, 4 right to left.
    static let directions: [(bit: Int, direction: BaseWritingDirection)] = [
        (1, .natural), (2, .leftToRight), (4, .rightToLeft),
    ]

    @Test func everyCaseOfBidiTestPasses() throws {
        let bytes = try BidiConformanceSupport.contents(of: BidiConformanceSupport.bidiTestPath)
        guard !bytes.isEmpty else { return }
        var expectedLevels: [Int?] = []
        var expectedOrder: [Int] = []
        var caseCount = 0
        var failureCount = 0
        var failures: [String] = []
        BidiConformanceSupport.forEachDataLine(in: bytes) { line, number in
            if line.starts(with: "@Levels:") {
                expectedLevels = line.levels(in: 8..<line.count) ?? []
                return
            }
            if line.starts(with: "@Reorder:") {
                expectedOrder = line.indices(in: 9..<line.count) ?? []
                return
            }
            if line.starts(with: "@") { return }
            let fields = line.fields(separator: UInt8(ascii: ";"))
            guard fields.count == 2,
                  let classes = line.classes(in: fields[0]),
                  let bitsetToken = line.tokens(in: fields[1]).first,
                  let bitset = line.number(in: bitsetToken, radix: 16),
                  classes.count == expectedLevels.count
            else {
                Issue.record("Line \(number) does not parse: \(line.text)")
                return
            }
            for (bit, direction) in Self.directions where bitset & bit != 0 {
                caseCount += 1
                let paragraph = BidiParagraph(classes: classes, baseDirection: direction)
                let levels = paragraph.levels
                let order = paragraph.visualOrder(0..<classes.count)
                guard levels != expectedLevels || order != expectedOrder else { continue }
                failureCount += 1
                if failures.count < 20 {
                    failures.append("""
                        line \(number) (\(direction)): \(classes.map(\.abbreviation).joined(separator: " ")): \
                        levels \(Self.describe(levels)), expected \(Self.describe(expectedLevels)); \
                        order \(order), expected \(expectedOrder)
                        """)
                }
            }
        }
        #expect(caseCount == Self.expectedCaseCount, "The file should hold \(Self.expectedCaseCount) cases")
        #expect(
            failureCount == 0,
            "\(caseCount - failureCount)/\(caseCount) cases pass; first failures:\n\(failures.joined(separator: "\n"))")
    }

    /// Formats levels as the file does: "1 x 2".
    static func describe(_ levels: [Int?]) -> String {
        levels.map { $0.map(String.init) ?? "x" }.joined(separator: " ")
    }
}
