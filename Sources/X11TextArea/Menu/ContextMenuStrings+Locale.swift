import Glibc

// Choosing the menu's language from locale names and the environment, without asking the C library (the locale need not be generated).
extension ContextMenuStrings {
    /// The built-in table for a locale name such as `de_DE.UTF-8`, `zh_TW`, `pt-BR` or `sr@latin` (its codeset and modifier ignored), or nil when there is none; `C` and `POSIX` are English.
    ///
    /// Chinese is Traditional for Taiwan, Hong Kong and Macau and for the
    /// `Hant` script, Simplified otherwise; `iw` is Hebrew's old code.
    public static func forLocale(_ name: String) -> ContextMenuStrings? {
        var name = Substring(name)
        if let at = name.firstIndex(of: "@") { name = name[..<at] }
        if let dot = name.firstIndex(of: ".") { name = name[..<dot] }
        if name == "C" || name == "POSIX" { return english }
        let parts = name.split(whereSeparator: { $0 == "_" || $0 == "-" }).map { $0.lowercased() }
        guard let language = parts.first else { return nil }
        switch language {
        case "en": return english
        case "de": return german
        case "fr": return french
        case "es": return spanish
        case "ru": return russian
        case "ja": return japanese
        case "ar": return arabic
        case "he", "iw": return hebrew
        case "zh":
            let traditional = parts.dropFirst().contains { ["tw", "hk", "mo", "hant"].contains($0) }
            return traditional ? traditionalChinese : simplifiedChinese
        default: return nil
        }
    }

    /// The table for an environment, as gettext picks a message catalog: the locale is the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not empty; unless it is `C` or `POSIX` (or none is set: English), the first language of the colon-separated `LANGUAGE` list with a table wins, then the locale's own; English when none has one.
    public static func preferred(environment: [String: String]) -> ContextMenuStrings {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        guard let locale, !isPOSIXLocale(locale) else { return english }
        let languages = (environment["LANGUAGE"] ?? "").split(separator: ":").map(String.init)
        for language in languages {
            if let strings = forLocale(language) { return strings }
        }
        return forLocale(locale) ?? english
    }

    /// The table for this process's environment (see ``preferred(environment:)``).
    public static func preferred() -> ContextMenuStrings {
        var environment: [String: String] = [:]
        for name in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return preferred(environment: environment)
    }

    /// Whether `locale` names the POSIX locale (`C`, `POSIX`, or `C` with a codeset such as `C.UTF-8`), under which gettext ignores `LANGUAGE`.
    static func isPOSIXLocale(_ locale: String) -> Bool {
        locale == "C" || locale == "POSIX" || locale.hasPrefix("C.") || locale.hasPrefix("C@")
    }
}
