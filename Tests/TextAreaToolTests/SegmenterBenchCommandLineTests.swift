import CommandLineSupport
import Testing

@testable import textarea_bench_segmenter

/// `textarea-bench-segmenter`'s command line: which benchmark runs, in the shared error style.
@Suite struct SegmenterBenchCommandLineTests {
    @Test func choosesOneBenchmark() throws {
        #expect(try SegmenterBenchOptions.parse([]) == .all)
        #expect(try SegmenterBenchOptions.parse(["wrap"]) == .wrap)
        #expect(try SegmenterBenchOptions.parse(["edit"]) == .edit)
    }

    @Test func rejectsWhatItCannotRun() {
        #expect(throws: CommandLineError.invalid("unknown benchmark 'memory': choose all, wrap or edit")) {
            try SegmenterBenchOptions.parse(["memory"])
        }
        #expect(throws: CommandLineError.invalid("unexpected 'edit': give one benchmark")) {
            try SegmenterBenchOptions.parse(["wrap", "edit"])
        }
        #expect(throws: CommandLineError.invalid("unknown option '--x11'")) {
            try SegmenterBenchOptions.parse(["--x11"])
        }
    }

    @Test func theProgramPrintsHelpOrOneLineWithStatusTwo() throws {
        let help = try BuiltTool.run("textarea-bench-segmenter", ["--help"])
        #expect(help.status == 0)
        #expect(help.output == SegmenterBenchOptions.usage + "\n")
        #expect(help.error.isEmpty)
        let wrong = try BuiltTool.run("textarea-bench-segmenter", ["memory"])
        #expect(wrong.status == 2)
        #expect(wrong.output.isEmpty)
        #expect(
            wrong.error
                == "textarea-bench-segmenter: unknown benchmark 'memory': choose all, wrap or edit (see --help)\n")
    }
}
