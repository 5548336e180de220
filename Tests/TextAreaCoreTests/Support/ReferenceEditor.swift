@testable import TextAreaCore

/// A plain-`String` reference for `TextArea`, kept from what each operation is documented to do.
///
/// It never reads the area. Clusters come from Swift's `Character`; word
/// segmentation alone is asked of a `TextStorage` built from the reference's own
/// string, since word rules are a policy checked by their own tests, not a
/// property `String` knows. Offsets are UTF-8 offsets, as in the area.
struct ReferenceEditor {
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

    /// The committed text.
    private(set) var text: String
    /// The composition: where it sits in the committed text, and what it shows.
    private(set) var marked: (offset: Int, string: String)? = nil
    private(set) var anchor: Int
    private(set) var head: Int
    private(set) var steps: [Step] = []
    private(set) var cursor = 0
    private var isOpen = false
    private(set) var clipboard: String? = nil
    var maxLength: Int? = nil
    var isEditable = true
    private(set) var isEditing = false
    /// The time the area's injected clock reads.
    var now = 0.0
    /// The delegate's answer to should-change, given the range and the (already limited) replacement.
    var allowsChange: (Range<Int>, String) -> Bool = { _, _ in true }

    init(text: String) {
        self.text = text
        anchor = text.utf8.count
        head = text.utf8.count
    }

    /// The whole document: the committed text with the composition in place.
    var document: String {
        guard let marked else { return text }
        return Self.splice(text, marked.offset..<marked.offset, with: marked.string)
    }

    var markedRange: Range<Int>? { marked.map { $0.offset..<($0.offset + $0.string.utf8.count) } }
    var selection: Range<Int> { min(anchor, head)..<max(anchor, head) }
    var canUndo: Bool { cursor > 0 }
    var canRedo: Bool { cursor < steps.count }

    // MARK: Text helpers

    static func splice(_ string: String, _ range: Range<Int>, with replacement: String) -> String {
        let utf8 = Array(string.utf8)
        return String(decoding: utf8[..<range.lowerBound] + Array(replacement.utf8) + utf8[range.upperBound...],
                      as: UTF8.self)
    }

    static func substring(_ string: String, _ range: Range<Int>) -> String {
        String(decoding: Array(string.utf8)[range], as: UTF8.self)
    }

    static func boundary(atOrBefore offset: Int, in string: String) -> Int {
        clusterBoundaries(of: string).last { $0 <= offset } ?? 0
    }

    static func boundary(after offset: Int, in string: String) -> Int {
        clusterBoundaries(of: string).first { $0 > offset } ?? string.utf8.count
    }

    static func boundary(before offset: Int, in string: String) -> Int {
        clusterBoundaries(of: string).last { $0 < offset } ?? 0
    }

    /// The paragraph separators: LF, CR, NEL, LS and PS (CR LF counts as one).
    static let separators: Set<UInt32> = [0x0A, 0x0D, 0x85, 0x2028, 0x2029]

    /// The scalars of `string` with the offsets where they start.
    ///
    /// Paragraphs are found by scalar, not by character: while composing, the
    /// caret can sit between a composed "\r" and a "\n" after it, inside one cluster.
    static func scalars(of string: String) -> [(offset: Int, scalar: Unicode.Scalar)] {
        var result: [(Int, Unicode.Scalar)] = []
        var offset = 0
        for scalar in string.unicodeScalars {
            result.append((offset, scalar))
            offset += UTF8.width(scalar)
        }
        return result
    }

    /// Just after the last separator that ends at or before `offset`.
    static func paragraphStart(containing offset: Int, in string: String) -> Int {
        let last = scalars(of: string).last {
            separators.contains($0.scalar.value) && $0.offset + UTF8.width($0.scalar) <= offset
        }
        return last.map { $0.offset + UTF8.width($0.scalar) } ?? 0
    }

    /// Where the first separator at or after `offset` starts.
    static func paragraphEnd(containing offset: Int, in string: String) -> Int {
        scalars(of: string).first { separators.contains($0.scalar.value) && $0.offset >= offset }?.offset
            ?? string.utf8.count
    }

    static func paragraphRange(containing offset: Int, in string: String) -> Range<Int> {
        let end = paragraphEnd(containing: offset, in: string)
        let all = scalars(of: string)
        var separator = 0
        if let index = all.firstIndex(where: { $0.offset == end }), separators.contains(all[index].scalar.value) {
            let isCRLF = all[index].scalar == "\r" && index + 1 < all.count && all[index + 1].scalar == "\n"
            separator = isCRLF ? 2 : UTF8.width(all[index].scalar)
        }
        return paragraphStart(containing: offset, in: string)..<(end + separator)
    }

    // MARK: Editing

