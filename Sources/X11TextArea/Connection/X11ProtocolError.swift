import CX11

/// A protocol error the X server reported for one request, such as `BadWindow`.
public struct X11ProtocolError: Hashable, Sendable, CustomStringConvertible {
    /// The error code (`BadWindow` is 3, `BadMatch` 8, ...).
    public var errorCode: Int
    /// The major opcode of the failed request.
    public var requestCode: Int
    /// The minor opcode of the failed request (for extension requests).
    public var minorCode: Int
    /// The resource the request named, such as a window or pixmap ID.
    public var resourceID: UInt
    /// The serial number of the failed request.
    public var serial: UInt
    /// Xlib's text for the error code, such as "BadWindow (invalid Window parameter)".
    public var errorText: String
    /// Xlib's name for the request, such as "X_GetImage", or its number when Xlib has no name.
    public var requestName: String

    /// Creates a record from its fields.
    public init(
        errorCode: Int, requestCode: Int, minorCode: Int, resourceID: UInt, serial: UInt,
        errorText: String, requestName: String
    ) {
        self.errorCode = errorCode
        self.requestCode = requestCode
        self.minorCode = minorCode
        self.resourceID = resourceID
        self.serial = serial
        self.errorText = errorText
        self.requestName = requestName
    }

    /// Reads an error event, asking Xlib for the error and request names.
    init(event: XErrorEvent, display: OpaquePointer?) {
        let code = Int(event.error_code)
        let request = Int(event.request_code)
        var buffer = [CChar](repeating: 0, count: 160)
        var text = "error \(code)"
        var name = "request \(request)"
        if let display {
            XGetErrorText(display, Int32(code), &buffer, Int32(buffer.count))
            text = Self.string(from: buffer, or: text)
            buffer = [CChar](repeating: 0, count: 160)
            XGetErrorDatabaseText(display, "XRequest", String(request), "", &buffer, Int32(buffer.count))
            name = Self.string(from: buffer, or: name)
        }
        self.init(
            errorCode: code, requestCode: request, minorCode: Int(event.minor_code),
            resourceID: UInt(event.resourceid), serial: UInt(event.serial),
            errorText: text, requestName: name)
    }

    /// One line: the error, the request, the resource and the serial number.
    public var description: String {
        let resource = "0x" + String(resourceID, radix: 16)
        return "X error: \(errorText); request \(requestName) (\(requestCode).\(minorCode)), "
            + "resource \(resource), serial \(serial)"
    }

    private static func string(from buffer: [CChar], or fallback: String) -> String {
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        let text = String(decoding: bytes, as: UTF8.self)
        return text.isEmpty ? fallback : text
    }
}
