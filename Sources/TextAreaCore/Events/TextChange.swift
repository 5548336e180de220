/// What one change of a text area's text replaced, with what, and why: the value ``TextAreaDelegate/textArea(_:didChange:)`` receives and ``TextArea/lastChange`` holds.
///
/// Ranges are UTF-8 offsets. ``replacedRange`` is in the text as it was before
/// the change, ``replacementRange`` in the text after it; both start at the
/// same offset. When one notification covers several replacements (the undo
/// or redo of a step that joined many typed characters, a drag that moved
/// text), the change is their union: the smallest range of the old text that
/// holds every replaced byte, and the text that now stands in its place.
/// Setting ``TextArea/text`` or calling ``TextArea/load(_:)`` replaces the
/// whole range.
public struct TextChange: Sendable {
    /// What made a change.
    public enum Cause: Hashable, Sendable, CaseIterable {
        /// Typed text, including text an input method committed as typing.
        case typing
        /// A deletion by key (Backspace, Delete and their word and line forms) or the Delete menu entry.
        case deleting
        /// A cut to the clipboard.
        case cut
        /// A paste from the clipboard or the primary selection.
        case paste
        /// A drop, from another program or a drag within the area.
        case drop
        /// An input method's composition: committed marked text, or the selection it deleted when it began.
        case composition
        /// An undo.
        case undo
        /// A redo.
        case redo
        /// The text set in code (``TextArea/text`` or ``TextArea/load(_:)``).
        case setInCode
    }

    /// The UTF-8 range of the text before the change that was replaced.
    public let replacedRange: Range<Int>
    /// The UTF-8 range of the text after the change that holds the replacement.
    public let replacementRange: Range<Int>
    /// What made the change.
    public let cause: Cause
    /// The replacement as the change recorded it: a string when small, storage sharing the document's chunks when large.
    let inserted: EditText

    /// The text now in ``replacementRange``, as storage (a large replacement shares the document's chunks).
    public var replacement: TextStorage {
        switch inserted {
        case .string(let text): TextStorage(text)
        case .storage(let storage): storage
        }
    }

    /// The text now in ``replacementRange``, as a string.
    public var replacementString: String { inserted.string }

    /// Whether the change inserted text only (it replaced nothing).
    public var isInsertion: Bool { replacedRange.isEmpty }

    /// Whether the change deleted text only (it inserted nothing).
    public var isDeletion: Bool { replacementRange.isEmpty }

    init(replaced: Range<Int>, inserted: EditText, cause: Cause) {
        replacedRange = replaced
        replacementRange = replaced.lowerBound..<(replaced.lowerBound + inserted.utf8Count)
        self.cause = cause
        self.inserted = inserted
    }
}

/// Gathers the replacements of one notification into the one change that covers them all.
///
/// Each replacement is given in the text as it is when it is applied; the
/// cover is kept in the text after the replacements so far, with the total
/// change in length, so the range it replaced in the original text follows.
struct TextChangeCover {
    private var lower = Int.max
    private var upperAfter = Int.min
    private var lengthDelta = 0

    /// Whether no replacement was added.
    var isEmpty: Bool { lower == Int.max }

    /// Adds the replacement of `range` (in the text as it is now) by `insertedLength` bytes.
    mutating func add(_ range: Range<Int>, insertedLength: Int) {
        let delta = insertedLength - range.count
        if isEmpty {
            lower = range.lowerBound
            upperAfter = range.lowerBound + insertedLength
        } else {
            // The cover's end moves with the edit when past it; otherwise the edit's end bounds the cover.
            upperAfter = upperAfter >= range.upperBound ? upperAfter + delta : range.lowerBound + insertedLength
            lower = min(lower, range.lowerBound)
        }
        lengthDelta += delta
    }

    /// The covering change, its replacement read from `storage` (the text after every replacement); nil when nothing was added.
    func change(in storage: TextStorage, cause: TextChange.Cause) -> TextChange? {
        guard !isEmpty else { return nil }
        let after = lower..<upperAfter
        let inserted: EditText =
            after.count > EditText.largeLength
            ? .storage(storage.substorage(in: after)) : .string(storage.string(in: after))
        return TextChange(replaced: lower..<(upperAfter - lengthDelta), inserted: inserted, cause: cause)
    }
}
