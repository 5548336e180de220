import CX11
import Glibc
import TextAreaCore

/// The X selections CLIPBOARD and PRIMARY, owned and read without ever blocking the event loop.
///
/// The clipboard keeps its own small unmapped window, which owns the
/// selections and receives transfers, so it does not depend on the
/// application's windows. The event loop offers every event to
/// ``handle(_:)``, calls ``tick(now:)`` once ``nextDeadline`` has passed, and
/// runs everything on the thread that opened the connection; completions
/// are called from inside those two calls.
///
/// As owner it answers TARGETS, MULTIPLE, TIMESTAMP, UTF8_STRING,
/// text/plain;charset=utf-8, TEXT (as UTF8_STRING) and STRING (Latin-1,
/// other characters as '?'), and sends text above ``incrementalThreshold``
/// by INCR. As requestor it asks for UTF8_STRING, falls back to STRING,
/// accepts INCR, and repairs ill-formed UTF-8; it reads the text of drops
/// (`XdndSelection`) the same way. Before the application
/// exits, ``handOverClipboardToManager()`` gives the copied text to a
/// clipboard manager, when one runs.
///
/// # Event loop
/// Handling an event may read further events into Xlib's queue (error
/// trapping synchronises with the server), so drain `XPending` before
/// waiting on the connection's file descriptor.
public final class X11Clipboard: SelectionService {
    /// The connection the clipboard talks through.
    public let connection: X11Connection
    /// The clipboard's own unmapped window: the selection owner and the requestor.
    public let window: Window

    /// Seconds an owner may stay silent (no answer, no next chunk) and a requestor may stop reading, before the transfer is given up.
    public var timeout: Double = 5
    /// Text larger than this many bytes is served by INCR, in chunks of this size.
    ///
    /// The default is ``defaultIncrementalThreshold(maximumRequestBytes:)``
    /// of the server's limit.
    public var incrementalThreshold: Int
    /// The most bytes a request accepts; larger text fails with ``SelectionTransferFailure/tooLarge(limit:)``.
    public var maximumTransferBytes: Int = 256 << 20
    /// Why the last request for text that ended without text failed, or nil when none has.
    public internal(set) var lastFailure: SelectionTransferFailure?
    /// Seconds ``handOverClipboardToManager()`` waits for the clipboard manager's answer before giving up (GTK waits about as long).
    public var handoffTimeout: Double = 2
    /// How the last ``handOverClipboardToManager()`` ended, or nil before the first.
    public internal(set) var lastHandoffOutcome: ClipboardHandoffOutcome?

    /// The most bytes one `handle`/`tick` call reads from properties, so a huge transfer cannot stall the loop.
    var readBudgetPerCall = 1 << 20
    /// What is left of ``readBudgetPerCall`` in the current call.
    var readBudgetLeft = 0
    /// Bytes of selection data the current `handle`/`tick` call read or wrote, for ``SelectionStatistics/mostBytesInOneCall``.
    var bytesTransferredInCall = 0
    /// The selections this client owns, and what it serves for each.
    var ownerships: [Pasteboard: SelectionOwnership] = [:]
    /// Requests for text in flight, one per source.
    var incoming: [IncomingTextSource: IncomingTransfer] = [:]
    /// Incremental transfers being served to other clients.
    var outgoing: [OutgoingTransfer.Key: OutgoingTransfer] = [:]
    /// Answers to our own requests for selections we own, delivered at the next tick.
    var localAnswers: [(completion: TextCompletion, text: TextStorage?)] = []
    /// When ``localAnswers`` became due.
    var localAnswersDue: Double?
    /// Properties on ``window`` for incoming transfers.
    var properties = TransferPropertyPool()
    /// Counters of what was done, for tests and diagnostics.
    var statistics = SelectionStatistics()
    /// When a hand-over to the clipboard manager in flight gives up waiting for its answer; nil when none is.
    var handoffDeadline: Double?

    /// The display handle.
    var display: OpaquePointer { connection.display }
    /// The connection's atoms, the selection protocol's among them.
    var atoms: X11Atoms { connection.atoms }

    /// Creates the clipboard's window on `connection`.
    public init(connection: X11Connection) {
        self.connection = connection
        let display = connection.display
        window = XCreateSimpleWindow(display, connection.rootWindow, -10, -10, 1, 1, 0, 0, 0)
        XSelectInput(display, window, PropertyChangeMask)
        incrementalThreshold = Self.defaultIncrementalThreshold(maximumRequestBytes: connection.maximumRequestBytes)
        XFlush(display)
    }

