import CX11
import Glibc
import StandardStreams
import Synchronization

extension X11Connection {
    /// The most of the resource database read, in bytes: 1 MiB, a hundred times what a desktop sets.
    ///
    /// Any client can write the root window's `RESOURCE_MANAGER`; a database of
    /// megabytes took seconds to read and parse whole at each change, and the
    /// window answered nothing meanwhile. Past this limit the rest is left
    /// unread, and the first time that happens one line on standard error says so.
    public static let resourceDatabaseReadLimit = 1 << 20

    /// The `Xft.dpi` resource from the server's resource database (as set by `xrdb`), held to ``ScaleLimits/dpi``, or nil when it is absent or not a positive number.
    ///
    /// Read from the `RESOURCE_MANAGER` property Xlib fetched when the
    /// display was opened, its first ``resourceDatabaseReadLimit`` bytes.
    public var xftDPIResource: Double? {
        guard let resources = XResourceManagerString(display) else { return nil }
        let length = strnlen(resources, Self.resourceDatabaseReadLimit)
        if length == Self.resourceDatabaseReadLimit && resources[length] != 0 { Self.warnOfLargeDatabase() }
        return resources.withMemoryRebound(to: UInt8.self, capacity: length) {
            Self.xftDPI(inResources: UnsafeBufferPointer(start: $0, count: length))
        }
    }

    /// The `Xft.dpi` resource as the root window's `RESOURCE_MANAGER` property holds it now (after any `xrdb` since the display was opened), held to ``ScaleLimits/dpi``, or nil when it is absent or not a positive number.
    ///
    /// Reads at most ``resourceDatabaseReadLimit`` bytes of the property.
    public func currentXftDPIResource() -> Double? {
        guard
            let read = WindowProperty.read(
                display: display, window: rootWindow, property: atoms.resourceManager, byteOffset: 0,
                maximumBytes: Self.resourceDatabaseReadLimit),
            read.type == XA_STRING, read.format == 8, !read.bytes.isEmpty
        else { return nil }
        if read.bytesAfter > 0 { Self.warnOfLargeDatabase() }
        return read.bytes.withUnsafeBufferPointer { Self.xftDPI(inResources: $0) }
    }

    /// The `Xft.dpi` resource of a resource database in text form, held to ``ScaleLimits/dpi``, or nil when it is absent or not a positive number.
    ///
    /// Read as Xft reads it (see `ResourceLines.xftValue(_:in:)`).
    static func xftDPI(inResources resources: UnsafeBufferPointer<UInt8>) -> Double? {
        guard let text = ResourceLines.xftValue("dpi", in: resources), let dpi = Double(text) else { return nil }
        return ScaleLimits.clampedDPI(dpi, source: "Xft.dpi:")
    }

    /// The resolution fonts are scaled for: `Xft.dpi` when set, otherwise 96.
    public var fontDPI: Double { xftDPIResource ?? 96 }

    /// Whether the database was found larger than ``resourceDatabaseReadLimit`` before, so it is said once.
    private static let warnedOfLargeDatabase = Atomic<Bool>(false)

    private static func warnOfLargeDatabase() {
        guard !warnedOfLargeDatabase.exchange(true, ordering: .relaxed) else { return }
        StandardError.writeLine(
            "the resource database (RESOURCE_MANAGER) is larger than \(resourceDatabaseReadLimit >> 20) MiB; "
                + "only its first \(resourceDatabaseReadLimit >> 20) MiB are read")
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
