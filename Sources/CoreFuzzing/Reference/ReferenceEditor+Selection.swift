import TextAreaCore

extension ReferenceEditor {
    /// Selects from `anchor` to `head`, snapped back to cluster boundaries; ends outside the composition commit it first.
    public mutating func setSelection(anchor newAnchor: Int, head newHead: Int) {
        var newAnchor = min(max(newAnchor, 0), document.utf8.count)
        var newHead = min(max(newHead, 0), document.utf8.count)
        if let range = markedRange {
            let composition = range.lowerBound...range.upperBound
            if !composition.contains(ReferenceText.boundary(atOrBefore: newAnchor, in: document))
                || !composition.contains(ReferenceText.boundary(atOrBefore: newHead, in: document))
            {
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
        anchor = ReferenceText.boundary(atOrBefore: newAnchor, in: document)
        head = ReferenceText.boundary(atOrBefore: newHead, in: document)
        isOpen = false
    }

    /// Moves the caret by `movement`, extending the selection when `extend` is true; visual-line moves are not modelled.
    public mutating func move(_ movement: Movement, extend: Bool) {
        if marked != nil { unmarkText() }
        let words = TextStorage(text)
        let target: Int
        switch movement {
        case .characterBackward:
            target =
                !extend && !selection.isEmpty ? selection.lowerBound : ReferenceText.boundary(before: head, in: text)
        case .characterForward:
            target =
                !extend && !selection.isEmpty ? selection.upperBound : ReferenceText.boundary(after: head, in: text)
        case .wordBackward: target = words.wordBoundary(before: extend ? head : selection.lowerBound)
        case .wordForward: target = words.wordBoundary(after: extend ? head : selection.upperBound)
        case .paragraphStart:
            let start = ReferenceText.paragraphStart(containing: head, in: text)
            target =
                start == head && head > 0
                ? ReferenceText.paragraphStart(containing: ReferenceText.boundary(before: head, in: text), in: text)
                : start
        case .paragraphEnd:
            let end = ReferenceText.paragraphEnd(containing: head, in: text)
            target =
                end == head && head < text.utf8.count
                ? ReferenceText.paragraphEnd(containing: ReferenceText.boundary(after: head, in: text), in: text) : end
        case .documentStart: target = 0
        case .documentEnd: target = text.utf8.count
        case .lineStart, .lineEnd, .lineUp, .lineDown, .pageUp, .pageDown:
            preconditionFailure("visual lines are not modelled")
        }
        setSelection(anchor: extend ? anchor : target, head: target)
    }

    /// Selects the whole document.
    public mutating func selectAll() { setSelection(anchor: 0, head: document.utf8.count) }

    /// Selects the word around the caret.
    public mutating func selectWord() {
        let range = TextStorage(document).wordRange(around: head)
        setSelection(anchor: range.lowerBound, head: range.upperBound)
    }

    /// Selects the paragraph around the caret, its separator included.
    public mutating func selectParagraph() {
        let range = ReferenceText.paragraphRange(containing: head, in: document)
        setSelection(anchor: range.lowerBound, head: range.upperBound)
    }
}
