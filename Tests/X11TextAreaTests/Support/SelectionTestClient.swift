import CX11
import Glibc

@testable import X11TextArea

/// A second X client in the test process, for selection owners and requestors that behave in ways xclip cannot: silent, stalling, vanishing, or asking for MULTIPLE.
///
/// It has its own connection and window; ``SelectionPump`` calls ``pump()``
/// at each step so it answers (or ignores) requests in the same thread.
final class SelectionTestClient {
    /// How the client answers a SelectionRequest while it owns a selection.
    enum Answer {
        /// Never answers: the owner that went silent.
        case ignore
        /// Answers with property None.
        case refuse
        /// Stores format-8 data of a type and notifies.
        case bytes(type: String, [UInt8])
        /// Stores format-32 values of a type and notifies.
        case values(type: String, [UInt])
        /// Notifies success without storing anything.
        case notifyWithoutStoring
        /// Announces INCR with a size, notifies, and then never sends a chunk.
        case incrementalThenStall(size: UInt)
        /// Announces INCR with a size, sends `chunks` of a type one per deletion of the property, then the zero-length end when `ends`, or nothing more.
        case incremental(size: UInt, type: String, chunks: [[UInt8]], ends: Bool)
    }

    /// An INCR transfer the client is sending: what is left, into which window and property.
    private struct OutgoingTransfer {
        var requestor: Window
        var property: Atom
        var type: Atom
        var chunks: [[UInt8]]
        var ends: Bool
    }

    let connection: X11Connection
    let window: Window
    /// Decides the answer to each request; the default ignores them.
    var answer: (XSelectionRequestEvent) -> Answer = { _ in .ignore }
    /// Sees every event after the client handled it, for helpers built on the client (``TestClipboardManager``).
    var eventObserver: ((XEvent) -> Void)?
    /// How many SelectionRequests arrived.
    private(set) var requestCount = 0
    /// Every SelectionNotify received, oldest first.
    private(set) var notifications: [XSelectionEvent] = []
    /// INCR transfers under way, each waiting for its requestor to delete the property.
    private var transfers: [OutgoingTransfer] = []
    /// How many INCR chunks (the zero-length end included) the client has written.
    private(set) var chunksSent = 0

    var display: OpaquePointer { connection.display }

    init(displayName: String) throws {
        connection = try X11Connection(displayName: displayName)
        window = XCreateSimpleWindow(connection.display, connection.rootWindow, -10, -10, 1, 1, 0, 0, 0)
        XSelectInput(connection.display, window, PropertyChangeMask)
        connection.sync()
    }

    /// The atom named `name`, interned.
    func atom(_ name: String) -> Atom {
        XInternAtom(display, name, 0)
    }

    /// Makes the client's window the owner of `selection` ("CLIPBOARD", "PRIMARY").
    func own(_ selection: String) {
        XSetSelectionOwner(display, atom(selection), window, Time(CurrentTime))
        connection.sync()
    }

    /// Asks for `selection` as `target` into `property` (None for an obsolete requestor) of the client's window.
    func convert(_ selection: String, to target: String, property: Atom, time: Time = Time(CurrentTime)) {
        XConvertSelection(display, atom(selection), atom(target), property, window, time)
        XFlush(display)
    }

    /// Reads a property of the client's window (up to 16 MB).
    func read(_ property: Atom) -> PropertyRead? {
        WindowProperty.read(
            display: display, window: window, property: property, byteOffset: 0,
            maximumBytes: 16 << 20)
    }

    /// Replaces a property of the client's window with format-32 values.
    func write(_ property: Atom, type: String, values: [UInt]) {
        WindowProperty.write(display: display, window: window, property: property, type: atom(type), values: values)
        XFlush(display)
    }

    /// Deletes a property of the client's window.
    func delete(_ property: Atom) {
        XDeleteProperty(display, window, property)
        XFlush(display)
    }

