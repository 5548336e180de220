import CX11
import Glibc
import TextAreaCore

@testable import X11TextArea

/// Plays the window manager's side of `_NET_WM_SYNC_REQUEST`: reads a window's counter, sends sync requests, and waits for the counter.
final class SyncRequestClient {
    let connection: X11Connection
    let window: Window
    private let protocols: Atom
    private let syncRequest: Atom

    init(display: String, window: Window) throws {
        connection = try X11Connection(displayName: display)
        self.window = window
        protocols = XInternAtom(connection.display, "WM_PROTOCOLS", 0)
        syncRequest = XInternAtom(connection.display, "_NET_WM_SYNC_REQUEST", 0)
        var eventBase: Int32 = 0
        var errorBase: Int32 = 0
        var major: Int32 = 0
        var minor: Int32 = 0
        guard XSyncQueryExtension(connection.display, &eventBase, &errorBase) != 0,
            XSyncInitialize(connection.display, &major, &minor) != 0
        else { throw DemoTestError(description: "the test server has no SYNC extension") }
    }

    /// Whether the window lists `_NET_WM_SYNC_REQUEST` in `WM_PROTOCOLS`.
    var windowOffersSyncRequest: Bool {
        var list: UnsafeMutablePointer<Atom>? = nil
        var count: Int32 = 0
        guard XGetWMProtocols(connection.display, window, &list, &count) != 0, let list else { return false }
        defer { XFree(list) }
        return UnsafeBufferPointer(start: list, count: Int(count)).contains(syncRequest)
    }

    /// The counter in the window's `_NET_WM_SYNC_REQUEST_COUNTER`, or nil.
    var counter: XSyncCounter? {
        let display = connection.display
        let property = XInternAtom(display, "_NET_WM_SYNC_REQUEST_COUNTER", 0)
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>? = nil
        guard
            XGetWindowProperty(
                display, window, property, 0, 1, 0, XA_CARDINAL, &type, &format, &count, &remaining, &data)
                == Success, let data
        else { return nil }
        defer { XFree(data) }
        guard format == 32, count == 1 else { return nil }
        return data.withMemoryRebound(to: UInt.self, capacity: 1) { XSyncCounter($0.pointee) }
    }

    /// The counter's value now, as one 64-bit number.
    func value(of counter: XSyncCounter) -> Int64? {
        var value = XSyncValue()
        guard XSyncQueryCounter(connection.display, counter, &value) != 0 else { return nil }
        return Int64(value.hi) << 32 | Int64(value.lo)
    }

    /// Sends `_NET_WM_SYNC_REQUEST` with `value`, as a window manager does before it configures the window.
    func sendSyncRequest(_ value: Int64) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = protocols
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(syncRequest)
        event.xclient.data.l.1 = Int(CurrentTime)
        event.xclient.data.l.2 = Int(value & 0xFFFF_FFFF)
        event.xclient.data.l.3 = Int(value >> 32)
        event.xclient.data.l.4 = 0
        XSendEvent(connection.display, window, 0, NoEventMask, &event)
        connection.flush()
    }

    /// Waits until `counter` reaches `expected`, at most `timeout` seconds; returns whether it did.
    func waitForValue(_ expected: Int64, of counter: XSyncCounter, timeout: Double = 5) -> Bool {
        waitUntil(timeout: timeout, interval: 0.01) { value(of: counter) == expected }
    }
}
