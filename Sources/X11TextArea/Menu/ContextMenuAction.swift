/// An application's entry in a text area's context menu, listed after the built-in entries (see ``TextAreaView/contextMenuActions``).
///
/// The menu asks ``isEnabled`` each time it opens; choosing the entry closes
/// the menu and then calls ``action`` with the view the menu was opened for.
public struct ContextMenuAction {
    /// The label shown.
    public var title: String
    /// The keys that do the same, shown at the entry's right, or nil for none (the menu only shows it; binding the keys is the application's part).
    public var shortcut: String?
    /// Whether the entry applies to the view now; a disabled entry is greyed and cannot be chosen.
    public var isEnabled: @MainActor (TextAreaView) -> Bool
    /// What choosing the entry does, with the view the menu was opened for.
    public var action: @MainActor (TextAreaView) -> Void

    /// Creates an entry titled `title` that calls `action` when chosen, enabled whenever `isEnabled` says so (always by default).
    public init(
        title: String, shortcut: String? = nil, isEnabled: @escaping @MainActor (TextAreaView) -> Bool = { _ in true },
        action: @escaping @MainActor (TextAreaView) -> Void
    ) {
        self.title = title
        self.shortcut = shortcut
        self.isEnabled = isEnabled
        self.action = action
    }
}
