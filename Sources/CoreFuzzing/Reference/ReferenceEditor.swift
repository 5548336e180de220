import TextAreaCore

/// A plain-`String` model of `TextArea` editing, kept from what each operation is documented to do.
///
/// It never reads the area: drive an area and a model with the same
/// operations, then compare. Clusters come from Swift's `Character`; word
/// segmentation alone is asked of a `TextStorage` built from the model's own
/// string, since word rules are a policy checked by their own tests, not a
/// property `String` knows. Offsets are UTF-8 offsets, as in the area. Moves
/// by visual line are not modelled: they depend on layout.
public struct ReferenceEditor {
    enum StepKind { case typing, deleting, other }

    /// One undo step: the texts and selections around it, and its last edit for coalescing.
    struct Step {
        var textBefore: String
        var textAfter: String
        var selectionBefore: Range<Int>
        var selectionAfter: Range<Int>
        var kind: StepKind
        var lastTime: Double
        var lastEdit: (offset: Int, removed: Int, inserted: Int)
    }

    /// The committed text, without the composition.
    public internal(set) var text: String
    /// The composition: where it sits in the committed text, and what it shows.
    var marked: (offset: Int, string: String)? = nil
    /// Where the selection started, a UTF-8 offset into ``document``.
    public internal(set) var anchor: Int
    /// The selection's moving end, the caret, a UTF-8 offset into ``document``.
    public internal(set) var head: Int
    var steps: [Step] = []
    var cursor = 0
    /// Whether the last step may still grow by coalescing.
    var isOpen = false
    /// What the last copy or cut put on the clipboard.
    public internal(set) var clipboard: String? = nil
    /// The most grapheme clusters the text may hold, or nil for no limit.
    public var maxLength: Int? = nil
    /// Whether edits are allowed.
    public var isEditable = true
    /// Whether editing has begun (focus).
    public internal(set) var isEditing = false
    /// The time the area's injected clock reads, in seconds.
    public var now = 0.0
    /// The delegate's answer to should-change, given the range and the (already limited) replacement.
    public var allowsChange: (Range<Int>, String) -> Bool = { _, _ in true }
    /// The longest pause, in seconds, after which typing or deleting still joins the last undo step.
    public let coalescingPause: Double

    /// A model holding `text` with the caret at its end; typing steps end after a pause longer than `coalescingPause`.
    public init(text: String, coalescingPause: Double) {
        self.text = text
        self.coalescingPause = coalescingPause
        anchor = text.utf8.count
        head = text.utf8.count
    }

    /// The whole document: the committed text with the composition in place.
    public var document: String {
        guard let marked else { return text }
        return ReferenceText.splice(text, marked.offset..<marked.offset, with: marked.string)
    }

    /// Where the composition sits in ``document``, or nil when nothing is being composed.
    public var markedRange: Range<Int>? { marked.map { $0.offset..<($0.offset + $0.string.utf8.count) } }
    /// The selected range of ``document``.
    public var selection: Range<Int> { min(anchor, head)..<max(anchor, head) }
    /// Whether there is a step to undo.
    public var canUndo: Bool { cursor > 0 }
    /// Whether there is an undone step to redo.
    public var canRedo: Bool { cursor < steps.count }
    /// How many undo steps the history holds, undone ones included.
    public var stepCount: Int { steps.count }

    // MARK: Editing

    /// The longest prefix of `replacement`, in whole characters, that keeps the text within the limit.
    private func clipped(_ replacement: String, replacing range: Range<Int>) -> String {
        guard let limit = maxLength, !replacement.isEmpty else { return replacement }
        let before = ReferenceText.substring(text, 0..<range.lowerBound)
        let after = ReferenceText.substring(text, range.upperBound..<text.utf8.count)
        let characters = Array(replacement)
        for kept in stride(from: characters.count, through: 0, by: -1)
        where (before + String(characters.prefix(kept)) + after).count <= limit {
            return String(characters.prefix(kept))
        }
        return ""
    }

    /// A user edit: the length limit, the delegate, then the change, the caret after it, and undo.
    @discardableResult
    mutating func replace(_ range: Range<Int>, with replacement: String, kind: StepKind) -> Bool {
        guard isEditable else { return false }
        if marked != nil { unmarkText() }
        let inserted = clipped(replacement, replacing: range)
        if range.isEmpty && inserted.isEmpty { return false }
        guard allowsChange(range, inserted) else { return false }
        let textBefore = text
        let selectionBefore = selection
        text = ReferenceText.splice(text, range, with: inserted)
        var caret = range.lowerBound + inserted.utf8.count
        if !ReferenceText.boundaries(of: text).contains(caret) {
            // The edit joined the text after it into one cluster.
            let before = ReferenceText.boundary(atOrBefore: caret, in: text)
            caret = inserted.isEmpty ? before : ReferenceText.boundary(after: before, in: text)
        }
        anchor = caret
        head = caret
        record(
            (range.lowerBound, range.count, inserted.utf8.count), kind: kind,
            textBefore: textBefore, selectionBefore: selectionBefore)
        return true
    }

