// Operations: what the area does for one call from outside, ended by one layout step and one word to the host.
extension TextArea {
    /// What the host is told at the end of an operation.
    struct HostUpdates: OptionSet {
        let rawValue: UInt8
        /// Something shown changed: the host redraws.
        static let display = HostUpdates(rawValue: 1)
        /// The caret or the scroll offset moved: the host moves the input method's spot.
        static let caretMoved = HostUpdates(rawValue: 2)
    }

    /// Runs `body` as one operation: however many changes it makes, the layout settles and the host hears of them once, when the outermost operation ends.
    @discardableResult
    func performOperation<Result>(_ body: () -> Result) -> Result {
        operationDepth += 1
        let result = body()
        operationDepth -= 1
        flushHostUpdates()
        return result
    }

    /// Asks the host to redraw, at the end of the operation.
    func setNeedsDisplay() {
        pendingHostUpdates.insert(.display)
        flushHostUpdates()
    }

    /// Tells the host the caret moved, at the end of the operation.
    func caretDidMove() {
        pendingHostUpdates.insert(.caretMoved)
        flushHostUpdates()
    }

    /// Outside any operation, settles the layout and tells the host what changed: once each, display first.
    func flushHostUpdates() {
        guard operationDepth == 0, !pendingHostUpdates.isEmpty else { return }
        viewport.layoutIfNeeded()
        let updates = pendingHostUpdates
        pendingHostUpdates = []
        if updates.contains(.display) { host?.textAreaNeedsDisplay(self) }
        if updates.contains(.caretMoved) { host?.textAreaCaretDidMove(self) }
    }
}
