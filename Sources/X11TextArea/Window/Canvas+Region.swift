import CX11
import TextAreaCore

extension Canvas {
    /// Limits all drawing to `region` (whole-pixel, disjoint rectangles) until the next clip or ``removeClip()``; an
    /// empty region lets nothing through.
    func clip(to region: DirtyRegion) {
        var rectangles = region.rects.map { rect in
            XRectangle(
                x: rect.minX.roundedInt16, y: rect.minY.roundedInt16,
                width: rect.width.roundedUInt16, height: rect.height.roundedUInt16)
        }
        XftDrawSetClipRectangles(draw, 0, 0, &rectangles, Int32(rectangles.count))
    }
}
