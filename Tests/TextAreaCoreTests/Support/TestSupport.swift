import SeededRandom

@testable import TextAreaCore

/// Text that exercises grapheme clustering: each constant is one cluster unless its name says otherwise.
enum Clusters {
    /// A family: four emoji joined by three ZWJs (25 bytes).
    static let family = "👨‍👩‍👧‍👦"
    /// A thumbs-up with a skin-tone modifier (8 bytes).
    static let thumbsUp = "👍🏽"
    /// Two flags side by side: Japan then the United States (two clusters, 16 bytes).
    static let flags = "🇯🇵🇺🇸"
    /// "e" followed by a combining acute accent (3 bytes).
    static let eAcute = "e\u{301}"
    /// The syllable 한 spelled with conjoining Hangul jamo (9 bytes).
    static let hangulJamo = "\u{1112}\u{1161}\u{11AB}"
    /// A CR LF line break (2 bytes).
    static let crlf = "\r\n"
}

/// The length of `text` in UTF-8 bytes, the unit of every offset in the area.
func bytes(_ text: String) -> Int { text.utf8.count }

/// An area holding `text` with the caret (or selection) at the given UTF-8 offsets.
func makeArea(_ text: String, caret: Int? = nil, anchor: Int? = nil) -> TextArea {
    let area = TextArea(text: text)
    let head = caret ?? bytes(text)
    area.setSelection(anchor: anchor ?? head, head: head)
    return area
}

/// A clock the test moves by hand, for undo coalescing.
final class ManualClock {
    var now = 100.0
    func advance(by seconds: Double) { now += seconds }
}

/// A front end that records what the core asks of it.
final class RecordingHost: TextAreaHost {
    var writes: [(text: String, pasteboard: Pasteboard)] = []
    var pasteRequests: [(pasteboard: Pasteboard, offset: Int?)] = []
    var focusMoves: [Bool] = []
    var displayRequests = 0
    var caretMoves = 0

    /// The last text written to the clipboard.
    var clipboard: String? { writes.last { $0.pasteboard == .clipboard }?.text }

    func textAreaNeedsDisplay(_ textArea: TextArea) { displayRequests += 1 }
    func textAreaCaretDidMove(_ textArea: TextArea) { caretMoves += 1 }
    func textArea(_ textArea: TextArea, write text: TextStorage, to pasteboard: Pasteboard) {
        writes.append((text.string, pasteboard))
    }
    func textArea(_ textArea: TextArea, requestPasteFrom pasteboard: Pasteboard, at offset: Int?) {
        pasteRequests.append((pasteboard, offset))
    }
    func textArea(_ textArea: TextArea, moveFocusForward forward: Bool) { focusMoves.append(forward) }
}

/// A delegate that logs every call in order and can refuse changes.
final class RecordingDelegate: TextAreaDelegate {
    var log: [String] = []
    var changeRequests: [(range: Range<Int>, replacement: String)] = []
    var allowsChange: (Range<Int>, String) -> Bool = { _, _ in true }
    var allowsBegin = true
    var allowsEnd = true

    func textAreaShouldBeginEditing(_ textArea: TextArea) -> Bool {
        log.append("shouldBegin")
        return allowsBegin
    }
    func textAreaDidBeginEditing(_ textArea: TextArea) { log.append("didBegin") }
    func textAreaShouldEndEditing(_ textArea: TextArea) -> Bool {
        log.append("shouldEnd")
        return allowsEnd
    }
    func textAreaDidEndEditing(_ textArea: TextArea) { log.append("didEnd") }
    func textArea(_ textArea: TextArea, shouldChangeTextIn range: Range<Int>, replacementText: String) -> Bool {
        log.append("shouldChange")
        changeRequests.append((range, replacementText))
        return allowsChange(range, replacementText)
    }
    func textAreaDidChange(_ textArea: TextArea) { log.append("didChange") }
    func textAreaDidChangeSelection(_ textArea: TextArea) { log.append("didChangeSelection") }
}

extension TextArea {
    /// The text of each placeholder line, top to bottom.
    var placeholderTexts: [String] { placeholderLines.map { placeholderText(of: $0) } }
}
