import TextAreaCore

/// A deterministic measurer with fractional widths that differ scalar by scalar, to shake out assumptions that only hold on a grid.
///
/// A scalar's advance comes from a hash of its value (1.5 to 7.5 px at 12
/// points, scaled by the font's size, and by 1.1 when bold). Joiners,
/// combining marks, variation selectors, tabs and line-break characters
/// measure zero, so widths add up over grapheme clusters as
/// ``TextMeasurer`` requires. The line height is fractional too.
public final class ProportionalMeasurer: TextMeasurer {
    /// Creates the measurer.
    public init() {}

    /// Returns metrics with a fractional line height that grows with the font's size.
    public func metrics(for font: Font) -> FontMetrics {
        let lineHeight = font.size * 1.25 + 0.3
        return FontMetrics(ascent: lineHeight * 0.8, descent: lineHeight * 0.2, lineHeight: lineHeight)
    }

    /// Measures each run as the sum of its scalars' advances.
    public func measure(
        runs: UnsafeBufferPointer<Range<Int>>,
        in text: UnsafeBufferPointer<UInt8>,
        font: Font,
        into widths: UnsafeMutableBufferPointer<Double>
    ) {
        let scale = font.size / 12 * (font.weight == .bold ? 1.1 : 1)
        for index in 0..<runs.count {
            let run = String(decoding: UnsafeBufferPointer(rebasing: text[runs[index]]), as: UTF8.self)
            var total = 0.0
            for scalar in run.unicodeScalars { total += Self.advance(of: scalar) }
            widths[index] = total * scale
        }
    }

    /// The advance of one scalar at 12 points.
    static func advance(of scalar: Unicode.Scalar) -> Double {
        let value = scalar.value
        switch value {
        case 0x09...0x0D, 0x85, 0x2028, 0x2029, 0x200D, 0xFE00...0xFE0F, 0x0300...0x036F:
            return 0
        default:
            let hash = (UInt64(value) &* 0x9E37_79B9_7F4A_7C15) >> 59
            return Double(hash % 9 + 2) * 0.75
        }
    }
}
