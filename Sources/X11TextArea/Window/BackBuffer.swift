import CX11
import StandardStreams
import TextAreaCore

/// The off-screen pixmap a window draws each frame into, whose changed parts are copied to the window with `XCopyArea`.
///
/// The pixmap has the window's size and depth; ``resize(width:height:)``
/// replaces it when the window's size changes. Its contents are undefined
/// until a frame is drawn.
///
/// A server may refuse a pixmap as large as a huge window (`BadAlloc`: a
/// 10000 × 10000 window needs 400 MB). The refusal is reported once on
/// standard error and the buffer falls back to the screen's size, then to
/// halves of it, until the server accepts one: frames are then drawn into
/// the smaller buffer, which covers the window's top-left corner, and
/// nothing else goes wrong.
final class BackBuffer {
    let connection: X11Connection
    let window: Window
    private(set) var pixmap: Pixmap
    /// The Xft drawing surface on ``pixmap``.
    private(set) var draw: OpaquePointer
    /// The size of the pixmap, which is the size asked for unless the server refused that.
    private(set) var width: Int
    private(set) var height: Int
    /// The size last asked for: the window's.
    private(set) var requestedWidth: Int
    private(set) var requestedHeight: Int
    /// How many pixmaps the server refused so far.
    private(set) var refusedCount = 0
    private let copyContext: GC

    init(connection: X11Connection, window: Window, width: Int, height: Int) {
        self.connection = connection
        self.window = window
        requestedWidth = max(width, 1)
        requestedHeight = max(height, 1)
        let display = connection.display
        // Copies never generate GraphicsExpose/NoExpose events.
        var values = XGCValues()
        values.graphics_exposures = 0
        copyContext = XCreateGC(display, window, UInt(GCGraphicsExposures), &values)
        var refused = 0
        let made = Self.allocate(
            connection: connection, window: window, width: requestedWidth,
            height: requestedHeight, refused: &refused)
        refusedCount = refused
        pixmap = made.pixmap
        self.width = made.width
        self.height = made.height
        draw = XftDrawCreate(display, pixmap, connection.defaultVisual, connection.defaultColormap)
    }

    deinit {
        guard !connection.isConnectionLost else { return }
        XftDrawDestroy(draw)
        XFreePixmap(connection.display, pixmap)
        XFreeGC(connection.display, copyContext)
    }

    /// Replaces the pixmap with one of the new size (or the largest the server grants); the contents are undefined until the next frame.
    func resize(width newWidth: Int, height newHeight: Int) {
        let clampedWidth = max(newWidth, 1)
        let clampedHeight = max(newHeight, 1)
        guard clampedWidth != requestedWidth || clampedHeight != requestedHeight else { return }
        requestedWidth = clampedWidth
        requestedHeight = clampedHeight
        let made = Self.allocate(
            connection: connection, window: window, width: clampedWidth, height: clampedHeight,
            refused: &refusedCount)
        XftDrawChange(draw, made.pixmap)
        XFreePixmap(connection.display, pixmap)
        pixmap = made.pixmap
        width = made.width
        height = made.height
    }

    /// Copies the whole buffer to the window.
    func copyToWindow() {
        copyToWindow([Rect(x: 0, y: 0, width: Double(width), height: Double(height))])
    }

    /// Copies `rects` (whole pixels, inside the buffer) to the same place in the window: one `XCopyArea` request each.
    func copyToWindow(_ rects: [Rect]) {
        for rect in rects {
            XCopyArea(
                connection.display, pixmap, window, copyContext, rect.minX.roundedInt32, rect.minY.roundedInt32,
                rect.width.roundedUInt32, rect.height.roundedUInt32, rect.minX.roundedInt32, rect.minY.roundedInt32)
        }
    }

    /// Moves the pixels of `move.source` inside the buffer by `move.distance` (one `XCopyArea` request).
    func move(_ move: PixelMove) {
        let source = move.source
        XCopyArea(
            connection.display, pixmap, pixmap, copyContext, source.minX.roundedInt32, source.minY.roundedInt32,
            source.width.roundedUInt32, source.height.roundedUInt32, move.destination.minX.roundedInt32,
            source.minY.roundedInt32)
    }

    /// Creates a pixmap of the size asked for, or, when the server refuses it, of the screen's size and then halves of that; reports a refusal on standard error.
    ///
    /// Each attempt waits for the server's answer (one round trip), so a
    /// refusal is known before anything is drawn into a pixmap that does not
    /// exist.
    private static func allocate(
        connection: X11Connection, window: Window, width: Int, height: Int,
        refused: inout Int
    ) -> (pixmap: Pixmap, width: Int, height: Int) {
        let display = connection.display
        let depth = UInt32(connection.defaultDepth)
        var candidate = (width: width, height: height)
        var firstRefusal: X11ProtocolError?
        while true {
            let (pixmap, errors) = connection.trappingErrors {
                XCreatePixmap(display, window, UInt32(candidate.width), UInt32(candidate.height), depth)
            }
            if errors.isEmpty || (candidate.width == 1 && candidate.height == 1) {
                if let firstRefusal {
                    StandardError.writeLine(
                        "cannot allocate a \(width)×\(height) back buffer (\(firstRefusal.errorText)); "
                            + "drawing into \(candidate.width)×\(candidate.height)")
                }
                return (pixmap, candidate.width, candidate.height)
            }
            if firstRefusal == nil {
                firstRefusal = errors[0]
                refused += 1
            }
            if candidate.width > connection.screenWidth || candidate.height > connection.screenHeight {
                candidate = (
                    min(candidate.width, connection.screenWidth), min(candidate.height, connection.screenHeight)
                )
            } else {
                candidate = (max(candidate.width / 2, 1), max(candidate.height / 2, 1))
            }
        }
    }
}
