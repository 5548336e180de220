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

    func textDidChange() {
        setNeedsDisplay()
        delegate?.textAreaDidChange(self)
        observers.post(.didChange, from: self)
    }

    func selectionDidChange() {
        setNeedsDisplay()
        host?.textAreaCaretDidMove(self)
        delegate?.textAreaDidChangeSelection(self)
        observers.post(.didChangeSelection, from: self)
    }

    func setNeedsDisplay() {
        host?.textAreaNeedsDisplay(self)
    }

    /// Begins editing unless the delegate refuses; returns whether the area is now editing.
    @discardableResult
    public func beginEditing() -> Bool {
        if isEditing { return true }
        if let delegate, !delegate.textAreaShouldBeginEditing(self) { return false }
        isEditing = true
        undoHistory.isOpen = false
        setNeedsDisplay()
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
        delegate?.textAreaDidEndEditing(self)
        observers.post(.didEndEditing, from: self)
        return true
    }
}
