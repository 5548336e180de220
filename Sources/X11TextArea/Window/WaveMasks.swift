import CX11
import TextAreaCore

/// The shape of a wavy underline, in pixels: the length of one wave, how far it swings each side of its middle, and
/// how thick its line is.
struct WaveShape: Hashable {
    var period: Int
    var amplitude: Double
    var thickness: Double

    /// The height of the band the line swings in.
    var height: Double { 2 * amplitude + thickness }

    /// Whether a mask of one period draws the wave exactly: its swing and thickness are whole pixels.
    var isWholePixels: Bool { amplitude == amplitude.rounded() && thickness == thickness.rounded() && period > 0 }

    /// The rectangles of the wave from `minX` to `maxX` with its highest pixels at `top` (see
    /// `TextAreaView.wavyUnderline(from:to:top:amplitude:period:thickness:)`).
    func rects(from minX: Double, to maxX: Double, top: Double) -> [Rect] {
        TextAreaView.wavyUnderline(
            from: minX, to: maxX, top: top, amplitude: amplitude, period: Double(period), thickness: thickness)
    }
}

/// One period of each wave drawn, as an alpha mask the server repeats along a whole underline.
///
/// A wavy underline is a rectangle per pixel column (the line climbs or
/// falls a pixel from one column to the next): a word of 700 pixels would
/// be 700 rectangles for the window to make and the server to fill, on
/// every frame that redraws the word. Through a repeating mask it is one
/// request, however long, with the same pixels.
final class WaveMasks {
    private let connection: X11Connection
    private let drawable: Drawable
    /// The masks made so far: a window draws its waves in one or two shapes (one per scale).
    private var masks: [(shape: WaveShape, pixmap: Pixmap, picture: Picture)] = []
    /// The most masks kept; past it, the oldest is freed.
    private static let limit = 4

    /// Masks made on the server of `connection`, for drawables on the screen of `drawable`.
    init(connection: X11Connection, drawable: Drawable) {
        self.connection = connection
        self.drawable = drawable
    }

    deinit {
        guard !connection.isConnectionLost else { return }
        for mask in masks { free(mask) }
    }

    /// The repeating 8-bit alpha mask of one period of `shape`, its first column at x = 0 of the wave's phase; nil
    /// when the shape is not in whole pixels or the server has no 8-bit alpha format.
    func mask(for shape: WaveShape) -> Picture? {
        for mask in masks where mask.shape == shape { return mask.picture }
        guard shape.isWholePixels, shape.period <= 256, shape.height <= 256 else { return nil }
        let display = connection.display
        guard let format = XRenderFindStandardFormat(display, Int32(PictStandardA8)) else { return nil }
        let width = UInt32(shape.period)
        let height = UInt32(shape.height)
        let pixmap = XCreatePixmap(display, drawable, width, height, 8)
        var attributes = XRenderPictureAttributes()
        attributes.repeat = RepeatNormal
        let picture = XRenderCreatePicture(display, pixmap, format, UInt(CPRepeat), &attributes)
        var clear = XRenderColor(red: 0, green: 0, blue: 0, alpha: 0)
        XRenderFillRectangle(display, PictOpSrc, picture, &clear, 0, 0, width, height)
        var opaque = XRenderColor(red: 0xFFFF, green: 0xFFFF, blue: 0xFFFF, alpha: 0xFFFF)
        for rect in shape.rects(from: 0, to: Double(shape.period), top: 0) {
            XRenderFillRectangle(
                display, PictOpSrc, picture, &opaque, rect.minX.roundedInt32, rect.minY.roundedInt32,
                rect.width.roundedUInt32, rect.height.roundedUInt32)
        }
        if masks.count >= Self.limit { free(masks.removeFirst()) }
        masks.append((shape, pixmap, picture))
        return picture
    }

    private func free(_ mask: (shape: WaveShape, pixmap: Pixmap, picture: Picture)) {
        XRenderFreePicture(connection.display, mask.picture)
        XFreePixmap(connection.display, mask.pixmap)
    }
}
