import CommandLineSupport
import Testing

@testable import textarea_bench

/// `textarea-bench`'s command line: which benchmark runs, and the shared error style for a wrong one.
@Suite struct BenchCommandLineTests {
    @Test func choosesOneBenchmark() throws {
        #expect(try BenchOptions.parse([]) == .core(.all))
        #expect(try BenchOptions.parse(["wrap"]) == .core(.wrap))
        #expect(try BenchOptions.parse(["--x11"]) == .x11)
        #expect(try BenchOptions.parse(["--x11", "paste"]) == .x11Paste)
        #expect(try BenchOptions.parse(["--x11", "multilingual"]) == .x11Multilingual)
        #expect(
            try BenchOptions.parse([X11FirstFrameBenchmark.childFlag, "/tmp/doc.txt"])
                == .firstFrameChild(path: "/tmp/doc.txt"))
        #expect(try BenchOptions.parse([X11FirstFrameBenchmark.childFlag]) == .firstFrameChild(path: nil))
    }

    @Test func rejectsWhatItCannotRun() {
        #expect(throws: CommandLineError.invalid("unknown benchmark 'speed': choose all, memory, wrap, edit or --x11"))
        {
            try BenchOptions.parse(["speed"])
        }
        #expect(throws: CommandLineError.invalid("unexpected 'edit': give one benchmark, --x11 or --x11 paste")) {
            try BenchOptions.parse(["wrap", "edit"])
        }
        #expect(throws: CommandLineError.invalid("unexpected '--x11': give one benchmark, --x11 or --x11 paste")) {
            try BenchOptions.parse(["memory", "--x11"])
        }
        #expect(throws: CommandLineError.invalid("unknown benchmark 'paste': choose all, memory, wrap, edit or --x11"))
        {
            try BenchOptions.parse(["paste"])
        }
        #expect(throws: CommandLineError.invalid("unknown option '--fast'")) { try BenchOptions.parse(["--fast"]) }
    }

    @Test func theProgramPrintsHelpOrOneLineWithStatusTwo() throws {
        let help = try BuiltTool.run("textarea-bench", ["--help"])
        #expect(help.status == 0)
        #expect(help.output == BenchOptions.usage + "\n")
        #expect(help.error.isEmpty)
        let wrong = try BuiltTool.run("textarea-bench", ["speed"])
        #expect(wrong.status == 2)
        #expect(wrong.output.isEmpty)
        #expect(
            wrong.error == "textarea-bench: unknown benchmark 'speed': choose all, memory, wrap, edit or --x11 "
                + "(see --help)\n")
    }
}
