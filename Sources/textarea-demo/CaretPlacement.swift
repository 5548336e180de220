import TextAreaCore

/// Where `--caret` puts the first area's caret once its text is loaded.
enum CaretPlacement: Equatable {
    /// Before the first character.
    case start
    /// Halfway through the text (by UTF-8 bytes, moved back to a character boundary).
    case middle
    /// After the last character.
    case end
    /// At this UTF-8 byte offset, clamped to the text and moved back to a character boundary.
    case offset(Int)

    /// Parses `start`, `middle`, `end` or a non-negative byte offset; nil for anything else.
    init?(_ text: String) {
        switch text {
        case "start": self = .start
        case "middle": self = .middle
        case "end": self = .end
        default:
            guard let offset = Int(text), offset >= 0 else { return nil }
            self = .offset(offset)
        }
    }

    /// Puts the caret of `area` here and scrolls it into view.
    func place(in area: TextArea) {
        let offset =
            switch self {
            case .start: 0
            case .middle: area.utf8Count / 2
            case .end: area.utf8Count
            case .offset(let offset): min(offset, area.utf8Count)
            }
        area.selectedRange = offset..<offset
        area.scrollToCaret()
    }
}
