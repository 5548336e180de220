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
        let target: Int
        switch movement {
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
            let start = storage.paragraphStart(containing: head)
            target =
                start == head && head > 0
                ? storage.paragraphStart(containing: storage.characterBoundary(before: head)) : start
        case .paragraphEnd:
            let end = storage.paragraphEnd(containing: head)
            target =
                end == head && head < storage.utf8Count
                ? storage.paragraphEnd(containing: storage.characterBoundary(after: head)) : end
        case .documentStart:
            target = 0
        case .documentEnd:
            target = storage.utf8Count
        }
        let savedGoal = goalX
        setSelection(anchor: extend ? selectionAnchor : target, head: target, affinity: affinity)
        goalX = keepsGoal ? savedGoal : nil
        scrollToCaret()
    }
}
