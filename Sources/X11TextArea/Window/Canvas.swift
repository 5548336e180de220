import CX11
import TextAreaCore

/// Drawing primitives on an Xft surface in window coordinates: filled rectangles, outlines, text and clipping.
///
/// Rectangles are snapped to whole pixels by rounding their edges, so two
/// rectangles that share an edge in fractional coordinates never overlap or
/// leave a gap. Fills replace the pixels (`XftDrawRect` draws with
/// XRender's `Src` operator), so their colours should be opaque; text is
/// blended over what is there.
struct Canvas {
    /// The Xft drawing surface (`XftDraw *`).
    let draw: OpaquePointer
    /// The painter that draws text exactly as the measurer measures it.
    let painter: XftTextPainter
    /// The span of x the surface shows; glyphs far outside it are not sent (see ``XftTextPainter/queue(_:font:x:baseline:isRightToLeft:visibleX:)``).
    var visibleX: ClosedRange<Double>
    /// The box drawing is clipped to, when a frame redraws only part of the surface: fills are cut to it and left
    /// out when they miss it, so the server is sent no drawing it would clip away.
    var limit: Rect? = nil
    /// The masks that draw wavy underlines in one request (see ``fillWave(_:from:to:top:color:)``); without them a
    /// wave is drawn as its rectangles.
    var waveMasks: WaveMasks? = nil

    /// Fills `rect` with `color`.
    func fill(_ rect: Rect, color: Color) {
        guard let area = pixels(of: rect) else { return }
        var xftColor = painter.xftColor(for: color)
        XftDrawRect(draw, &xftColor, Int32(area.x), Int32(area.y), UInt32(area.width), UInt32(area.height))
    }

    /// The whole pixels `rect` covers, cut to ``limit``; nil when none are left.
    private func pixels(of rect: Rect) -> XRectangle? {
        var left = Int(rect.minX.roundedInt32)
        var top = Int(rect.minY.roundedInt32)
        var right = Int(rect.maxX.roundedInt32)
        var bottom = Int(rect.maxY.roundedInt32)
        if let limit {
            // The clip is snapped outwards to whole pixels, so the cut fill covers every pixel the clip lets through.
            left = max(left, Int(limit.minX.rounded(.down)))
            top = max(top, Int(limit.minY.rounded(.down)))
            right = min(right, Int(limit.maxX.rounded(.up)))
            bottom = min(bottom, Int(limit.maxY.rounded(.up)))
        }
        guard right > left, bottom > top else { return nil }
        return XRectangle(
            x: Int16(clamping: left), y: Int16(clamping: top), width: UInt16(clamping: right - left),
            height: UInt16(clamping: bottom - top))
    }

    /// Fills each of `rects` with `color`, in one request: a wavy underline is dozens of small rectangles, which
    /// one by one would be a request each.
    func fill(_ rects: [Rect], color: Color) {
        var areas: [XRectangle] = []
        areas.reserveCapacity(rects.count)
        for rect in rects {
            if let area = pixels(of: rect) { areas.append(area) }
        }
        guard !areas.isEmpty else { return }
        // Without a picture (no RENDER) Xft fills with the core protocol: rectangle by rectangle, as `fill(_:color:)`.
        let picture = XftDrawPicture(draw)
        guard picture != 0 else {
            for area in areas {
                fill(
                    Rect(x: Double(area.x), y: Double(area.y), width: Double(area.width), height: Double(area.height)),
                    color: color)
            }
            return
        }
        var xftColor = painter.xftColor(for: color)
        // `XftDrawRect`'s operator: the rectangles replace the pixels under the surface's clip.
        XRenderFillRectangles(XftDrawDisplay(draw), PictOpSrc, picture, &xftColor.color, &areas, Int32(areas.count))
    }

    /// Draws the wave of `shape` from `minX` to `maxX` (rounded to whole columns) in `color`, its highest pixels at
    /// `top`, its phase following the window's x: one request through a repeating mask of one period, when the
    /// colour is opaque and a mask can be made, else its rectangles (see ``fill(_:color:)-([Rect],_)``).
    func fillWave(_ shape: WaveShape, from minX: Double, to maxX: Double, top: Double, color: Color) {
        let picture = XftDrawPicture(draw)
        var xftColor = painter.xftColor(for: color)
        // Xft keeps the solid source of each colour it is asked for, as it does for text.
        guard color.alpha == 1, picture != 0, let mask = waveMasks?.mask(for: shape),
            case let source = XftDrawSrcPicture(draw, &xftColor), source != 0
        else {
            fill(shape.rects(from: minX, to: maxX, top: top), color: color)
            return
        }
        let left = minX.rounded()
        let right = maxX.rounded()
        let rowTop = top.rounded()
        guard right > left, let area = pixels(of: Rect(x: left, y: rowTop, width: right - left, height: shape.height))
        else { return }
        // Over, not Src: the mask's empty pixels leave what is there; its full ones take the opaque colour, as a fill.
        XRenderComposite(
            XftDrawDisplay(draw), PictOpOver, source, mask, picture, 0, 0, Int32(area.x),
            Int32(area.y) - Int32(rowTop), Int32(area.x), Int32(area.y), UInt32(area.width), UInt32(area.height))
    }

    /// Draws an outline `width` pixels wide (1 by default) just inside `rect`.
    func stroke(_ rect: Rect, color: Color, width: Double = 1) {
        fill(Rect(x: rect.minX, y: rect.minY, width: rect.width, height: width), color: color)
        fill(Rect(x: rect.minX, y: rect.maxY - width, width: rect.width, height: width), color: color)
        fill(Rect(x: rect.minX, y: rect.minY + width, width: width, height: rect.height - 2 * width), color: color)
        fill(
            Rect(x: rect.maxX - width, y: rect.minY + width, width: width, height: rect.height - 2 * width),
            color: color)
    }

    /// Draws a UTF-8 run with its left edge at `x` and its baseline at `baseline`; returns its advance.
    @discardableResult
    func drawText(
        _ utf8: UnsafeBufferPointer<UInt8>, font: TextAreaCore.Font, x: Double, baseline: Double,
        color: Color
    ) -> Double {
        painter.draw(utf8, font: font, x: x, baseline: baseline, color: color, on: draw, visibleX: visibleX)
    }

    /// Draws `text` with its left edge at `x` and its baseline at `baseline`; returns its advance.
    @discardableResult
    func drawText(_ text: String, font: TextAreaCore.Font, x: Double, baseline: Double, color: Color) -> Double {
        var copy = text
        return copy.withUTF8 { drawText($0, font: font, x: x, baseline: baseline, color: color) }
    }

    /// Limits all drawing to `rect` (snapped to whole pixels) until ``removeClip()``.
    func clip(to rect: Rect) {
        let left = rect.minX.rounded()
        let top = rect.minY.rounded()
        var area = XRectangle(
            x: left.roundedInt16, y: top.roundedInt16,
            width: (rect.maxX.rounded() - left).roundedUInt16, height: (rect.maxY.rounded() - top).roundedUInt16)
        XftDrawSetClipRectangles(draw, 0, 0, &area, 1)
    }

    /// Lets drawing reach the whole surface again.
    func removeClip() {
        XftDrawSetClip(draw, nil)
    }
}