    /// The longest prefix of `replacement`, in whole characters, that keeps the text within the limit.
    private func clipped(_ replacement: String, replacing range: Range<Int>) -> String {
        guard let limit = maxLength, !replacement.isEmpty else { return replacement }
        let before = Self.substring(text, 0..<range.lowerBound)
        let after = Self.substring(text, range.upperBound..<text.utf8.count)
        let characters = Array(replacement)
        for kept in stride(from: characters.count, through: 0, by: -1)
        where (before + String(characters.prefix(kept)) + after).count <= limit {
            return String(characters.prefix(kept))
        }
        return ""
    }

    /// A user edit: the length limit, the delegate, then the change, the caret after it, and undo.
    @discardableResult
    private mutating func replace(_ range: Range<Int>, with replacement: String, kind: StepKind) -> Bool {
        guard isEditable else { return false }
        if marked != nil { unmarkText() }
        let inserted = clipped(replacement, replacing: range)
        if range.isEmpty && inserted.isEmpty { return false }
        guard allowsChange(range, inserted) else { return false }
        let textBefore = text
        let selectionBefore = selection
        text = Self.splice(text, range, with: inserted)
        var caret = range.lowerBound + inserted.utf8.count
        if !clusterBoundaries(of: text).contains(caret) {
            // The edit joined the text after it into one cluster.
            let before = Self.boundary(atOrBefore: caret, in: text)
            caret = inserted.isEmpty ? before : Self.boundary(after: before, in: text)
        }
        anchor = caret
        head = caret
        record((range.lowerBound, range.count, inserted.utf8.count), kind: kind,
               textBefore: textBefore, selectionBefore: selectionBefore)
        return true
    }

    private mutating func record(_ edit: (offset: Int, removed: Int, inserted: Int), kind: StepKind,
                                 textBefore: String, selectionBefore: Range<Int>) {
        if isOpen, kind != .other, cursor == steps.count, var last = steps.last, last.kind == kind,
           now - last.lastTime <= UndoHistory.coalescingPause, continues(last.lastEdit, with: edit, kind: kind) {
            last.textAfter = text
            last.selectionAfter = selection
            last.lastTime = now
            last.lastEdit = edit
            steps[steps.count - 1] = last
            return
        }
        steps.removeSubrange(cursor...)
        steps.append(Step(textBefore: textBefore, textAfter: text, selectionBefore: selectionBefore,
                          selectionAfter: selection, kind: kind, lastTime: now, lastEdit: edit))
        cursor = steps.count
        isOpen = kind != .other
    }

    /// Typing continues where the last insertion ended; deleting, where the last
    /// deletion began (Backspace) or at the same spot (Delete).
    private func continues(_ previous: (offset: Int, removed: Int, inserted: Int),
                           with edit: (offset: Int, removed: Int, inserted: Int), kind: StepKind) -> Bool {
        switch kind {
        case .typing: return edit.removed == 0 && edit.offset == previous.offset + previous.inserted
        case .deleting:
            return edit.inserted == 0
                && (edit.offset + edit.removed == previous.offset || edit.offset == previous.offset)
        case .other: return false
        }
    }

    mutating func insertText(_ string: String) {
        if let marked {
            self.marked = nil
            anchor = marked.offset
            head = marked.offset
        }
        replace(selection, with: string, kind: .typing)
    }

    mutating func delete(_ deletion: Deletion) {
        guard isEditable else { return }
        if marked != nil { unmarkText() }
        if !selection.isEmpty {
            replace(selection, with: "", kind: .other)
            return
        }
        let words = TextStorage(text)
        let range: Range<Int>
        switch deletion {
        case .characterBackward: range = Self.boundary(before: head, in: text)..<head
        case .characterForward: range = head..<Self.boundary(after: head, in: text)
        case .wordBackward: range = words.wordBoundary(before: head)..<head
        case .wordForward: range = head..<words.wordBoundary(after: head)
        case .toLineStart, .toLineEnd: preconditionFailure("visual lines are not modelled")
        }
        if !range.isEmpty { replace(range, with: "", kind: .deleting) }
    }

    mutating func paste(_ string: String) {
        if marked != nil { unmarkText() }
        replace(selection, with: string, kind: .other)
    }

    mutating func paste(_ string: String, at offset: Int) {
        if marked != nil { unmarkText() }
        setSelection(anchor: offset, head: offset)
        replace(selection, with: string, kind: .other)
    }

    mutating func copy() {
        if !selection.isEmpty { clipboard = Self.substring(document, selection) }
    }

    mutating func cut() {
        if isEditable && marked != nil { unmarkText() }
        guard isEditable, !selection.isEmpty else { return }
        copy()
        replace(selection, with: "", kind: .other)
    }

    // MARK: Selection

