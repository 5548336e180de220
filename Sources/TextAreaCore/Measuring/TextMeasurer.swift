/// Vertical metrics of a font, in pixels.
public struct FontMetrics: Hashable, Sendable {
    /// The distance from the baseline to the top of the tallest glyphs.
    public var ascent: Double
    /// The distance from the baseline to the bottom of the lowest glyphs (positive).
    public var descent: Double
    /// The distance from one baseline to the next.
    public var lineHeight: Double

    /// Creates metrics from their values.
    public init(ascent: Double, descent: Double, lineHeight: Double) {
        self.ascent = ascent
        self.descent = descent
        self.lineHeight = lineHeight
    }
}

/// Measures text for layout; the front end supplies one backed by real fonts.
///
/// The core lays out text only through this protocol, so it never needs a
/// font library. Requests are batched: the layout engine collects the runs of
/// a stretch of text and asks for all their widths in one call.
///
/// # Invariants
/// - Widths are additive over grapheme clusters: the width of a run equals the
///   sum of the widths of its clusters. (Xft does not kern, so this holds for
///   the X11 measurer.) The layout engine relies on it to measure long words
///   cluster by cluster.
/// - The same run in the same font always measures the same.
public protocol TextMeasurer: AnyObject {
    /// Returns the vertical metrics of `font`.
    func metrics(for font: Font) -> FontMetrics

    /// Measures runs of UTF-8 text in `font`, writing each advance width into `widths`.
    ///
    /// Each element of `runs` is a byte range of `text` that starts and ends on
    /// grapheme-cluster boundaries; `widths` has as many elements as `runs`.
    /// Tabs and line-break characters inside a run measure zero: the layout
    /// engine places tab stops itself.
    func measure(
        runs: UnsafeBufferPointer<Range<Int>>,
        in text: UnsafeBufferPointer<UInt8>,
        font: Font,
        into widths: UnsafeMutableBufferPointer<Double>
    )
}

extension TextMeasurer {
    /// Returns the advance width of `string` in `font`.
    public func width(of string: String, font: Font) -> Double {
        var copy = string
        return copy.withUTF8 { bytes in width(ofUTF8: bytes, font: font) }
    }

    /// Returns the advance width of a UTF-8 run in `font`.
    public func width(ofUTF8 bytes: UnsafeBufferPointer<UInt8>, font: Font) -> Double {
        var run = 0..<bytes.count
        var result = 0.0
        withUnsafePointer(to: &run) { runPointer in
            withUnsafeMutablePointer(to: &result) { resultPointer in
                measure(
                    runs: UnsafeBufferPointer(start: runPointer, count: 1), in: bytes, font: font,
                    into: UnsafeMutableBufferPointer(start: resultPointer, count: 1))
            }
        }
        return result
    }
}
