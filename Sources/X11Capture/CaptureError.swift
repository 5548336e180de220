/// A failure to read pixels back from the X server.
public enum CaptureError: Error, Equatable, CustomStringConvertible {
    /// A drawable's pixel format cannot be converted to RGB (only 24- and 32-bit TrueColor can).
    case unsupportedPixelFormat(depth: Int, bitsPerPixel: Int)
    /// Reading pixels back from the server failed.
    case captureFailed(reason: String)

    /// One line saying what failed.
    public var description: String {
        switch self {
        case .unsupportedPixelFormat(let depth, let bitsPerPixel):
            return "cannot read pixels of depth \(depth) at \(bitsPerPixel) bits per pixel: "
                + "only 24- and 32-bit TrueColor drawables are supported."
        case .captureFailed(let reason):
            return "reading pixels from the X server failed: \(reason)"
        }
    }
}
