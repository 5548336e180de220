import CX11

/// The atoms of the XDND protocol (version 5) and the text types a drop is accepted in.
struct XdndAtoms {
    /// The protocol version the window speaks.
    static let version = 5

    let aware: Atom
    let enter: Atom
    let position: Atom
    let status: Atom
    let leave: Atom
    let drop: Atom
    let finished: Atom
    let typeList: Atom
    let actionCopy: Atom
    let actionMove: Atom
    let uriList: Atom
    /// The text types accepted, most wanted first.
    let acceptedTypes: [Atom]

    init(display: OpaquePointer) {
        func intern(_ name: String) -> Atom { XInternAtom(display, name, 0) }
        aware = intern("XdndAware")
        enter = intern("XdndEnter")
        position = intern("XdndPosition")
        status = intern("XdndStatus")
        leave = intern("XdndLeave")
        drop = intern("XdndDrop")
        finished = intern("XdndFinished")
        typeList = intern("XdndTypeList")
        actionCopy = intern("XdndActionCopy")
        actionMove = intern("XdndActionMove")
        uriList = intern("text/uri-list")
        acceptedTypes = [
            intern("text/plain;charset=utf-8"), intern("UTF8_STRING"), intern("text/plain"), uriList,
        ]
    }
}
