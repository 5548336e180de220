import CX11

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
