import TextAreaCore

/// One built-in entry of a text area's context menu, and when it applies; a view can hide some (``TextAreaView/hiddenContextMenuItems``) and add its own (``ContextMenuAction``).
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

    /// The label shown.
    public var title: String {
        switch self {
        case .undo: "Undo"
        case .redo: "Redo"
        case .cut: "Cut"
        case .copy: "Copy"
        case .paste: "Paste"
        case .delete: "Delete"
        case .selectAll: "Select All"
        }
    }

    /// The keys that do the same, shown at the entry's right.
    public var shortcut: String {
        switch self {
        case .undo: "Ctrl+Z"
        case .redo: "Ctrl+Shift+Z"
        case .cut: "Ctrl+X"
        case .copy: "Ctrl+C"
        case .paste: "Ctrl+V"
        case .delete: "Delete"
        case .selectAll: "Ctrl+A"
        }
    }

    /// The command the entry performs (Delete removes the selection, which it needs).
    public var command: EditingCommand {
        switch self {
        case .undo: .undo
        case .redo: .redo
        case .cut: .cut
        case .copy: .copy
        case .paste: .paste
        case .delete: .delete(.characterForward)
        case .selectAll: .selectAll
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
        }
    }
}
