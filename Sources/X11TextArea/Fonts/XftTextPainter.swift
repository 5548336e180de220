import CX11
import TextAreaCore

/// Draws UTF-8 text onto an `XftDraw` as the measurer shapes it, glyph by glyph, so drawn and measured widths agree.
///
/// Colours are allocated once each and freed when the painter goes away.
/// Like every X11 object, a painter stays on the thread of its connection.
public final class XftTextPainter {
    /// The measurer whose fonts and segments are drawn.
    public let measurer: XftMeasurer

    private let visual: UnsafeMutablePointer<Visual>
    private let colormap: Colormap
    private var colors: [Color: XftColor] = [:]
    /// The colours asked for most recently, newest last: a frame draws with a few colours many times, and comparing
    /// against these is cheaper than hashing a colour for every fill and run.
    private var recentColors: [(color: Color, allocated: XftColor)] = []
    /// Glyphs queued for the next flush, and how many were left out, behind a pointer: a frame appends to them once
    /// per run, and each `inout` use of a stored property of the painter would cost a dynamic exclusivity check.
    private let queue: UnsafeMutablePointer<GlyphQueue>
    /// The number of glyphs drawn so far.
    package private(set) var drawnGlyphCount = 0
    /// The most glyphs handed to one `XftDrawGlyphFontSpec` call so far (at most ``glyphsPerRequest``).
    package private(set) var largestGlyphBatch = 0
    /// The glyphs shaped but left out so far because they lay outside the visible span they were queued for.
    package var culledGlyphCount: Int { queue.pointee.culledCount }

    /// The most glyphs drawn with one `XftDrawGlyphFontSpec` call, so that its RENDER request stays well inside the
    /// 16-bit request length of the core protocol.
    ///
    /// Xft sends a call's glyphs as one `CompositeGlyphs` request, and
    /// libXrender writes its length into the request's 16-bit length field
    /// (at most 65,535 four-byte units, 256 KiB) without BIG-REQUESTS. Each
    /// glyph placed where the previous one's advance does not leave the pen
    /// (every combining mark) takes an 8-byte element header and its 4-byte
    /// id, and a change of font 12 bytes more: 24 bytes at worst. Past about
    /// 10,900 glyphs the length wraps and the server reads the rest of the
    /// glyphs as requests of their own — a screen of "Zalgo" text did that,
    /// and the errors for those phantom requests ended the client in Xlib's
    /// "unknown sequence number" abort. 4,096 glyphs take at most 96 KiB.
    public static let glyphsPerRequest = 4096

    /// Creates a painter for drawables of `visual` and `colormap` (the screen's defaults when nil).
    public init(measurer: XftMeasurer, visual: UnsafeMutablePointer<Visual>? = nil, colormap: Colormap? = nil) {
        self.measurer = measurer
        self.visual = visual ?? measurer.connection.defaultVisual
        self.colormap = colormap ?? measurer.connection.defaultColormap
        queue = .allocate(capacity: 1)
        queue.initialize(to: GlyphQueue())
    }

    deinit {
        queue.deinitialize(count: 1)
        queue.deallocate()
        let display = measurer.connection.display
        for var color in colors.values { XftColorFree(display, visual, colormap, &color) }
    }

    /// Draws a UTF-8 run with its left edge at `x` and its baseline at `baseline`; returns its advance width.
    ///
    /// The run is shaped (see ``XftMeasurer/shapedRun(of:font:isRightToLeft:)``)
    /// and its glyphs drawn with `XftDrawGlyphFontSpec`, each at its pen
    /// position rounded to a whole pixel; colour glyphs (emoji) are drawn in
    /// colour. `isRightToLeft` draws the run as a right-to-left run is read.
    /// Controls (tabs, line breaks) draw nothing. Glyphs far outside
    /// `visibleX` are left out (see ``queue(_:font:x:baseline:isRightToLeft:visibleX:)``).
    @discardableResult
    public func draw(
        _ utf8: UnsafeBufferPointer<UInt8>, font: TextAreaCore.Font, x: Double, baseline: Double,
        color: Color, on target: OpaquePointer, isRightToLeft: Bool = false, visibleX: ClosedRange<Double>? = nil
    ) -> Double {
        let advance = queue(
            utf8, font: font, x: x, baseline: baseline, isRightToLeft: isRightToLeft, visibleX: visibleX)
        flush(color: color, on: target)
        return advance
    }

    /// Shapes a UTF-8 run and keeps its glyphs for the next ``flush(color:on:)``; returns its advance width, in whole
    /// pixels as the measurer gives it (see ``XftMeasurer/measure(runs:in:font:into:)``).
    ///
    /// Queuing every run of a frame's text and flushing once draws it all in
    /// one `XftDrawGlyphFontSpec` call per ``glyphsPerRequest`` glyphs.
    ///
    /// Glyphs whose pen position lies farther than four line heights outside
    /// `visibleX` (the drawable's span, in its coordinates) are left out: one
    /// grapheme cluster can be far wider than any window (a chain of
    /// thousands of emoji joined by ZWJ), and sending all of it would cost
    /// work in proportion to its length every frame. It would also draw
    /// nothing at all: the server composites a request's glyphs through a
    /// mask as wide as all of them, and a mask past 32,767 pixels fails with
    /// every other glyph of the request.
    @discardableResult
    public func queue(
        _ utf8: UnsafeBufferPointer<UInt8>, font: TextAreaCore.Font, x: Double, baseline: Double,
        isRightToLeft: Bool = false, visibleX: ClosedRange<Double>? = nil
    ) -> Double {
        let entry = measurer.entry(for: font)
        let reach = glyphReach(visibleX: visibleX, entry: entry)
        if let advance = queueGlyphs(
            utf8, entry: entry, x: x, baseline: baseline, isRightToLeft: isRightToLeft, reach: reach)
        {
            return advance.rounded()
        }
        return utf8.isEmpty ? 0 : measurer.width(ofUTF8: utf8, font: font)
    }

