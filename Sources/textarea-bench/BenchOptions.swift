import CommandLineSupport

/// What `textarea-bench` was asked to measure.
enum BenchOptions: Equatable {
    /// The core benchmarks: memory, wrap and edit, or one of them.
    case core(CoreMode)
    /// `--x11`: keystroke latency in a window, and time to the first frame.
    case x11
    /// `--x11 paste`: the longest event-loop turn while 100 MB are pasted and copied.
    case x11Paste
    /// `--x11 multilingual`: real fonts and shaping on a multilingual document (memory, wrap, edit, keystroke, first frame).
    case x11Multilingual
    /// `--x11 spelling`: keystroke latency in a 10 MB document with spell checking off, then on.
    case x11Spelling
    /// The hidden child of the first-frame benchmark, with the file to load, if any.
    case firstFrameChild(path: String?)
    /// `--typometer`: key sent to pixels changed in any program's window, measured from outside.
    case typometer(TypometerOptions)
    /// `--corpus multilingual [MB]`: writes the multilingual document of `--x11 multilingual` to standard output.
    case multilingualCorpus(megabytes: Double)

    /// A core benchmark, or all of them.
    enum CoreMode: String {
        case all, memory, wrap, edit
    }

    static let usage = """
        usage: textarea-bench [all|memory|wrap|edit|--x11 [paste|multilingual|spelling]|--corpus multilingual [MB]|
                              --typometer --window NAME ...]
          all      memory, then wrap, then edit (the default)
          memory   peak resident memory after loading and wrapping 10 MB
          wrap     bulk wrap of 10 MB at 80 monospace columns, in MB/s
          edit     1,000 random single-character inserts with re-wrap and a visible-lines query,
                   in a 10 MB document of paragraphs, in one 2 MB paragraph and in 10 MB of alternating
                   Arabic and English paragraphs (p50/p99/max in µs); BENCH_DOCUMENT=paragraphs_10mb,
                   single_paragraph_2mb or arabic_english_paragraphs_10mb times one alone, and
                   BENCH_INSERTS=N makes N inserts; then typing 50 keys at each of 20 places, timing
                   what each frame asks the core for (frame p50/p99 in µs)
          --x11    needs an X display: keystroke latency in a window showing 10 MB (key press received to
                   frame flushed, p50/p99/max in µs over 1,000 keys), and time from process start to the
                   first frame flushed (median of 15 starts); run under Xvfb with xvfb-run -a
          --x11 paste  needs an X display and xclip: xclip offers 100 MB by INCR, Ctrl+V pastes it into a
                   window, Ctrl+Z and Ctrl+Shift+Z undo and redo it, Ctrl+A and Ctrl+C copy it all and
                   xclip reads it back as UTF-8 and as STRING; the longest working time of one
                   event-loop turn in each phase, in ms (target 50)
          --x11 multilingual  needs an X display: real fonts and HarfBuzz shaping on 10 MB of mixed
                   English, Greek, Russian, Arabic, Hebrew, Hindi, Bengali, Tamil, Thai, Khmer, Myanmar,
                   Chinese, Japanese, Korean and emoji: peak memory, wrap at 800 px (and the Latin
                   paragraphs, in MB/s), 1,000 inserts with re-wrap, keystroke latency and first frame
          --x11 spelling  needs an X display and Enchant's en_US dictionary: 1,000 inserts in the core's
                   10 MB document without decorations, then with a mark every 100 bytes (p50/p99 in µs);
                   keystroke latency in the 10 MB document with spell checking off, then on (checked in
                   idle slices while the keys are typed), and how long checking the whole document took
          --corpus multilingual [MB]  writes that document (10 MB unless MB says otherwise) to standard
                   output, for measuring other programs on the same text
        \(TypometerOptions.usage)
        Build in release mode for meaningful figures: swift run -c release textarea-bench
        """

    /// The bench's name and usage, and how it reads its command line and reports failures.
    static let program = CommandLineProgram(name: "textarea-bench", usage: usage)

    /// Parses the arguments after the program name: one benchmark, `--x11`, `--x11 paste` or `--typometer` and its
    /// options; none means all.
    static func parse(_ arguments: [String]) throws(CommandLineError) -> BenchOptions {
        var reader = ArgumentReader(arguments)
        var chosen: BenchOptions? = nil
        while let argument = try reader.next() {
            switch (argument, chosen) {
            case (.option("--x11"), nil):
                try reader.noValue()
                chosen = .x11
            case (.option("--typometer"), nil):
                try reader.noValue()
                return .typometer(try TypometerOptions.parse(&reader))
            case (.option(X11FirstFrameBenchmark.childFlag), nil):
                chosen = .firstFrameChild(path: try? reader.value())
            case (.operand("paste"), .x11?):
                chosen = .x11Paste
            case (.operand("multilingual"), .x11?):
                chosen = .x11Multilingual
            case (.operand("spelling"), .x11?):
                chosen = .x11Spelling
            case (.option("--corpus"), nil):
                guard case .operand("multilingual") = try reader.next() else {
                    throw .invalid("--corpus: the only corpus is 'multilingual'")
                }
                chosen = .multilingualCorpus(megabytes: 10)
            case (.operand(let size), .multilingualCorpus?):
                guard let megabytes = Double(size), megabytes > 0, megabytes <= 1000 else {
                    throw .invalid("--corpus multilingual: '\(size)' is not a size in MB (0 to 1000)")
                }
                chosen = .multilingualCorpus(megabytes: megabytes)
            case (.operand(let name), nil):
                guard let mode = CoreMode(rawValue: name) else {
                    throw .invalid("unknown benchmark '\(name)': choose all, memory, wrap, edit or --x11")
                }
                chosen = .core(mode)
            case (.option, nil):
                throw reader.unknownOption()
            case (.option(let name), _?), (.operand(let name), _?):
                throw .invalid("unexpected '\(name)': give one benchmark, --x11 or --x11 paste")
            }
        }
        return chosen ?? .core(.all)
    }
}
