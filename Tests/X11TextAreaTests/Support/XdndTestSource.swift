import CX11
import Glibc
import TextAreaCore

@testable import X11TextArea

/// A drag source speaking XDND version 5, as another program dragging text over a window would: XdndEnter, XdndPosition, XdndDrop, and `XdndSelection` served in the types it offers.
final class XdndTestSource {
    let connection: X11Connection
    /// The source's own (unmapped) window, which the target answers.
    let window: Window
    /// The bytes served for every offered type.
    let text: [UInt8]
    /// The types offered, as atoms.
    let types: [Atom]
    /// The targets the receiver asked `XdndSelection` for, in order.
    private(set) var requestedTargets: [String] = []
    private let selection: Atom

    init(display: String, text: String, types: [String]) throws {
        connection = try X11Connection(displayName: display)
        let raw = connection.display
        window = XCreateSimpleWindow(raw, connection.rootWindow, 0, 0, 1, 1, 0, 0, 0)
        self.text = Array(text.utf8)
        self.types = types.map { XInternAtom(raw, $0, 0) }
        selection = XInternAtom(raw, "XdndSelection", 0)
        XSetSelectionOwner(raw, selection, window, Time(CurrentTime))
        if self.types.count > 3 {
            var list = self.types
            let count = Int32(list.count)
            list.withUnsafeMutableBytes { bytes in
                _ = XChangeProperty(
                    raw, window, XInternAtom(raw, "XdndTypeList", 0), XA_ATOM, 32, PropModeReplace,
                    bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), count)
            }
        }
        connection.sync()
    }

    deinit {
        XDestroyWindow(connection.display, window)
        connection.sync()
    }

    func atom(_ name: String) -> Atom { XInternAtom(connection.display, name, 0) }

    /// Sends XdndEnter with the offered types (more than three go in `XdndTypeList`).
    func enter(_ target: Window) {
        var flags = XdndAtoms.version << 24
        if types.count > 3 { flags |= 1 }
        let first = (0..<3).map { $0 < types.count ? Int(bitPattern: types[$0]) : 0 }
        send("XdndEnter", to: target, data: (Int(bitPattern: window), flags, first[0], first[1], first[2]))
    }

    /// Sends XdndPosition for the point (`x`, `y`) of `target` and waits for XdndStatus; returns whether the target accepts and its action, or nil without an answer.
    func position(
        _ target: Window, x: Double, y: Double, action: String = "XdndActionCopy", timeout: Double = 5
    ) -> (accepted: Bool, action: Atom)? {
        var rootX: Int32 = 0
        var rootY: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(
            connection.display, target, connection.rootWindow, Int32(x.rounded()), Int32(y.rounded()), &rootX, &rootY,
            &child)
        send(
            "XdndPosition", to: target,
            data: (Int(bitPattern: window), 0, Int(rootX) << 16 | Int(rootY), Int(CurrentTime), Int(atom(action))))
        guard let answer = waitForMessage("XdndStatus", from: target, timeout: timeout) else { return nil }
        return (answer.data.l.1 & 1 != 0, Atom(bitPattern: answer.data.l.4))
    }

    /// Sends XdndDrop, serves the text, and waits for XdndFinished; returns whether the target took the drop and its action, or nil without an answer.
    func drop(_ target: Window, timeout: Double = 5) -> (accepted: Bool, action: Atom)? {
        send("XdndDrop", to: target, data: (Int(bitPattern: window), 0, Int(CurrentTime), 0, 0))
        guard let answer = waitForMessage("XdndFinished", from: target, timeout: timeout) else { return nil }
        return (answer.data.l.1 & 1 != 0, Atom(bitPattern: answer.data.l.2))
    }

    /// Sends XdndLeave.
    func leave(_ target: Window) {
        send("XdndLeave", to: target, data: (Int(bitPattern: window), 0, 0, 0, 0))
    }

    private func send(_ type: String, to target: Window, data: (Int, Int, Int, Int, Int)) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = target
        event.xclient.message_type = atom(type)
        event.xclient.format = 32
        event.xclient.data.l = data
        XSendEvent(connection.display, target, 0, NoEventMask, &event)
        connection.flush()
    }

    /// Handles events (serving `XdndSelection`) until the client message `type` from `target` arrives.
    private func waitForMessage(_ type: String, from target: Window, timeout: Double) -> XClientMessageEvent? {
        let raw = connection.display
        let wanted = atom(type)
        let deadline = MonotonicClock.now() + timeout
        while MonotonicClock.now() < deadline {
            while XPending(raw) > 0 {
                var event = XEvent()
                XNextEvent(raw, &event)
                if event.type == SelectionRequest {
                    serve(event.xselectionrequest)
                } else if event.type == ClientMessage, event.xclient.message_type == wanted,
                    Window(bitPattern: event.xclient.data.l.0) == target
                {
                    return event.xclient
                }
            }
            var request = pollfd(fd: connection.fileDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&request, 1, 10)
        }
        return nil
    }

    /// Answers a request for `XdndSelection` with the text in any offered type.
    private func serve(_ request: XSelectionRequestEvent) {
        let raw = connection.display
        if let name = XGetAtomName(raw, request.target) {
            requestedTargets.append(String(cString: name))
            XFree(name)
        }
        var property = request.property
        if request.selection == selection, types.contains(request.target), property != 0 {
            var bytes = text
            XChangeProperty(
                raw, request.requestor, property, request.target, 8, PropModeReplace, &bytes, Int32(bytes.count))
        } else {
            property = 0
        }
        var notify = XEvent()
        notify.xselection.type = SelectionNotify
        notify.xselection.requestor = request.requestor
        notify.xselection.selection = request.selection
        notify.xselection.target = request.target
        notify.xselection.property = property
        notify.xselection.time = request.time
        XSendEvent(raw, request.requestor, 0, NoEventMask, &notify)
        connection.flush()
    }
}
