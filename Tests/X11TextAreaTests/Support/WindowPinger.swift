import CX11
import Glibc
import TextAreaCore

@testable import X11TextArea

/// Measures how quickly a client's event loop answers, with the window manager's `_NET_WM_PING`.
///
/// The client answers a ping by sending it back to the root window, which
/// this connection watches (SubstructureNotify). A client busy elsewhere,
/// such as in a blocking transfer, answers late or not at all.
final class WindowPinger {
    let connection: X11Connection
    private let protocols: Atom
    private let ping: Atom
    private var counter: Int = 0

    init(display: String) throws {
        connection = try X11Connection(displayName: display)
        let raw = connection.display
        protocols = XInternAtom(raw, "WM_PROTOCOLS", 0)
        ping = XInternAtom(raw, "_NET_WM_PING", 0)
        XSelectInput(raw, connection.rootWindow, SubstructureNotifyMask)
        connection.sync()
    }

    /// Pings `window` and returns the seconds until its answer arrived, or nil when none came within `timeout`.
    func roundTrip(to window: Window, timeout: Double = 5) -> Double? {
        let raw = connection.display
        counter += 1
        let stamp = counter
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = protocols
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(ping)
        event.xclient.data.l.1 = stamp
        event.xclient.data.l.2 = Int(window)
        let start = MonotonicClock.now()
        XSendEvent(raw, window, 0, NoEventMask, &event)
        XFlush(raw)
        while MonotonicClock.now() - start < timeout {
            while XPending(raw) > 0 {
                var answer = XEvent()
                XNextEvent(raw, &answer)
                if answer.type == ClientMessage, answer.xclient.message_type == protocols,
                    answer.xclient.data.l.0 == Int(ping), answer.xclient.data.l.1 == stamp
                {
                    return MonotonicClock.now() - start
                }
            }
            var request = pollfd(fd: connection.fileDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&request, 1, 5)
        }
        return nil
    }
}
