import CX11

/// What one `XGetWindowProperty` call returned.
package struct PropertyRead {
    /// The property's type, or 0 (None) when the property does not exist.
    package var type: Atom
    /// 8, 16 or 32; 0 when the property does not exist.
    package var format: Int32
    /// How many items of `format` bits were returned.
    package var itemCount: Int
    /// How many bytes of the property remain after the ones returned.
    package var bytesAfter: Int
    /// The data of a format-8 property.
    package var bytes: [UInt8]
    /// The data of a format-32 property, one value per item.
    package var values: [UInt]

    /// Whether the property exists.
    package var exists: Bool { type != 0 }
}

/// Reading and writing window properties: the one place the front end (selections, drops, resources, the accessibility bus) and the tools call `XGetWindowProperty`.
///
/// Xlib counts offsets and lengths of `XGetWindowProperty` in 32-bit units
/// whatever the format, and hands format-32 data over as C `long`s (8 bytes
/// on 64-bit Linux); these helpers hide both.
package enum WindowProperty {
    /// Reads up to `maximumBytes` of `property` on `window` from `byteOffset` (a multiple of 4), without deleting it.
    ///
    /// Returns nil when the request fails (for example `BadWindow` on
    /// another client's window that is gone).
    package static func read(
        display: OpaquePointer, window: Window, property: Atom,
        byteOffset: Int, maximumBytes: Int
    ) -> PropertyRead? {
        precondition(byteOffset % 4 == 0, "property offsets are counted in 32-bit units")
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>? = nil
        let status = XGetWindowProperty(
            display, window, property, byteOffset / 4, max(1, maximumBytes / 4), 0,
            Atom(AnyPropertyType), &type, &format, &count, &after, &data)
        defer { if let data { XFree(data) } }
        guard status == Success else { return nil }
        var result = PropertyRead(
            type: type, format: format, itemCount: Int(count), bytesAfter: Int(after),
            bytes: [], values: [])
        guard let data, count > 0 else { return result }
        switch format {
        case 8:
            result.bytes = Array(UnsafeBufferPointer(start: data, count: Int(count)))
        case 32:
            let longs = UnsafeRawPointer(data).assumingMemoryBound(to: UInt.self)
            result.values = (0..<Int(count)).map { UInt(UInt32(truncatingIfNeeded: longs[$0])) }
        default:
            break
        }
        return result
    }

    /// Replaces `property` on `window` with format-8 `bytes` of `type` (an empty slice writes a zero-length property).
    static func write(display: OpaquePointer, window: Window, property: Atom, type: Atom, bytes: ArraySlice<UInt8>) {
        if bytes.isEmpty {
            var placeholder: UInt8 = 0
            XChangeProperty(display, window, property, type, 8, PropModeReplace, &placeholder, 0)
            return
        }
        bytes.withUnsafeBufferPointer { buffer in
            _ = XChangeProperty(
                display, window, property, type, 8, PropModeReplace, buffer.baseAddress,
                Int32(buffer.count))
        }
    }

    /// Replaces `property` on `window` with format-32 `values` of `type` (atoms, integers).
    static func write(display: OpaquePointer, window: Window, property: Atom, type: Atom, values: [UInt]) {
        var longs = values.isEmpty ? [0] : values
        let count = Int32(values.count)
        longs.withUnsafeMutableBytes { raw in
            _ = XChangeProperty(
                display, window, property, type, 32, PropModeReplace,
                raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count)
        }
    }
}
