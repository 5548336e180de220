/// A failure of the X11 front end, with a description meant for the person running the program.
public enum X11Error: Error, Equatable, CustomStringConvertible {
    /// The X display could not be opened; `name` is the name asked for, or nil for `$DISPLAY`.
    case cannotOpenDisplay(name: String?)
    /// No font at all could be opened for the fontconfig pattern.
    case noUsableFont(pattern: String)

    /// A one-paragraph explanation, including what to do about it.
    public var description: String {
        switch self {
        case .cannotOpenDisplay(let name):
            let which: String
            if let name, !name.isEmpty {
                which = "the X display '\(name)'"
            } else {
                which = "the X display ($DISPLAY is not set)"
            }
            return "cannot open \(which). TextArea draws on an X11 server; without one, run under a "
                + "virtual server, e.g. `xvfb-run -a swift run textarea-demo`, or start one with "
                + "`Xvfb :99 &` and run `DISPLAY=:99 swift run textarea-demo`."
        case .noUsableFont(let pattern):
            return "no usable font for '\(pattern)': fontconfig matched no font that Xft could open. "
                + "Install a font package, e.g. `apt-get install fonts-dejavu-core`."
        }
    }
}
