import CX11
import Glibc
import TextAreaCore

@testable import X11TextArea

/// A drag source speaking XDND version 5, as another program dragging text over a window would: XdndEnter, XdndPosition, XdndDrop, and `XdndSelection` served in the types it offers.
///
/// The blocking calls (``position(_:x:y:action:timeout:)``, ``drop(_:timeout:)``)
/// suit a target in another process; for a window in this process, send
/// with ``sendPosition(_:x:y:action:)`` and ``sendDrop(_:)`` and call
/// ``service()`` between the window's turns until ``status`` or
/// ``finished`` is set.
final class XdndTestSource {
    /// How the source stores the text for the target.
    enum Serving {
        /// One property write.
        case whole
        /// One property, written in pieces of this many bytes (the first replaces, the others append), so it can exceed what one request carries.
        case appended(pieceBytes: Int)
        /// By INCR, in chunks of this many bytes, each once the target deleted the one before.
        case incremental(chunkBytes: Int)
        /// Never: the request is left unanswered, as a source that hung would.
        case silent
    }

    /// What the target answered, from an XdndStatus or XdndFinished.
    struct Answer {
        /// Whether the target accepts (XdndStatus) or took (XdndFinished) the drop.
        let accepted: Bool
        /// The action it answered with.
        let action: Atom
    }

    let connection: X11Connection
    /// The source's own (unmapped) window, which the target answers.
    let window: Window
    /// The bytes served for every offered type.
    let text: [UInt8]
    /// The types offered, as atoms.
    let types: [Atom]
    /// The targets the receiver asked `XdndSelection` for, in order.
    private(set) var requestedTargets: [String] = []
    /// The last XdndStatus received since ``sendPosition(_:x:y:action:)``.
    private(set) var status: Answer?
    /// The XdndFinished received since ``sendDrop(_:)``.
    private(set) var finished: Answer?
    /// Chunks of an INCR transfer written so far, the closing empty one included.
    private(set) var chunksSent = 0
    private let serving: Serving
    private let selection: Atom
    /// The INCR transfer under way: where it goes and how much of the text went.
    private var incremental: (requestor: Window, property: Atom, type: Atom, sent: Int, done: Bool)?

    convenience init(display: String, text: String, types: [String], serving: Serving = .whole) throws {
        try self.init(display: display, bytes: Array(text.utf8), types: types, serving: serving)
    }

    init(display: String, bytes: [UInt8], types: [String], serving: Serving = .whole) throws {
        connection = try X11Connection(displayName: display)
        let raw = connection.display
        window = XCreateSimpleWindow(raw, connection.rootWindow, 0, 0, 1, 1, 0, 0, 0)
        text = bytes
        self.serving = serving
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
        var flags = XdndTarget.version << 24
        if types.count > 3 { flags |= 1 }
        let first = (0..<3).map { $0 < types.count ? Int(bitPattern: types[$0]) : 0 }
        send("XdndEnter", to: target, data: (Int(bitPattern: window), flags, first[0], first[1], first[2]))
    }

    /// Sends XdndPosition for the point (`x`, `y`) of `target` and forgets the last status.
    func sendPosition(_ target: Window, x: Double, y: Double, action: String = "XdndActionCopy") {
        var rootX: Int32 = 0
        var rootY: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(
            connection.display, target, connection.rootWindow, Int32(x.rounded()), Int32(y.rounded()), &rootX, &rootY,
            &child)
        status = nil
        send(
            "XdndPosition", to: target,
            data: (Int(bitPattern: window), 0, Int(rootX) << 16 | Int(rootY), Int(CurrentTime), Int(atom(action))))
    }

    /// Sends XdndPosition and waits for XdndStatus; returns whether the target accepts and its action, or nil without an answer.
    func position(
        _ target: Window, x: Double, y: Double, action: String = "XdndActionCopy", timeout: Double = 5
    ) -> (accepted: Bool, action: Atom)? {
        sendPosition(target, x: x, y: y, action: action)
        guard waitFor(timeout: timeout, until: { self.status != nil }), let status else { return nil }
        return (status.accepted, status.action)
    }

    /// Sends XdndDrop and forgets an earlier XdndFinished.
    func sendDrop(_ target: Window) {
        finished = nil
        send("XdndDrop", to: target, data: (Int(bitPattern: window), 0, Int(CurrentTime), 0, 0))
    }

