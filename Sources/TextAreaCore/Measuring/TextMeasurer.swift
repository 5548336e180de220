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
/// A measurer that shapes text (kerning, ligatures, joining scripts) is not
/// additive: a word measures differently from the sum of its letters. The
/// layout engine then measures and draws a line in the same *pieces* (the
/// visible part of each stretch between line-break opportunities, and each
/// space or tab on its own; see `LinePieces`), asks for the advance of each
/// grapheme cluster inside a piece with
/// ``clusterAdvances(of:clusters:in:font:into:)``, and never measures a
/// prefix of a piece on its own.
///
/// # Invariants
/// - A run's width equals the sum of its clusters' advances as
///   ``clusterAdvances(of:clusters:in:font:into:)`` gives them.
/// - When ``isAdditive``, widths are also additive over grapheme clusters: a
///   run's width is the sum of its clusters' widths measured one by one, so
///   the layout engine may measure prefixes and single clusters directly.
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

    /// Whether widths add up over grapheme clusters measured one by one (no kerning, ligatures or joining across clusters).
    var isAdditive: Bool { get }

    /// Measures `run` as one piece of text and writes the advance of each of its grapheme clusters (`clusters`, in order, covering `run`) into `advances`.
    ///
    /// The advances add up to the run's width. A glyph drawn for several
    /// clusters (a ligature, a conjunct) has its advance shared evenly among
    /// them, as browsers do, so every cluster boundary has a caret position.
    func clusterAdvances(
        of run: Range<Int>,
        clusters: UnsafeBufferPointer<Range<Int>>,
        in text: UnsafeBufferPointer<UInt8>,
        font: Font,
        into advances: UnsafeMutableBufferPointer<Double>
    )
}

extension TextMeasurer {
    /// True: a measurer is additive unless it says otherwise.
    public var isAdditive: Bool { true }

    /// Measures each cluster on its own, which is right for an additive measurer.
    public func clusterAdvances(
        of run: Range<Int>,
        clusters: UnsafeBufferPointer<Range<Int>>,
        in text: UnsafeBufferPointer<UInt8>,
        font: Font,
        into advances: UnsafeMutableBufferPointer<Double>
    ) {
        measure(runs: clusters, in: text, font: font, into: advances)
    }

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
