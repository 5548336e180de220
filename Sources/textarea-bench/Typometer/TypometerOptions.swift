import CommandLineSupport

/// How the typometer notices that a window's pixels changed.
enum TypometerMethod: String {
    /// DAMAGE events for the window and its subwindows (when the server offers DAMAGE).
    case damage
    /// Reading the window's pixels through MIT-SHM again and again and comparing them.
    case poll
}

/// The command line of `textarea-bench --typometer`.
struct TypometerOptions: Equatable {
    /// The exact title of the window to type into.
    var windowTitle = ""
    /// How many keys are sent: the first half (rounded up) printable characters, the rest BackSpaces.
    var keyCount = 200
    /// How long one key may take to change the window before it counts as unchanged, in seconds.
    var timeout = 5.0
    /// How long the window must stay unchanged before the next key, in seconds.
    var quietInterval = 0.1
    /// The detection method asked for; nil picks DAMAGE when the server offers it, else polling.
    var method: TypometerMethod? = nil
    /// Print one JSON line instead of a readable summary.
    var json = false

    /// The typometer's part of `textarea-bench --help`.
    static let usage = """
          --typometer --window NAME [--keys N] [--timeout S] [--quiet MS] [--method auto|damage|poll] [--json]
                   needs an X display: types into the window titled NAME on $DISPLAY (any program's) with
                   XTest and measures, from outside, the time from each key sent to the window's pixels
                   changing
            --window NAME  the exact window title (_NET_WM_NAME or WM_NAME)
            --keys N       keys to send (default 200): the first half printable letters, the rest as many
                           BackSpaces, so an even N leaves the text as it was
            --timeout S    seconds a key may take before it counts as unchanged (default 5)
            --quiet MS     milliseconds without change that count as settled before each key (default 100)
            --method M     damage (DAMAGE events), poll (MIT-SHM pixel reads) or auto (default: damage when
                           the server offers it)
            --json         one line: {"window","keys","p50_us","p99_us","max_us","method","unchanged"}
        """

    /// Reads the options after `--typometer` from `reader`, to the end of the command line.
    static func parse(_ reader: inout ArgumentReader) throws(CommandLineError) -> TypometerOptions {
        var options = TypometerOptions()
        var sawWindow = false
        while let name = try reader.nextOption() {
            switch name {
            case "--window":
                options.windowTitle = try reader.value("a title")
                sawWindow = true
            case "--keys":
                let text = try reader.value("a number")
                guard let count = Int(text), count >= 1, count <= 1_000_000 else {
                    throw .invalid("bad key count '\(text)' for --keys: expected 1 to 1000000")
                }
                options.keyCount = count
            case "--timeout":
                let text = try reader.value("seconds")
                guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= 3600 else {
                    throw .invalid(
                        "bad timeout '\(text)' for --timeout: expected seconds, more than 0 and at most 3600")
                }
                options.timeout = seconds
            case "--quiet":
                let text = try reader.value("milliseconds")
                guard let milliseconds = Double(text), milliseconds.isFinite, milliseconds >= 1,
                    milliseconds <= 60_000
                else {
                    throw .invalid("bad quiet interval '\(text)' for --quiet: expected milliseconds, 1 to 60000")
                }
                options.quietInterval = milliseconds / 1000
            case "--method":
                let text = try reader.value("a method")
                if text == "auto" {
                    options.method = nil
                } else if let method = TypometerMethod(rawValue: text) {
                    options.method = method
                } else {
                    throw .invalid("bad method '\(text)' for --method: expected auto, damage or poll")
                }
            case "--json":
                try reader.noValue()
                options.json = true
            default:
                throw reader.unknownOption()
            }
        }
        guard sawWindow else { throw .invalid("--typometer needs --window NAME") }
        guard !options.windowTitle.isEmpty else { throw .invalid("--window needs a non-empty title") }
        return options
    }
}
