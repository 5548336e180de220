import CX11
import Glibc

/// Every atom the front end speaks in, interned once per connection in one `XInternAtoms` round trip (``X11Connection/atoms``).
///
/// The window's properties and window-manager protocols, the selections
/// and their targets, the desktop protocols (resource database, sync
/// request, XDND) and the context menu's window type all read this one
/// table. Only names made up while running (the clipboard's transfer
/// properties) and atoms looked up without creating them (`AT_SPI_BUS`)
/// are interned elsewhere.
struct X11Atoms {
    // MARK: Window properties and protocols

    /// `WM_PROTOCOLS`: the property listing the protocols, and the type of their client messages.
    let wmProtocols: Atom
    /// `WM_DELETE_WINDOW`: the window manager asks the window to close.
    let wmDeleteWindow: Atom
    /// `_NET_WM_PING`: the window manager checks that the client still answers.
    let netWMPing: Atom
    /// `_NET_WM_NAME`: the UTF-8 title.
    let netWMName: Atom
    /// `_NET_WM_ICON_NAME`: the UTF-8 icon title.
    let netWMIconName: Atom
    /// `_NET_WM_PID`: the process ID of the window's client.
    let netWMPID: Atom
    /// `_NET_WM_WINDOW_TYPE`: what kind of window a window is, for compositors.
    let netWMWindowType: Atom
    /// `_NET_WM_WINDOW_TYPE_POPUP_MENU`: the window type of the context menu.
    let netWMWindowTypePopupMenu: Atom

    // MARK: Selections

    /// The CLIPBOARD selection.
    let clipboard: Atom
    /// The PRIMARY selection.
    let primary: Atom
    /// The target that lists the supported targets.
    let targets: Atom
    /// The target that asks for several conversions at once.
    let multiple: Atom
    /// The target that asks for the time ownership was taken.
    let timestamp: Atom
    /// UTF-8 text, as target and as property type (also the type of `_NET_WM_NAME`).
    let utf8String: Atom
    /// ISO Latin-1 text, as target and as property type.
    let string: Atom
    /// Text in an encoding the owner chooses (served as UTF-8).
    let text: Atom
    /// The MIME name of UTF-8 text, as target and as property type.
    let plainTextUTF8: Atom
    /// Plain text without a charset (dropped text; read as UTF-8, repaired).
    let plainText: Atom
    /// A list of URIs, one a line (dropped files and links; read as UTF-8, repaired).
    let uriList: Atom
    /// The selection that holds the text of a drag and drop (XDND).
    let dropSelection: Atom
    /// The property type that announces an incremental transfer.
    let incremental: Atom
    /// The property type of atom lists.
    let atom: Atom
    /// The property type of the MULTIPLE request's pairs.
    let atomPair: Atom
    /// The property type of TIMESTAMP answers.
    let integer: Atom
    /// The property on our own window that yields a server timestamp when appended to.
    let timestampProperty: Atom
    /// The selection a clipboard manager owns while it runs.
    let clipboardManager: Atom
    /// The target that asks the clipboard manager to save CLIPBOARD.
    let saveTargets: Atom
    /// The property on our own window that lists the targets the clipboard manager should save.
    let saveTargetsProperty: Atom

    // MARK: Desktop protocols

    /// The root window's property holding the resource database (`xrdb`).
    let resourceManager: Atom
    /// `_NET_WM_SYNC_REQUEST`: the protocol by which the window manager resizes in step with frames.
    let netWMSyncRequest: Atom
    /// The property publishing the window's XSync counter.
    let netWMSyncRequestCounter: Atom
    /// `XdndAware`: the property marking a window that takes drops, holding the XDND version.
    let xdndAware: Atom
    /// The message of a drag entering the window.
    let xdndEnter: Atom
    /// The message of a drag moving over the window.
    let xdndPosition: Atom
    /// The answer to a position: whether a drop there would be taken.
    let xdndStatus: Atom
    /// The message of a drag leaving the window.
    let xdndLeave: Atom
    /// The message of a drop on the window.
    let xdndDrop: Atom
    /// The answer to a drop: whether its text was taken.
    let xdndFinished: Atom
    /// The source's property listing the types it offers, when it offers more than three.
    let xdndTypeList: Atom
    /// The action that copies the dragged text.
    let xdndActionCopy: Atom
    /// The action that moves the dragged text (the source deletes its copy).
    let xdndActionMove: Atom

