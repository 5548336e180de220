import CX11
import Glibc
import StandardStreams

/// Prepares the C locale for Xlib text input and output.
///
/// Xlib's input methods, compose tables and `Xutf8LookupString` follow the
/// C library's `LC_CTYPE`, and `XSetLocaleModifiers` reads `$XMODIFIERS`
/// (for example `@im=ibus`). Both must be set before the display is opened;
/// ``X11Connection`` calls ``prepare()`` itself.
public enum X11Locale {
    /// Sets `LC_CTYPE` from the environment and the X locale modifiers, once per process.
    ///
    /// When the environment gives the plain C locale, `C.UTF-8` is tried
    /// instead, so that compose sequences and input methods still produce
    /// UTF-8. Returns whether Xlib supports the resulting locale; when it does
    /// not, one warning is written to standard error and text input falls back
    /// to Xlib's defaults. Later calls return the first result.
    @discardableResult
    public static func prepare() -> Bool { prepared }

    /// The `LC_CTYPE` locale in effect, as the C library names it.
    public static var currentCharacterTypeLocale: String {
        setlocale(LC_CTYPE, nil).map { String(cString: $0) } ?? "C"
    }

    private static let prepared: Bool = {
        var name = setlocale(LC_CTYPE, "").map { String(cString: $0) }
        if name == nil || name == "C" || name == "POSIX" {
            if let utf8 = setlocale(LC_CTYPE, "C.UTF-8") { name = String(cString: utf8) }
        }
        let supported = XSupportsLocale() != 0
        if !supported {
            StandardError.writeLine(
                "warning: Xlib does not support the locale '\(name ?? "C")'; "
                    + "text input may be limited")
        }
        if XSetLocaleModifiers("") == nil {
            StandardError.writeLine("warning: cannot set the X locale modifiers from $XMODIFIERS")
        }
        return supported
    }()
}
