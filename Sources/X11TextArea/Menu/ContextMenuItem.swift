import TextAreaCore

/// One built-in entry of a text area's context menu, and when it applies (its label in the menu's language comes from ``ContextMenuStrings``); a view can hide some (``TextAreaView/hiddenContextMenuItems``) and add its own (``ContextMenuAction``).
public enum ContextMenuItem: CaseIterable, Sendable {
    /// Undoes the last step; applies when there is one.
    case undo
    /// Redoes the last undone step; applies when there is one.
    case redo
    /// Copies and deletes the selection; applies to a selection in an editable area.
    case cut
    /// Copies the selection; applies to any selection.
    case copy
    /// Pastes CLIPBOARD; applies in an editable area while some program owns CLIPBOARD.
    case paste
    /// Deletes the selection; applies to a selection in an editable area.
    case delete
    /// Selects the whole text; applies unless the text is empty or already all selected.
    case selectAll
    /// Opens a submenu of Unicode control characters (``UnicodeControlCharacter``), one of which is inserted at the caret; applies in an editable area and is never shown for secure entry.
    case insertControlCharacter

    /// The label in English; the menu shows ``ContextMenuStrings/subscript(_:)`` of ``label`` in its language.
    public var title: String { ContextMenuStrings.english[label] }

    /// The label's key in ``ContextMenuStrings``.
    public var label: ContextMenuLabel {
        switch self {
        case .undo: .undo
        case .redo: .redo
        case .cut: .cut
        case .copy: .copy
        case .paste: .paste
        case .delete: .delete
        case .selectAll: .selectAll
        case .insertControlCharacter: .insertControlCharacter
        }
    }

    /// The keys that do the same, shown at the entry's right (at its left in a right-to-left menu); empty for none.
    public var shortcut: String {
        switch self {
        case .undo: "Ctrl+Z"
        case .redo: "Ctrl+Shift+Z"
        case .cut: "Ctrl+X"
        case .copy: "Ctrl+C"
        case .paste: "Ctrl+V"
        case .delete: "Delete"
        case .selectAll: "Ctrl+A"
        case .insertControlCharacter: ""
        }
    }

    /// The command the entry performs (Delete removes the selection, which it needs); nil for the entry that opens a submenu.
    public var command: EditingCommand? {
        switch self {
        case .undo: .undo
        case .redo: .redo
        case .cut: .cut
        case .copy: .copy
        case .paste: .paste
        case .delete: .delete(.characterForward)
        case .selectAll: .selectAll
        case .insertControlCharacter: nil
        }
    }

    /// Whether the entry would do something in `area` now; `clipboardHasText` tells whether anyone owns CLIPBOARD.
    public func isEnabled(in area: TextArea, clipboardHasText: Bool) -> Bool {
        let hasSelection = !area.selectedRange.isEmpty
        switch self {
        case .undo: return area.isEditable && area.canUndo
        case .redo: return area.isEditable && area.canRedo
        case .cut: return area.isEditable && hasSelection && !area.isSecureTextEntry
        case .delete: return area.isEditable && hasSelection
        case .copy: return hasSelection && !area.isSecureTextEntry
        case .paste: return area.isEditable && clipboardHasText
        case .selectAll: return !area.isEmpty && area.selectedRange != 0..<area.utf8Count
        case .insertControlCharacter: return area.isEditable && !area.isSecureTextEntry
        }
    }
}
