import Testing

@testable import TextAreaCore

/// After each of more than 10,000 seeded random edits, the incremental, lazy layout equals a full re-wrap of the same text at the same width.
///
/// See ``RandomEditRun`` for what each step does and checks. A failure names
/// the scenario, its seed and the step, with the operations that led there.
@Suite struct IncrementalLayoutPropertyTests {
    static let scenarios: [RandomEditRun.Scenario] = [
        .init(
            name: "paragraphs", seed: 0x5EED_0001, columns: 30, steps: 3500, fullCheckInterval: 25,
            initialBytes: 3000, paragraphBytes: 1200),
        .init(
            name: "narrow, right-aligned", seed: 0x5EED_0002, columns: 7, steps: 2000, fullCheckInterval: 25,
            initialBytes: 1500),
        .init(name: "one cell", seed: 0x5EED_0003, columns: 1, steps: 1500, fullCheckInterval: 25, initialBytes: 800),
        .init(name: "zero width", seed: 0x5EED_0004, columns: 0, steps: 1000, fullCheckInterval: 25, initialBytes: 500),
        .init(
            name: "pixels with insets, centred", seed: 0x5EED_0005, columns: 23.4, cellWidth: 8, steps: 1500,
            fullCheckInterval: 25, initialBytes: 2500, alignment: .center),
        .init(
            name: "one huge paragraph", seed: 0x5EED_0006, columns: 40, steps: 800, fullCheckInterval: 40,
            initialBytes: 12000, paragraphBytes: nil),
    ]

    @Test func theScenariosMakeMoreThanTenThousandEdits() {
        #expect(Self.scenarios.reduce(0) { $0 + $1.steps } >= 10_000)
    }

    @Test(arguments: scenarios)
    func incrementalLayoutEqualsAFullRewrap(_ scenario: RandomEditRun.Scenario) {
        RandomEditRun(scenario).run()
    }
}
