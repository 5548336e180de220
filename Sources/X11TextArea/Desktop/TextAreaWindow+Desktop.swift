import CX11

extension TextAreaWindow: DesktopHost {
    /// The XSync counter the window manager waits on, or nil when the server has no SYNC extension.
    public var syncRequestCounter: XSyncCounter? { desktop.sync.counter == 0 ? nil : desktop.sync.counter }

    /// The XInput 2 version the window uses, such as (2, 4), or nil when it takes core pointer events.
    public var xinputVersion: (major: Int, minor: Int)? { desktop.xinput.version }

    /// Takes part in the desktop's protocols: follows the screen's scale, offers a sync counter to the window manager, takes drops, scrolls smoothly with XInput 2.
    func setUpDesktopIntegration() {
        ScaleFollower.watchResourceDatabase(connection: connection)
        desktop.scale.readResourceDatabase(connection: connection)
        _ = readChangedDesktopSettings()
        applyDesktopSettings(previousScale: scale)
        applyScale()
        desktop.sync.setUp(connection: connection, window: windowID)
        desktop.drops.setUp()
        desktop.xinput.setUp(display: connection.display, window: windowID)
    }

    /// Hands the events of the desktop protocols to their parts; returns whether `event` was one of them.
    func handleDesktopEvent(_ event: inout XEvent) -> Bool {
        switch event.type {
        case PropertyNotify:
            return desktop.settings.client.noteProperty(event.xproperty)
                || desktop.scale.noteResourceChange(event.xproperty, connection: connection)
        case ClientMessage:
            return desktop.sync.handleRequest(event.xclient, atoms: atoms)
                || desktop.drops.handle(event.xclient, host: self)
                || desktop.settings.client.noteManagerMessage(event.xclient)
        case DestroyNotify:
            return desktop.settings.client.noteDestroy(event.xdestroywindow)
        case GenericEvent:
            switch desktop.xinput.handle(&event, window: windowID, display: connection.display) {
            case .notXInput: return false
            case .handled: return true
            case .pointer(let pointer):
                route(pointer)
                return true
            }
        case EnterNotify:
            // The pointer may have scrolled other windows meanwhile: valuators start afresh. Handled by the window too.
            desktop.xinput.smoothScroll.resetPositions()
            return false
        case ConfigureNotify:
            // Seen here, handled by the window as before.
            desktop.sync.noteConfigure(
                event.xconfigure, of: windowID, size: size, resizePending: needsResize, frameCount: frameCount,
                display: connection.display)
            return false
        default:
            return false
        }
    }

    /// Sets the sync counter once a frame drawn after a sync request's configure is on the screen; called after every copy of the back buffer.
    func finishSyncRequestIfDrawn() {
        desktop.sync.finishIfDrawn(frameCount: frameCount, resizePending: needsResize, display: connection.display)
    }

    /// Shows the drop caret at `target`, or hides it.
    func showDropCaret(_ target: DropTarget?) {
        if desktop.moveDropCaret(to: target) { setNeedsDisplay() }
    }
}
