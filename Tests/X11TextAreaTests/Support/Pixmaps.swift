import CX11
import X11Capture

@testable import X11TextArea

/// A pixmap of the screen's depth filled with one colour, with an XftDraw on it, freed on deinit.
final class TestCanvas {
    let connection: X11Connection
    let pixmap: Pixmap
    let draw: OpaquePointer
    let width: Int
    let height: Int

    init(connection: X11Connection, width: Int, height: Int, background: UInt) {
        self.connection = connection
        self.width = width
        self.height = height
        let display = connection.display
        pixmap = XCreatePixmap(
            display, connection.rootWindow, UInt32(width), UInt32(height),
            UInt32(connection.defaultDepth))
        draw = XftDrawCreate(display, pixmap, connection.defaultVisual, connection.defaultColormap)
        fill(x: 0, y: 0, width: width, height: height, pixel: background)
    }

    deinit {
        XftDrawDestroy(draw)
        XFreePixmap(connection.display, pixmap)
    }

    /// Fills a rectangle with a raw pixel value (0xRRGGBB on a 24-bit TrueColor screen).
    func fill(x: Int, y: Int, width: Int, height: Int, pixel: UInt) {
        let display = connection.display
        let context = XCreateGC(display, pixmap, 0, nil)
        XSetForeground(display, context, pixel)
        XFillRectangle(display, pixmap, context, Int32(x), Int32(y), UInt32(width), UInt32(height))
        XFreeGC(display, context)
    }

    func capture() throws -> RGBImage {
        connection.sync()
        return try connection.captureImage(of: pixmap)
    }
}

extension RGBPixel {
    /// Whether every channel is below the middle: ink of dark text on a light background.
    var isDark: Bool { red < 128 && green < 128 && blue < 128 }
}

extension RGBImage {
    /// The bounding box of the pixels matching `predicate`, or nil when none do.
    func bounds(where predicate: (RGBPixel) -> Bool) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var result: (minX: Int, minY: Int, maxX: Int, maxY: Int)? = nil
        for y in 0..<height {
            for x in 0..<width where predicate(pixel(x: x, y: y)) {
                if let current = result {
                    result = (min(current.minX, x), min(current.minY, y), max(current.maxX, x), max(current.maxY, y))
                } else {
                    result = (x, y, x, y)
                }
            }
        }
        return result
    }

    /// How many pixels in columns `columns` match `predicate`.
    func count(inColumns columns: Range<Int>, where predicate: (RGBPixel) -> Bool) -> Int {
        var total = 0
        for y in 0..<height {
            for x in columns where predicate(pixel(x: x, y: y)) { total += 1 }
        }
        return total
    }
}
