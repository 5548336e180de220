import CommandLineSupport
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
    /// `--font PATTERN --shape`: the glyphs of NUL-separated records as JSON lines.
    case shape(pattern: String)

    /// The tool's name and usage, and how it reads its command line and reports failures.
    static let program = CommandLineProgram(name: "textarea-measure", usage: usage)

    /// The usage text.
    static let usage = """
        usage: textarea-measure --columns N [--json]          wrap stdin at N monospace columns
               textarea-measure --font PATTERN --width PX [--json]
                                                             wrap stdin at PX pixels in a fontconfig
                                                             font (needs an X display)
               textarea-measure --font PATTERN --shape        glyphs of NUL-separated records as JSON
                                                             lines, shaped with HarfBuzz
               textarea-measure --breaks                      UAX #14 break offsets of NUL-separated
                                                             records (Unicode scalars; ! = mandatory)
               textarea-measure --words                       UAX #29 word boundaries of NUL-separated
                                                             records (Unicode scalars)
        Thai, Lao, Khmer and Myanmar are split between words with ICU's dictionaries, and
        Chinese and Japanese too for --words.
        """

    /// Parses `arguments` (without the program name); the error is one line for the shell.
    static func parse(_ arguments: [String]) throws(CommandLineError) -> MeasureOptions {
        var columns: String? = nil
        var pattern: String? = nil
        var width: String? = nil
        var json = false
        var breaks = false
        var words = false
        var shape = false
        var reader = ArgumentReader(arguments)
        while let option = try reader.nextOption() {
            switch option {
            case "--breaks":
                try reader.noValue()
                breaks = true
            case "--words":
                try reader.noValue()
                words = true
            case "--shape":
                try reader.noValue()
                shape = true
            case "--json":
                try reader.noValue()
                json = true
            case "--columns": columns = try reader.value("a number")
            case "--font": pattern = try reader.value("a fontconfig pattern")
            case "--width": width = try reader.value("a number of pixels")
            default: throw reader.unknownOption()
            }
        }
        if breaks || words {
            let name = breaks ? "--breaks" : "--words"
            guard columns == nil, pattern == nil, width == nil, !json, !(breaks && words) else {
                throw .invalid("\(name) takes no other options")
            }
            return breaks ? .breaks : .words
        }
        if shape {
            guard let pattern, columns == nil, width == nil, !json else {
                throw .invalid("--shape takes --font PATTERN and no other option")
            }
            guard Font(pattern: pattern) != nil else {
                throw .invalid("'\(pattern)' is not a font pattern such as 'DejaVu Sans:size=12'")
            }
            return .shape(pattern: pattern)
        }
        if let columns {
            guard pattern == nil, width == nil else {
                throw .invalid("--columns cannot be combined with --font or --width")
            }
            guard let count = Int(columns), count > 0 else {
                throw .invalid("--columns must be a positive whole number, got '\(columns)'")
            }
            return .columns(count, json: json)
        }
        if let pattern {
            guard let width else { throw .invalid("--font needs --width PX") }
            guard let pixels = Double(width), pixels > 0, pixels.isFinite else {
                throw .invalid("--width must be a positive number of pixels, got '\(width)'")
            }
            guard Font(pattern: pattern) != nil else {
                throw .invalid("'\(pattern)' is not a font pattern such as 'DejaVu Sans:size=12'")
            }
            return .font(pattern: pattern, width: pixels, json: json)
        }
        if width != nil { throw .invalid("--width needs --font PATTERN") }
        throw .invalid("nothing to do: give --columns N, --font PATTERN --width PX, --breaks or --words")
    }
}
