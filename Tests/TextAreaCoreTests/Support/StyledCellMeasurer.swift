import TextAreaCore

/// A grid measurer whose cells are wider in bold and italic: each font's widths are the monospace grid's scaled by
/// ``boldScale`` and ``italicScale``, so a run measured in the wrong face shows in every width.
final class StyledCellMeasurer: TextMeasurer {
    let grid: MonospaceMeasurer
    let boldScale = 1.5
    let italicScale = 1.25
    /// The fonts asked about, in order (a font once per request).
    private(set) var fontsMeasured: [Font] = []

    init(ligatures: [String] = []) {
        grid = MonospaceMeasurer(ligatures: ligatures)
    }

    var isAdditive: Bool { grid.isAdditive }

    func metrics(for font: Font) -> FontMetrics { grid.metrics(for: font) }

    /// How much wider than the grid `font` measures.
    func scale(of font: Font) -> Double {
        (font.weight == .bold ? boldScale : 1) * (font.isItalic ? italicScale : 1)
    }

    func measure(
        runs: UnsafeBufferPointer<Range<Int>>, in text: UnsafeBufferPointer<UInt8>, font: Font,
        into widths: UnsafeMutableBufferPointer<Double>
    ) {
        fontsMeasured.append(font)
        grid.measure(runs: runs, in: text, font: font, into: widths)
        for index in 0..<runs.count { widths[index] *= scale(of: font) }
    }

    func clusterAdvances(
        of run: Range<Int>, clusters: UnsafeBufferPointer<Range<Int>>, in text: UnsafeBufferPointer<UInt8>,
        font: Font, into advances: UnsafeMutableBufferPointer<Double>
    ) {
        fontsMeasured.append(font)
        grid.clusterAdvances(of: run, clusters: clusters, in: text, font: font, into: advances)
        for index in 0..<clusters.count { advances[index] *= scale(of: font) }
    }
}
