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

    /// One data line of the file, with the expectations of the @Levels and @Reorder lines before it.
    struct Line: Sendable {
        /// The line number in the file.
        var number: Int
        /// The classes of the text.
        var classes: [BidiClass]
        /// The bitset of paragraph directions to run.
        var bitset: Int
        /// The resolved levels, nil for characters X9 removes.
        var levels: [Int?]
        /// The visual order of the characters X9 keeps, left to right.
        var order: [Int]
    }

    /// What running some lines found.
    struct Outcome: Sendable {
        /// The number of cases run.
        var caseCount = 0
        /// The number of cases that failed.
        var failureCount = 0
        /// The first few failures, described.
        var failures: [String] = []
    }

    /// Parses the file's data lines, recording an issue for each that does not parse.
    static func lines(in bytes: [UInt8]) -> [Line] {
        var levels: [Int?] = []
        var order: [Int] = []
        var lines: [Line] = []
        BidiConformanceSupport.forEachDataLine(in: bytes) { line, number in
            if line.starts(with: "@Levels:") {
                levels = line.levels(in: 8..<line.count) ?? []
                return
            }
            if line.starts(with: "@Reorder:") {
                order = line.indices(in: 9..<line.count) ?? []
                return
            }
            if line.starts(with: "@") { return }
            let fields = line.fields(separator: UInt8(ascii: ";"))
            guard fields.count == 2,
                let classes = line.classes(in: fields[0]),
                let bitsetToken = line.tokens(in: fields[1]).first,
                let bitset = line.number(in: bitsetToken, radix: 16),
                classes.count == levels.count
            else {
                Issue.record("Line \(number) does not parse: \(line.text)")
                return
            }
            lines.append(Line(number: number, classes: classes, bitset: bitset, levels: levels, order: order))
        }
        return lines
    }

    /// Runs every case of `lines`.
    static func run(_ lines: ArraySlice<Line>) -> Outcome {
        var outcome = Outcome()
        for line in lines {
            for (bit, direction) in directions where line.bitset & bit != 0 {
                outcome.caseCount += 1
                let paragraph = BidiParagraph(classes: line.classes, baseDirection: direction)
                let levels = paragraph.levels
                let order = paragraph.visualOrder(0..<line.classes.count)
                guard levels != line.levels || order != line.order else { continue }
                outcome.failureCount += 1
                if outcome.failures.count < 20 {
                    outcome.failures.append(
                        """
                        line \(line.number) (\(direction)): \(line.classes.map(\.abbreviation).joined(separator: " ")): \
                        levels \(describe(levels)), expected \(describe(line.levels)); \
                        order \(order), expected \(line.order)
                        """)
                }
            }
        }
        return outcome
    }

    @Test func everyCaseOfBidiTestPasses() async throws {
        let bytes = try BidiConformanceSupport.contents(of: BidiConformanceSupport.bidiTestPath)
        guard !bytes.isEmpty else { return }
        let lines = Self.lines(in: bytes)
        // Four slices, run side by side.
        let outcome = await withTaskGroup(of: Outcome.self) { group in
            let sliceLength = (lines.count + 3) / 4
            for start in stride(from: 0, to: lines.count, by: max(sliceLength, 1)) {
                let slice = lines[start..<min(start + sliceLength, lines.count)]
                group.addTask { Self.run(slice) }
            }
            var total = Outcome()
            for await part in group {
                total.caseCount += part.caseCount
                total.failureCount += part.failureCount
                total.failures += part.failures
            }
            return total
        }
        #expect(outcome.caseCount == Self.expectedCaseCount, "The file should hold \(Self.expectedCaseCount) cases")
        #expect(
            outcome.failureCount == 0,
            """
            \(outcome.caseCount - outcome.failureCount)/\(outcome.caseCount) cases pass; first failures:
            \(outcome.failures.joined(separator: "\n"))
            """)
    }

    /// Formats levels as the file does: "1 x 2".
    static func describe(_ levels: [Int?]) -> String {
        levels.map { $0.map(String.init) ?? "x" }.joined(separator: " ")
    }
}
