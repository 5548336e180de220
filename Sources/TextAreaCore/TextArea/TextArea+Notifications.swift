extension TextArea {
    /// Registers `handler` for `event`; it stays registered while the returned token lives.
    ///
    /// Capture the observing object weakly in `handler` (`[weak self]`) when it
    /// also holds the token, or the two keep each other alive.
    public func addObserver(for event: TextAreaEvent, using handler: @escaping (TextArea) -> Void) -> ObservationToken {
        observers.add(event, handler)
    }

    /// The number of observers registered now.
    public var observerCount: Int { observers.count }

    /// The deepest change notifications nest: a change made from within this many nested ones is applied and drawn but not announced.
    static let maximumChangeNotificationDepth = 4

    /// Keeps `change` as ``lastChange`` and tells the delegate and observers the text changed, once the layout has caught up with it; nested deeper than ``maximumChangeNotificationDepth``, tells no one, so a delegate that changes the text on every change cannot recurse forever.
    func textDidChange(_ change: TextChange) {
        lastChange = change
        setNeedsDisplay()
        viewport.layoutIfNeeded()
        guard changeNotificationDepth < Self.maximumChangeNotificationDepth else { return }
        changeNotificationDepth += 1
        defer { changeNotificationDepth -= 1 }
        delegate?.textArea(self, didChange: change)
        delegate?.textAreaDidChange(self)
        observers.post(.didChange, from: self)
    }

    /// Tells the delegate and observers the selection moved, once the layout has caught up with it.
    func selectionDidChange() {
        setNeedsDisplay()
        caretDidMove()
        viewport.layoutIfNeeded()
        delegate?.textAreaDidChangeSelection(self)
        observers.post(.didChangeSelection, from: self)
    }

    /// Begins editing unless the delegate refuses; returns whether the area is now editing.
    @discardableResult
    public func beginEditing() -> Bool {
        if isEditing { return true }
        if let delegate, !delegate.textAreaShouldBeginEditing(self) { return false }
        isEditing = true
        undoHistory.isOpen = false
        setNeedsDisplay()
        viewport.setNeedsLayout()
        flushHostUpdates()
        host?.textAreaDidBeginEditing(self)
        delegate?.textAreaDidBeginEditing(self)
        observers.post(.didBeginEditing, from: self)
        return true
    }

    /// Ends editing unless the delegate refuses, committing any marked text; returns whether the area is no longer editing.
    @discardableResult
    public func endEditing() -> Bool {
        if !isEditing { return true }
        if let delegate, !delegate.textAreaShouldEndEditing(self) { return false }
        if hasMarkedText { unmarkText() }
        isEditing = false
        undoHistory.isOpen = false
        setNeedsDisplay()
        viewport.setNeedsLayout()
        flushHostUpdates()
        host?.textAreaDidEndEditing(self)
        delegate?.textAreaDidEndEditing(self)
        observers.post(.didEndEditing, from: self)
        return true
    }
}
