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
    var target: (view: TextAreaView, offset: Int)?
    /// Whether the drop happened and the window waits for the text.
    var awaitingText = false
    /// The timer that gives up on a source that never sends the text.
    var timeout: TimerID?
}

/// XDND version 5, the receiving side: the window accepts text dropped from other programs, with a caret showing where it will land.
///
/// The window is `XdndAware`. A drag entering it offers types; the window
/// takes `text/plain;charset=utf-8`, `UTF8_STRING`, `text/plain` or
/// `text/uri-list` (inserted as text, one URI a line), in that order. While
/// the pointer moves (XdndPosition) a drop caret follows it in the view
/// under it, and XdndStatus accepts the drop there (copy, or move when the
/// source asks for it) or refuses it outside every editable view. On
/// XdndDrop the text is read from `XdndSelection`, inserted at the drop
/// caret as one undo step, and the source hears XdndFinished.
extension TextAreaWindow {
    /// How long the window waits for the dropped text, in seconds.
    static let dropTextTimeout = 5.0

    /// Marks the window as taking drops.
    func setUpDragAndDrop() {
        var version = Int(XdndAtoms.version)
        withUnsafeBytes(of: &version) { bytes in
            _ = XChangeProperty(
                connection.display, windowID, desktop.atoms.xdnd.aware, XA_ATOM, 32, PropModeReplace,
                bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
        }
    }

    /// Handles an XDND client message; returns whether `event` was one.
    func handleDragAndDropMessage(_ event: XClientMessageEvent) -> Bool {
        let atoms = desktop.atoms.xdnd
        let type = event.message_type
        guard event.format == 32, event.window == windowID else { return false }
        let source = Window(bitPattern: event.data.l.0)
        switch type {
        case atoms.enter:
            let version = (UInt(bitPattern: event.data.l.1) >> 24) & 0xFF
            guard version >= 3 else { return true }
            let offered: [Atom] =
                event.data.l.1 & 1 != 0
                ? typeList(of: source)
                : [event.data.l.2, event.data.l.3, event.data.l.4].map { Atom(bitPattern: $0) }.filter { $0 != 0 }
            desktop.incomingDrop = IncomingDrop(
                source: source, type: atoms.acceptedTypes.first { offered.contains($0) })
        case atoms.position:
            handleDragPosition(event, source: source)
        case atoms.leave:
            guard desktop.incomingDrop?.source == source, desktop.incomingDrop?.awaitingText == false else {
                return true
            }
            endIncomingDrop()
        case atoms.drop:
            handleDrop(event, source: source)
        default:
            return false
        }
        return true
    }

    /// Moves the drop caret to the pointer and tells the source whether a drop there would be taken.
    private func handleDragPosition(_ event: XClientMessageEvent, source: Window) {
        guard var drop = desktop.incomingDrop, drop.source == source, !drop.awaitingText else { return }
        let rootX = Int32(truncatingIfNeeded: event.data.l.2 >> 16) & 0xFFFF
        let rootY = Int32(truncatingIfNeeded: event.data.l.2) & 0xFFFF
        var x: Int32 = 0
        var y: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(connection.display, connection.rootWindow, windowID, rootX, rootY, &x, &y, &child)
        let point = Point(x: Double(x), y: Double(y))
        drop.target = nil
        if drop.type != nil, let view = view(at: point), view.textArea.isEditable {
            drop.target = (view, view.textArea.offset(for: view.convertFromWindow(point)).offset)
        }
        let requested = Atom(bitPattern: event.data.l.4)
        drop.action = requested == desktop.atoms.xdnd.actionMove ? requested : desktop.atoms.xdnd.actionCopy
        desktop.incomingDrop = drop
        showDropCaret(drop.target)
        sendDragStatus(to: source, accepting: drop.target != nil, action: drop.action)
    }

    /// Asks the source for the text in the chosen type, or refuses a drop outside every editable view.
    private func handleDrop(_ event: XClientMessageEvent, source: Window) {
        guard var drop = desktop.incomingDrop, drop.source == source else { return }
        guard let type = drop.type, drop.target != nil else {
            sendDragFinished(to: source, accepted: false, action: 0)
            endIncomingDrop()
            return
        }
        drop.awaitingText = true
        drop.timeout = scheduleTimer(after: Self.dropTextTimeout) { [weak self] in
            guard let self, let waiting = self.desktop.incomingDrop, waiting.awaitingText else { return }
            self.sendDragFinished(to: waiting.source, accepted: false, action: 0)
            self.endIncomingDrop()
        }
        desktop.incomingDrop = drop
        let time = Time(UInt(bitPattern: event.data.l.2))
        XConvertSelection(
            connection.display, desktop.atoms.xdnd.selection, type, desktop.atoms.xdnd.transferProperty, windowID,
            time == 0 ? Time(CurrentTime) : time)
    }

    /// Reads the dropped text when the source has converted `XdndSelection`; returns whether `event` was that answer.
    func handleDropSelectionNotify(_ event: XSelectionEvent) -> Bool {
        guard event.requestor == windowID, event.selection == desktop.atoms.xdnd.selection else { return false }
        guard let drop = desktop.incomingDrop, drop.awaitingText, let target = drop.target else { return true }
        var dropped = false
        if event.property != 0, let bytes = readDropProperty() {
            var text = String(decoding: bytes, as: UTF8.self)
            if drop.type == desktop.atoms.xdnd.uriList { text = Self.uriListAsText(text) }
            if !text.isEmpty, focus(target.view) {
                dropped = target.view.textArea.dropText(text, at: target.offset)
            }
        }
        sendDragFinished(to: drop.source, accepted: dropped, action: dropped ? drop.action : 0)
        endIncomingDrop()
        return true
    }

    /// `text/uri-list` as text: one URI a line, comments left out, no line break after the last.
    static func uriListAsText(_ list: String) -> String {
        list.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
            .filter { !$0.hasPrefix("#") && !$0.isEmpty }
            .joined(separator: "\n")
    }

    /// Shows the drop caret at `target`, or hides it.
    func showDropCaret(_ target: (view: TextAreaView, offset: Int)?) {
        let old = desktop.dropCaret
        desktop.dropCaret = target
        if old?.view !== target?.view || old?.offset != target?.offset { setNeedsDisplay() }
    }

    /// Forgets the drag from another program and hides its caret.
    private func endIncomingDrop() {
        if let timer = desktop.incomingDrop?.timeout { cancelTimer(timer) }
        desktop.incomingDrop = nil
        showDropCaret(nil)
    }

    /// The types a source lists in its `XdndTypeList` (when it offers more than three).
    private func typeList(of source: Window) -> [Atom] {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>? = nil
        let status = connection.trappingErrors {
            XGetWindowProperty(
                connection.display, source, desktop.atoms.xdnd.typeList, 0, 1024, 0, XA_ATOM, &type, &format,
                &count, &remaining, &data)
        }
        guard status.result == Success, let data else { return [] }
        defer { XFree(data) }
        guard format == 32 else { return [] }
        return data.withMemoryRebound(to: Atom.self, capacity: Int(count)) {
            Array(UnsafeBufferPointer(start: $0, count: Int(count)))
        }
    }

    /// The bytes of the transfer property, deleted as it is read; nil when it is missing or an INCR transfer.
    private func readDropProperty() -> [UInt8]? {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>? = nil
        guard
            XGetWindowProperty(
                connection.display, windowID, desktop.atoms.xdnd.transferProperty, 0, 16 << 20, 1,
                UInt(AnyPropertyType), &type, &format, &count, &remaining, &data) == Success, let data
        else { return nil }
        defer { XFree(data) }
        guard format == 8 else { return nil }
        return Array(UnsafeBufferPointer(start: data, count: Int(count)))
    }

    private func sendDragStatus(to source: Window, accepting: Bool, action: Atom) {
        // Bit 0: the drop would be taken; bit 1: send positions even where the answer stays the same.
        sendDragMessage(
            desktop.atoms.xdnd.status, to: source,
            data: (Int(bitPattern: windowID), accepting ? 3 : 2, 0, 0, accepting ? Int(bitPattern: action) : 0))
    }

    private func sendDragFinished(to source: Window, accepted: Bool, action: Atom) {
        sendDragMessage(
            desktop.atoms.xdnd.finished, to: source,
            data: (Int(bitPattern: windowID), accepted ? 1 : 0, accepted ? Int(bitPattern: action) : 0, 0, 0))
    }

    private func sendDragMessage(_ type: Atom, to source: Window, data: (Int, Int, Int, Int, Int)) {
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
