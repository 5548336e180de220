import CommandLineSupport
import TextAreaCore
import X11TextArea

/// The demo's command-line options.
struct DemoOptions {
    /// Show one text area filling the window instead of the labelled form.
    var single = false
    /// Show one chat-style area at the bottom of the window, growing from one line to ``DemoForm/chatMaximumLines`` as text is typed.
    var chat = false
    /// Whether the first area is a password area (``TextArea/isSecureTextEntry``).
    var secure = false
    /// Whether Tab inserts a tab in every multiline area, Ctrl+Tab moving between areas (``TextArea/acceptsTab``).
    var acceptsTab = false
    /// The first area's initial text.
    var text: String? = nil
    /// The first area's placeholder, replacing the demo's.
    var placeholder: String? = nil
    /// The first area's placeholder colour.
    var placeholderColor: Color? = nil
    /// The text colour of every area.
    var textColor: Color? = nil
    /// The caret colour of every area (the text colour when nil).
    var caretColor: Color? = nil
    /// The text font of every area.
    var font: TextAreaCore.Font? = nil
    /// The window's size in pixels.
    var width = 640
    var height = 480
    /// Whether `--geometry` gave the size (otherwise the default size follows the scale).
    var hasGeometry = false
    /// The scale of pixel metrics and fonts, overriding `Xft.dpi` / 96.
    var scale: Double? = nil
    /// The alignment of every area's text and placeholder.
    var alignment: TextAlignment = .natural
    /// Where to write a PNG of the first frame, then exit.
    var screenshotPath: String? = nil
    /// The file loaded into the first area and saved on change.
    var filePath: String? = nil
    /// Where the first area's caret goes once its text is loaded; nil leaves it after the text.
    var caret: CaretPlacement? = nil
    /// Whether every frame redraws and copies the whole window instead of what changed (to measure the difference).
    var redrawsWholeWindow = false
    /// The input method style to prefer when the input method offers it.
    var inputStyle: InputMethodStyle? = nil
    /// The languages spell checking uses (Enchant tags); nil for the locale's, empty for no checking.
    var spellingLanguages: [String]? = nil
    /// The window's theme: the desktop's (XSETTINGS) by default, or always light or dark.
    var appearance = TextAreaAppearance.automatic

    /// The demo's name and usage, and how it reads its command line and reports failures.
    static let program = CommandLineProgram(name: "textarea-demo", usage: usage)

    /// The largest window side accepted, in pixels (X limits windows to 32767).
    static let maximumSide = 16384

    /// Parses the arguments after the program name; both `--flag value` and `--flag=value` work.
    static func parse(_ arguments: [String]) throws(CommandLineError) -> DemoOptions {
        var options = DemoOptions()
        var reader = ArgumentReader(arguments)
        while let name = try reader.nextOption() {
            switch name {
            case "--single":
                try reader.noValue()
                options.single = true
            case "--chat":
                try reader.noValue()
                options.chat = true
            case "--secure":
                try reader.noValue()
                options.secure = true
            case "--accepts-tab":
                try reader.noValue()
                options.acceptsTab = true
            case "--text": options.text = try reader.value()
            case "--placeholder": options.placeholder = try reader.value()
            case "--placeholder-color": options.placeholderColor = try color(try reader.value(), for: name)
            case "--text-color": options.textColor = try color(try reader.value(), for: name)
            case "--caret-color": options.caretColor = try color(try reader.value(), for: name)
            case "--font":
                let pattern = try reader.value()
                guard let font = TextAreaCore.Font(pattern: pattern) else {
                    throw .invalid(
                        "bad font pattern '\(pattern)' for --font: expected a fontconfig "
                            + "pattern such as 'DejaVu Sans:size=12'")
                }
                options.font = font
            case "--geometry":
                (options.width, options.height) = try geometry(try reader.value())
                options.hasGeometry = true
            case "--scale":
                let text = try reader.value()
                guard let scale = Double(text), scale.isFinite, (0.25...8).contains(scale) else {
                    throw .invalid("bad scale '\(text)' for --scale: expected a number from 0.25 to 8, such as 2")
                }
                options.scale = scale
            case "--align":
                let text = try reader.value()
                guard let alignment = TextAlignment(rawValue: text) else {
                    throw .invalid("bad alignment '\(text)' for --align: expected natural, left, center or right")
                }
                options.alignment = alignment
            case "--screenshot": options.screenshotPath = try nonEmpty(try reader.value(), for: name)
            case "--file": options.filePath = try nonEmpty(try reader.value(), for: name)
            case "--caret":
                let text = try reader.value()
                guard let caret = CaretPlacement(text) else {
                    throw .invalid(
                        "bad caret place '\(text)' for --caret: expected start, middle, end or a byte offset")
                }
                options.caret = caret
            case "--redraw":
                let text = try reader.value()
                switch text {
                case "changes": options.redrawsWholeWindow = false
                case "all": options.redrawsWholeWindow = true
                default: throw .invalid("bad redraw '\(text)' for --redraw: expected changes or all")
                }
            case "--input-style":
                let text = try reader.value()
                guard let style = InputMethodStyle(rawValue: text) else {
                    throw .invalid(
                        "bad input style '\(text)' for --input-style: expected "
                            + "on-the-spot, over-the-spot or root")
                }
                options.inputStyle = style
            case "--theme":
                let text = try reader.value()
                switch text {
                case "auto": options.appearance = .automatic
                case "light": options.appearance = .light
                case "dark": options.appearance = .dark
                default: throw .invalid("bad theme '\(text)' for --theme: expected auto, light or dark")
                }
            case "--spelling":
                let text = try reader.value()
                options.spellingLanguages =
                    text == "off" ? [] : text.split(separator: ",").map { String($0) }.filter { !$0.isEmpty }
            default:
                throw reader.unknownOption()
            }
        }
        return options
    }

