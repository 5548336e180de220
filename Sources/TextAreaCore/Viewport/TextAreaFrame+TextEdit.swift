extension TextAreaFrame {
    /// The text changed since the frame before as one stretch replaced: the bytes of ``range`` (offsets in this
    /// frame) stand where the previous frame had those of `range.lowerBound..<range.upperBound - lengthChange`; the
    /// bytes before the stretch are where they were, those after it moved by ``lengthChange``.
    ///
    /// Several edits between two frames make one stretch, from the first
    /// byte any of them changed to the last. A front end that kept what it
    /// drew of a line whose bytes lie outside the stretch can keep it
    /// without comparing the bytes (see ``previousRange(of:)``).
    public struct TextEdit: Hashable, Sendable {
        /// Where the replaced stretch is, in this frame's offsets.
        public var range: Range<Int>
        /// How many bytes longer the text is than in the frame before (negative when shorter).
        public var lengthChange: Int

        /// Creates the edit that made `range` (new offsets) of a stretch `lengthChange` bytes shorter before.
        public init(range: Range<Int>, lengthChange: Int) {
            self.range = range
            self.lengthChange = lengthChange
        }

        /// Where the bytes of `bytes` (this frame's offsets) were in the frame before, when none of them changed; nil
        /// when the edit touched any of them.
        public func previousRange(of bytes: Range<Int>) -> Range<Int>? {
            if bytes.upperBound <= range.lowerBound { return bytes }
            if bytes.lowerBound >= range.upperBound {
                return (bytes.lowerBound - lengthChange)..<(bytes.upperBound - lengthChange)
            }
            return nil
        }

        /// This edit followed by the replacement of `replaced` (offsets after this edit) with `insertedLength` bytes,
        /// as one stretch.
        func followed(byReplacing replaced: Range<Int>, insertedLength: Int) -> TextEdit {
            let change = insertedLength - replaced.count
            let lower = min(range.lowerBound, replaced.lowerBound)
            let upper = max(range.upperBound, replaced.upperBound) + change
            return TextEdit(range: lower..<upper, lengthChange: lengthChange + change)
        }
    }
}

/// What the viewport knows of the text's change since its last frame: that lines outside an edit show the bytes they
/// showed then.
enum TextChangeSinceFrame: Equatable {
    /// The text is as it was.
    case none
    /// One stretch was replaced (several edits merged).
    case edited(TextAreaFrame.TextEdit)
    /// Unknown: a new text, or lines laid out again from scratch.
    case unknown

    /// Where `bytes` (offsets now) were at the last frame when this change left them as they were; nil when it touched
    /// them or is unknown.
    func previousRange(of bytes: Range<Int>) -> Range<Int>? {
        switch self {
        case .none: bytes
        case .edited(let edit): edit.previousRange(of: bytes)
        case .unknown: nil
        }
    }

    /// Whether `bytes` (offsets now) are known to be as they were, and at least a byte away from the edit: a
    /// decoration that stretched or went with the edit reaches no further than the bytes next to it.
    func leavesApart(_ bytes: Range<Int>) -> Bool {
        switch self {
        case .none: true
        case .edited(let edit): bytes.upperBound < edit.range.lowerBound || bytes.lowerBound > edit.range.upperBound
        case .unknown: false
        }
    }

    /// This change followed by the replacement of `replaced` with `insertedLength` bytes.
    func followed(byReplacing replaced: Range<Int>, insertedLength: Int) -> TextChangeSinceFrame {
        switch self {
        case .none:
            // As an empty edit where this one starts.
            let nothing = TextAreaFrame.TextEdit(range: replaced.lowerBound..<replaced.lowerBound, lengthChange: 0)
            return .edited(nothing.followed(byReplacing: replaced, insertedLength: insertedLength))
        case .edited(let edit): return .edited(edit.followed(byReplacing: replaced, insertedLength: insertedLength))
        case .unknown: return .unknown
        }
    }
}
