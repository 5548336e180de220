import TextAreaCore

/// The command line of `textarea-measure`, parsed.
enum MeasureOptions: Equatable {
    /// `--breaks`: break opportunities of NUL-separated records.
    case breaks
    /// `--words`: word boundaries of NUL-separated records.
    case words
    /// `--columns N [--json]`: wrap at N monospace cells.
    case columns(Int, json: Bool)
    /// `--font PATTERN --width PX [--json]`: wrap at PX pixels with real Xft metrics.
    case font(pattern: String, width: Double, json: Bool)
    /// `--help`.
    case help

    /// The usage text.
    static let usage = """
        usage: textarea-measure --columns N [--json]          wrap stdin at N monospace columns
               textarea-measure --font PATTERN --width PX [--json]
                                                             wrap stdin at PX pixels in a fontconfig
                                                             font (needs an X display)
               textarea-measure --breaks                      UAX #14 break offsets of NUL-separated
                                                             records (Unicode scalars; ! = mandatory)
               textarea-measure --words                       UAX #29 word boundaries of NUL-separated
                                                             records (Unicode scalars)
        Thai, Lao, Khmer and Myanmar are split between words with ICU's dictionaries, and
        Chinese and Japanese too for --words.
        """

    /// Parses `arguments` (without the program name); returns the reason on error.
    static func parse(_ arguments: [String]) -> Result<MeasureOptions, ParseError> {
        var columns: String? = nil
        var pattern: String? = nil
        var width: String? = nil
        var json = false
        var breaks = false
        var words = false
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            func value() -> String? {
                index += 1
                return index < arguments.count ? arguments[index] : nil
            }
            switch argument {
            case "--help", "-h": return .success(.help)
            case "--breaks": breaks = true
            case "--words": words = true
            case "--json": json = true
            case "--columns":
                guard let given = value() else { return .failure(ParseError("--columns needs a number")) }
                columns = given
            case "--font":
                guard let given = value() else { return .failure(ParseError("--font needs a fontconfig pattern")) }
                pattern = given
            case "--width":
                guard let given = value() else { return .failure(ParseError("--width needs a number of pixels")) }
                width = given
            default:
                return .failure(ParseError("unknown argument '\(argument)'"))
            }
            index += 1
        }
        if breaks || words {
            let name = breaks ? "--breaks" : "--words"
            guard columns == nil, pattern == nil, width == nil, !json, !(breaks && words) else {
                return .failure(ParseError("\(name) takes no other options"))
            }
            return .success(breaks ? .breaks : .words)
        }
        if let columns {
            guard pattern == nil, width == nil else {
                return .failure(ParseError("--columns cannot be combined with --font or --width"))
            }
            guard let count = Int(columns), count > 0 else {
                return .failure(ParseError("--columns must be a positive whole number, got '\(columns)'"))
            }
            return .success(.columns(count, json: json))
        }
        if let pattern {
            guard let width else { return .failure(ParseError("--font needs --width PX")) }
            guard let pixels = Double(width), pixels > 0, pixels.isFinite else {
                return .failure(ParseError("--width must be a positive number of pixels, got '\(width)'"))
            }
            guard Font(pattern: pattern) != nil else {
                return .failure(ParseError("'\(pattern)' is not a font pattern such as 'DejaVu Sans:size=12'"))
            }
            return .success(.font(pattern: pattern, width: pixels, json: json))
        }
        if width != nil { return .failure(ParseError("--width needs --font PATTERN")) }
        return .failure(ParseError("nothing to do: give --columns N, --font PATTERN --width PX, --breaks or --words"))
    }
}

/// Why a command line could not be parsed.
struct ParseError: Error, Equatable {
    /// The reason, for a one-line message.
    let reason: String

    init(_ reason: String) { self.reason = reason }
}
