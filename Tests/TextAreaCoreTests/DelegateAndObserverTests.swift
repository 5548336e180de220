import Testing

@testable import TextAreaCore

/// An object whose lifetime the tests watch through weak references.
private final class Tracked {}

/// P14: the delegate's questions and notifications, in order, and observers that unregister through their tokens.
@Suite struct DelegateAndObserverTests {
    // MARK: Delegate order and counts

    @Test("P14: begin editing asks, then tells, once")
    func p14BeginEditingOrder() {
        let area = TextArea()
        let delegate = RecordingDelegate()
        area.delegate = delegate
        #expect(area.beginEditing())
        #expect(area.beginEditing(), "already editing: nothing more happens")
        #expect(delegate.log == ["shouldBegin", "didBegin"])
        #expect(area.isEditing)
    }

    @Test("P14: end editing asks, then tells, once")
    func p14EndEditingOrder() {
        let area = TextArea()
        let delegate = RecordingDelegate()
        area.delegate = delegate
        area.beginEditing()
        delegate.log.removeAll()
        #expect(area.endEditing())
        #expect(area.endEditing(), "not editing: nothing more happens")
        #expect(delegate.log == ["shouldEnd", "didEnd"])
        #expect(!area.isEditing)
    }

    @Test("P14: the delegate can refuse to begin or end editing")
    func p14BeginAndEndCanBeRefused() {
        let area = TextArea()
        let delegate = RecordingDelegate()
        area.delegate = delegate
        delegate.allowsBegin = false
        #expect(!area.beginEditing())
        #expect(!area.isEditing)
        #expect(delegate.log == ["shouldBegin"])
        delegate.allowsBegin = true
        area.beginEditing()
        delegate.allowsEnd = false
        delegate.log.removeAll()
        #expect(!area.endEditing())
        #expect(area.isEditing)
        #expect(delegate.log == ["shouldEnd"])
    }

    @Test("P14: an edit asks should-change, then tells did-change, then selection-did-change")
    func p14EditOrder() {
        let area = makeArea("ab", caret: 1)
        let delegate = RecordingDelegate()
        area.delegate = delegate
        area.insertText("語")
        #expect(delegate.log == ["shouldChange", "didChange", "didChangeSelection"])
        #expect(delegate.changeRequests.map(\.range) == [1..<1])
        #expect(delegate.changeRequests.map(\.replacement) == ["語"])
    }

    @Test("P14: should-change receives the UTF-8 range that is replaced")
    func p14ShouldChangeRanges() {
        let area = makeArea("a" + Clusters.family + "b")
        let delegate = RecordingDelegate()
        area.delegate = delegate
        area.deleteBackward()
        area.deleteBackward()
        area.selectAll()
        area.paste("new")
        #expect(delegate.changeRequests.map(\.range) == [26..<27, 1..<26, 0..<1])
        #expect(delegate.changeRequests.map(\.replacement) == ["", "", "new"])
    }

    @Test("P14: a vetoed change leaves text, selection, undo and notifications alone")
    func p14VetoBlocksTheChange() {
        let area = makeArea("keep", caret: 2)
        let delegate = RecordingDelegate()
        delegate.allowsChange = { _, replacement in replacement != "x" }
        area.delegate = delegate
        area.insertText("x")
        area.paste("x")
        #expect(area.text == "keep")
        #expect(area.selectedRange == 2..<2)
        #expect(!area.canUndo)
        #expect(delegate.log == ["shouldChange", "shouldChange"])
        area.insertText("y")
        #expect(area.text == "keyep", "other changes still go through")
    }

    @Test("P14: a delegate can veto deletions")
    func p14VetoDeletions() {
        let area = makeArea("abc")
        let delegate = RecordingDelegate()
        delegate.allowsChange = { _, replacement in !replacement.isEmpty }
        area.delegate = delegate
        area.deleteBackward()
        area.delete(.wordBackward)
        area.selectAll()
        area.cut()
        #expect(area.text == "abc")
    }

    @Test("P14: counts of notifications for typing, moving and selecting")
    func p14NotificationCounts() {
        let area = TextArea()
        let delegate = RecordingDelegate()
        area.delegate = delegate
        for character in "abc" { area.insertText(String(character)) }
        area.move(.characterBackward)
        area.move(.characterBackward, extendingSelection: true)
        area.move(.documentStart)
        area.move(.documentStart)
        #expect(delegate.log.filter { $0 == "shouldChange" }.count == 3)
        #expect(delegate.log.filter { $0 == "didChange" }.count == 3)
        #expect(delegate.log.filter { $0 == "didChangeSelection" }.count == 6, "3 edits + 3 moves that moved")
    }

    @Test("P14: ending editing while composing commits before did-end")
    func p14EndEditingCommitsInOrder() {
        let area = TextArea()
        let delegate = RecordingDelegate()
        area.delegate = delegate
        area.beginEditing()
        area.setMarkedText("한", selectedRange: 1..<1)
        delegate.log.removeAll()
        area.endEditing()
        #expect(delegate.log == ["shouldEnd", "shouldChange", "didChange", "didChangeSelection", "didEnd"])
    }

