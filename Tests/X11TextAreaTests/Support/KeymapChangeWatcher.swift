import CX11
import X11TextArea

/// Counts the changes of a server's keyboard mapping (XKB `MapNotify` events) from its creation on.
final class KeymapChangeWatcher {
    private let connection: X11Connection
    private var eventBase: Int32 = 0

    /// Starts watching the server of `displayName` through a connection of its own.
    init(displayName: String) throws {
        connection = try X11Connection(displayName: displayName)
        var opcode: Int32 = 0
        var errorBase: Int32 = 0
        var major = Int32(XkbMajorVersion)
        var minor = Int32(XkbMinorVersion)
        guard XkbQueryExtension(connection.display, &opcode, &eventBase, &errorBase, &major, &minor) != 0 else {
            throw XvfbError(description: "the server has no XKB")
        }
        let mask = UInt32(XkbMapNotifyMask)
        XkbSelectEvents(connection.display, UInt32(XkbUseCoreKbd), mask, mask)
        connection.sync()
    }

    /// How many mapping changes arrived since the last call; the server has handled every request sent before it.
    func changes() -> Int {
        connection.sync()
        var count = 0
        while XPending(connection.display) > 0 {
            var event = XEvent()
            XNextEvent(connection.display, &event)
            guard event.type == eventBase else { continue }
            let kind = withUnsafePointer(to: &event) {
                $0.withMemoryRebound(to: XkbAnyEvent.self, capacity: 1) { $0.pointee.xkb_type }
            }
            if kind == XkbMapNotify { count += 1 }
        }
        return count
    }
}
