import CommandLineSupport

/// The command line of `textarea-fuzz`.
struct FuzzArguments: Equatable {
    var seed: UInt64 = 1
    var operations = 100_000
    var reportEvery = 0
    var fullCheckInterval = 500
    /// Whether to fuzz the X11 measurer and painter instead of the core.
    var x11 = false
    /// X11 cases to run.
    var cases = 200
    /// The index of the first X11 case.
    var firstCase = 0

    static let usage = """
        usage: textarea-fuzz [--seed N] [--operations N] [--report-every N] [--full-check-every N]
               textarea-fuzz --x11 [--seed N] [--cases N] [--first-case N] [--report-every N]

        Drives a text area through N seeded random operations, checking invariants
        after each one and in full every --full-check-every operations (default 500).
        Prints one JSON line: a summary, or on a broken invariant or a crash the seed,
        the operation index and the last operations (exit status 1).
        --report-every N prints a progress line to standard error every N operations.

        --x11 feeds hostile text (Zalgo, huge clusters, bidi controls, emoji, any scalar,
        repaired bytes) at hostile fonts, frames and scales to the Xft measurer and painter
        in a window on $DISPLAY: N cases (default 200) from --first-case on. A broken rule
        prints the case and the command that replays it alone (exit status 1);
        --report-every N describes every Nth case and its time on standard error.
        """

    /// The fuzzer's name and usage, and how it reads its command line and reports failures.
    static let program = CommandLineProgram(name: "textarea-fuzz", usage: usage)

    /// Parses the arguments after the program name; the error is one line for the shell.
    static func parse(_ arguments: [String]) throws(CommandLineError) -> FuzzArguments {
        var result = FuzzArguments()
        var reader = ArgumentReader(arguments)
        while let name = try reader.nextOption() {
            switch name {
            case "--seed":
                guard let seed = UInt64(try reader.value()) else { throw .invalid("--seed takes a whole number ≥ 0") }
                result.seed = seed
            case "--x11":
                result.x11 = true
            case "--cases", "--first-case":
                guard let number = Int(try reader.value()), number >= 0 else {
                    throw .invalid("\(name) takes a whole number ≥ 0")
                }
                if name == "--cases" { result.cases = number } else { result.firstCase = number }
            case "--operations", "--report-every", "--full-check-every":
                guard let number = Int(try reader.value()), number >= 0 else {
                    throw .invalid("\(name) takes a whole number ≥ 0")
                }
                if name == "--operations" { result.operations = number }
                if name == "--report-every" { result.reportEvery = number }
                if name == "--full-check-every" {
                    guard number > 0 else { throw .invalid("--full-check-every must be positive") }
                    result.fullCheckInterval = number
                }
            default:
                throw reader.unknownOption()
            }
        }
        return result
    }
}
