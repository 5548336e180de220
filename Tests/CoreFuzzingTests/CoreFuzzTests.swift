import Testing
import TextAreaCore

@testable import CoreFuzzing

/// A bounded slice of the core fuzzer for CI: fixed seeds, a fixed number of operations each.
///
/// `textarea-fuzz` runs the same driver for millions of operations; a
/// failure here prints the seed, the operation index and the last operations,
/// and `textarea-fuzz --seed N --operations M` replays it.
@Suite struct CoreFuzzTests {
    /// Seeds run on every test pass; add one when a long run finds something.
    static let seeds: [UInt64] = [1, 2, 3, 4]
    /// About 20 s for the four seeds in a debug build on two cores.
    static let operationsPerSeed = 40_000

    @Test("A seeded fuzz run keeps every invariant", arguments: seeds)
    func seededRunKeepsEveryInvariant(seed: UInt64) {
        let fuzzer = CoreFuzzer(seed: seed, configuration: FuzzConfiguration(fullCheckInterval: 400))
        do {
            let summary = try fuzzer.run(operations: Self.operationsPerSeed)
            #expect(summary.operations == Self.operationsPerSeed)
            #expect(summary.statistics.fullChecks == Self.operationsPerSeed / 400)
            #expect(summary.statistics.roundTrips > 0)
        } catch {
            Issue.record("\(error)\nreplay: textarea-fuzz --seed \(seed) --operations \(error.operationIndex + 1)")
        }
    }

    @Test func aRunReplaysFromItsSeed() throws {
        let first = CoreFuzzer(seed: 77)
        let second = CoreFuzzer(seed: 77)
        _ = try first.run(operations: 300)
        _ = try second.run(operations: 300)
        #expect(first.area.text == second.area.text)
        #expect(first.area.selectedRange == second.area.selectedRange)
        #expect(first.failure("probe").trail == second.failure("probe").trail)
    }

    @Test func textChangedBehindTheFuzzersBackIsReportedWithSeedIndexAndTrail() throws {
        let fuzzer = CoreFuzzer(seed: 5)
        _ = try fuzzer.run(operations: 40)
        fuzzer.area.text = fuzzer.reference + "lost"
        do {
            _ = try fuzzer.run(operations: 1)
            Issue.record("a text the reference does not know went unnoticed")
        } catch {
            #expect(error.seed == 5)
            #expect(error.operationIndex == 40)
            #expect(error.trail.count == 20)
            #expect(error.trail.last?.hasPrefix("#40 ") == true)
            #expect(error.json.hasPrefix("{\"status\":\"failed\",\"seed\":5,\"operation\":40,"))
        }
    }

    @Test func aVetoedChangeThatHappensAnywayIsCaught() throws {
        let fuzzer = CoreFuzzer(seed: 9)
        fuzzer.delegate.rule = .refuseAll
        let before = Before(
            text: "", selection: 0..<0, marked: nil, markedText: nil, isEditable: true,
            isEditing: false, maxLength: nil, canUndo: false, canRedo: false)
        fuzzer.area.delegate = nil
        fuzzer.area.insertText("typed")
        #expect(throws: InvariantViolation.self) { try fuzzer.verify(.unchanged, from: before) }
        #expect(throws: InvariantViolation.self) { try fuzzer.verify(.edit(0..<0, "typed"), from: before) }
    }

    @Test func theProportionalMeasurerAddsUpOverClusters() {
        let measurer = ProportionalMeasurer()
        let font = Font(size: 12)
        for text in RandomText.hostilePieces {
            let whole = measurer.width(of: text, font: font)
            let parts = text.reduce(0.0) { $0 + measurer.width(of: String($1), font: font) }
            #expect(abs(whole - parts) < 1e-9, "\(text.debugDescription)")
        }
        #expect(measurer.width(of: "\t\n\r\u{2028}", font: font) == 0)
        #expect(measurer.width(of: "ab", font: font.withSize(24)) == 2 * measurer.width(of: "ab", font: font))
    }
}
