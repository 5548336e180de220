import CX11
import TextAreaCore

/// Draws UTF-8 text onto an `XftDraw` with the same font segments the measurer measures, so drawn and measured widths agree.
///
/// Colours are allocated once each and freed when the painter goes away.
/// Like every X11 object, a painter stays on the thread of its connection.
public final class XftTextPainter {
    /// The measurer whose fonts and segments are drawn.
    public let measurer: XftMeasurer

    private let visual: UnsafeMutablePointer<Visual>
    private let colormap: Colormap
    private var colors: [Color: XftColor] = [:]

    /// Creates a painter for drawables of `visual` and `colormap` (the screen's defaults when nil).
    public init(measurer: XftMeasurer, visual: UnsafeMutablePointer<Visual>? = nil, colormap: Colormap? = nil) {
        self.measurer = measurer
        self.visual = visual ?? measurer.connection.defaultVisual
        self.colormap = colormap ?? measurer.connection.defaultColormap
    }

    deinit {
        let display = measurer.connection.display
        for var color in colors.values { XftColorFree(display, visual, colormap, &color) }
    }

    /// Draws a UTF-8 run with its left edge at `x` and its baseline at `baseline`; returns its advance width.
    ///
    /// Controls (tabs, line breaks) are skipped, as the measurer gives them
    /// no width. Coordinates are rounded to whole pixels once, at the start
    /// of the run.
    @discardableResult
    public func draw(
        _ utf8: UnsafeBufferPointer<UInt8>, font: TextAreaCore.Font, x: Double, baseline: Double,
        color: Color, on target: OpaquePointer
    ) -> Double {
        guard utf8.count > 0, let base = utf8.baseAddress else { return 0 }
        var xftColor = self.xftColor(for: color)
        let left = Int32(x.rounded())
        let y = Int32(baseline.rounded())
        var advance = 0.0
        for segment in measurer.segments(of: utf8, font: font) {
            XftDrawStringUtf8(
                target, &xftColor, segment.font, left + Int32(segment.offset), y,
                base + segment.byteRange.lowerBound, Int32(segment.byteRange.count))
            advance = segment.offset + segment.advance
        }
        return advance
    }

    /// Draws `string` with its left edge at `x` and its baseline at `baseline`; returns its advance width.
    @discardableResult
    public func draw(
        _ string: String, font: TextAreaCore.Font, x: Double, baseline: Double,
        color: Color, on target: OpaquePointer
    ) -> Double {
        var copy = string
        return copy.withUTF8 { draw($0, font: font, x: x, baseline: baseline, color: color, on: target) }
    }

    /// The Xft colour for `color`, allocated on first use (alpha premultiplied, as XRender expects).
    func xftColor(for color: Color) -> XftColor {
        if let existing = colors[color] { return existing }
        func channel(_ value: Double) -> UInt16 { UInt16((value * color.alpha * 65535).rounded()) }
        var renderColor = XRenderColor(
            red: channel(color.red), green: channel(color.green),
            blue: channel(color.blue), alpha: UInt16((color.alpha * 65535).rounded()))
        var allocated = XftColor()
        XftColorAllocValue(measurer.connection.display, visual, colormap, &renderColor, &allocated)
        colors[color] = allocated
        return allocated
    }
}

@available(*, unavailable, message: "X11 objects must stay on the thread that opened the display")
extension XftTextPainter: Sendable {}