    @Test("P14: the delegate and the host are held weakly")
    func p14DelegateAndHostAreWeak() {
        let area = TextArea()
        weak var weakDelegate: RecordingDelegate?
        weak var weakHost: RecordingHost?
        do {
            let delegate = RecordingDelegate()
            let host = RecordingHost()
            area.delegate = delegate
            area.host = host
            weakDelegate = delegate
            weakHost = host
        }
        #expect(weakDelegate == nil)
        #expect(weakHost == nil)
        #expect(area.delegate == nil)
        area.insertText("still works")
        #expect(area.text == "still works")
    }

    // MARK: Observers

    @Test("P14: observers hear the events they registered for, after the delegate, in order")
    func p14ObserversHearTheirEvents() {
        let area = TextArea()
        let delegate = RecordingDelegate()
        area.delegate = delegate
        var tokens: [ObservationToken] = []
        for event in TextAreaEvent.allCases {
            tokens.append(area.addObserver(for: event) { _ in delegate.log.append("observer \(event)") })
        }
        tokens.append(area.addObserver(for: .didChange) { _ in delegate.log.append("second didChange observer") })
        area.beginEditing()
        area.insertText("a")
        area.endEditing()
        #expect(
            delegate.log == [
                "shouldBegin", "didBegin", "observer didBeginEditing",
                "shouldChange", "didChange", "observer didChange", "second didChange observer",
                "didChangeSelection", "observer didChangeSelection",
                "shouldEnd", "didEnd", "observer didEndEditing",
            ])
        #expect(area.observerCount == TextAreaEvent.allCases.count + 1)
        withExtendedLifetime(tokens) {}
    }

    @Test("P14: dropping the token unregisters the observer")
    func p14DroppingTheTokenUnregisters() {
        let area = TextArea()
        var calls = 0
        var token: ObservationToken? = area.addObserver(for: .didChange) { _ in calls += 1 }
        area.insertText("a")
        #expect(calls == 1)
        #expect(area.observerCount == 1)
        withExtendedLifetime(token) {}
        token = nil
        #expect(area.observerCount == 0)
        area.insertText("b")
        #expect(calls == 1, "no call after the token is gone")
    }

    @Test("P14: cancel unregisters at once, and again does nothing")
    func p14CancelUnregisters() {
        let area = TextArea()
        var calls = 0
        let token = area.addObserver(for: .didChangeSelection) { _ in calls += 1 }
        let other = area.addObserver(for: .didChangeSelection) { _ in }
        area.insertText("a")
        token.cancel()
        token.cancel()
        #expect(area.observerCount == 1, "only the cancelled observer is gone")
        area.move(.documentStart)
        #expect(calls == 1)
        withExtendedLifetime(other) {}
    }

    @Test("P14: dropping the token frees the handler and what it captured")
    func p14DroppingTheTokenFreesTheHandler() {
        let area = TextArea()
        weak var weakCaptured: Tracked?
        var token: ObservationToken?
        do {
            let captured = Tracked()
            weakCaptured = captured
            token = area.addObserver(for: .didChange) { _ in withExtendedLifetime(captured) {} }
        }
        #expect(weakCaptured != nil, "the registered handler keeps its capture")
        withExtendedLifetime(token) {}
        token = nil
        #expect(weakCaptured == nil)
    }

    @Test("P14: the area deallocating frees its observers, and live tokens do not keep it alive")
    func p14AreaDeallocationFreesObservers() {
        weak var weakArea: TextArea?
        weak var weakCaptured: Tracked?
        var token: ObservationToken?
        do {
            let area = TextArea()
            let captured = Tracked()
            weakArea = area
            weakCaptured = captured
            token = area.addObserver(for: .didChange) { _ in withExtendedLifetime(captured) {} }
            area.insertText("x")
        }
        #expect(weakArea == nil, "the token does not retain the area")
        #expect(weakCaptured == nil, "the area's observers went with it")
        token?.cancel()
        token = nil
    }

    @Test("P14: an observer unregistered by another during a notification is not called")
    func p14ObserverRemovedDuringPostIsNotCalled() {
        let area = TextArea()
        var secondCalls = 0
        var second: ObservationToken?
        let first = area.addObserver(for: .didChange) { _ in second = nil }
        second = area.addObserver(for: .didChange) { _ in secondCalls += 1 }
        area.insertText("a")
        #expect(secondCalls == 0, "its token was gone before its turn")
        #expect(second == nil)
        #expect(area.observerCount == 1)
        withExtendedLifetime(first) {}
    }

    @Test("P14: an observer may cancel itself while being called")
    func p14ObserverCancelsItself() {
        let area = TextArea()
        var calls = 0
        var token: ObservationToken?
        token = area.addObserver(for: .didChange) { _ in
            calls += 1
            token?.cancel()
        }
        area.insertText("a")
        area.insertText("b")
        #expect(calls == 1)
        #expect(area.observerCount == 0)
    }

    @Test("P14: an observer registered during a notification hears the next one")
    func p14ObserverAddedDuringPost() {
        let area = TextArea()
        var lateCalls = 0
        var late: ObservationToken?
        let first = area.addObserver(for: .didChange) { area in
            if late == nil { late = area.addObserver(for: .didChange) { _ in lateCalls += 1 } }
        }
        area.insertText("a")
        #expect(lateCalls == 0)
        area.insertText("b")
        #expect(lateCalls == 1)
        withExtendedLifetime(first) {}
    }
}
