import CX11
import Glibc
import TextAreaCore

@testable import X11TextArea

/// Asks a client's event loop whether it is turning, with the window manager's `_NET_WM_PING`.
///
/// The client answers a ping by sending it back to the root window, which
/// this connection watches (SubstructureNotify). A client busy elsewhere,
/// such as in a blocking transfer, answers late or not at all. A client
/// answers events in the order they reach it, so a ping answered while a
/// transfer is still under way shows that the loop got back to its events
/// in the middle of it.
final class WindowPinger {
    let connection: X11Connection
    private let protocols: Atom
    private let ping: Atom
    private var counter: Int = 0
    /// The numbers of the pings whose answers arrived.
    private var answered: Set<Int> = []

    init(display: String) throws {
        connection = try X11Connection(displayName: display)
        let raw = connection.display
        protocols = XInternAtom(raw, "WM_PROTOCOLS", 0)
        ping = XInternAtom(raw, "_NET_WM_PING", 0)
        XSelectInput(raw, connection.rootWindow, SubstructureNotifyMask)
        connection.sync()
    }

    /// Pings `window` and returns once the server has queued the ping for it, so that everything the window receives later comes after the ping; returns the ping's number.
    func send(to window: Window) -> Int {
        counter += 1
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = protocols
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(ping)
        event.xclient.data.l.1 = counter
        event.xclient.data.l.2 = Int(window)
        XSendEvent(connection.display, window, 0, NoEventMask, &event)
        connection.sync()
        return counter
    }

    /// Whether the answer to ping number `stamp` has arrived; reads what the connection holds, without waiting.
    func isAnswered(_ stamp: Int) -> Bool {
        let raw = connection.display
        while XPending(raw) > 0 {
            var answer = XEvent()
            XNextEvent(raw, &answer)
            if answer.type == ClientMessage, answer.xclient.message_type == protocols,
                answer.xclient.data.l.0 == Int(ping)
            {
                answered.insert(answer.xclient.data.l.1)
            }
        }
        return answered.contains(stamp)
    }

    /// Pings `window` and waits for its answer, at most `timeout` seconds; returns the seconds the answer took, or nil when none came.
    ///
    /// For a client in another process: this waits on the pinger's
    /// connection only, so a window of this process would not answer.
    func roundTrip(to window: Window, timeout: Double = 5) -> Double? {
        let start = MonotonicClock.now()
        let stamp = send(to: window)
        while !isAnswered(stamp) {
            if MonotonicClock.now() - start > timeout { return nil }
            var request = pollfd(fd: connection.fileDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&request, 1, 5)
        }
        return MonotonicClock.now() - start
    }
}
