/// Where a caret move goes.
public enum Movement: Hashable, Sendable, CaseIterable {
    /// One grapheme cluster back.
    case characterBackward
    /// One grapheme cluster forward.
    case characterForward
    /// To the start of the word before the caret.
    case wordBackward
    /// To the end of the word after the caret.
    case wordForward
    /// To the start of the visual line.
    case lineStart
    /// To the end of the visual line.
    case lineEnd
    /// One visual line up, keeping the goal x.
    case lineUp
    /// One visual line down, keeping the goal x.
    case lineDown
    /// One page up, keeping the goal x.
    case pageUp
    /// One page down, keeping the goal x.
    case pageDown
    /// To the start of the paragraph, or of the previous one when already there.
    case paragraphStart
    /// To the end of the paragraph, or of the next one when already there.
    case paragraphEnd
    /// To the start of the text.
    case documentStart
    /// To the end of the text.
    case documentEnd
    /// One grapheme cluster to the left on screen: back in left-to-right text, forward in right-to-left text.
    case left
    /// One grapheme cluster to the right on screen.
    case right
    /// To the next word boundary to the left on screen.
    case wordLeft
    /// To the next word boundary to the right on screen.
    case wordRight
}

/// What a deletion removes, measured from the caret (a selection is always deleted whole instead).
public enum Deletion: Hashable, Sendable, CaseIterable {
    /// The grapheme cluster before the caret.
    case characterBackward
    /// The grapheme cluster after the caret.
    case characterForward
    /// Back to the start of the word before the caret.
    case wordBackward
    /// Forward to the end of the word after the caret.
    case wordForward
    /// Back to the start of the visual line.
    case toLineStart
    /// Forward to the end of the visual line.
    case toLineEnd
}

/// An editing command, independent of the key or menu that triggers it.
public enum EditingCommand: Hashable, Sendable {
    /// Moves the caret; with `extend`, moves the selection's head and keeps its anchor.
    case move(Movement, extend: Bool)
    /// Deletes the selection, or what `Deletion` names when the selection is empty.
    case delete(Deletion)
    /// Inserts text at the selection, as typing does (in overwrite mode, over the clusters after the caret).
    case insert(String)
    /// Inserts a paragraph break; in a single-line area, submits (see ``TextArea/submit()``).
    case insertNewline
    /// Selects the whole text.
    case selectAll
    /// Selects the word around the caret.
    case selectWord
    /// Selects the paragraph around the caret.
    case selectParagraph
    /// Undoes the last step.
    case undo
    /// Redoes the last undone step.
    case redo
    /// Copies the selection to the clipboard.
    case copy
    /// Copies the selection to the clipboard and deletes it.
    case cut
    /// Pastes the clipboard at the selection.
    case paste
    /// Moves keyboard focus to the next text area.
    case focusNext
    /// Moves keyboard focus to the previous text area.
    case focusPrevious
    /// Ends editing.
    case endEditing
    /// Turns overwrite mode on or off (see ``TextArea/isOverwriteMode``).
    case toggleOverwriteMode
}