    /// Queues the glyphs of `utf8` in `entry`'s font inside `reach` (``glyphReach(visibleX:entry:)``, found once for
    /// many runs) and returns its advance; nil, queuing nothing and measuring nothing, for no bytes or a space alone
    /// (the layout gives each space its own run, and it has nothing to draw).
    @discardableResult
    func queueGlyphs(
        _ utf8: UnsafeBufferPointer<UInt8>, entry: XftFontEntry, x: Double, baseline: Double, isRightToLeft: Bool,
        reach: ClosedRange<Double>?
    ) -> Double? {
        guard utf8.count > 1 || (utf8.count == 1 && utf8[0] != 0x20) else { return nil }
        if !isRightToLeft,
            let advance = entry.appendASCIIGlyphs(
                utf8, x: x, baseline: baseline.roundedInt16, reach: reach, into: &queue.pointee.glyphs,
                culled: &queue.pointee.culledCount)
        {
            return advance
        }
        return queueShaped(utf8, entry: entry, x: x, baseline: baseline, isRightToLeft: isRightToLeft, reach: reach)
    }

    /// Where glyphs of `entry` queued for the visible span `visibleX` are kept: four line heights either side of it
    /// (everything without a span).
    func glyphReach(visibleX: ClosedRange<Double>?, entry: XftFontEntry) -> ClosedRange<Double>? {
        let margin = 4 * Double(max(entry.primary.pointee.height, 1))
        return visibleX.map { ($0.lowerBound - margin)...($0.upperBound + margin) }
    }

    /// Shapes `utf8` with HarfBuzz and queues its glyphs inside `reach`; returns its advance.
    private func queueShaped(
        _ utf8: UnsafeBufferPointer<UInt8>, entry: XftFontEntry, x: Double, baseline: Double, isRightToLeft: Bool,
        reach: ClosedRange<Double>?
    ) -> Double {
        let shaped = entry.shape(utf8, isRightToLeft: isRightToLeft)
        var pen = x
        for glyph in shaped.glyphs {
            let glyphX = pen + Double(glyph.xOffset)
            pen += Double(glyph.xAdvance)
            if let reach, !reach.contains(glyphX) {
                queue.pointee.culledCount += 1
                continue
            }
            queue.pointee.glyphs.append(
                XftGlyphFontSpec(
                    font: entry.fonts[Int(glyph.fontIndex)], glyph: FT_UInt(glyph.glyph), x: glyphX.roundedInt16,
                    y: (baseline - Double(glyph.yOffset)).roundedInt16))
        }
        return shaped.advance
    }

    /// Draws the glyphs queued since the last flush in `color`: one request for every ``glyphsPerRequest`` glyphs.
    public func flush(color: Color, on target: OpaquePointer) {
        guard !queue.pointee.glyphs.isEmpty else { return }
        var xftColor = self.xftColor(for: color)
        queue.pointee.glyphs.withUnsafeBufferPointer { glyphs in
            var start = 0
            while start < glyphs.count {
                let count = min(Self.glyphsPerRequest, glyphs.count - start)
                XftDrawGlyphFontSpec(target, &xftColor, glyphs.baseAddress! + start, Int32(count))
                largestGlyphBatch = max(largestGlyphBatch, count)
                start += count
            }
        }
        drawnGlyphCount += queue.pointee.glyphs.count
        queue.pointee.glyphs.removeAll(keepingCapacity: true)
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
        if let recent = recentColors.last(where: { $0.color == color }) { return recent.allocated }
        if let existing = colors[color] {
            rememberRecent(color, existing)
            return existing
        }
        func channel(_ value: Double) -> UInt16 { (value * color.alpha * 65535).roundedUInt16 }
        var renderColor = XRenderColor(
            red: channel(color.red), green: channel(color.green),
            blue: channel(color.blue), alpha: (color.alpha * 65535).roundedUInt16)
        var allocated = XftColor()
        XftColorAllocValue(measurer.connection.display, visual, colormap, &renderColor, &allocated)
        colors[color] = allocated
        rememberRecent(color, allocated)
        return allocated
    }

    /// Puts `color` among the recent colours, dropping the oldest past eight.
    private func rememberRecent(_ color: Color, _ allocated: XftColor) {
        if recentColors.count == 8 { recentColors.removeFirst() }
        recentColors.append((color, allocated))
    }
}

@available(*, unavailable, message: "X11 objects must stay on the thread that opened the display")
extension XftTextPainter: Sendable {}

/// The glyphs an ``XftTextPainter`` has queued for its next flush, and how many it left out so far.
struct GlyphQueue {
    /// Glyphs queued for the next flush, in drawing order.
    var glyphs: [XftGlyphFontSpec] = []
    /// The glyphs shaped but left out so far because they lay outside the visible span they were queued for.
    var culledCount = 0
}
