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
extension TextAreaWindow {
    /// The XDND protocol version the window speaks.
    static let xdndVersion = 5

    /// Marks the window as taking drops.
    func setUpDragAndDrop() {
        var version = Int(Self.xdndVersion)
        withUnsafeBytes(of: &version) { bytes in
            _ = XChangeProperty(
                connection.display, windowID, connection.atoms.xdndAware, XA_ATOM, 32, PropModeReplace,
                bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
        }
    }

    /// Handles an XDND client message; returns whether `event` was one.
    func handleDragAndDropMessage(_ event: XClientMessageEvent) -> Bool {
        let atoms = connection.atoms
        let type = event.message_type
        guard event.format == 32, event.window == windowID else { return false }
        let source = Window(bitPattern: event.data.l.0)
        switch type {
        case atoms.xdndEnter:
            let version = (UInt(bitPattern: event.data.l.1) >> 24) & 0xFF
            guard version >= 3 else { return true }
            let offered: [Atom] =
                event.data.l.1 & 1 != 0
                ? typeList(of: source)
                : [event.data.l.2, event.data.l.3, event.data.l.4].map { Atom(bitPattern: $0) }.filter { $0 != 0 }
            desktop.incomingDrop = IncomingDrop(
                source: source, type: atoms.acceptedDropTypes.first { offered.contains($0) })
        case atoms.xdndPosition:
            handleDragPosition(event, source: source)
        case atoms.xdndLeave:
            guard desktop.incomingDrop?.source == source, desktop.incomingDrop?.awaitingText == false else {
                return true
            }
            endIncomingDrop()
        case atoms.xdndDrop:
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
        drop.action = requested == connection.atoms.xdndActionMove ? requested : connection.atoms.xdndActionCopy
        desktop.incomingDrop = drop
        showDropCaret(drop.target)
        sendDragStatus(to: source, accepting: drop.target != nil, action: drop.action)
    }

    /// Asks the source for the text in the chosen type, or refuses a drop outside every editable view.
    private func handleDrop(_ event: XClientMessageEvent, source: Window) {
        guard var drop = desktop.incomingDrop, drop.source == source, !drop.awaitingText else { return }
        guard let type = drop.type, drop.target != nil, let selectionService else {
            sendDragFinished(to: source, accepted: false, action: 0)
            endIncomingDrop()
            return
        }
        drop.awaitingText = true
        desktop.incomingDrop = drop
        let stamp = Time(UInt(bitPattern: event.data.l.2))
        selectionService.requestDroppedText(as: type, time: stamp == 0 ? Time(CurrentTime) : stamp) {
            [weak self] text in
            self?.finishDrop(from: source, text: text)
        }
    }

    /// Inserts the dropped text at the drop caret and tells the source whether all of it was taken.
    private func finishDrop(from source: Window, text: TextStorage?) {
        guard let drop = desktop.incomingDrop, drop.source == source, drop.awaitingText else { return }
        var taken = false
        if var text, let target = drop.target, text.utf8Count > 0 {
            if drop.type == connection.atoms.uriList { text = TextStorage(Self.uriListAsText(text.string)) }
            let area = target.view.textArea
            let before = area.utf8Count
            if text.utf8Count > 0, focus(target.view), area.dropText(text, at: target.offset) {
                taken = area.utf8Count - before == text.utf8Count
            }
        }
        sendDragFinished(to: source, accepted: taken, action: taken ? drop.action : 0)
        endIncomingDrop()
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
        desktop.incomingDrop = nil
        showDropCaret(nil)
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

    private func sendDragStatus(to source: Window, accepting: Bool, action: Atom) {
        // Bit 0: the drop would be taken; bit 1: send positions even where the answer stays the same.
        sendDragMessage(
            connection.atoms.xdndStatus, to: source,
            data: (Int(bitPattern: windowID), accepting ? 3 : 2, 0, 0, accepting ? Int(bitPattern: action) : 0))
    }

    private func sendDragFinished(to source: Window, accepted: Bool, action: Atom) {
        sendDragMessage(
            connection.atoms.xdndFinished, to: source,
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
