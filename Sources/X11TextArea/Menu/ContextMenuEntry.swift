/// One row of an open context menu: a built-in entry or an application's.
@MainActor
enum ContextMenuEntry {
    /// A built-in entry, performed as a command of the area.
    case builtIn(ContextMenuItem)
    /// An application's entry, performed by its closure.
    case application(ContextMenuAction)
    /// A spelling entry for the misspelled word the menu was opened on (a suggestion, Ignore All, Add to Dictionary), listed first.
    case spelling(ContextMenuAction)

    /// The built-in entries in their order, none hidden.
    static var builtIns: [ContextMenuEntry] { ContextMenuItem.allCases.map { .builtIn($0) } }

    /// The rows of `view`'s menu: the spelling entries for a misspelled word at the caret, its built-in entries that are not hidden, then its application's entries.
    static func entries(of view: TextAreaView) -> [ContextMenuEntry] {
        view.spellingMenuActions().map { .spelling($0) }
            + ContextMenuItem.allCases.filter { !view.hiddenContextMenuItems.contains($0) }.map { .builtIn($0) }
            + view.contextMenuActions.map { .application($0) }
    }

    /// The label shown.
    var title: String {
        switch self {
        case .builtIn(let item): item.title
        case .application(let action), .spelling(let action): action.title
        }
    }

    /// The shortcut shown at the right; empty for none.
    var shortcut: String {
        switch self {
        case .builtIn(let item): item.shortcut
        case .application(let action), .spelling(let action): action.shortcut ?? ""
        }
    }

    /// The group the row belongs to: a separator line stands between rows of different groups (spelling, history, editing, selection, the application's).
    var group: Int {
        switch self {
        case .spelling: -1
        case .builtIn(.undo), .builtIn(.redo): 0
        case .builtIn(.selectAll): 2
        case .builtIn: 1
        case .application: 3
        }
    }

    /// Whether the row applies to `view` now; `clipboardHasText` tells whether anyone owns CLIPBOARD.
    func isEnabled(in view: TextAreaView, clipboardHasText: Bool) -> Bool {
        switch self {
        case .builtIn(let item): item.isEnabled(in: view.textArea, clipboardHasText: clipboardHasText)
        case .application(let action), .spelling(let action): action.isEnabled(view)
        }
    }

    /// Whether a separator line follows row `index` of `entries`: the next row is of another group.
    static func endsGroup(_ index: Int, in entries: [ContextMenuEntry]) -> Bool {
        index + 1 < entries.count && entries[index + 1].group != entries[index].group
    }
}
