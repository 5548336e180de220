import CX11
import TextAreaCore

/// A drag from another program over the window, as XDND messages tell of it.
struct IncomingDrop {
    /// The source's window, which the answers go to.
    let source: Window
    /// The text type asked for on a drop, or nil when the source offers none the window accepts.
    let type: Atom?
    /// The action the window answered with in its last XdndStatus.
    var action: Atom = 0
    /// The view and offset the text goes to, as of the last XdndPosition; nil outside every editable view.
    var target: DropTarget?
    /// Whether the drop happened and the window waits for the text.
    var awaitingText = false
}

/// XDND version 5, the receiving side: the window accepts text dropped from other programs, with a caret showing where it will land.
///
/// The window is `XdndAware`. A drag entering it offers types; the window
/// takes `text/plain;charset=utf-8`, `UTF8_STRING`, `text/plain` or
/// `text/uri-list` (inserted as text, one URI a line), in that order. While
/// the pointer moves (XdndPosition) a drop caret follows it in the view
/// under it, and XdndStatus accepts the drop there (copy, or move when the
/// source asks for it) or refuses it outside every editable view. On
/// XdndDrop the selection service reads the text from `XdndSelection` as it
/// reads a paste (in bounded pieces over several turns, by INCR when large,
/// refused above its size limit, given up when the source goes silent); it
/// is inserted at the drop caret as one undo step, and the source hears
/// XdndFinished. The drop is reported taken, with the source's action, only
/// when all of the text landed: a drop refused, cut short or shortened by
/// the area's length limit is reported not taken, so a source never deletes
/// its copy of text ("move") that did not arrive whole.
@MainActor
final class XdndTarget {
    /// The protocol version the window speaks.
    nonisolated static let version = 5

    private let connection: X11Connection
    /// The window that takes drops.
    private let window: Window
    /// The drag over the window, from its XdndEnter to its XdndLeave or the end of its drop.
    private(set) var incomingDrop: IncomingDrop?

    /// A target for `window`; ``setUp()`` marks the window as taking drops.
    init(connection: X11Connection, window: Window) {
        self.connection = connection
        self.window = window
    }

