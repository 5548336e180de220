import Testing
import TextAreaCore
import X11Fuzzing

@testable import X11TextArea

extension X11Tests {
    /// A bounded slice of the X11 fuzzer for CI: hostile text through the Xft measurer and painter in a real window on the test server, for a fixed number of cases.
    ///
    /// `textarea-fuzz --x11` runs the same cases for as long as one likes; a
    /// failure names its seed and case, and the replay command runs that case alone.
    @MainActor
    @Suite struct X11FuzzTests {
        /// Seeds run on every test pass; add one when a long run finds something.
        nonisolated static let seeds: [UInt64] = [1, 2]
        /// Cases per seed: every kind of text comes up several times.
        static let casesPerSeed = 40

        @Test("A seeded X11 fuzz run keeps every rule", arguments: seeds)
        func seededRunKeepsEveryRule(seed: UInt64) throws {
            let connection = try X11Connection(displayName: X11TestEnvironment.displayName())
            let fuzzer = try X11Fuzzer(connection: connection, seed: seed)
            var kinds = Set<X11FuzzCase.Kind>()
            do {
                let summary = try fuzzer.run(cases: Self.casesPerSeed) { fuzzCase, _ in kinds.insert(fuzzCase.kind) }
                #expect(summary.statistics.cases == Self.casesPerSeed)
                #expect(summary.statistics.frames == 4 * Self.casesPerSeed)
                #expect(summary.statistics.glyphs > 0 && summary.statistics.measuredRuns > 0)
                #expect(summary.statistics.largestGlyphBatch <= XftTextPainter.glyphsPerRequest)
                print(summary.json)
            } catch {
                Issue.record("\(error)")
            }
            #expect(kinds.count >= 7, "the cases drew only \(kinds.map(\.rawValue).sorted())")
        }

        @Test func aCaseReplaysFromItsSeedAndIndex() {
            let first = X11FuzzCase(seed: 9, index: 17)
            let again = X11FuzzCase(seed: 9, index: 17)
            let next = X11FuzzCase(seed: 9, index: 18)
            #expect(first.text == again.text && first.description == again.description)
            #expect(first.text != next.text || first.font != next.font || first.frame != next.frame)
        }

        @Test func theCommandLineRunsCasesOnTheDisplayAndSaysClearlyWhenThereIsNone() throws {
            let path = try DemoProcess.executablePath().replacing("textarea-demo", with: "textarea-fuzz")
            let display = try X11TestEnvironment.displayName()
            let run = try Subprocess.run(
                path, ["--x11", "--seed", "5", "--first-case", "3", "--cases", "2", "--report-every", "1"],
                display: display, timeout: 300)
            #expect(run.status == 0, "\(run.errorText)")
            #expect(run.outputText.hasPrefix("{\"status\":\"ok\",\"mode\":\"x11\",\"seed\":5,\"cases\":2,"))
            #expect(run.errorText.contains("case 3: ") && run.errorText.contains("case 4: "))

            let noDisplay = try Subprocess.run(path, ["--x11", "--cases", "1"], display: ":9999", timeout: 60)
            #expect(noDisplay.status == 2)
            #expect(noDisplay.errorText.hasPrefix("textarea-fuzz: "), "\(noDisplay.errorText)")
        }
    }
}
