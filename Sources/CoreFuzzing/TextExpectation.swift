import TextAreaCore

/// The state an operation starts from, for judging its effect on the text.
struct Before {
    var text: String
    var selection: Range<Int>
    var marked: Range<Int>?
    var markedText: String?
    var isEditable: Bool
    var isEditing: Bool
    var maxLength: Int?
    var canUndo: Bool
    var canRedo: Bool
    var isOverwriteMode = false

    /// Whether setting `newText` in code leaves everything as it was: nothing composed and the same bytes.
    func isSameText(_ newText: String) -> Bool {
        marked == nil && text.utf8.elementsEqual(newText.utf8)
    }
}

/// What an operation may do to ``TextArea/text``.
enum TextExpectation {
    /// The text stays as it was.
    case unchanged
    /// The text becomes exactly this.
    case exact(String)
    /// One user edit: `range` of the text replaced by the string, through the length limit and the delegate.
    case edit(Range<Int>, String)
    /// A commit of marked text as `edit` describes, or nothing at all.
    case editOrUnchanged(Range<Int>, String)
    /// A deletion of a span the core finds (a word, to a line end) next to the caret.
    case removal(caret: Int, backward: Bool)
    /// An edit too involved to predict: only editability and the length limit are checked.
    case anyEdit
    /// An undo or redo the model cannot predict: only editability is checked (the limit does not apply).
    case unconstrained
}

extension CoreFuzzer {
    /// Checks the area's text against what `expectation` allows after an operation that started from `before`.
    func verify(_ expectation: TextExpectation, from before: Before) throws {
        let after = area.text
        let unchanged = ReferenceText.same(after, before.text)
        let requests = delegate.requests
        if !before.isEditable {
            if case .exact = expectation {
            } else {
                try require(unchanged, "a read-only area's text changed to \(ReferenceText.describe(after))")
                return
            }
        }
        if let refused = requests.first(where: { !$0.allowed }), requests.count == 1 {
            try require(
                unchanged,
                "the delegate refused replacing \(refused.range), yet the text changed to "
                    + ReferenceText.describe(after))
        }
        switch expectation {
        case .unchanged:
            try require(
                unchanged,
                "the text changed to \(ReferenceText.describe(after)) from "
                    + ReferenceText.describe(before.text))
        case .exact(let expected):
            try require(
                ReferenceText.same(after, expected),
                "text \(ReferenceText.describe(after)), expected "
                    + ReferenceText.describe(expected))
        case .edit(let range, let inserted):
            try verifyEdit(range, inserted, before: before, after: after)
        case .editOrUnchanged(let range, let inserted):
            if !unchanged || requests.contains(where: { $0.allowed }) {
                try verifyEdit(range, inserted, before: before, after: after)
            }
        case .removal(let caret, let backward):
            guard let request = requests.first, request.allowed else {
                try require(unchanged, "a deletion nobody allowed changed the text")
                return
            }
            let range = request.range
            try require(
                backward ? range.upperBound == caret : range.lowerBound == caret,
                "deleting \(backward ? "backward" : "forward") from \(caret) removed \(range)")
            try require(request.replacement.isEmpty, "a deletion asked to insert text")
            let expected = ReferenceText.splice(before.text, range, with: "")
            try require(ReferenceText.same(after, expected), "deleting \(range) gave \(ReferenceText.describe(after))")
        case .unconstrained:
            break
        case .anyEdit:
            if let limit = before.maxLength, !unchanged {
                let count = after.count
                try require(
                    count <= max(limit, before.text.count),
                    "an edit left \(count) characters, over the limit \(limit)")
            }
        }
    }

    /// Checks one replacement of `range` by `inserted` through the limit and the delegate.
    private func verifyEdit(_ range: Range<Int>, _ inserted: String, before: Before, after: String) throws {
        let unchanged = ReferenceText.same(after, before.text)
        guard let request = delegate.requests.first else {
            // Nothing to do: an empty edit, or an insertion the limit cut to nothing.
            try require(unchanged, "the text changed without asking the delegate")
            if range.isEmpty && inserted.isEmpty { return }
            let limit = try unwrap(
                before.maxLength,
                "an edit of \(range) with \(ReferenceText.describe(inserted)) "
                    + "did not happen and never reached the delegate")
            try require(range.isEmpty, "a replacement of \(range) never reached the delegate")
            let oneMore = ReferenceText.splice(before.text, range, with: String(inserted.prefix(1)))
            try require(oneMore.count > limit, "the limit \(limit) dropped an insertion that fits")
            return
        }
        try require(request.range == range, "the delegate was asked about \(request.range), expected \(range)")
        guard request.allowed else { return }
        let full = ReferenceText.splice(before.text, range, with: inserted)
        if before.maxLength.map({ full.count <= $0 }) ?? true {
            try require(
                ReferenceText.same(request.replacement, inserted),
                "the delegate was asked to insert \(ReferenceText.describe(request.replacement)), expected "
                    + ReferenceText.describe(inserted))
            try require(
                ReferenceText.same(after, full),
                "text \(ReferenceText.describe(after)), expected "
                    + ReferenceText.describe(full))
            return
        }
        // Cut by the limit: the longest prefix of whole characters that fits.
        let limit = before.maxLength!
        let kept = request.replacement
        let keptCount = kept.count
        try require(
            ReferenceText.same(String(inserted.prefix(keptCount)), kept),
            "the limit kept \(ReferenceText.describe(kept)), not a prefix of \(ReferenceText.describe(inserted))")
        let expected = ReferenceText.splice(before.text, range, with: kept)
        try require(
            ReferenceText.same(after, expected),
            "text \(ReferenceText.describe(after)), expected "
                + ReferenceText.describe(expected))
        try require(kept.isEmpty || after.count <= limit, "the limit \(limit) let \(after.count) characters in")
        if keptCount < inserted.count {
            let oneMore = ReferenceText.splice(before.text, range, with: String(inserted.prefix(keptCount + 1)))
            try require(
                oneMore.count > limit,
                "the limit \(limit) cut \(ReferenceText.describe(inserted)) "
                    + "shorter than needed")
        }
    }

    func unwrap<Value>(_ value: Value?, _ message: @autoclosure () -> String) throws -> Value {
        guard let value else { throw InvariantViolation(message: message()) }
        return value
    }
}
