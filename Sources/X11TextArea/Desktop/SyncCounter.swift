import CX11
import TextAreaCore

/// `_NET_WM_SYNC_REQUEST`: the window manager resizes the window in step with its frames, so a compositor never shows a half-drawn size.
///
/// The window advertises the protocol and an XSync counter in
/// `_NET_WM_SYNC_REQUEST_COUNTER`. Before a resize the window manager sends
/// a value; the counter is set to it once the window has handled the
/// configure that follows and drawn (and copied) a frame at the new size,
/// or at once when the configure kept the size.
struct SyncCounter {
    /// The XSync counter the window manager waits on (0 when the server has no SYNC extension).
    private(set) var counter: XSyncCounter = 0
    /// The value of the latest `_NET_WM_SYNC_REQUEST`, until the configure after it is handled.
    private var requestedValue: XSyncValue?
    /// The value to set once a frame later than `frame` has been drawn: the configure after a sync request changed the size.
    private var valueAfterFrame: (value: XSyncValue, frame: Int)?

    /// Creates the counter, publishes it on `window`, and adds `_NET_WM_SYNC_REQUEST` to the window's protocols, when the server has SYNC.
    mutating func setUp(connection: X11Connection, window: Window) {
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
        self.counter = counter
        var value = Int(counter)
        withUnsafeBytes(of: &value) { bytes in
            _ = XChangeProperty(
                display, window, connection.atoms.netWMSyncRequestCounter, XA_CARDINAL, 32, PropModeReplace,
                bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
        }
        // Add the protocol to those already set (WM_DELETE_WINDOW, _NET_WM_PING).
        var existing: UnsafeMutablePointer<Atom>? = nil
        var count: Int32 = 0
        var protocols: [Atom] = []
        if XGetWMProtocols(display, window, &existing, &count) != 0, let existing {
            protocols = Array(UnsafeBufferPointer(start: existing, count: Int(count)))
            XFree(existing)
        }
        protocols.append(connection.atoms.netWMSyncRequest)
        XSetWMProtocols(display, window, &protocols, Int32(protocols.count))
    }

    /// Notes the value of a `_NET_WM_SYNC_REQUEST`; returns whether `event` was one.
    mutating func handleRequest(_ event: XClientMessageEvent, atoms: X11Atoms) -> Bool {
        guard event.message_type == atoms.wmProtocols, event.format == 32,
            Atom(bitPattern: event.data.l.0) == atoms.netWMSyncRequest
        else { return false }
        guard counter != 0 else { return true }
        requestedValue = XSyncValue(
            hi: Int32(truncatingIfNeeded: event.data.l.3), lo: UInt32(truncatingIfNeeded: event.data.l.2))
        return true
    }

    /// Sees a configure of the window before the window handles it: after a sync request, the counter is set once the frame of the new size is drawn, or at once when the size stays.
    ///
    /// `size` is the window's size before the configure, `resizePending`
    /// whether a size it noted earlier still waits for the back buffer, and
    /// `frameCount` the frames drawn so far.
    mutating func noteConfigure(
        _ event: XConfigureEvent, of window: Window, size: Size, resizePending: Bool, frameCount: Int,
        display: OpaquePointer
    ) {
        guard event.window == window, let value = requestedValue else { return }
        requestedValue = nil
        let newSize = Size(width: Double(event.width), height: Double(event.height))
        if newSize == size && !resizePending {
            XSyncSetCounter(display, counter, value)
        } else {
            valueAfterFrame = (value, frameCount)
        }
    }

    /// Sets the counter once a frame drawn after the configure is on the screen; called after every copy of the back buffer.
    mutating func finishIfDrawn(frameCount: Int, resizePending: Bool, display: OpaquePointer) {
        guard let pending = valueAfterFrame, frameCount > pending.frame, !resizePending else { return }
        valueAfterFrame = nil
        XSyncSetCounter(display, counter, pending.value)
    }
}
