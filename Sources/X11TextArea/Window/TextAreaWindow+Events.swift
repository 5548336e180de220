import CX11
import TextAreaCore

extension TextAreaWindow {
    /// Handles one event: the input method filters it first, then the selection service, then the window.
    ///
    /// Returns whether the event was a key press, filtered or not (after
    /// which the loop draws at once: the input method may have changed the
    /// composition).
    @discardableResult
    func dispatch(_ event: inout XEvent) -> Bool {
        if handleContextMenuEvent(&event) { return false }
        if keyboard.filter(&event) { return event.type == KeyPress }
        if selectionService?.handle(&event) == true { return false }
        if handleDesktopEvent(&event) { return false }
        switch event.type {
        case KeyPress:
            keyboard.handleKeyPress(&event.xkey, in: self)
            return true
        case KeyRelease:
            keyboard.handleKeyRelease(&event.xkey, in: self)
        case ButtonPress:
            mouse.handleButtonPress(event.xbutton, in: self)
        case ButtonRelease:
            mouse.handleButtonRelease(event.xbutton, in: self)
        case MotionNotify:
            mouse.handleMotion(event.xmotion, in: self)
        case EnterNotify, LeaveNotify:
            lastEventTime = event.xcrossing.time
            mouse.updatePointerShape(at: event.xcrossing.x, event.xcrossing.y, in: self)
        case Expose:
            // Coalesced: the exposed parts of the back buffer are copied once, after the burst.
            if event.xexpose.window == windowID {
                presenter.addExposed(
                    Rect(
                        x: Double(event.xexpose.x), y: Double(event.xexpose.y), width: Double(event.xexpose.width),
                        height: Double(event.xexpose.height)))
            }
        case ConfigureNotify:
            handleConfigure(event.xconfigure)
        case MapNotify:
            presenter.addExposed(Rect(x: 0, y: 0, width: size.width, height: size.height))
        case FocusIn:
            keyboard.handleFocusChange(event.xfocus, gained: true, in: self)
        case FocusOut:
            keyboard.handleFocusChange(event.xfocus, gained: false, in: self)
        case ClientMessage:
            handleClientMessage(event.xclient)
        case MappingNotify:
            keyboard.handleMappingChange(&event.xmapping, in: self)
        case PropertyNotify:
            lastEventTime = event.xproperty.time
        case DestroyNotify:
            if event.xdestroywindow.window == windowID { windowWasDestroyed() }
        default:
            break
        }
        return false
    }

    /// Notes a new size; moves alone are ignored. The back buffer and the layout follow once, before the next frame, however many sizes a burst brings.
    private func handleConfigure(_ event: XConfigureEvent) {
        guard event.window == windowID else { return }
        let newSize = Size(width: Double(event.width), height: Double(event.height))
        guard newSize != size else { return }
        size = newSize
        needsResize = true
        setNeedsDisplay()
    }

    /// Resizes the back buffer and lays out again for the latest size, if it changed since the last frame.
    func applyPendingResize() {
        guard needsResize else { return }
        needsResize = false
        presenter.resize(width: size.width.roundedInt, height: size.height.roundedInt)
        applyLayout()
    }

    /// Answers the window manager's protocols: close on `WM_DELETE_WINDOW`, reply to `_NET_WM_PING`.
    private func handleClientMessage(_ event: XClientMessageEvent) {
        guard event.message_type == atoms.wmProtocols, event.format == 32 else { return }
        let requested = Atom(bitPattern: event.data.l.0)
        if requested == atoms.wmDeleteWindow {
            if let closeRequestHandler {
                closeRequestHandler()
            } else {
                close()
            }
        } else if requested == atoms.netWMPing {
            var reply = XEvent()
            reply.xclient = event
            reply.xclient.window = connection.rootWindow
            XSendEvent(
                connection.display, connection.rootWindow, 0,
                SubstructureNotifyMask | SubstructureRedirectMask, &reply)
        }
    }

    /// Marks the window closed after someone else destroyed it, and hands copied text to a clipboard manager as ``close()`` does.
    private func windowWasDestroyed() {
        guard !isClosed else { return }
        isClosed = true
        if let view = focusedView { _ = view.textArea.endEditing() }
        keyboard.inputMethod.close()
        mouse.cursors.free(display: connection.display)
        selectionService?.handOverClipboardToManager()
    }
}
