/// A moment in a text area's editing that observers can register for, like UIKit's text view notifications.
public enum TextAreaEvent: Hashable, Sendable, CaseIterable {
    /// Editing began.
    case didBeginEditing
    /// The text changed (typed, pasted, deleted, undone, or set in code to a different value).
    ///
    /// ``TextArea/lastChange`` tells what changed: the range replaced, the
    /// replacement and its cause.
    ///
    /// A handler (or the delegate's `textAreaDidChange`) may change the text
    /// again; that change is announced in turn, nested, up to four levels
    /// deep. A change made deeper is applied and drawn but not announced, so
    /// a handler that changes the text on every change cannot recurse forever.
    case didChange
    /// The selection or caret moved.
    case didChangeSelection
    /// Editing ended.
    case didEndEditing
    /// Return was pressed in a single-line area (``TextArea/isSingleLine``), or ``TextArea/submit()`` called, and the
    /// delegate allowed it: the application acts on the text (sends, searches, moves on); nothing was inserted.
    case didSubmit
}

/// Keeps an observer registered; dropping the last reference to it, or calling ``cancel()``, unregisters the observer.
///
/// The text area holds its observers weakly through the token, so no observer
/// outlives either its token or the text area it watches.
public final class ObservationToken {
    private weak var registry: ObserverRegistry?
    private let identifier: Int

    init(registry: ObserverRegistry, identifier: Int) {
        self.registry = registry
        self.identifier = identifier
    }

    /// Unregisters the observer now; later calls do nothing.
    public func cancel() {
        registry?.remove(identifier)
        registry = nil
    }

    deinit {
        registry?.remove(identifier)
    }
}

/// The observers of one text area, keyed by registration number.
final class ObserverRegistry {
    private var nextIdentifier = 0
    private var handlers: [(identifier: Int, event: TextAreaEvent, handler: (TextArea) -> Void)] = []

    /// The number of registered observers.
    var count: Int { handlers.count }

    func add(_ event: TextAreaEvent, _ handler: @escaping (TextArea) -> Void) -> ObservationToken {
        nextIdentifier += 1
        handlers.append((nextIdentifier, event, handler))
        return ObservationToken(registry: self, identifier: nextIdentifier)
    }

    func remove(_ identifier: Int) {
        handlers.removeAll { $0.identifier == identifier }
    }

    /// Calls the observers of `event`, in registration order, with a snapshot so observers may unregister while being called.
    func post(_ event: TextAreaEvent, from textArea: TextArea) {
        for entry in handlers where entry.event == event {
            // An observer called earlier in this post may have unregistered this one.
            guard handlers.contains(where: { $0.identifier == entry.identifier }) else { continue }
            entry.handler(textArea)
        }
    }
}
