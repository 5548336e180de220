/// The context menu's texts in one language, and whether the menu reads right to left.
///
/// Set ``TextAreaWindow/contextMenuStrings`` to one of the built-in tables
/// (``english``, ``german``, ``arabic`` …), to ``forLocale(_:)``'s answer, or
/// to a table of the application's own; it starts as
/// ``preferred(environment:)`` for the process's environment. A label a table
/// leaves out is shown in English. Shortcut texts ("Ctrl+C") are never
/// translated.
public struct ContextMenuStrings: Hashable, Sendable {
    /// The language's code, as in a locale name ("de", "zh_TW").
    public var language: String
    /// Whether the menu is laid out right to left: labels flush right, shortcuts at the left, submenus opening leftwards, Left and Right swapped.
    public var isRightToLeft: Bool
    /// The translations, by label.
    public var labels: [ContextMenuLabel: String]

    /// Creates a table for `language` from its translations.
    public init(language: String, isRightToLeft: Bool, labels: [ContextMenuLabel: String]) {
        self.language = language
        self.isRightToLeft = isRightToLeft
        self.labels = labels
    }

    /// The text for `label`: this table's, or English when it has none.
    public subscript(label: ContextMenuLabel) -> String {
        labels[label] ?? Self.english.labels[label] ?? ""
    }

    /// The label of `character`'s entry: its abbreviation and its name ("RLM Right-to-left mark").
    public func title(of character: UnicodeControlCharacter) -> String {
        character.abbreviation + " " + self[.controlCharacter(character)]
    }

    /// The built-in tables: English, German, French, Spanish, Russian, Japanese, Chinese (Simplified and Traditional), Arabic and Hebrew.
    public static let builtIn: [ContextMenuStrings] = [
        english, german, french, spanish, russian, japanese, simplifiedChinese, traditionalChinese, arabic, hebrew,
    ]
}
