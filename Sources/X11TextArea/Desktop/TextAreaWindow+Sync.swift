import CX11
import TextAreaCore

/// `_NET_WM_SYNC_REQUEST`: the window manager resizes the window in step with its frames, so a compositor never shows a half-drawn size.
///
/// The window advertises the protocol and an XSync counter in
/// `_NET_WM_SYNC_REQUEST_COUNTER`. Before a resize the window manager sends
/// a value; the window sets the counter to it once it has handled the
/// configure that follows and drawn (and copied) a frame at the new size,
/// or at once when the configure kept the size.
extension TextAreaWindow {
    /// The XSync counter the window manager waits on, or nil when the server has no SYNC extension.
    public var syncRequestCounter: XSyncCounter? { desktop.syncCounter == 0 ? nil : desktop.syncCounter }

    /// Creates the counter, publishes it, and adds `_NET_WM_SYNC_REQUEST` to the window's protocols, when the server has SYNC.
    func setUpSyncRequest() {
        let display = connection.display
        var eventBase: Int32 = 0
        var errorBase: Int32 = 0
        var major: Int32 = 0
        var minor: Int32 = 0
        guard XSyncQueryExtension(display, &eventBase, &errorBase) != 0,
            XSyncInitialize(display, &major, &minor) != 0
        else { return }
        let counter = XSyncCreateCounter(display, XSyncValue(hi: 0, lo: 0))
        guard counter != 0 else { return }
        desktop.syncCounter = counter
        var value = Int(counter)
        withUnsafeBytes(of: &value) { bytes in
            _ = XChangeProperty(
                display, windowID, connection.atoms.netWMSyncRequestCounter, XA_CARDINAL, 32, PropModeReplace,
                bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
        }
        // Add the protocol to those already set (WM_DELETE_WINDOW, _NET_WM_PING).
        var existing: UnsafeMutablePointer<Atom>? = nil
        var count: Int32 = 0
        var protocols: [Atom] = []
        if XGetWMProtocols(display, windowID, &existing, &count) != 0, let existing {
            protocols = Array(UnsafeBufferPointer(start: existing, count: Int(count)))
            XFree(existing)
        }
        protocols.append(connection.atoms.netWMSyncRequest)
        XSetWMProtocols(display, windowID, &protocols, Int32(protocols.count))
    }

    /// Notes the value of a `_NET_WM_SYNC_REQUEST`; returns whether `event` was one.
    func handleSyncRequest(_ event: XClientMessageEvent) -> Bool {
        guard event.message_type == connection.atoms.wmProtocols, event.format == 32,
            Atom(bitPattern: event.data.l.0) == connection.atoms.netWMSyncRequest
        else { return false }
        guard desktop.syncCounter != 0 else { return true }
        desktop.requestedSyncValue = XSyncValue(
            hi: Int32(truncatingIfNeeded: event.data.l.3), lo: UInt32(truncatingIfNeeded: event.data.l.2))
        return true
    }

    /// Sees a configure of the window before it is handled: after a sync request, the counter is set once the frame of the new size is drawn, or at once when the size stays.
    func noteConfigureForSync(_ event: XConfigureEvent) {
        guard event.window == windowID, let value = desktop.requestedSyncValue else { return }
        desktop.requestedSyncValue = nil
        let newSize = Size(width: Double(event.width), height: Double(event.height))
        if newSize == size && !needsResize {
            XSyncSetCounter(connection.display, desktop.syncCounter, value)
        } else {
            desktop.syncValueAfterFrame = (value, frameCount)
        }
    }

    /// Sets the counter once a frame drawn after the configure is on the screen; called after every copy of the back buffer.
    func finishSyncRequestIfDrawn() {
        guard let pending = desktop.syncValueAfterFrame, frameCount > pending.frame, !needsResize else { return }
        desktop.syncValueAfterFrame = nil
        XSyncSetCounter(connection.display, desktop.syncCounter, pending.value)
    }
}
