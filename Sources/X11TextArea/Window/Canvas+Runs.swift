import TextAreaCore

extension Canvas {
    /// Draws `run`'s bytes in its direction with its left edge at `x`: a right-to-left run is shaped right to left (HarfBuzz joins its letters and mirrors its brackets).
    func draw(
        _ run: TextRun, bytes: UnsafeBufferPointer<UInt8>, font: TextAreaCore.Font, x: Double, baseline: Double,
        color: Color
    ) {
        painter.draw(
            bytes, font: font, x: x, baseline: baseline, color: color, on: draw, isRightToLeft: run.isRightToLeft,
            visibleX: visibleX)
    }

    /// Queues `run`'s glyphs in the font of `entry` (``fontEntry(for:)``), to be drawn by the next
    /// ``flushText(color:)``; `reach` is the entry's ``glyphReach(for:)``, found once for many runs.
    func queue(
        _ run: TextRun, bytes: UnsafeBufferPointer<UInt8>, entry: XftFontEntry, reach: ClosedRange<Double>?, x: Double,
        baseline: Double
    ) {
        painter.queueGlyphs(
            bytes, entry: entry, x: x, baseline: baseline, isRightToLeft: run.isRightToLeft, reach: reach)
    }

    /// Where glyphs of `entry` queued on this canvas are kept (see ``XftTextPainter/glyphReach(visibleX:entry:)``).
    func glyphReach(for entry: XftFontEntry) -> ClosedRange<Double>? {
        painter.glyphReach(visibleX: visibleX, entry: entry)
    }

    /// The opened font the painter draws `font` with.
    func fontEntry(for font: TextAreaCore.Font) -> XftFontEntry {
        painter.measurer.entry(for: font)
    }

    /// Draws the queued glyphs in `color`, a request per ``XftTextPainter/glyphsPerRequest`` glyphs.
    func flushText(color: Color) {
        painter.flush(color: color, on: draw)
    }
}
