import CX11
import X11TextArea

/// Key presses sent to a window with XSendEvent, as a typist would make them.
enum SyntheticKeys {
    /// Sends a press and a release of `keysym` with modifiers `state` to `window` and flushes.
    static func send(_ keysym: Int32, state: Int32 = 0, to window: Window, on sender: X11Connection) {
        let display = sender.display
        var event = XEvent()
        event.xkey.type = KeyPress
        event.xkey.display = display
        event.xkey.window = window
        event.xkey.root = sender.rootWindow
        event.xkey.time = Time(CurrentTime)
        event.xkey.state = UInt32(state)
        event.xkey.keycode = UInt32(XKeysymToKeycode(display, KeySym(keysym)))
        event.xkey.same_screen = 1
        XSendEvent(display, window, 0, KeyPressMask, &event)
        event.xkey.type = KeyRelease
        XSendEvent(display, window, 0, KeyReleaseMask, &event)
        sender.flush()
    }
}