    /// The input method styles to ask for, most wanted first: the preferred one, then the usual order.
    var inputMethodStyles: [InputMethodStyle] {
        guard let inputStyle else { return InputMethodStyle.preferenceOrder }
        return [inputStyle] + InputMethodStyle.preferenceOrder.filter { $0 != inputStyle }
    }

    private static func color(_ text: String, for name: String) throws(CommandLineError) -> Color {
        guard text.hasPrefix("#"), text.count == 7, let color = Color(hex: text) else {
            throw .invalid("bad colour '\(text)' for \(name): expected #RRGGBB, such as #FF00FF")
        }
        return color
    }

    private static func geometry(_ text: String) throws(CommandLineError) -> (Int, Int) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
            (1...maximumSide).contains(width), (1...maximumSide).contains(height)
        else {
            throw .invalid(
                "bad geometry '\(text)' for --geometry: expected WIDTHxHEIGHT in pixels, "
                    + "each 1 to \(maximumSide), such as 640x480")
        }
        return (width, height)
    }

    private static func nonEmpty(_ text: String, for name: String) throws(CommandLineError) -> String {
        guard !text.isEmpty else { throw .invalid("\(name) needs a non-empty path") }
        return text
    }

    /// The text `--help` prints.
    static let usage = """
        Usage: textarea-demo [options]

        A window of multiline text areas with placeholders, drawn with Xlib, Xft and fontconfig.

        Options:
          --single                     one text area filling the window
          --chat                       one chat-style area at the bottom that grows from
                                       one line to five as you type, then scrolls
          --secure                     the first area hides its text as a password entry
          --accepts-tab                Tab inserts a tab in every multiline area; Ctrl+Tab and
                                       Ctrl+Shift+Tab move between areas
          --text T                     initial text of the first area
          --placeholder T              placeholder of the first area ('' removes it)
          --placeholder-color #RRGGBB  placeholder colour of the first area
          --text-color #RRGGBB         text colour of every area
          --caret-color #RRGGBB        caret colour of every area (default: the text colour)
          --font PATTERN               text font of every area, a fontconfig pattern
                                       such as 'DejaVu Sans:size=12'
          --geometry WxH               window size in pixels (default 640x480 at scale 1)
          --scale F                    scale of fonts and pixel metrics (default Xft.dpi / 96,
                                       followed when xrdb changes it)
          --align natural|left|center|right
                                       alignment of text and placeholders (default
                                       natural: each paragraph at its leading edge)
          --screenshot FILE.png        draw the first frame, write it as PNG and exit
          --file PATH                  load PATH into the first area (its text wins over
                                       --text when it exists) and save every change to it,
                                       at most once a second (every 5 s from 10 MB) and on
                                       exit; a file that is not valid UTF-8 is shown
                                       repaired, and its original bytes are kept in
                                       PATH.orig before the first save;
                                       when another program changed PATH, the text goes to
                                       PATH.conflict instead; only regular files of up to
                                       \(TextFile.maximumSize >> 20) MiB are opened
          --caret start|middle|end|N   put the first area's caret at the start, the middle,
                                       the end (the default) or byte offset N of its text
          --redraw changes|all         redraw and copy only what changed in each frame (the
                                       default) or the whole window, to compare the two
          --input-style STYLE          prefer on-the-spot (the default), over-the-spot or
                                       root composition when the input method offers it
          --spelling off|LANG[,LANG]   check spelling as you type with Enchant's dictionaries
                                       of these languages, such as en_US,fr (default: the
                                       locale's language), or not at all
          --theme auto|light|dark      colours: the desktop's light or dark theme (the default,
                                       followed while the demo runs), or always light or dark
          --help                       show this help and exit

        Keys: Tab and Shift+Tab move between areas, Escape ends editing, Ctrl+Z undoes,
        Ctrl+Shift+Z or Ctrl+Y redoes, Insert toggles overwrite mode, Ctrl+Shift+U then
        hexadecimal digits and Space enters a character by its code point. Click to place
        the caret, drag to select, double-click for a word, triple-click for a paragraph.
        Ctrl+C, Ctrl+X and Ctrl+V use the clipboard; selecting sets the primary selection,
        which middle-click pastes.

        Input methods: set XMODIFIERS (for example @im=ibus or @im=uim) to use an input
        method server; without one, dead keys and the Compose key work through Xlib.

        Without an X server, run it under Xvfb:
          xvfb-run -a textarea-demo
        Exit status: 0 on success; 1 when the final save failed (the text is then
        written to $XDG_STATE_HOME/textarea/recovered/) or the connection to the X
        server was lost (the file is saved first); 2 for a bad command line, no X
        display, no usable font, or a --file that is not a regular file or is too large.
        """
}
