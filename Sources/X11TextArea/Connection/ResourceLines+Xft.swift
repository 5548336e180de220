import CX11

extension ResourceLines {
    /// The value of the resource `Xft.<component>` in a resource database in text form, spaces trimmed, or nil when it is not set.
    ///
    /// Only the lines that can set it (see ``naming(_:in:)``) are handed to
    /// Xlib's resource manager, which settles precedence between them
    /// (`Xft.dpi`, `Xft*dpi`, `*dpi` …) as it does for Xft itself.
    static func xftValue(_ component: String, in resources: UnsafeBufferPointer<UInt8>) -> String? {
        var lines = naming(component, in: resources)
        guard !lines.isEmpty else { return nil }
        lines.append(0)
        XrmInitialize()
        let parsed = lines.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { XrmGetStringDatabase($0.baseAddress) }
        }
        guard let database = parsed else { return nil }
        defer { XrmDestroyDatabase(database) }
        var type: UnsafeMutablePointer<CChar>? = nil
        var value = XrmValue()
        let className = "Xft." + component.prefix(1).uppercased() + component.dropFirst()
        guard XrmGetResource(database, "Xft." + component, className, &type, &value) != 0,
            let address = value.addr
        else { return nil }
        return String(cString: address).trimmingSpaces
    }
}
