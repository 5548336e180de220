import CX11

extension TextAreaWindow {
    /// Takes part in the desktop's protocols: follows the screen's scale, offers a sync counter to the window manager, takes drops, scrolls smoothly with XInput 2.
    func setUpDesktopIntegration() {
        setUpScale()
        setUpSyncRequest()
        setUpDragAndDrop()
        setUpXInput()
    }

    /// Handles the events of the desktop protocols; returns whether `event` was one of them.
    func handleDesktopEvent(_ event: inout XEvent) -> Bool {
        switch event.type {
        case PropertyNotify:
            return handleResourceChange(event.xproperty)
        case ClientMessage:
            return handleSyncRequest(event.xclient) || handleDragAndDropMessage(event.xclient)
        case GenericEvent:
            return handleXInputEvent(&event)
        case EnterNotify:
            // The pointer may have scrolled other windows meanwhile: valuators start afresh. Handled by the window too.
            desktop.smoothScroll.resetPositions()
            return false
        case ConfigureNotify:
            // Seen here, handled by the window as before.
            noteConfigureForSync(event.xconfigure)
            return false
        default:
            return false
        }
    }
}