    /// Snaps both ends back to cluster boundaries; ends outside the composition commit it first.
    mutating func setSelection(anchor newAnchor: Int, head newHead: Int) {
        var newAnchor = min(max(newAnchor, 0), document.utf8.count)
        var newHead = min(max(newHead, 0), document.utf8.count)
        if let range = markedRange {
            let composition = range.lowerBound...range.upperBound
            if !composition.contains(Self.boundary(atOrBefore: newAnchor, in: document))
                || !composition.contains(Self.boundary(atOrBefore: newHead, in: document)) {
                let countBefore = document.utf8.count
                unmarkText()
                let delta = document.utf8.count - countBefore
                func shifted(_ offset: Int) -> Int {
                    offset >= range.upperBound ? offset + delta : min(offset, range.upperBound + delta)
                }
                newAnchor = min(max(shifted(newAnchor), 0), document.utf8.count)
                newHead = min(max(shifted(newHead), 0), document.utf8.count)
            }
        }
        anchor = Self.boundary(atOrBefore: newAnchor, in: document)
        head = Self.boundary(atOrBefore: newHead, in: document)
        isOpen = false
    }

    mutating func move(_ movement: Movement, extend: Bool) {
        if marked != nil { unmarkText() }
        let words = TextStorage(text)
        let target: Int
        switch movement {
        case .characterBackward:
            target = !extend && !selection.isEmpty ? selection.lowerBound : Self.boundary(before: head, in: text)
        case .characterForward:
            target = !extend && !selection.isEmpty ? selection.upperBound : Self.boundary(after: head, in: text)
        case .wordBackward: target = words.wordBoundary(before: extend ? head : selection.lowerBound)
        case .wordForward: target = words.wordBoundary(after: extend ? head : selection.upperBound)
        case .paragraphStart:
            let start = Self.paragraphStart(containing: head, in: text)
            target = start == head && head > 0
                ? Self.paragraphStart(containing: Self.boundary(before: head, in: text), in: text) : start
        case .paragraphEnd:
            let end = Self.paragraphEnd(containing: head, in: text)
            target = end == head && head < text.utf8.count
                ? Self.paragraphEnd(containing: Self.boundary(after: head, in: text), in: text) : end
        case .documentStart: target = 0
        case .documentEnd: target = text.utf8.count
        case .lineStart, .lineEnd, .lineUp, .lineDown, .pageUp, .pageDown:
            preconditionFailure("visual lines are not modelled")
        }
        setSelection(anchor: extend ? anchor : target, head: target)
    }

    mutating func selectAll() { setSelection(anchor: 0, head: document.utf8.count) }

    mutating func selectWord() {
        let range = TextStorage(document).wordRange(around: head)
        setSelection(anchor: range.lowerBound, head: range.upperBound)
    }

    mutating func selectParagraph() {
        let range = Self.paragraphRange(containing: head, in: document)
        setSelection(anchor: range.lowerBound, head: range.upperBound)
    }

    // MARK: Composition

    mutating func setMarkedText(_ string: String, selectedRange: Range<Int>) {
        guard isEditable else { return }
        if marked == nil && !selection.isEmpty { replace(selection, with: "", kind: .other) }
        let start = marked?.offset ?? selection.lowerBound
        if string.isEmpty {
            marked = nil
            anchor = start
            head = start
        } else {
            marked = (start, string)
            let offsets = clusterBoundaries(of: string)
            let lower = offsets[min(max(selectedRange.lowerBound, 0), offsets.count - 1)]
            let upper = offsets[min(max(selectedRange.upperBound, 0), offsets.count - 1)]
            anchor = start + lower
            head = start + max(lower, upper)
        }
        isOpen = false
    }

    /// Commits the composition as one edit of its own, through the length limit.
    mutating func unmarkText() {
        guard let committed = marked else { return }
        marked = nil
        anchor = committed.offset
        head = committed.offset
        replace(committed.offset..<committed.offset, with: committed.string, kind: .other)
    }

    mutating func cancelMarkedText() {
        guard let cancelled = marked else { return }
        marked = nil
        anchor = cancelled.offset
        head = cancelled.offset
    }

    // MARK: History and focus

    mutating func undo() {
        guard isEditable else { return }
        cancelMarkedText()
        guard canUndo else { return }
        isOpen = false
        cursor -= 1
        text = steps[cursor].textBefore
        anchor = min(steps[cursor].selectionBefore.lowerBound, text.utf8.count)
        head = min(steps[cursor].selectionBefore.upperBound, text.utf8.count)
    }

    mutating func redo() {
        guard isEditable else { return }
        cancelMarkedText()
        guard canRedo else { return }
        isOpen = false
        cursor += 1
        text = steps[cursor - 1].textAfter
        anchor = min(steps[cursor - 1].selectionAfter.lowerBound, text.utf8.count)
        head = min(steps[cursor - 1].selectionAfter.upperBound, text.utf8.count)
    }

    mutating func beginEditing() {
        if isEditing { return }
        isEditing = true
        isOpen = false
    }

    mutating func endEditing() {
        if !isEditing { return }
        if marked != nil { unmarkText() }
        isEditing = false
        isOpen = false
    }
}
