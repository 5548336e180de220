import CX11
import Testing

@testable import X11TextArea

extension X11Tests {
    @Suite struct X11AtomsTests {
        @Test func everyAtomOfTheTableIsTheServersAtomOfItsName() throws {
            let connection = try X11Connection(displayName: X11TestEnvironment.displayName())
            let atoms = connection.atoms
            let fields: [(KeyPath<X11Atoms, Atom>, String)] = [
                (\.wmProtocols, "WM_PROTOCOLS"), (\.wmDeleteWindow, "WM_DELETE_WINDOW"), (\.netWMPing, "_NET_WM_PING"),
                (\.netWMName, "_NET_WM_NAME"), (\.netWMIconName, "_NET_WM_ICON_NAME"), (\.netWMPID, "_NET_WM_PID"),
                (\.netWMWindowType, "_NET_WM_WINDOW_TYPE"),
                (\.netWMWindowTypePopupMenu, "_NET_WM_WINDOW_TYPE_POPUP_MENU"), (\.clipboard, "CLIPBOARD"),
                (\.primary, "PRIMARY"), (\.targets, "TARGETS"), (\.multiple, "MULTIPLE"), (\.timestamp, "TIMESTAMP"),
                (\.utf8String, "UTF8_STRING"), (\.string, "STRING"), (\.text, "TEXT"),
                (\.plainTextUTF8, "text/plain;charset=utf-8"), (\.plainText, "text/plain"),
                (\.uriList, "text/uri-list"), (\.dropSelection, "XdndSelection"), (\.incremental, "INCR"),
                (\.atom, "ATOM"), (\.atomPair, "ATOM_PAIR"), (\.integer, "INTEGER"),
                (\.timestampProperty, "_TEXTAREA_TIMESTAMP"), (\.clipboardManager, "CLIPBOARD_MANAGER"),
                (\.saveTargets, "SAVE_TARGETS"), (\.saveTargetsProperty, "_TEXTAREA_SAVE_TARGETS"),
                (\.resourceManager, "RESOURCE_MANAGER"), (\.netWMSyncRequest, "_NET_WM_SYNC_REQUEST"),
                (\.netWMSyncRequestCounter, "_NET_WM_SYNC_REQUEST_COUNTER"), (\.xdndAware, "XdndAware"),
                (\.xdndEnter, "XdndEnter"), (\.xdndPosition, "XdndPosition"), (\.xdndStatus, "XdndStatus"),
                (\.xdndLeave, "XdndLeave"), (\.xdndDrop, "XdndDrop"), (\.xdndFinished, "XdndFinished"),
                (\.xdndTypeList, "XdndTypeList"), (\.xdndActionCopy, "XdndActionCopy"),
                (\.xdndActionMove, "XdndActionMove"),
            ]
            #expect(Set(fields.map(\.1)) == Set(X11Atoms.names), "every name interned has its field")
            for (field, name) in fields {
                #expect(atoms[keyPath: field] == XInternAtom(connection.display, name, 1), "\(name)")
                #expect(atoms[keyPath: field] != 0, "\(name)")
            }
            #expect(atoms.string == XA_STRING && atoms.atom == XA_ATOM && atoms.integer == XA_INTEGER)
        }
    }
}
