/// Text an edit record keeps: a string when small, storage sharing the document's chunks when large.
///
/// Typing keeps strings (small ones need no allocation at all); a paste or
/// deletion of many megabytes keeps storage, so recording it copies no bytes.
enum EditText {
    /// Small text.
    case string(String)
    /// Large text, as storage.
    case storage(TextStorage)

    /// Above this many bytes, recorded text is kept as storage.
    static let largeLength = TextStorage.maximumChunkSize

    /// The length in UTF-8 bytes.
    var utf8Count: Int {
        switch self {
        case .string(let text): text.utf8.count
        case .storage(let storage): storage.utf8Count
        }
    }

    /// Whether there is no text.
    var isEmpty: Bool { utf8Count == 0 }

    /// The text as a string (copies storage).
    var string: String {
        switch self {
        case .string(let text): text
        case .storage(let storage): storage.string
        }
    }

    /// The same text in the form a record keeps: storage only when large.
    var compacted: EditText {
        if case .storage(let storage) = self, storage.utf8Count <= Self.largeLength { return .string(storage.string) }
        return self
    }
}

/// One replacement of text: what was at `offset` before and what is there after.
struct TextEdit {
    /// Where the replacement starts, in UTF-8 offsets.
    var offset: Int
    /// The text that was replaced.
    var removed: EditText
    /// The text that replaced it.
    var inserted: EditText
}

/// What kind of editing made a step, which decides whether the next edit joins it.
enum UndoStepKind: Equatable {
    /// Typing characters one after another.
    case typing
    /// Deleting backwards or forwards one key press at a time.
    case deleting
    /// Typing in overwrite mode, each character over the cluster after the caret.
    case overwriting
    /// Anything that is always a step of its own: paste, cut, a commit of marked text, a drop.
    case other
}

/// One undoable step: a list of edits applied in order, and the selections around it.
struct UndoStep {
    var edits: [TextEdit]
    var selectionBefore: Range<Int>
    var selectionAfter: Range<Int>
    var kind: UndoStepKind
    /// When the step was last extended, in seconds on the history's clock.
    var lastEditTime: Double
}

/// The undo and redo stacks of a text area, with typing coalesced into single steps.
///
/// # Invariants
/// - `steps[..<cursor]` can be undone, last first; `steps[cursor...]` can be redone.
/// - A step is extended only while `isOpen` is true; any caret move, paste,
///   change of kind, or a pause longer than ``coalescingPause`` closes it.
struct UndoHistory {
    /// A pause in typing longer than this, in seconds, starts a new step.
    static let coalescingPause = 1.0
    /// The number of steps kept unless a limit is set: 1,000.
    static let stepLimit = 1000

    /// At most this many steps are kept to undo, and as many to redo; the oldest are dropped. 0 keeps none.
    var limit = UndoHistory.stepLimit {
        didSet { trimToLimit() }
    }

    private(set) var steps: [UndoStep] = []
    private(set) var cursor = 0
    /// Whether the last step may still absorb the next edit of the same kind.
    var isOpen = false

    var canUndo: Bool { cursor > 0 }
    var canRedo: Bool { cursor < steps.count }

    /// Records an edit; joins the open step when the kind matches, the edit continues it, and no pause passed.
    mutating func record(
        _ edit: TextEdit, kind: UndoStepKind, selectionBefore: Range<Int>, selectionAfter: Range<Int>, time: Double
    ) {
        let lastIndex = steps.count - 1
        if isOpen, kind != .other, cursor == steps.count, lastIndex >= 0, steps[lastIndex].kind == kind,
            time - steps[lastIndex].lastEditTime <= Self.coalescingPause,
            continues(steps[lastIndex], with: edit, kind: kind)
        {
            // In place: a copy of the step would share its edits, and appending would copy them all.
            steps[lastIndex].edits.append(edit)
            steps[lastIndex].selectionAfter = selectionAfter
            steps[lastIndex].lastEditTime = time
            return
        }
        steps.removeSubrange(cursor...)
        guard limit > 0 else {
            cursor = 0
            isOpen = false
            return
        }
        steps.append(
            UndoStep(
                edits: [edit], selectionBefore: selectionBefore, selectionAfter: selectionAfter,
                kind: kind, lastEditTime: time))
        if steps.count > limit { steps.removeFirst(steps.count - limit) }
        cursor = steps.count
        isOpen = kind != .other
    }

    /// Takes the step to undo and moves the cursor back; nil when there is none.
    mutating func popUndo() -> UndoStep? {
        guard canUndo else { return nil }
        isOpen = false
        cursor -= 1
        return steps[cursor]
    }

    /// Takes the step to redo and moves the cursor forward; nil when there is none.
    mutating func popRedo() -> UndoStep? {
        guard canRedo else { return nil }
        isOpen = false
        cursor += 1
        return steps[cursor - 1]
    }

    /// Forgets every step (used when the whole text is replaced in code).
    mutating func removeAll() {
        steps.removeAll()
        cursor = 0
        isOpen = false
    }

    /// Drops the oldest steps to undo, and the last-undone steps to redo (the deepest of that stack), beyond ``limit``.
    private mutating func trimToLimit() {
        let redoable = steps.count - cursor
        if redoable > limit { steps.removeLast(redoable - limit) }
        if cursor > limit {
            steps.removeFirst(cursor - limit)
            cursor = limit
        }
        if steps.isEmpty { isOpen = false }
    }

    /// Whether `edit` picks up where the step's last edit left off.
    private func continues(_ step: UndoStep, with edit: TextEdit, kind: UndoStepKind) -> Bool {
        guard let previous = step.edits.last else { return false }
        switch kind {
        case .typing:
            return edit.removed.isEmpty && edit.offset == previous.offset + previous.inserted.utf8Count
        case .deleting:
            // Backspace: the new deletion ends where the last began; Delete: same offset.
            return edit.inserted.isEmpty
                && (edit.offset + edit.removed.utf8Count == previous.offset || edit.offset == previous.offset)
        case .overwriting:
            return edit.offset == previous.offset + previous.inserted.utf8Count
        case .other:
            return false
        }
    }
}
