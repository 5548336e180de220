import CX11
import Glibc

extension TextAreaWindow {
    /// The connection's atom table.
    var atoms: X11Atoms { connection.atoms }

    /// The smallest size the window manager should allow, in pixels.
    static let minimumSize = (width: 160, height: 120)

    /// Sets the title (UTF-8 `_NET_WM_NAME` and `WM_NAME`), `WM_CLASS`, `WM_CLIENT_MACHINE`, `_NET_WM_PID`, size and input hints, and the protocols.
    func setProperties(title: String, instanceName: String, className: String) {
        let display = connection.display
        let sizeHints = XAllocSizeHints()
        let wmHints = XAllocWMHints()
        let classHints = XAllocClassHint()
        defer {
            XFree(sizeHints)
            XFree(wmHints)
            XFree(classHints)
        }
        if let sizeHints {
            sizeHints.pointee.flags = PMinSize | PSize
            sizeHints.pointee.min_width = Int32(Self.minimumSize.width)
            sizeHints.pointee.min_height = Int32(Self.minimumSize.height)
            sizeHints.pointee.width = size.width.roundedInt32
            sizeHints.pointee.height = size.height.roundedInt32
        }
        if let wmHints {
            wmHints.pointee.flags = InputHint | StateHint
            wmHints.pointee.input = 1
            wmHints.pointee.initial_state = NormalState
        }
        let instance = strdup(instanceName)
        let classText = strdup(className)
        defer {
            free(instance)
            free(classText)
        }
        classHints?.pointee.res_name = instance
        classHints?.pointee.res_class = classText
        // Sets WM_NAME and WM_ICON_NAME (as STRING or COMPOUND_TEXT), WM_CLASS,
        // WM_CLIENT_MACHINE, WM_LOCALE_NAME and the hints.
        Xutf8SetWMProperties(display, windowID, title, title, nil, 0, sizeHints, wmHints, classHints)
        setTitle(title)
        var processID = Int(getpid())
        withUnsafeBytes(of: &processID) { bytes in
            _ = XChangeProperty(
                display, windowID, atoms.netWMPID, XA_CARDINAL, 32, PropModeReplace,
                bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
        }
        var protocols = [atoms.wmDeleteWindow, atoms.netWMPing]
        XSetWMProtocols(display, windowID, &protocols, Int32(protocols.count))
    }

    /// Changes the window's title: UTF-8 `_NET_WM_NAME` and `_NET_WM_ICON_NAME`, and `WM_NAME` for older window managers.
    public func setTitle(_ title: String) {
        let display = connection.display
        var bytes = Array(title.utf8)
        for property in [atoms.netWMName, atoms.netWMIconName] {
            bytes.withUnsafeMutableBufferPointer { buffer in
                _ = XChangeProperty(
                    display, windowID, property, atoms.utf8String, 8, PropModeReplace,
                    buffer.baseAddress, Int32(buffer.count))
            }
        }
        Xutf8SetWMProperties(display, windowID, title, title, nil, 0, nil, nil, nil)
        accessible?.setTitle(title)
    }
}
