import CX11
import TextAreaCore

/// What a window needs from the X selections (CLIPBOARD and PRIMARY): owning them with text and reading them, without blocking.
///
/// The window's event loop offers every event to ``handle(_:)`` and calls
/// ``tick(now:)`` when ``nextDeadline`` passes; completions run from inside
/// those calls, on the event-loop thread.
public protocol SelectionService: AnyObject {
    /// Takes ownership of `pasteboard` and serves `storage`, a snapshot sharing the document's chunks, until another client takes it.
    func own(_ pasteboard: Pasteboard, storage: TextStorage, time: Time)
    /// Takes ownership of `pasteboard` and serves the storage `storageProvider` returns at each request (PRIMARY follows the live selection); nil refuses the request.
    func own(_ pasteboard: Pasteboard, time: Time, storageProvider: @escaping () -> TextStorage?)
    /// Gives up ownership of `pasteboard` if this client holds it.
    func disown(_ pasteboard: Pasteboard, time: Time)
    /// Asks the owner of `pasteboard` for its text; `completion` gets valid UTF-8 text, or nil when there is no owner, no text, or the owner went silent.
    func requestText(from pasteboard: Pasteboard, time: Time, completion: @escaping (String?) -> Void)
    /// Asks the owner of `pasteboard` for its text as storage, for pasting without making one big string; `completion` as for ``requestText(from:time:completion:)``.
    ///
    /// The default implementation asks ``requestText(from:time:completion:)``
    /// and converts the string.
    func requestTextStorage(from pasteboard: Pasteboard, time: Time, completion: @escaping (TextStorage?) -> Void)
    /// Asks the source of a drag and drop for the dropped text in `type` (one of the types it offered), as storage; `completion` runs once, with nil when there is no text to take.
    ///
    /// The default implementation refuses every drop.
    func requestDroppedText(as type: Atom, time: Time, completion: @escaping (TextStorage?) -> Void)
    /// Offers an event; returns true when it belonged to the selections.
    func handle(_ event: inout XEvent) -> Bool
    /// Expires transfers whose peer went silent; `now` is seconds on the monotonic clock.
    func tick(now: Double)
    /// The monotonic time by which ``tick(now:)`` should next be called, or nil when nothing is waiting.
    var nextDeadline: Double? { get }
    /// Hands the CLIPBOARD text this client owns to a clipboard manager, if one runs, before the application goes away; blocks briefly at most.
    ///
    /// The default implementation does nothing.
    func handOverClipboardToManager()
}

extension SelectionService {
    /// Takes ownership of `pasteboard` and serves `text`, a snapshot, until another client takes it.
    public func own(_ pasteboard: Pasteboard, text: String, time: Time) {
        own(pasteboard, storage: TextStorage(text), time: time)
    }

    /// Takes ownership of `pasteboard` and serves whatever `provider` returns at each request; nil refuses the request.
    public func own(_ pasteboard: Pasteboard, time: Time, provider: @escaping () -> String?) {
        own(pasteboard, time: time, storageProvider: { provider().map { TextStorage($0) } })
    }

    /// Asks ``requestText(from:time:completion:)`` and converts the string to storage.
    public func requestTextStorage(
        from pasteboard: Pasteboard, time: Time,
        completion: @escaping (TextStorage?) -> Void
    ) {
        requestText(from: pasteboard, time: time) { text in completion(text.map { TextStorage($0) }) }
    }

    /// Refuses the drop: a service that cannot read `XdndSelection` takes no dropped text.
    public func requestDroppedText(as type: Atom, time: Time, completion: @escaping (TextStorage?) -> Void) {
        completion(nil)
    }

    /// Does nothing: a service without a clipboard manager to talk to has nothing to hand over.
    public func handOverClipboardToManager() {}
}
