extension TextArea {
    /// Moves the caret, or with `extendingSelection` the selection's head, as `movement` says.
    public func move(_ movement: Movement, extendingSelection extend: Bool = false) {
        performOperation { performMove(movement, extendingSelection: extend) }
    }

    private func performMove(_ movement: Movement, extendingSelection extend: Bool) {
        if hasMarkedText { unmarkText() }
        let selection = selectedRange
        let head = selectionHead
        var affinity = SelectionAffinity.downstream
        var keepsGoal = false
        var visualStopX: Double? = nil
        let target: Int
        switch movement {
        case .left, .right, .wordLeft, .wordRight:
            let toRight = movement == .right || movement == .wordRight
            let byWord = movement == .wordLeft || movement == .wordRight
            let forward = viewport.movesForward(toRight: toRight, at: head)
            if !extend && !selection.isEmpty && !byWord {
                target = collapsedEnd(of: selection, toRight: toRight, forward: forward)
            } else {
                let from = extend || selection.isEmpty ? head : (forward ? selection.upperBound : selection.lowerBound)
                let startX = visualCaretHint.flatMap { $0.offset == from ? $0.x : nil }
                if let found = viewport.visualTarget(
                    from: from, affinity: from == head ? selectionAffinity : .downstream,
                    toRight: toRight, byWord: byWord, startX: startX)
                {
                    target = found.offset
                    visualStopX = found.x
                } else if byWord {
                    target = forward ? wordBoundary(after: from) : wordBoundary(before: from)
                } else {
                    target = forward ? storage.characterBoundary(after: from) : storage.characterBoundary(before: from)
                }
            }
        case .characterBackward:
            target = !extend && !selection.isEmpty ? selection.lowerBound : storage.characterBoundary(before: head)
        case .characterForward:
            target = !extend && !selection.isEmpty ? selection.upperBound : storage.characterBoundary(after: head)
        case .wordBackward:
            target = wordBoundary(before: extend ? head : selection.lowerBound)
        case .wordForward:
            target = wordBoundary(after: extend ? head : selection.upperBound)
        case .lineStart:
            let from = extend ? head : selection.lowerBound
            target = viewport.visualLineStart(
                containing: from, affinity: from == head ? selectionAffinity : .downstream)
        case .lineEnd:
            let from = extend ? head : selection.upperBound
            target = viewport.visualLineEnd(containing: from, affinity: from == head ? selectionAffinity : .downstream)
            affinity = .upstream
        case .lineUp, .lineDown, .pageUp, .pageDown:
            let from =
                extend
                ? head : (movement == .lineUp || movement == .pageUp ? selection.lowerBound : selection.upperBound)
            let fromAffinity = from == head ? selectionAffinity : .downstream
            _ = viewport.wrappedLineIndex(containing: from, affinity: fromAffinity)
            let goal = goalX ?? viewport.caretRect(for: from, affinity: fromAffinity).minX
            goalX = goal
            let result = viewport.verticalTarget(from: from, affinity: fromAffinity, goalX: goal, movement: movement)
            if result.scroll != 0 { scroll(by: result.scroll) }
            target = result.offset
            affinity = result.affinity
            keepsGoal = true
        case .paragraphStart:
            let start = layoutStorage.paragraphStart(containing: head)
            target =
                start == head && head > 0
                ? layoutStorage.paragraphStart(containing: layoutStorage.characterBoundary(before: head)) : start
        case .paragraphEnd:
            let end = layoutStorage.paragraphEnd(containing: head)
            target =
                end == head && head < layoutStorage.utf8Count
                ? layoutStorage.paragraphEnd(containing: layoutStorage.characterBoundary(after: head)) : end
        case .documentStart:
            target = 0
        case .documentEnd:
            target = storage.utf8Count
        }
        let savedGoal = goalX
        setSelection(anchor: extend ? selectionAnchor : target, head: target, affinity: affinity)
        goalX = keepsGoal ? savedGoal : nil
        visualCaretHint = visualStopX.map { (target, $0) }
        scrollToCaret()
    }

    /// The end of `selection` a Left or Right without Shift collapses it to: the end on that side of the screen when both are on one line, else the end a move that way reaches first in the text.
    private func collapsedEnd(of selection: Range<Int>, toRight: Bool, forward: Bool) -> Int {
        guard !viewport.isAllLeftToRight else { return toRight ? selection.upperBound : selection.lowerBound }
        let lower = viewport.caretRect(for: selection.lowerBound, affinity: .downstream)
        let upper = viewport.caretRect(for: selection.upperBound, affinity: .upstream)
        if lower.minY == upper.minY {
            return (lower.minX < upper.minX) == toRight ? selection.upperBound : selection.lowerBound
        }
        return forward ? selection.upperBound : selection.lowerBound
    }
}
