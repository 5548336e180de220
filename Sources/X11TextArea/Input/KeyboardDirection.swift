import CX11
import Glibc
import TextAreaCore

/// The writing direction a user of this keyboard layout or locale types in: what an empty text area starts in.
enum KeyboardDirection {
    /// Names of layouts (XKB group names) and language codes of locales whose scripts run right to left.
    static let rightToLeftNames = [
        "arabic", "hebrew", "persian", "farsi", "urdu", "pashto", "syriac", "dhivehi",
        "thaana", "yiddish", "kurdish (iran", "sindhi", "uyghur",
    ]
    /// Language codes of right-to-left locales (`LANG=he_IL.UTF-8`).
    static let rightToLeftLanguages: Set<String> = [
        "ar", "he", "iw", "fa", "ur", "ps", "yi", "dv", "syr", "ug",
        "ckb", "sd",
    ]

    /// The direction of the keyboard layout now in use, if XKB names it; else of the locale's language; nil when neither says.
    static func current(display: OpaquePointer) -> BidiDirection? {
        layoutDirection(display: display) ?? localeDirection()
    }

    /// The direction of the active XKB group's name ("Hebrew", "Arabic"), or nil when XKB gives no name.
    static func layoutDirection(display: OpaquePointer) -> BidiDirection? {
        var state = XkbStateRec()
        guard XkbGetState(display, UInt32(XkbUseCoreKbd), &state) == Success,
            let keyboard = XkbAllocKeyboard()
        else { return nil }
        defer { XkbFreeKeyboard(keyboard, 0, 1) }
        guard XkbGetNames(display, UInt32(XkbGroupNamesMask), keyboard) == Success,
            let names = keyboard.pointee.names
        else { return nil }
        let atom = withUnsafePointer(to: names.pointee.groups) { groups in
            groups.withMemoryRebound(to: Atom.self, capacity: Int(XkbNumKbdGroups)) { $0[Int(state.group)] }
        }
        guard atom != 0, let raw = XGetAtomName(display, atom) else { return nil }
        defer { XFree(raw) }
        return direction(ofLayoutName: String(cString: raw))
    }

    /// The direction of a layout's name: right to left for the scripts that run so, else left to right.
    static func direction(ofLayoutName name: String) -> BidiDirection {
        let lowered = name.lowercased()
        return rightToLeftNames.contains { lowered.hasPrefix($0) } ? .rightToLeft : .leftToRight
    }

    /// The direction of the locale's language (`LC_ALL`, `LC_CTYPE` or `LANG`, the first set), or nil for C, POSIX or none.
    static func localeDirection() -> BidiDirection? {
        for variable in ["LC_ALL", "LC_CTYPE", "LANG"] {
            guard let raw = getenv(variable) else { continue }
            let value = String(cString: raw)
            guard !value.isEmpty else { continue }
            return direction(ofLocale: value)
        }
        return nil
    }

    /// The direction of a locale name's language ("he_IL.UTF-8"), or nil for C and POSIX.
    static func direction(ofLocale value: String) -> BidiDirection? {
        let language = value.split(whereSeparator: { $0 == "_" || $0 == "." || $0 == "@" }).first.map(String.init) ?? ""
        if language.isEmpty || language == "C" || language == "POSIX" { return nil }
        return rightToLeftLanguages.contains(language.lowercased()) ? .rightToLeft : .leftToRight
    }
}
