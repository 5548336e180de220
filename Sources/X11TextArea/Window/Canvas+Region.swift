import CX11
import TextAreaCore

extension Canvas {
    /// Limits all drawing to `region` (whole-pixel, disjoint rectangles) until the next clip or ``removeClip()``; an
    /// empty region lets nothing through.
    func clip(to region: DirtyRegion) {
        var rectangles = region.rects.map { rect in
            XRectangle(
                x: Int16(clamping: Int(rect.minX)), y: Int16(clamping: Int(rect.minY)),
                width: UInt16(clamping: Int(rect.width)), height: UInt16(clamping: Int(rect.height)))
        }
        XftDrawSetClipRectangles(draw, 0, 0, &rectangles, Int32(rectangles.count))
    }
}
