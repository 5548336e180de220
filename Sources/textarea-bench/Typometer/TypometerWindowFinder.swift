import CX11
import Glibc
import X11TextArea

/// A window title that names no window the typometer can type into; the description says why, in one line.
struct TypometerWindowError: Error, CustomStringConvertible {
    var description: String
}

/// Finds a window by title among every client's windows and gives it the keyboard focus.
struct TypometerWindowFinder {
    /// The connection the finder asks on.
    let connection: X11Connection

    private var display: OpaquePointer { connection.display }

    /// The first mapped window, top-level ones first, whose `_NET_WM_NAME` or `WM_NAME` is exactly `title`.
    ///
    /// - Throws: ``TypometerWindowError`` when no window has that title, or only unmapped ones do.
    func window(titled title: String) throws -> Window {
        var queue = [connection.rootWindow]
        var index = 0
        var unmappedMatch = false
        while index < queue.count {
            let window = queue[index]
            index += 1
            if index > 1, self.title(of: window) == title {
                if isViewable(window) { return window }
                unmappedMatch = true
            }
            queue += children(of: window)
        }
        if unmappedMatch {
            throw TypometerWindowError(description: "the window titled '\(title)' is not mapped (not on screen)")
        }
        throw TypometerWindowError(description: "no window titled '\(title)' on display \(connection.displayName)")
    }

    /// Raises `window`, gives it the keyboard focus and checks the server moved the focus there.
    func focus(_ window: Window) throws {
        let outcome = connection.trappingErrors {
            XRaiseWindow(display, window)
            XSetInputFocus(display, window, RevertToParent, Time(CurrentTime))
        }
        var focused: Window = 0
        var revert: Int32 = 0
        XGetInputFocus(display, &focused, &revert)
        guard outcome.errors.isEmpty, focused == window else {
            throw TypometerWindowError(
                description: "cannot give the keyboard focus to window 0x"
                    + String(window, radix: 16))
        }
    }

    /// The window's size in pixels and its position on the root window.
    func geometry(of window: Window) throws -> (x: Int, y: Int, width: Int, height: Int) {
        var attributes = XWindowAttributes()
        let found = connection.trappingErrors { XGetWindowAttributes(display, window, &attributes) }
        guard found.result != 0, found.errors.isEmpty else {
            throw TypometerWindowError(description: "window 0x\(String(window, radix: 16)) went away")
        }
        var rootX: Int32 = 0
        var rootY: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(display, window, connection.rootWindow, 0, 0, &rootX, &rootY, &child)
        return (Int(rootX), Int(rootY), Int(attributes.width), Int(attributes.height))
    }

    /// The window's title: UTF-8 `_NET_WM_NAME` when set, else `WM_NAME` in whatever encoding it has.
    func title(of window: Window) -> String? {
        if let name = utf8Property(named: "_NET_WM_NAME", of: window) { return name }
        var property = XTextProperty()
        let read = connection.trappingErrors { XGetWMName(display, window, &property) }
        guard read.result != 0, read.errors.isEmpty, property.value != nil else { return nil }
        defer { XFree(property.value) }
        var list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = nil
        var count: Int32 = 0
        guard Xutf8TextPropertyToTextList(display, &property, &list, &count) >= 0, let list else { return nil }
        defer { XFreeStringList(list) }
        return count > 0 ? list[0].map { String(cString: $0) } : nil
    }

    private func utf8Property(named name: String, of window: Window) -> String? {
        let property = XInternAtom(display, name, 1)
        let utf8String = XInternAtom(display, "UTF8_STRING", 1)
        guard property != 0, utf8String != 0 else { return nil }
        let read = connection.trappingErrors {
            WindowProperty.read(
                display: display, window: window, property: property, byteOffset: 0, maximumBytes: 16384)
        }
        guard read.errors.isEmpty, let value = read.result, value.type == utf8String, value.format == 8 else {
            return nil
        }
        return String(decoding: value.bytes, as: UTF8.self)
    }

    private func isViewable(_ window: Window) -> Bool {
        var attributes = XWindowAttributes()
        let found = connection.trappingErrors { XGetWindowAttributes(display, window, &attributes) }
        return found.result != 0 && found.errors.isEmpty && attributes.map_state == IsViewable
    }

    private func children(of window: Window) -> [Window] {
        var root: Window = 0
        var parent: Window = 0
        var list: UnsafeMutablePointer<Window>? = nil
        var count: UInt32 = 0
        let queried = connection.trappingErrors { XQueryTree(display, window, &root, &parent, &list, &count) }
        guard queried.result != 0, queried.errors.isEmpty, let list else { return [] }
        defer { XFree(list) }
        return Array(UnsafeBufferPointer(start: list, count: Int(count)))
    }
}
