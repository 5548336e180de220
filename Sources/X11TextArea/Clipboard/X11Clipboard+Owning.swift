import CX11
import TextAreaCore

extension X11Clipboard {
    /// Takes ownership of `pasteboard` and serves `storage`, a snapshot sharing the document's chunks: a copy of any size costs about as much as indexing its chunks.
    ///
    /// `time` should be the timestamp of the event that caused the copy;
    /// with `CurrentTime` a server timestamp is fetched (one round trip).
    public func own(_ pasteboard: Pasteboard, storage: TextStorage, time: Time) {
        takeOwnership(of: pasteboard, content: .snapshot(storage), time: time)
    }

    /// Takes ownership of `pasteboard` and serves the storage `storageProvider` returns at each request; nil refuses the request.
    public func own(_ pasteboard: Pasteboard, time: Time, storageProvider: @escaping () -> TextStorage?) {
        takeOwnership(of: pasteboard, content: .provider(storageProvider), time: time)
    }

    /// Gives up ownership of `pasteboard` if this client holds it.
    ///
    /// The release uses the time ownership was taken, so it cannot undo a
    /// newer owner whose SelectionClear has not been handled yet.
    public func disown(_ pasteboard: Pasteboard, time: Time) {
        guard let ownership = ownerships.removeValue(forKey: pasteboard) else { return }
        XSetSelectionOwner(display, atoms.selection(for: pasteboard), Window(None), ownership.time)
        XFlush(display)
    }

    /// Sets our window as owner and, when the server agrees, remembers what to serve.
    private func takeOwnership(of pasteboard: Pasteboard, content: SelectionOwnership.Content, time: Time) {
        let selection = atoms.selection(for: pasteboard)
        let stamp = time == Time(CurrentTime) ? serverTimestamp() : time
        XSetSelectionOwner(display, selection, window, stamp)
        // The server ignores the request when `stamp` is older than the current owner's.
        if XGetSelectionOwner(display, selection) == window {
            ownerships[pasteboard] = SelectionOwnership(content: content, time: stamp)
        } else {
            ownerships[pasteboard] = nil
        }
    }

    /// Forgets a selection another client took, unless the notice is older than our current ownership.
    func lose(_ clear: XSelectionClearEvent) {
        guard let pasteboard = atoms.pasteboard(for: clear.selection),
            let ownership = ownerships[pasteboard],
            !ServerTime.isEarlier(clear.time, than: ownership.time)
        else { return }
        ownerships[pasteboard] = nil
    }

    /// The server's current time: a zero-length append to a property of our window reports it in PropertyNotify.
    ///
    /// One round trip to the server; no other client is waited for. Falls
    /// back to `CurrentTime` if the notification is somehow missing.
    func serverTimestamp() -> Time {
        var zero: UInt8 = 0
        XChangeProperty(display, window, atoms.timestampProperty, atoms.integer, 8, PropModeAppend, &zero, 0)
        XSync(display, 0)
        var wanted = PropertyEventMatch(window: window, atom: atoms.timestampProperty)
        var event = XEvent()
        let found = withUnsafeMutablePointer(to: &wanted) { pointer in
            XCheckIfEvent(
                display, &event,
                { _, event, argument in
                    guard let event, let argument else { return 0 }
                    let wanted = UnsafeRawPointer(argument).load(as: PropertyEventMatch.self)
                    let candidate = event.pointee
                    guard candidate.type == PropertyNotify else { return 0 }
                    return candidate.xproperty.window == wanted.window && candidate.xproperty.atom == wanted.atom
                        ? 1 : 0
                }, UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: CChar.self))
        }
        return found != 0 ? event.xproperty.time : Time(CurrentTime)
    }
}

/// The window and property of the PropertyNotify that ``X11Clipboard/serverTimestamp()`` looks for.
private struct PropertyEventMatch {
    var window: Window
    var atom: Atom
}
