/// One row of an open context menu: what it does, and its label and shortcut in the menu's language.
@MainActor
struct ContextMenuEntry {
    /// What a row does when chosen.
    enum Kind {
        /// A built-in entry, performed as a command of the area (or opening its submenu).
        case builtIn(ContextMenuItem)
        /// An application's entry, performed by its closure.
        case application(ContextMenuAction)
        /// A spelling entry for the misspelled word the menu was opened on (a suggestion, Ignore All, Add to Dictionary), listed first.
        case spelling(ContextMenuAction)
        /// An entry of the control characters' submenu: inserts its character at the caret.
        case controlCharacter(UnicodeControlCharacter)
    }

    /// What the row does.
    let kind: Kind
    /// The label shown.
    let title: String
    /// The shortcut shown beside the label; empty for none.
    let shortcut: String

    /// A row for built-in `item`, labelled in `strings`' language.
    init(_ item: ContextMenuItem, strings: ContextMenuStrings) {
        kind = .builtIn(item)
        title = strings[item.label]
        shortcut = item.shortcut
    }

    /// A row for `character`, labelled in `strings`' language.
    init(_ character: UnicodeControlCharacter, strings: ContextMenuStrings) {
        kind = .controlCharacter(character)
        title = strings.title(of: character)
        shortcut = ""
    }

    /// A row for an application's or a spelling entry (`kind` says which), labelled as the action says.
    init(action kind: Kind, title: String, shortcut: String?) {
        self.kind = kind
        self.title = title
        self.shortcut = shortcut ?? ""
    }

    /// The built-in entries in their order, none hidden, in English.
    static var builtIns: [ContextMenuEntry] { ContextMenuItem.allCases.map { ContextMenuEntry($0, strings: .english) } }

    /// Whether the built-in `item` is a row of `view`'s menu: not hidden, and the control characters never for secure entry.
    static func shows(_ item: ContextMenuItem, in view: TextAreaView) -> Bool {
        guard !view.hiddenContextMenuItems.contains(item) else { return false }
        return item != .insertControlCharacter || !view.textArea.isSecureTextEntry
    }

    /// The rows of `view`'s menu in `strings`' language: the spelling entries for a misspelled word at the caret, its built-in entries that are shown, then its application's entries.
    static func entries(of view: TextAreaView, strings: ContextMenuStrings) -> [ContextMenuEntry] {
        view.spellingMenuActions().map {
            ContextMenuEntry(action: .spelling($0), title: $0.title, shortcut: $0.shortcut)
        }
            + ContextMenuItem.allCases.filter { shows($0, in: view) }.map { ContextMenuEntry($0, strings: strings) }
            + view.contextMenuActions.map {
                ContextMenuEntry(action: .application($0), title: $0.title, shortcut: $0.shortcut)
            }
    }

    /// The rows of the control characters' submenu, in `strings`' language.
    static func controlCharacterEntries(strings: ContextMenuStrings) -> [ContextMenuEntry] {
        UnicodeControlCharacter.allCases.map { ContextMenuEntry($0, strings: strings) }
    }

    /// Whether choosing the row opens a submenu.
    var opensSubmenu: Bool {
        if case .builtIn(.insertControlCharacter) = kind { return true }
        return false
    }

    /// The group the row belongs to: a separator line stands between rows of different groups (spelling, history, editing, selection, control characters, the application's).
    var group: Int {
        switch kind {
        case .spelling: -1
        case .builtIn(.undo), .builtIn(.redo): 0
        case .builtIn(.selectAll): 2
        case .builtIn(.insertControlCharacter): 3
        case .builtIn: 1
        case .application: 4
        case .controlCharacter: 5
        }
    }

    /// Whether the row applies to `view` now; `clipboardHasText` tells whether anyone owns CLIPBOARD.
    func isEnabled(in view: TextAreaView, clipboardHasText: Bool) -> Bool {
        switch kind {
        case .builtIn(let item): item.isEnabled(in: view.textArea, clipboardHasText: clipboardHasText)
        case .application(let action), .spelling(let action): action.isEnabled(view)
        case .controlCharacter: view.textArea.isEditable && !view.textArea.isSecureTextEntry
        }
    }

    /// Whether a separator line follows row `index` of `entries`: the next row is of another group.
    static func endsGroup(_ index: Int, in entries: [ContextMenuEntry]) -> Bool {
        index + 1 < entries.count && entries[index + 1].group != entries[index].group
    }
}