    /// Sends XdndDrop, serves the text, and waits for XdndFinished; returns whether the target took the drop and its action, or nil without an answer.
    func drop(_ target: Window, timeout: Double = 5) -> (accepted: Bool, action: Atom)? {
        sendDrop(target)
        guard waitFor(timeout: timeout, until: { self.finished != nil }), let finished else { return nil }
        return (finished.accepted, finished.action)
    }

    /// Sends XdndLeave.
    func leave(_ target: Window) {
        send("XdndLeave", to: target, data: (Int(bitPattern: window), 0, 0, 0, 0))
    }

    /// Handles every event queued: serves `XdndSelection` (and the chunks of an INCR transfer) and notes XdndStatus and XdndFinished.
    func service() {
        let raw = connection.display
        while XPending(raw) > 0 {
            var event = XEvent()
            XNextEvent(raw, &event)
            switch event.type {
            case SelectionRequest:
                serve(event.xselectionrequest)
            case PropertyNotify:
                let change = event.xproperty
                if change.state == PropertyDelete, let transfer = incremental, change.window == transfer.requestor,
                    change.atom == transfer.property
                {
                    sendNextChunk()
                }
            case ClientMessage:
                let message = event.xclient
                let accepted = message.data.l.1 & 1 != 0
                if message.message_type == atom("XdndStatus") {
                    status = Answer(accepted: accepted, action: Atom(bitPattern: message.data.l.4))
                } else if message.message_type == atom("XdndFinished") {
                    finished = Answer(accepted: accepted, action: Atom(bitPattern: message.data.l.2))
                }
            default:
                break
            }
        }
        connection.flush()
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

    /// Services events until `condition` holds or `timeout` seconds pass (a bound for a stuck target); returns whether it held.
    private func waitFor(timeout: Double, until condition: () -> Bool) -> Bool {
        let deadline = MonotonicClock.now() + timeout
        while MonotonicClock.now() < deadline {
            service()
            if condition() { return true }
            var request = pollfd(fd: connection.fileDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&request, 1, 10)
        }
        return false
    }

    /// Answers a request for `XdndSelection` with the text in any offered type, as ``serving`` says.
    private func serve(_ request: XSelectionRequestEvent) {
        let raw = connection.display
        if let name = XGetAtomName(raw, request.target) {
            requestedTargets.append(String(cString: name))
            XFree(name)
        }
        var property = request.property
        if request.selection == selection, types.contains(request.target), property != 0 {
            switch serving {
            case .whole:
                write(text[...], to: request.requestor, property, type: request.target, mode: PropModeReplace)
            case .appended(let pieceBytes):
                var start = 0
                repeat {
                    let end = min(text.count, start + pieceBytes)
                    write(
                        text[start..<end], to: request.requestor, property, type: request.target,
                        mode: start == 0 ? PropModeReplace : PropModeAppend)
                    start = end
                } while start < text.count
            case .incremental:
                XSelectInput(raw, request.requestor, PropertyChangeMask)
                var size = text.count
                XChangeProperty(
                    raw, request.requestor, property, atom("INCR"), 32, PropModeReplace,
                    withUnsafeBytes(of: &size) { $0.baseAddress!.assumingMemoryBound(to: UInt8.self) }, 1)
                incremental = (request.requestor, property, request.target, 0, false)
            case .silent:
                return
            }
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

    /// Writes the next chunk of the INCR transfer, or the empty one that ends it.
    private func sendNextChunk() {
        guard var transfer = incremental, !transfer.done, case .incremental(let chunkBytes) = serving else { return }
        let end = min(text.count, transfer.sent + chunkBytes)
        write(
            text[transfer.sent..<end], to: transfer.requestor, transfer.property, type: transfer.type,
            mode: PropModeReplace)
        chunksSent += 1
        transfer.done = end == transfer.sent
        transfer.sent = end
        incremental = transfer
        connection.flush()
    }

    private func write(_ bytes: ArraySlice<UInt8>, to requestor: Window, _ property: Atom, type: Atom, mode: Int32) {
        var piece = Array(bytes)
        XChangeProperty(connection.display, requestor, property, type, 8, mode, &piece, Int32(piece.count))
    }
}
