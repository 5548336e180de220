import CX11

/// The off-screen pixmap a window draws each frame into, copied to the window in one `XCopyArea`.
///
/// The pixmap has the window's size and depth; ``resize(width:height:)``
/// replaces it when the window's size changes. Its contents are undefined
/// until a frame is drawn.
final class BackBuffer {
    let connection: X11Connection
    let window: Window
    private(set) var pixmap: Pixmap
    /// The Xft drawing surface on ``pixmap``.
    private(set) var draw: OpaquePointer
    private(set) var width: Int
    private(set) var height: Int
    private let copyContext: GC

    init(connection: X11Connection, window: Window, width: Int, height: Int) {
        self.connection = connection
        self.window = window
        self.width = max(width, 1)
        self.height = max(height, 1)
        let display = connection.display
        pixmap = XCreatePixmap(display, window, UInt32(self.width), UInt32(self.height), UInt32(connection.defaultDepth))
        draw = XftDrawCreate(display, pixmap, connection.defaultVisual, connection.defaultColormap)
        // Copies never generate GraphicsExpose/NoExpose events.
        var values = XGCValues()
        values.graphics_exposures = 0
        copyContext = XCreateGC(display, window, UInt(GCGraphicsExposures), &values)
    }

    deinit {
        guard !connection.isConnectionLost else { return }
        XftDrawDestroy(draw)
        XFreePixmap(connection.display, pixmap)
        XFreeGC(connection.display, copyContext)
    }

    /// Replaces the pixmap with one of the new size; the contents are undefined until the next frame.
    func resize(width newWidth: Int, height newHeight: Int) {
        let clampedWidth = max(newWidth, 1)
        let clampedHeight = max(newHeight, 1)
        guard clampedWidth != width || clampedHeight != height else { return }
        let display = connection.display
        let replacement = XCreatePixmap(display, window, UInt32(clampedWidth), UInt32(clampedHeight),
                                        UInt32(connection.defaultDepth))
        XftDrawChange(draw, replacement)
        XFreePixmap(display, pixmap)
        pixmap = replacement
        width = clampedWidth
        height = clampedHeight
    }

    /// Copies the whole buffer to the window: one `XCopyArea` request.
    func copyToWindow() {
        XCopyArea(connection.display, pixmap, window, copyContext, 0, 0, UInt32(width), UInt32(height), 0, 0)
    }
}