    /// Marks the window as taking drops (`XdndAware`).
    func setUp() {
        var version = Self.version
        withUnsafeBytes(of: &version) { bytes in
            _ = XChangeProperty(
                connection.display, window, connection.atoms.xdndAware, XA_ATOM, 32, PropModeReplace,
                bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
        }
    }

    /// Handles an XDND client message for the window of `host`; returns whether `event` was one.
    func handle(_ event: XClientMessageEvent, host: any DesktopHost) -> Bool {
        let atoms = connection.atoms
        guard event.format == 32, event.window == window else { return false }
        let source = Window(bitPattern: event.data.l.0)
        switch event.message_type {
        case atoms.xdndEnter:
            let version = (UInt(bitPattern: event.data.l.1) >> 24) & 0xFF
            guard version >= 3 else { return true }
            let offered: [Atom] =
                event.data.l.1 & 1 != 0
                ? typeList(of: source)
                : [event.data.l.2, event.data.l.3, event.data.l.4].map { Atom(bitPattern: $0) }.filter { $0 != 0 }
            incomingDrop = IncomingDrop(source: source, type: atoms.acceptedDropTypes.first { offered.contains($0) })
        case atoms.xdndPosition:
            handlePosition(event, source: source, host: host)
        case atoms.xdndLeave:
            guard incomingDrop?.source == source, incomingDrop?.awaitingText == false else { return true }
            endIncomingDrop(host: host)
        case atoms.xdndDrop:
            handleDrop(event, source: source, host: host)
        default:
            return false
        }
        return true
    }

    /// Moves the drop caret to the pointer and tells the source whether a drop there would be taken.
    private func handlePosition(_ event: XClientMessageEvent, source: Window, host: any DesktopHost) {
        guard var drop = incomingDrop, drop.source == source, !drop.awaitingText else { return }
        let rootX = Int32(truncatingIfNeeded: event.data.l.2 >> 16) & 0xFFFF
        let rootY = Int32(truncatingIfNeeded: event.data.l.2) & 0xFFFF
        var x: Int32 = 0
        var y: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(connection.display, connection.rootWindow, window, rootX, rootY, &x, &y, &child)
        let point = Point(x: Double(x), y: Double(y))
        drop.target = nil
        if drop.type != nil, let view = host.view(at: point), view.textArea.isEditable {
            drop.target = (view, view.textArea.offset(for: view.convertFromWindow(point)).offset)
        }
        let requested = Atom(bitPattern: event.data.l.4)
        let atoms = connection.atoms
        drop.action = requested == atoms.xdndActionMove ? requested : atoms.xdndActionCopy
        incomingDrop = drop
        host.showDropCaret(drop.target)
        sendStatus(to: source, accepting: drop.target != nil, action: drop.action)
    }

    /// Asks the source for the text in the chosen type, or refuses a drop outside every editable view.
    private func handleDrop(_ event: XClientMessageEvent, source: Window, host: any DesktopHost) {
        guard var drop = incomingDrop, drop.source == source, !drop.awaitingText else { return }
        guard let type = drop.type, drop.target != nil, let selectionService = host.selectionService else {
            sendFinished(to: source, accepted: false, action: 0)
            endIncomingDrop(host: host)
            return
        }
        drop.awaitingText = true
        incomingDrop = drop
        let stamp = Time(UInt(bitPattern: event.data.l.2))
        selectionService.requestDroppedText(as: type, time: stamp == 0 ? Time(CurrentTime) : stamp) {
            [weak self, weak host] text in
            guard let self, let host else { return }
            self.finishDrop(from: source, text: text, host: host)
        }
    }

    /// Inserts the dropped text at the drop caret and tells the source whether all of it was taken.
    private func finishDrop(from source: Window, text: TextStorage?, host: any DesktopHost) {
        guard let drop = incomingDrop, drop.source == source, drop.awaitingText else { return }
        var taken = false
        if var text, let target = drop.target, text.utf8Count > 0 {
            if drop.type == connection.atoms.uriList { text = TextStorage(Self.uriListAsText(text.string)) }
            let area = target.view.textArea
            let before = area.utf8Count
            if text.utf8Count > 0, host.focus(target.view), area.dropText(text, at: target.offset) {
                taken = area.utf8Count - before == text.utf8Count
            }
        }
        sendFinished(to: source, accepted: taken, action: taken ? drop.action : 0)
        endIncomingDrop(host: host)
    }

    /// `text/uri-list` as text: one URI a line, comments left out, no line break after the last.
    static func uriListAsText(_ list: String) -> String {
        list.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
            .filter { !$0.hasPrefix("#") && !$0.isEmpty }
            .joined(separator: "\n")
    }

    /// Forgets the drag from another program and hides its caret.
    private func endIncomingDrop(host: any DesktopHost) {
        incomingDrop = nil
        host.showDropCaret(nil)
    }

    /// The types a source lists in its `XdndTypeList` (when it offers more than three).
    private func typeList(of source: Window) -> [Atom] {
        // The source's window may be gone: its BadWindow is trapped, and the drop offers nothing.
        let read = connection.trappingErrors {
            WindowProperty.read(
                display: connection.display, window: source, property: connection.atoms.xdndTypeList, byteOffset: 0,
                maximumBytes: 4096)
        }
        guard let list = read.result, list.type == XA_ATOM, list.format == 32 else { return [] }
        return list.values.map { Atom($0) }
    }

    private func sendStatus(to source: Window, accepting: Bool, action: Atom) {
        // Bit 0: the drop would be taken; bit 1: send positions even where the answer stays the same.
        sendMessage(
            connection.atoms.xdndStatus, to: source,
            data: (Int(bitPattern: window), accepting ? 3 : 2, 0, 0, accepting ? Int(bitPattern: action) : 0))
    }

    private func sendFinished(to source: Window, accepted: Bool, action: Atom) {
        sendMessage(
            connection.atoms.xdndFinished, to: source,
            data: (Int(bitPattern: window), accepted ? 1 : 0, accepted ? Int(bitPattern: action) : 0, 0, 0))
    }

    private func sendMessage(_ type: Atom, to source: Window, data: (Int, Int, Int, Int, Int)) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.display = connection.display
        event.xclient.window = source
        event.xclient.message_type = type
        event.xclient.format = 32
        event.xclient.data.l = data
        _ = connection.trappingErrors { XSendEvent(connection.display, source, 0, NoEventMask, &event) }
        connection.flush()
    }
}
