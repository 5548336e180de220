/// The text an on-the-spot input method is composing, kept the way XIM describes it: characters are Unicode scalars, each with a feedback, plus a caret.
///
/// XIM counts positions in characters of the locale's encoding, which are
/// Unicode scalars (one `wchar_t` each); the text area counts grapheme
/// clusters. ``markedSelection`` converts.
///
/// # Invariants
/// - `feedback.count == scalars.count`;
/// - `0 <= caret <= scalars.count`.
struct PreeditText: Equatable {
    /// The characters, in XIM's sense.
    private(set) var scalars: [Unicode.Scalar] = []
    /// The `XIMFeedback` bits of each character (reverse, underline, highlight, ...).
    private(set) var feedback: [UInt] = []
    /// The caret, in characters from the start.
    private(set) var caret = 0

    /// The feedback bits that mark the clause being converted, which is shown selected.
    static let highlightFeedback: UInt = 1 | 4 | 32  // XIMReverse | XIMHighlight | XIMPrimary

    /// A caret move an input method asks for (`XIMCaretDirection`).
    enum CaretMove: Equatable {
        case absolute(Int)
        case forward
        case backward
        case start
        case end
        case unchanged
    }

    /// Whether nothing is being composed.
    var isEmpty: Bool { scalars.isEmpty }

    /// The composed text.
    var string: String {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars)
        return String(text)
    }

    /// Applies a draw: `length` characters from `first` are replaced by `text`, or deleted when `text` is nil; the caret moves to `caret`.
    ///
    /// When `text` is given with no characters but feedback (`XIMText` whose
    /// string is NULL), only the feedback of `feedback.count` characters from
    /// `first` changes. Positions out of range are clamped.
    mutating func draw(
        caret newCaret: Int, first: Int, length: Int, text: [Unicode.Scalar]?, feedback newFeedback: [UInt]?
    ) {
        let lower = min(max(first, 0), scalars.count)
        let upper = min(max(lower + max(length, 0), lower), scalars.count)
        if let text {
            scalars.replaceSubrange(lower..<upper, with: text)
            let padded = (0..<text.count).map { index in
                newFeedback.flatMap { index < $0.count ? $0[index] : nil } ?? 0
            }
            feedback.replaceSubrange(lower..<upper, with: padded)
        } else if let newFeedback {
            for (index, value) in newFeedback.enumerated() where lower + index < feedback.count {
                feedback[lower + index] = value
            }
        } else {
            scalars.removeSubrange(lower..<upper)
            feedback.removeSubrange(lower..<upper)
        }
        caret = min(max(newCaret, 0), scalars.count)
    }

    /// Moves the caret as the input method asks and returns its new position.
    @discardableResult
    mutating func moveCaret(_ move: CaretMove) -> Int {
        switch move {
        case .absolute(let position): caret = position
        case .forward: caret += 1
        case .backward: caret -= 1
        case .start: caret = 0
        case .end: caret = scalars.count
        case .unchanged: break
        }
        caret = min(max(caret, 0), scalars.count)
        return caret
    }

    /// Forgets the composition.
    mutating func clear() {
        self = PreeditText()
    }

    /// What the text area shows selected inside the marked text, in its characters (grapheme clusters): the clause being converted when the input method highlights one, else the caret.
    var markedSelection: Range<Int> {
        if let start = feedback.firstIndex(where: { $0 & Self.highlightFeedback != 0 }) {
            let end = feedback[start...].firstIndex { $0 & Self.highlightFeedback == 0 } ?? feedback.count
            return characterOffset(ofScalar: start)..<characterOffset(ofScalar: end)
        }
        let caretCharacter = characterOffset(ofScalar: caret)
        return caretCharacter..<caretCharacter
    }

    /// The number of whole grapheme clusters in the first `scalarOffset` characters.
    func characterOffset(ofScalar scalarOffset: Int) -> Int {
        var scalarsSeen = 0
        var characters = 0
        for character in string {
            scalarsSeen += character.unicodeScalars.count
            if scalarsSeen > scalarOffset { break }
            characters += 1
        }
        return characters
    }
}
