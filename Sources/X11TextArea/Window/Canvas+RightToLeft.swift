import TextAreaCore

extension Canvas {
    /// Draws a right-to-left run with its left edge at `x`: its grapheme clusters from the last to the first, left to right, each mirrored character (a bracket) as its mirror image; returns the run's advance.
    ///
    /// Each cluster is drawn on its own with the advance the measurer gives
    /// it, so the run covers exactly the span the core laid out for it.
    @discardableResult
    func drawRightToLeft(
        _ utf8: UnsafeBufferPointer<UInt8>, font: TextAreaCore.Font, x: Double, baseline: Double,
        color: Color
    ) -> Double {
        var pen = x
        for cluster in String(decoding: utf8, as: UTF8.self).reversed() {
            let scalars = cluster.unicodeScalars
            if scalars.count == 1, let scalar = scalars.first, let mirror = BidiMirroring.mirror(of: scalar) {
                pen += drawText(String(mirror), font: font, x: pen, baseline: baseline, color: color)
            } else {
                pen += drawText(String(cluster), font: font, x: pen, baseline: baseline, color: color)
            }
        }
        return pen - x
    }

    /// Draws `run`'s bytes in its direction with its left edge at `x`.
    func draw(
        _ run: TextRun, bytes: UnsafeBufferPointer<UInt8>, font: TextAreaCore.Font, x: Double, baseline: Double,
        color: Color
    ) {
        if run.isRightToLeft {
            drawRightToLeft(bytes, font: font, x: x, baseline: baseline, color: color)
        } else {
            drawText(bytes, font: font, x: x, baseline: baseline, color: color)
        }
    }
}
