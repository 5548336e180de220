@testable import TextAreaCore

/// A monospace measurer that counts what it is asked to measure, so tests can bound layout work without timing it.
final class CountingMeasurer: TextMeasurer {
    private let cells: MonospaceMeasurer
    /// The bytes in all runs measured so far.
    private(set) var measuredBytes = 0

    /// Whether widths add up, as the monospace measurer's do without ligatures.
    var isAdditive: Bool { cells.isAdditive }

    init(cellWidth: Double = 1, lineHeight: Double = 1, ligatures: [String] = []) {
        cells = MonospaceMeasurer(cellWidth: cellWidth, lineHeight: lineHeight, ligatures: ligatures)
    }

    func metrics(for font: Font) -> FontMetrics {
        cells.metrics(for: font)
    }

    func measure(
        runs: UnsafeBufferPointer<Range<Int>>, in text: UnsafeBufferPointer<UInt8>, font: Font,
        into widths: UnsafeMutableBufferPointer<Double>
    ) {
        measuredBytes += runs.reduce(0) { $0 + $1.count }
        cells.measure(runs: runs, in: text, font: font, into: widths)
    }

    func resetCount() {
        measuredBytes = 0
    }
}