    private mutating func record(
        _ edit: (offset: Int, removed: Int, inserted: Int), kind: StepKind,
        textBefore: String, selectionBefore: Range<Int>
    ) {
        if isOpen, kind != .other, cursor == steps.count, var last = steps.last, last.kind == kind,
            now - last.lastTime <= coalescingPause, continues(last.lastEdit, with: edit, kind: kind)
        {
            last.textAfter = text
            last.selectionAfter = selection
            last.lastTime = now
            last.lastEdit = edit
            steps[steps.count - 1] = last
            return
        }
        steps.removeSubrange(cursor...)
        steps.append(
            Step(
                textBefore: textBefore, textAfter: text, selectionBefore: selectionBefore,
                selectionAfter: selection, kind: kind, lastTime: now, lastEdit: edit))
        cursor = steps.count
        isOpen = kind != .other
    }

    /// Typing continues where the last insertion ended; deleting, where the last
    /// deletion began (Backspace) or at the same spot (Delete).
    private func continues(
        _ previous: (offset: Int, removed: Int, inserted: Int),
        with edit: (offset: Int, removed: Int, inserted: Int), kind: StepKind
    ) -> Bool {
        switch kind {
        case .typing: return edit.removed == 0 && edit.offset == previous.offset + previous.inserted
        case .deleting:
            return edit.inserted == 0
                && (edit.offset + edit.removed == previous.offset || edit.offset == previous.offset)
        case .other: return false
        }
    }

    /// Types `string` over the selection (or commits the composition in its place).
    public mutating func insertText(_ string: String) {
        if let marked {
            self.marked = nil
            anchor = marked.offset
            head = marked.offset
        }
        replace(selection, with: string, kind: .typing)
    }

    /// Deletes the selection, or the span `deletion` names next to the caret; line deletions are not modelled.
    public mutating func delete(_ deletion: Deletion) {
        guard isEditable else { return }
        if marked != nil { unmarkText() }
        if !selection.isEmpty {
            replace(selection, with: "", kind: .other)
            return
        }
        let words = TextStorage(text)
        let range: Range<Int>
        switch deletion {
        case .characterBackward: range = ReferenceText.boundary(before: head, in: text)..<head
        case .characterForward: range = head..<ReferenceText.boundary(after: head, in: text)
        case .wordBackward: range = words.wordBoundary(before: head)..<head
        case .wordForward: range = head..<words.wordBoundary(after: head)
        case .toLineStart, .toLineEnd: preconditionFailure("visual lines are not modelled")
        }
        if !range.isEmpty { replace(range, with: "", kind: .deleting) }
    }

    /// Pastes `string` over the selection, as one undo step.
    public mutating func paste(_ string: String) {
        if marked != nil { unmarkText() }
        replace(selection, with: string, kind: .other)
    }

    /// Pastes `string` at `offset` (a middle-click), as one undo step.
    public mutating func paste(_ string: String, at offset: Int) {
        if marked != nil { unmarkText() }
        setSelection(anchor: offset, head: offset)
        replace(selection, with: string, kind: .other)
    }

    /// Puts the selected text on the clipboard.
    public mutating func copy() {
        if !selection.isEmpty { clipboard = ReferenceText.substring(document, selection) }
    }

    /// Copies the selection, then deletes it.
    public mutating func cut() {
        if isEditable && marked != nil { unmarkText() }
        guard isEditable, !selection.isEmpty else { return }
        copy()
        replace(selection, with: "", kind: .other)
    }

    // MARK: History and focus

    /// Undoes the last step, dropping any composition first.
    public mutating func undo() {
        guard isEditable else { return }
        cancelMarkedText()
        guard canUndo else { return }
        isOpen = false
        cursor -= 1
        text = steps[cursor].textBefore
        anchor = min(steps[cursor].selectionBefore.lowerBound, text.utf8.count)
        head = min(steps[cursor].selectionBefore.upperBound, text.utf8.count)
    }

    /// Redoes the last undone step, dropping any composition first.
    public mutating func redo() {
        guard isEditable else { return }
        cancelMarkedText()
        guard canRedo else { return }
        isOpen = false
        cursor += 1
        text = steps[cursor - 1].textAfter
        anchor = min(steps[cursor - 1].selectionAfter.lowerBound, text.utf8.count)
        head = min(steps[cursor - 1].selectionAfter.upperBound, text.utf8.count)
    }

    /// Begins editing (the area takes the focus).
    public mutating func beginEditing() {
        if isEditing { return }
        isEditing = true
        isOpen = false
    }

    /// Ends editing, committing any composition.
    public mutating func endEditing() {
        if !isEditing { return }
        if marked != nil { unmarkText() }
        isEditing = false
        isOpen = false
    }
}
