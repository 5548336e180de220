/// How the typometer notices that a window's pixels changed.
enum TypometerMethod: String {
    /// DAMAGE events for the window and its subwindows (when the server offers DAMAGE).
    case damage
    /// Reading the window's pixels through MIT-SHM again and again and comparing them.
    case poll
}

/// A `--typometer` command line that cannot run; the description says why, in one line.
struct TypometerUsageError: Error, CustomStringConvertible {
    var description: String
}

/// The command line of `textarea-bench --typometer`.
struct TypometerOptions {
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

    /// The usage text of the typometer.
    static let usage = """
        usage: textarea-bench --typometer --window NAME [--keys N] [--timeout S] [--quiet MS]
                              [--method auto|damage|poll] [--json]
          Types into the X window titled NAME on $DISPLAY (any program's) with XTest and measures,
          from outside, the time from each key sent to the window's pixels changing.
          --window NAME  the exact window title (_NET_WM_NAME or WM_NAME)
          --keys N       keys to send (default 200): the first half printable letters, the rest
                         as many BackSpaces, so an even N leaves the text as it was
          --timeout S    seconds a key may take before it counts as unchanged (default 5)
          --quiet MS     milliseconds without change that count as settled before each key (default 100)
          --method M     damage (DAMAGE events), poll (MIT-SHM pixel reads) or auto (default:
                         damage when the server offers it)
          --json         one line: {"window","keys","p50_us","p99_us","max_us","method","unchanged"}
        """

    /// Parses the arguments after `--typometer`; both `--flag value` and `--flag=value` work.
    static func parse(_ arguments: [String]) throws -> TypometerOptions {
        var options = TypometerOptions()
        var sawWindow = false
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            guard argument.hasPrefix("--") else {
                throw TypometerUsageError(description: "unexpected argument '\(argument)'")
            }
            var name = argument
            var inlineValue: String? = nil
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            func value() throws -> String {
                if let inlineValue { return inlineValue }
                guard let next = remaining.popFirst() else {
                    throw TypometerUsageError(description: "\(name) needs a value")
                }
                return next
            }
            switch name {
            case "--window":
                options.windowTitle = try value()
                sawWindow = true
            case "--keys":
                let text = try value()
                guard let count = Int(text), count >= 1, count <= 1_000_000 else {
                    throw TypometerUsageError(description: "bad key count '\(text)' for --keys: expected 1 to 1000000")
                }
                options.keyCount = count
            case "--timeout":
                let text = try value()
                guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= 3600 else {
                    throw TypometerUsageError(description: "bad timeout '\(text)' for --timeout: expected seconds, "
                        + "more than 0 and at most 3600")
                }
                options.timeout = seconds
            case "--quiet":
                let text = try value()
                guard let milliseconds = Double(text), milliseconds.isFinite, milliseconds >= 1,
                      milliseconds <= 60_000 else {
                    throw TypometerUsageError(description: "bad quiet interval '\(text)' for --quiet: expected "
                        + "milliseconds, 1 to 60000")
                }
                options.quietInterval = milliseconds / 1000
            case "--method":
                let text = try value()
                if text == "auto" {
                    options.method = nil
                } else if let method = TypometerMethod(rawValue: text) {
                    options.method = method
                } else {
                    throw TypometerUsageError(description: "bad method '\(text)' for --method: expected auto, "
                        + "damage or poll")
                }
            case "--json":
                guard inlineValue == nil else { throw TypometerUsageError(description: "--json takes no value") }
                options.json = true
            default:
                throw TypometerUsageError(description: "unknown option '\(name)'")
            }
        }
        guard sawWindow else { throw TypometerUsageError(description: "--window NAME is required") }
        guard !options.windowTitle.isEmpty else {
            throw TypometerUsageError(description: "--window needs a non-empty title")
        }
        return options
    }
}
