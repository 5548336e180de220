import CX11
import Glibc
import Synchronization

@testable import X11TextArea

/// A clipboard manager after the freedesktop Clipboard Manager specification, as a second X client in the test process.
///
/// It owns CLIPBOARD_MANAGER. Asked to convert that to SAVE_TARGETS, it notes
/// the targets the request's property lists, fetches CLIPBOARD as
/// UTF8_STRING from its owner (by INCR when the owner sends it so), keeps
/// the bytes, takes CLIPBOARD and serves them (TARGETS, UTF8_STRING), and
/// only then answers the request. A manager made with `answers: false`
/// takes the request and never answers it.
///
/// Call ``SelectionTestClient/pump()`` on ``client`` (a ``SelectionPump``
/// helper does), or let ``answeringInBackground(_:)`` pump it on a thread of
/// its own while the test thread is blocked in a window's `close()`.
final class TestClipboardManager {
    /// The manager's connection and window.
    let client: SelectionTestClient
    /// Whether SAVE_TARGETS requests are carried out and answered.
    let answers: Bool
    /// How many SAVE_TARGETS requests arrived.
    private(set) var saveRequestCount = 0
    /// The names of the targets the last SAVE_TARGETS request listed in its property (empty without one).
    private(set) var requestedTargets: [String] = []
    /// How many SAVE_TARGETS requests were answered, with success or not.
    private(set) var answeredCount = 0
    /// The bytes of CLIPBOARD saved by the last successful hand-over, nil before one.
    private(set) var savedBytes: [UInt8]?
    /// How many INCR chunks the last fetch of CLIPBOARD took (0 when it came whole).
    private(set) var incrementalChunks = 0

    /// The SAVE_TARGETS request being carried out.
    private var pendingRequest: XSelectionRequestEvent?
    /// What the fetch of CLIPBOARD has received so far.
    private var received: [UInt8] = []
    /// Whether the owner announced INCR and chunks are being read.
    private var receivingIncrementally = false
    /// The property of the manager's window that CLIPBOARD is fetched into.
    private let transferProperty: Atom

    /// Connects to `displayName` and takes CLIPBOARD_MANAGER.
    init(displayName: String, answers: Bool = true) throws {
        client = try SelectionTestClient(displayName: displayName)
        self.answers = answers
        transferProperty = client.atom("_TEST_CLIPBOARD_MANAGER_DATA")
        client.answer = { [unowned self] request in self.answer(request) }
        client.eventObserver = { [unowned self] event in self.observe(event) }
        client.own("CLIPBOARD_MANAGER")
    }

    /// Runs `body` on the test thread while a background thread pumps the manager, and returns what `body` returned.
    ///
    /// The test thread must not touch the manager until `body` returns; the
    /// thread is stopped and joined before this returns.
    func answeringInBackground<Result>(_ body: () throws -> Result) rethrows -> Result {
        let stop = StopFlag()
        let manager = UncheckedSendable(value: self)
        let thread = BackgroundThread {
            let client = manager.value.client
            var request = pollfd(fd: client.connection.fileDescriptor, events: Int16(POLLIN), revents: 0)
            while !stop.isSet {
                client.pump()
                if XPending(client.display) == 0 { _ = poll(&request, 1, 10) }
            }
        }
        defer {
            stop.set()
            thread.join()
        }
        return try body()
    }

    /// Decides the answer to a SelectionRequest: SAVE_TARGETS starts a fetch and is answered later; CLIPBOARD is served once saved.
    private func answer(_ request: XSelectionRequestEvent) -> SelectionTestClient.Answer {
        if request.selection == client.atom("CLIPBOARD_MANAGER") {
            guard request.target == client.atom("SAVE_TARGETS") else { return .refuse }
            saveRequestCount += 1
            requestedTargets = targetNames(listedIn: request.property, of: request.requestor)
            guard answers else { return .ignore }
            pendingRequest = request
            received = []
            receivingIncrementally = false
            incrementalChunks = 0
            client.delete(transferProperty)
            client.convert("CLIPBOARD", to: "UTF8_STRING", property: transferProperty, time: request.time)
            return .ignore
        }
        guard request.selection == client.atom("CLIPBOARD"), let savedBytes else { return .refuse }
        if request.target == client.atom("TARGETS") {
            return .values(type: "ATOM", [UInt(client.atom("TARGETS")), UInt(client.atom("UTF8_STRING"))])
        }
        if request.target == client.atom("UTF8_STRING") { return .bytes(type: "UTF8_STRING", savedBytes) }
        return .refuse
    }

    /// Follows the fetch of CLIPBOARD: the owner's SelectionNotify, then, for INCR, each new chunk.
    private func observe(_ event: XEvent) {
        guard pendingRequest != nil else { return }
        if event.type == SelectionNotify && event.xselection.selection == client.atom("CLIPBOARD") {
            guard event.xselection.property != Atom(None), let read = client.read(transferProperty) else {
                finish(saved: false)
                return
            }
            client.delete(transferProperty)
            if read.type == client.atom("INCR") {
                receivingIncrementally = true
            } else {
                received = read.bytes
                finish(saved: true)
            }
        } else if event.type == PropertyNotify && receivingIncrementally, event.xproperty.window == client.window,
            event.xproperty.atom == transferProperty, event.xproperty.state == PropertyNewValue
        {
            guard let read = client.read(transferProperty) else {
                finish(saved: false)
                return
            }
            client.delete(transferProperty)
            if read.bytes.isEmpty {
                finish(saved: true)
            } else {
                received += read.bytes
                incrementalChunks += 1
            }
        }
    }

    /// Ends the SAVE_TARGETS request: on success keeps the bytes and takes CLIPBOARD, then answers.
    private func finish(saved: Bool) {
        guard let request = pendingRequest else { return }
        pendingRequest = nil
        receivingIncrementally = false
        if saved {
            savedBytes = received
            client.own("CLIPBOARD")
        }
        answeredCount += 1
        client.notify(request, property: saved ? request.property : Atom(None))
    }

    /// The names of the atoms listed in `property` of `window`, empty when there is none.
    private func targetNames(listedIn property: Atom, of window: Window) -> [String] {
        guard property != Atom(None),
            let read = WindowProperty.read(
                display: client.display, window: window, property: property,
                byteOffset: 0, maximumBytes: 4096), read.format == 32
        else { return [] }
        return read.values.map { client.name(of: Atom($0)) }
    }
}

/// A flag one thread sets and another polls.
private final class StopFlag: Sendable {
    private let value = Atomic<Bool>(false)

    /// Whether ``set()`` was called.
    var isSet: Bool { value.load(ordering: .acquiring) }

    /// Raises the flag.
    func set() { value.store(true, ordering: .releasing) }
}

/// A value handed to another thread that the sending thread promises not to touch meanwhile.
private struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
}
