import CX11
import TextAreaCore

@testable import X11TextArea

/// The windows another client put over or inside a window of the demo's: what an input method server draws over-the-spot preedit in.
extension X11Connection {
    /// The viewable windows inside `window` (the demo draws into its top-level window only, so any child is another client's) and the viewable top-level windows other than `window` and `excluded`, with their rectangles on the screen.
    func windowsOfOtherClients(over window: Window, excluding excluded: Set<Window> = [])
        -> [(window: Window, frame: Rect)]
    {
        var found: [(window: Window, frame: Rect)] = []
        for child in children(of: window) + children(of: rootWindow)
        where child != window && !excluded.contains(child) {
            if let frame = viewableFrame(of: child) { found.append((child, frame)) }
        }
        return found
    }

    /// The children of `window`, bottom to top.
    func children(of window: Window) -> [Window] {
        var root = Window(0)
        var parent = Window(0)
        var list: UnsafeMutablePointer<Window>? = nil
        var count: UInt32 = 0
        guard XQueryTree(display, window, &root, &parent, &list, &count) != 0, let list else { return [] }
        defer { XFree(list) }
        return Array(UnsafeBufferPointer(start: list, count: Int(count)))
    }

    /// The rectangle of `window` in root coordinates, or nil when it is not viewable.
    func viewableFrame(of window: Window) -> Rect? {
        var attributes = XWindowAttributes()
        guard XGetWindowAttributes(display, window, &attributes) != 0, attributes.map_state == IsViewable else {
            return nil
        }
        var x: Int32 = 0
        var y: Int32 = 0
        var child = Window(0)
        XTranslateCoordinates(display, window, rootWindow, 0, 0, &x, &y, &child)
        return Rect(x: Double(x), y: Double(y), width: Double(attributes.width), height: Double(attributes.height))
    }
}