    /// Destroys the client's window, as a requestor that quits mid-transfer.
    func destroyWindow() {
        XDestroyWindow(display, window)
        connection.sync()
    }

    /// The name of an atom.
    func name(of atom: Atom) -> String {
        guard atom != 0, let pointer = XGetAtomName(display, atom) else { return "None" }
        defer { XFree(pointer) }
        return String(cString: pointer)
    }

    /// Handles every queued event.
    ///
    /// With `stoppingAfterAChunk`, it returns as soon as it has sent one chunk of an incremental transfer, leaving
    /// the events after it queued: a test that pumps chunk by chunk sees the transfer stand still between two
    /// pumps even when the requestor reads a small chunk at once.
    func pump(stoppingAfterAChunk: Bool = false) {
        var event = XEvent()
        while XPending(display) > 0 {
            XNextEvent(display, &event)
            let sentBefore = chunksSent
            switch event.type {
            case SelectionRequest: respond(to: event.xselectionrequest)
            case SelectionNotify: notifications.append(event.xselection)
            case PropertyNotify: continueTransfer(after: event.xproperty)
            default: break
            }
            eventObserver?(event)
            if stoppingAfterAChunk && chunksSent > sentBefore { return }
        }
    }

    /// Writes the next chunk of a transfer whose property the requestor just deleted.
    private func continueTransfer(after event: XPropertyEvent) {
        guard event.state == PropertyDelete,
            let index = transfers.firstIndex(where: { $0.requestor == event.window && $0.property == event.atom })
        else { return }
        var transfer = transfers[index]
        if transfer.chunks.isEmpty {
            transfers.remove(at: index)
            guard transfer.ends else { return }
            WindowProperty.write(
                display: display, window: transfer.requestor, property: transfer.property,
                type: transfer.type, bytes: [][...])
        } else {
            let chunk = transfer.chunks.removeFirst()
            transfers[index] = transfer
            WindowProperty.write(
                display: display, window: transfer.requestor, property: transfer.property,
                type: transfer.type, bytes: chunk[...])
        }
        chunksSent += 1
        XFlush(display)
    }

    private func respond(to request: XSelectionRequestEvent) {
        requestCount += 1
        let property = request.property == 0 ? request.target : request.property
        var stored = property
        switch answer(request) {
        case .ignore:
            return
        case .refuse:
            stored = 0
        case .notifyWithoutStoring:
            XDeleteProperty(display, request.requestor, property)
        case .bytes(let type, let bytes):
            WindowProperty.write(
                display: display, window: request.requestor, property: property, type: atom(type),
                bytes: bytes[...])
        case .values(let type, let values):
            WindowProperty.write(
                display: display, window: request.requestor, property: property, type: atom(type),
                values: values)
        case .incrementalThenStall(let size):
            WindowProperty.write(
                display: display, window: request.requestor, property: property, type: atom("INCR"),
                values: [size])
        case .incremental(let size, let type, let chunks, let ends):
            // Watch the requestor's window for the deletions that ask for each chunk.
            XSelectInput(display, request.requestor, PropertyChangeMask)
            WindowProperty.write(
                display: display, window: request.requestor, property: property, type: atom("INCR"),
                values: [size])
            transfers.append(
                OutgoingTransfer(
                    requestor: request.requestor, property: property, type: atom(type),
                    chunks: chunks, ends: ends))
        }
        notify(request, property: stored)
    }

    /// Sends the SelectionNotify that ends `request`, with `property` (None for a refusal).
    func notify(_ request: XSelectionRequestEvent, property: Atom) {
        var reply = XEvent()
        reply.xselection.type = SelectionNotify
        reply.xselection.requestor = request.requestor
        reply.xselection.selection = request.selection
        reply.xselection.target = request.target
        reply.xselection.property = property
        reply.xselection.time = request.time
        _ = XSendEvent(display, request.requestor, 0, NoEventMask, &reply)
        XFlush(display)
    }
}
