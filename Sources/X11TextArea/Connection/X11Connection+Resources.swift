import CX11

extension X11Connection {
    /// The `Xft.dpi` resource from the server's resource database (as set by `xrdb`), held to ``ScaleLimits/dpi``, or nil when it is absent or not a positive number.
    ///
    /// Read from the `RESOURCE_MANAGER` property Xlib fetched when the
    /// display was opened.
    public var xftDPIResource: Double? {
        guard let resources = XResourceManagerString(display) else { return nil }
        return Self.xftDPI(inResources: resources)
    }

    /// The `Xft.dpi` resource as the root window's `RESOURCE_MANAGER` property holds it now (after any `xrdb` since the display was opened), held to ``ScaleLimits/dpi``, or nil when it is absent or not a positive number.
    public func currentXftDPIResource() -> Double? {
        let property = XInternAtom(display, "RESOURCE_MANAGER", 0)
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>? = nil
        // The database is text; 16 MB (4 Mi longs) is far more than any desktop sets.
        guard
            XGetWindowProperty(
                display, rootWindow, property, 0, 4 << 20, 0, XA_STRING, &type, &format, &count, &remaining,
                &data) == Success, let data
        else { return nil }
        defer { XFree(data) }
        guard format == 8, count > 0 else { return nil }
        let text = String(decoding: UnsafeBufferPointer(start: data, count: Int(count)), as: UTF8.self)
        return text.withCString { Self.xftDPI(inResources: $0) }
    }

    /// The `Xft.dpi` resource of a resource database in text form, held to ``ScaleLimits/dpi``, or nil when it is absent or not a positive number.
    static func xftDPI(inResources resources: UnsafePointer<CChar>) -> Double? {
        XrmInitialize()
        guard let database = XrmGetStringDatabase(resources) else { return nil }
        defer { XrmDestroyDatabase(database) }
        var type: UnsafeMutablePointer<CChar>? = nil
        var value = XrmValue()
        guard XrmGetResource(database, "Xft.dpi", "Xft.Dpi", &type, &value) != 0,
            let address = value.addr
        else { return nil }
        let text = String(cString: address).trimmingSpaces
        guard let dpi = Double(text) else { return nil }
        return ScaleLimits.clampedDPI(dpi, source: "Xft.dpi:")
    }

    /// The resolution fonts are scaled for: `Xft.dpi` when set, otherwise 96.
    public var fontDPI: Double { xftDPIResource ?? 96 }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
