/// The command line of `textarea-fuzz`.
struct FuzzArguments: Equatable {
    var seed: UInt64 = 1
    var operations = 100_000
    var reportEvery = 0
    var fullCheckInterval = 500

    static let usage = """
        usage: textarea-fuzz [--seed N] [--operations N] [--report-every N] [--full-check-every N]

        Drives a text area through N seeded random operations, checking invariants
        after each one and in full every --full-check-every operations (default 500).
        Prints one JSON line: a summary, or on a broken invariant or a crash the seed,
        the operation index and the last operations (exit status 1).
        --report-every N prints a progress line to standard error every N operations.
        """

    /// Parses the arguments after the program name; the error is one line for the shell.
    static func parse(_ arguments: [String]) -> Result<FuzzArguments?, ArgumentError> {
        var result = FuzzArguments()
        var index = 0
        while index < arguments.count {
            let name = arguments[index]
            if name == "--help" || name == "-h" { return .success(nil) }
            guard index + 1 < arguments.count else { return .failure(ArgumentError("\(name) needs a value")) }
            let value = arguments[index + 1]
            switch name {
            case "--seed":
                guard let seed = UInt64(value) else { return .failure(ArgumentError("--seed takes a whole number ≥ 0")) }
                result.seed = seed
            case "--operations", "--report-every", "--full-check-every":
                guard let number = Int(value), number >= 0 else {
                    return .failure(ArgumentError("\(name) takes a whole number ≥ 0"))
                }
                if name == "--operations" { result.operations = number }
                if name == "--report-every" { result.reportEvery = number }
                if name == "--full-check-every" {
                    guard number > 0 else { return .failure(ArgumentError("--full-check-every must be positive")) }
                    result.fullCheckInterval = number
                }
            default:
                return .failure(ArgumentError("unknown option \(name)"))
            }
            index += 2
        }
        return .success(result)
    }
}

/// A command-line mistake, described in one line.
struct ArgumentError: Error, Equatable {
    var reason: String
    init(_ reason: String) { self.reason = reason }
}