    /// Interns every atom on `display` (creating those the server does not know yet) in one round trip.
    init(display: OpaquePointer) {
        let values = Self.intern(Self.names, on: display)
        func atom(_ name: String) -> Atom {
            guard let value = values[name] else { preconditionFailure("\(name) is missing from X11Atoms.names") }
            return value
        }
        wmProtocols = atom("WM_PROTOCOLS")
        wmDeleteWindow = atom("WM_DELETE_WINDOW")
        netWMPing = atom("_NET_WM_PING")
        netWMName = atom("_NET_WM_NAME")
        netWMIconName = atom("_NET_WM_ICON_NAME")
        netWMPID = atom("_NET_WM_PID")
        netWMWindowType = atom("_NET_WM_WINDOW_TYPE")
        netWMWindowTypePopupMenu = atom("_NET_WM_WINDOW_TYPE_POPUP_MENU")
        clipboard = atom("CLIPBOARD")
        primary = atom("PRIMARY")
        targets = atom("TARGETS")
        multiple = atom("MULTIPLE")
        timestamp = atom("TIMESTAMP")
        utf8String = atom("UTF8_STRING")
        string = atom("STRING")
        text = atom("TEXT")
        plainTextUTF8 = atom("text/plain;charset=utf-8")
        plainText = atom("text/plain")
        uriList = atom("text/uri-list")
        dropSelection = atom("XdndSelection")
        incremental = atom("INCR")
        self.atom = atom("ATOM")
        atomPair = atom("ATOM_PAIR")
        integer = atom("INTEGER")
        timestampProperty = atom("_TEXTAREA_TIMESTAMP")
        clipboardManager = atom("CLIPBOARD_MANAGER")
        saveTargets = atom("SAVE_TARGETS")
        saveTargetsProperty = atom("_TEXTAREA_SAVE_TARGETS")
        resourceManager = atom("RESOURCE_MANAGER")
        netWMSyncRequest = atom("_NET_WM_SYNC_REQUEST")
        netWMSyncRequestCounter = atom("_NET_WM_SYNC_REQUEST_COUNTER")
        xdndAware = atom("XdndAware")
        xdndEnter = atom("XdndEnter")
        xdndPosition = atom("XdndPosition")
        xdndStatus = atom("XdndStatus")
        xdndLeave = atom("XdndLeave")
        xdndDrop = atom("XdndDrop")
        xdndFinished = atom("XdndFinished")
        xdndTypeList = atom("XdndTypeList")
        xdndActionCopy = atom("XdndActionCopy")
        xdndActionMove = atom("XdndActionMove")
    }

    /// The name of every atom in the table, interned together.
    static let names = [
        "WM_PROTOCOLS", "WM_DELETE_WINDOW", "_NET_WM_PING", "_NET_WM_NAME", "_NET_WM_ICON_NAME", "_NET_WM_PID",
        "_NET_WM_WINDOW_TYPE", "_NET_WM_WINDOW_TYPE_POPUP_MENU",
        "CLIPBOARD", "PRIMARY", "TARGETS", "MULTIPLE", "TIMESTAMP", "UTF8_STRING", "STRING", "TEXT",
        "text/plain;charset=utf-8", "text/plain", "text/uri-list", "XdndSelection", "INCR", "ATOM", "ATOM_PAIR",
        "INTEGER", "_TEXTAREA_TIMESTAMP", "CLIPBOARD_MANAGER", "SAVE_TARGETS", "_TEXTAREA_SAVE_TARGETS",
        "RESOURCE_MANAGER", "_NET_WM_SYNC_REQUEST", "_NET_WM_SYNC_REQUEST_COUNTER",
        "XdndAware", "XdndEnter", "XdndPosition", "XdndStatus", "XdndLeave", "XdndDrop", "XdndFinished",
        "XdndTypeList", "XdndActionCopy", "XdndActionMove",
    ]

    /// Interns `names` with one `XInternAtoms` round trip, by name.
    static func intern(_ names: [String], on display: OpaquePointer) -> [String: Atom] {
        var pointers: [UnsafeMutablePointer<CChar>?] = names.map { strdup($0) }
        defer { for pointer in pointers { free(pointer) } }
        var atoms = [Atom](repeating: 0, count: names.count)
        _ = XInternAtoms(display, &pointers, Int32(names.count), 0, &atoms)
        return Dictionary(zip(names, atoms), uniquingKeysWith: { first, _ in first })
    }
}
