import CommandLineSupport

/// What `textarea-bench-segmenter` was asked to measure.
enum SegmenterBenchOptions: String, Equatable {
    /// Both benchmarks (the default).
    case all
    /// Wrapping with and without ICU's segmenter.
    case wrap
    /// Keystrokes in Thai with and without it.
    case edit

    static let usage = """
        usage: textarea-bench-segmenter [all|wrap|edit]
          all      wrap, then edit (the default)
          wrap     wrap of 10 MB without SA text (as textarea-bench's) without and with ICU's segmenter,
                   and of 2 MB of Thai without and with it, in MB/s
          edit     1,000 random single-letter inserts into the Thai, with re-wrap and a visible-lines
                   query, without and with ICU's segmenter (p50/p99/max in µs)
        It links ICU, which textarea-bench does not, so that textarea-bench's memory figure is the core's.
        Build in release mode for meaningful figures: swift run -c release textarea-bench-segmenter
        """

    /// The program's name and usage, and how it reads its command line and reports failures.
    static let program = CommandLineProgram(name: "textarea-bench-segmenter", usage: usage)

    /// Parses the arguments after the program name: at most one benchmark; none means all.
    static func parse(_ arguments: [String]) throws(CommandLineError) -> SegmenterBenchOptions {
        var reader = ArgumentReader(arguments)
        var chosen: SegmenterBenchOptions? = nil
        while let argument = try reader.next() {
            switch (argument, chosen) {
            case (.operand(let name), nil):
                guard let mode = SegmenterBenchOptions(rawValue: name) else {
                    throw .invalid("unknown benchmark '\(name)': choose all, wrap or edit")
                }
                chosen = mode
            case (.option, _):
                throw reader.unknownOption()
            case (.operand(let name), _?):
                throw .invalid("unexpected '\(name)': give one benchmark")
            }
        }
        return chosen ?? .all
    }
}
