/// A fixed text of the context menu that ``ContextMenuStrings`` translates.
public enum ContextMenuLabel: Hashable, Sendable {
    /// The Undo entry.
    case undo
    /// The Redo entry.
    case redo
    /// The Cut entry.
    case cut
    /// The Copy entry.
    case copy
    /// The Paste entry.
    case paste
    /// The Delete entry.
    case delete
    /// The Select All entry.
    case selectAll
    /// The entry that opens the submenu of Unicode control characters.
    case insertControlCharacter
    /// The greyed spelling entry shown when the checker has no suggestion.
    case noSuggestions
    /// The spelling entry that accepts the word for the session.
    case ignoreAll
    /// The spelling entry that adds the word to the personal dictionary.
    case addToDictionary
    /// A control character's name, shown after its abbreviation ("Right-to-left mark").
    case controlCharacter(UnicodeControlCharacter)

    /// Every label, the menu's entries first and then the control characters' names.
    public static let allCases: [ContextMenuLabel] =
        [.undo, .redo, .cut, .copy, .paste, .delete, .selectAll, .insertControlCharacter]
        + [.noSuggestions, .ignoreAll, .addToDictionary]
        + UnicodeControlCharacter.allCases.map { .controlCharacter($0) }
}
