import Testing

@testable import TextAreaCore

/// Runs the Unicode 15.0 line-break conformance test, `LineBreakTest.txt`.
@Suite struct LineBreakConformanceTests {
    @Test func everyCaseOfLineBreakTestPasses() throws {
        let cases = try LineBreakTestSupport.conformanceCases()
        var failures: [String] = []
        for testCase in cases {
            let offsets = LineBreakTestSupport.opportunities(in: testCase.utf8[...]).map(\.offset)
            if offsets != testCase.breakOffsets {
                failures.append(
                    "line \(testCase.lineNumber): expected breaks at bytes \(testCase.breakOffsets), got \(offsets)")
            }
        }
        #expect(
            failures.isEmpty,
            "\(cases.count - failures.count)/\(cases.count) cases pass; failures:\n\(failures.joined(separator: "\n"))"
        )
    }

    /// The file does not mark mandatory breaks, so check them against LB4 and LB5 directly.
    @Test func mandatoryBreaksFollowLineEndingsOnly() throws {
        let cases = try LineBreakTestSupport.conformanceCases()
        var failures: [String] = []
        for testCase in cases {
            var expected: [Int: Bool] = [:]
            var offset = 0
            for (index, scalar) in testCase.scalars.enumerated() {
                offset += String(scalar).utf8.count
                let lineBreakClass = LineBreakClass(scalar)
                let nextIsLineFeed = index + 1 < testCase.scalars.count && testCase.scalars[index + 1] == "\n"
                switch lineBreakClass {
                case .mandatoryBreak, .lineFeed, .nextLine: expected[offset] = true
                case .carriageReturn where !nextIsLineFeed: expected[offset] = true
                default: break
                }
            }
            for opportunity in LineBreakTestSupport.opportunities(in: testCase.utf8[...])
            where opportunity.isMandatory != (expected[opportunity.offset] ?? false) {
                failures.append("line \(testCase.lineNumber): offset \(opportunity.offset)")
            }
        }
        #expect(failures.isEmpty, "Wrong mandatory flags:\n\(failures.joined(separator: "\n"))")
    }
}
