import CX11

extension X11Connection {
    /// The `Xft.dpi` resource from the server's resource database (as set by `xrdb`), or nil when it is absent or not a positive number.
    ///
    /// Read from the `RESOURCE_MANAGER` property Xlib fetched when the
    /// display was opened.
    public var xftDPIResource: Double? {
        guard let resources = XResourceManagerString(display) else { return nil }
        XrmInitialize()
        guard let database = XrmGetStringDatabase(resources) else { return nil }
        defer { XrmDestroyDatabase(database) }
        var type: UnsafeMutablePointer<CChar>? = nil
        var value = XrmValue()
        guard XrmGetResource(database, "Xft.dpi", "Xft.Dpi", &type, &value) != 0,
            let address = value.addr
        else { return nil }
        let text = String(cString: address).trimmingSpaces
        guard let dpi = Double(text), dpi > 0, dpi.isFinite else { return nil }
        return dpi
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
