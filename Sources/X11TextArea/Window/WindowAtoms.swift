import CX11

/// The atoms a window uses for its properties and window-manager protocols, interned once.
struct WindowAtoms {
    let wmProtocols: Atom
    let wmDeleteWindow: Atom
    let netWMPing: Atom
    let netWMName: Atom
    let netWMIconName: Atom
    let netWMPID: Atom
    let utf8String: Atom

    init(display: OpaquePointer) {
        func intern(_ name: String) -> Atom { XInternAtom(display, name, 0) }
        wmProtocols = intern("WM_PROTOCOLS")
        wmDeleteWindow = intern("WM_DELETE_WINDOW")
        netWMPing = intern("_NET_WM_PING")
        netWMName = intern("_NET_WM_NAME")
        netWMIconName = intern("_NET_WM_ICON_NAME")
        netWMPID = intern("_NET_WM_PID")
        utf8String = intern("UTF8_STRING")
    }
}

/// The pointer shapes of a window: an I-beam over text areas, the arrow elsewhere.
struct PointerCursors {
    /// The I-beam (`XC_xterm`).
    let textBeam: Cursor
    /// The arrow (`XC_left_ptr`).
    let arrow: Cursor

    init(display: OpaquePointer) {
        textBeam = XCreateFontCursor(display, UInt32(XC_xterm))
        arrow = XCreateFontCursor(display, UInt32(XC_left_ptr))
    }

    func free(display: OpaquePointer) {
        XFreeCursor(display, textBeam)
        XFreeCursor(display, arrow)
    }
}