    /// Ends what is in flight: waiting requests complete with nil, served transfers stop, and the window (with its ownerships) goes away.
    deinit {
        let waiting = incoming.values.flatMap(\.completions) + localAnswers.map(\.completion)
        incoming.removeAll()
        localAnswers.removeAll()
        if !connection.isConnectionLost {
            let requestors = Set(outgoing.keys.map(\.requestor))
            outgoing.removeAll()
            _ = connection.trappingErrors {
                for requestor in requestors { XSelectInput(display, requestor, NoEventMask) }
                XDestroyWindow(display, window)
            }
        }
        for completion in waiting { completion.fail() }
    }

    /// The INCR threshold for a server that accepts requests of `maximumRequestBytes`: a quarter of it.
    ///
    /// A property write must fit in one request with room to spare; a
    /// quarter (as xclip uses) leaves a wide margin and keeps each chunk,
    /// and so each `handle` call, short: 64 KiB without BIG-REQUESTS, 4 MiB
    /// with it on a typical server.
    public static func defaultIncrementalThreshold(maximumRequestBytes: Int) -> Int {
        max(4096, maximumRequestBytes / 4)
    }

    // MARK: - Event loop

    /// Offers an event; returns true when it belonged to the selections.
    public func handle(_ event: inout XEvent) -> Bool {
        let handled = dispatch(event, now: MonotonicClock.now())
        if handled { XFlush(display) }
        return handled
    }

    /// Routes one event to the owner or requestor side; returns whether it was ours.
    private func dispatch(_ event: XEvent, now: Double) -> Bool {
        readBudgetLeft = readBudgetPerCall
        bytesTransferredInCall = 0
        switch event.type {
        case SelectionRequest:
            guard event.xselectionrequest.owner == window else { return false }
            serve(event.xselectionrequest, now: now)
            return true
        case SelectionClear:
            guard event.xselectionclear.window == window else { return false }
            lose(event.xselectionclear)
            return true
        case SelectionNotify:
            guard event.xselection.requestor == window else { return false }
            if event.xselection.selection == atoms.clipboardManager {
                receiveHandoffAnswer(event.xselection)
            } else {
                receiveNotification(event.xselection, now: now)
            }
            return true
        case PropertyNotify:
            let change = event.xproperty
            if change.window == window {
                if change.state == PropertyNewValue { receiveChunk(on: change.atom, now: now) }
                return true
            }
            guard isRequestor(change.window) else { return false }
            if change.state == PropertyDelete {
                sendNextChunk(OutgoingTransfer.Key(requestor: change.window, property: change.atom), now: now)
            }
            return true
        case DestroyNotify:
            let destroyed = event.xdestroywindow.window
            guard isRequestor(destroyed) else { return false }
            dropOutgoing(to: destroyed)
            return true
        default:
            return false
        }
    }

    /// Delivers answers that are due, continues large reads, and gives up transfers (and a hand-over) whose peer went silent.
    public func tick(now: Double) {
        readBudgetLeft = readBudgetPerCall
        bytesTransferredInCall = 0
        defer { XFlush(display) }
        deliverLocalAnswers()
        for source in Array(incoming.keys) {
            // Only the phase and deadline are looked at: a copy of the transfer would make the next append copy its bytes.
            guard let phase = incoming[source]?.phase, let deadline = incoming[source]?.deadline else {
                continue
            }
            if case .reading = phase {
                continueReading(source, now: now)
            } else if deadline <= now {
                fail(source, .timedOut, now: now, abandoned: true)
            }
        }
        for (key, transfer) in outgoing where transfer.deadline <= now {
            dropOutgoing(key)
        }
        if let handoffDeadline, handoffDeadline <= now { endHandoff(.timedOut) }
    }

    /// The monotonic time by which ``tick(now:)`` should next be called, or nil when nothing is waiting.
    public var nextDeadline: Double? {
        var earliest = [localAnswersDue, handoffDeadline].compactMap { $0 }.min()
        for transfer in incoming.values { earliest = min(earliest ?? transfer.deadline, transfer.deadline) }
        for transfer in outgoing.values { earliest = min(earliest ?? transfer.deadline, transfer.deadline) }
        return earliest
    }

    /// Counts `count` bytes of selection data the current call read from or wrote to a transfer property.
    func noteTransferred(_ count: Int) {
        bytesTransferredInCall += count
        statistics.bytesTransferred += count
        statistics.mostBytesInOneCall = max(statistics.mostBytesInOneCall, bytesTransferredInCall)
    }

    /// Whether this client owns `pasteboard` (as far as it knows: a takeover counts once its SelectionClear was handled).
    public func owns(_ pasteboard: Pasteboard) -> Bool {
        ownerships[pasteboard] != nil
    }
}

@available(*, unavailable, message: "X11 objects must stay on the thread that opened the display")
extension X11Clipboard: Sendable {}
