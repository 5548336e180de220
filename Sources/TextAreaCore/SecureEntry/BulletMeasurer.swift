/// The measurer a secure area lays its stand-in text out with: every grapheme cluster measures as one bullet of the area's measurer.
final class BulletMeasurer: TextMeasurer {
    /// The measurer the bullet is measured with (the area's).
    let base: any TextMeasurer
    /// The bullet's width in each font asked about.
    private var bulletWidths: [Font: Double] = [:]

    /// Creates a measurer of bullets in `base`'s fonts.
    init(base: any TextMeasurer) {
        self.base = base
    }

    /// The width of one bullet in `font`.
    func bulletWidth(in font: Font) -> Double {
        if let width = bulletWidths[font] { return width }
        let width = base.width(of: String(TextArea.secureBullet), font: font)
        bulletWidths[font] = width
        return width
    }

    func metrics(for font: Font) -> FontMetrics {
        base.metrics(for: font)
    }

    func measure(
        runs: UnsafeBufferPointer<Range<Int>>, in text: UnsafeBufferPointer<UInt8>, font: Font,
        into widths: UnsafeMutableBufferPointer<Double>
    ) {
        let bullet = bulletWidth(in: font)
        for (index, run) in runs.enumerated() {
            let bytes = UnsafeBufferPointer(rebasing: text[run])
            widths[index] = Double(SecureTextMask.clusterCount(in: bytes)) * bullet
        }
    }
}
