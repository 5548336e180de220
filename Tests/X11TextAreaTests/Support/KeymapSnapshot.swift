import CX11

@testable import X11TextArea

/// The keyboard mapping of a server as xdotool reads it: every keysym on every keycode, group and level.
struct KeymapSnapshot: Equatable {
    /// The core keyboard mapping, `keysymsPerKeycode` keysyms for each keycode from `firstKeycode` on.
    let coreMapping: [KeySym]
    /// How many keysyms each keycode has in ``coreMapping``.
    let keysymsPerKeycode: Int
    /// The lowest keycode.
    let firstKeycode: Int
    /// Every keysym some keycode gives in some group at some level, as XKB reports them.
    let keysyms: Set<KeySym>

    /// Reads the mapping of `connection`'s server.
    init(_ connection: X11Connection) {
        let display = connection.display
        var low: Int32 = 0
        var high: Int32 = 0
        XDisplayKeycodes(display, &low, &high)
        var perKeycode: Int32 = 0
        let count = Int(high - low + 1)
        let mapping = XGetKeyboardMapping(display, KeyCode(low), Int32(count), &perKeycode)
        defer { XFree(mapping) }
        coreMapping = mapping.map { Array(UnsafeBufferPointer(start: $0, count: count * Int(perKeycode))) } ?? []
        keysymsPerKeycode = Int(perKeycode)
        firstKeycode = Int(low)
        // xdotool looks keys up in XKB's map, group by group and level by level.
        var keysyms = Set<KeySym>()
        for keycode in low...high {
            for group: Int32 in 0..<4 {
                for level: Int32 in 0..<8 {
                    let keysym = XkbKeycodeToKeysym(display, KeyCode(keycode), group, level)
                    if keysym != 0 { keysyms.insert(keysym) }
                }
            }
        }
        self.keysyms = keysyms
    }

    /// Reads the mapping of the server of `displayName` through a connection of its own.
    init(displayName: String) throws {
        self.init(try X11Connection(displayName: displayName))
    }

    /// The keycodes without any keysym, lowest first.
    var emptyKeycodes: [Int] {
        guard keysymsPerKeycode > 0 else { return [] }
        return stride(from: 0, to: coreMapping.count, by: keysymsPerKeycode).compactMap { start in
            coreMapping[start..<start + keysymsPerKeycode].allSatisfy { $0 == 0 }
                ? firstKeycode + start / keysymsPerKeycode : nil
        }
    }
}
