/// A deterministic measurer for a grid of cells: narrow = 1 cell, East Asian Wide and Fullwidth = 2, zero-width and combining = 0.
///
/// The core's tests and `textarea-measure --columns` use it. A grapheme
/// cluster measures as its widest scalar, so an emoji ZWJ sequence or a base
/// with combining marks takes the cells of one glyph. The font is ignored:
/// every font has the same cell width and line height.
///
/// Given ``ligatures``, it stands in for a shaping measurer: each
/// occurrence of a ligature (ASCII letters such as "fi") takes one cell,
/// so widths are no longer additive and the layout takes its shaped path.
public final class MonospaceMeasurer: TextMeasurer {
    /// The width of one cell, in pixels.
    public let cellWidth: Double
    /// The distance between baselines, in pixels.
    public let lineHeight: Double

    /// The letter sequences drawn as one glyph of one cell, longest first.
    public let ligatures: [String]
    /// The ligatures' bytes, longest first.
    let ligatureBytes: [[UInt8]]

    /// Creates a measurer with the given cell width and line height; `ligatures` (printable ASCII, two letters or more) each take one cell.
    public init(cellWidth: Double = 8, lineHeight: Double = 16, ligatures: [String] = []) {
        precondition(cellWidth > 0 && lineHeight > 0, "Cell width and line height must be positive")
        precondition(
            ligatures.allSatisfy { $0.utf8.count >= 2 && $0.utf8.allSatisfy { (0x21...0x7E).contains($0) } },
            "Ligatures are printable ASCII, two characters or more")
        self.cellWidth = cellWidth
        self.lineHeight = lineHeight
        let sorted = ligatures.sorted { $0.utf8.count > $1.utf8.count }
        self.ligatures = sorted
        self.ligatureBytes = sorted.map { Array($0.utf8) }
    }

    /// Whether widths add up cluster by cluster: only without ligatures.
    public var isAdditive: Bool { ligatureBytes.isEmpty }

    /// Returns metrics with the ascent at 80 % of the line height.
    public func metrics(for font: Font) -> FontMetrics {
        FontMetrics(ascent: lineHeight * 0.8, descent: lineHeight * 0.2, lineHeight: lineHeight)
    }

    /// Measures each run as its number of cells times ``cellWidth``.
    public func measure(
        runs: UnsafeBufferPointer<Range<Int>>,
        in text: UnsafeBufferPointer<UInt8>,
        font: Font,
        into widths: UnsafeMutableBufferPointer<Double>
    ) {
        precondition(widths.count >= runs.count, "One width slot is needed per run")
        for index in 0..<runs.count {
            let ligatureSavings = forEachLigature(in: text, range: runs[index]) { _ in }
            widths[index] = Double(Self.cells(in: text, range: runs[index]) - ligatureSavings) * cellWidth
        }
    }

    /// Returns the number of cells a UTF-8 range occupies.
    static func cells(in text: UnsafeBufferPointer<UInt8>, range: Range<Int>) -> Int {
        var total = 0
        var position = range.lowerBound
        let end = range.upperBound
        // Fast path: printable ASCII is one cell a byte.
        while position < end {
            let byte = text[position]
            if byte >= 0x80 { break }
            total &+= (byte >= 0x20 && byte != 0x7F) ? 1 : 0
            position &+= 1
        }
        if position == end { return total }
        var clusterWidth = 0
        var joinNext = false
        var pendingRegionalIndicator = false
        while position < end {
            let (scalar, length) = UTF8Decoding.decode(text, at: position)
            position += length
            let value = scalar.value
            let cells = UnicodeWidth.cells(of: scalar)
            let isRegionalIndicator = (0x1F1E6...0x1F1FF).contains(value)
            let extendsCluster =
                joinNext
                || value == 0x200D
                || (0xFE00...0xFE0F).contains(value)
                || (0x1F3FB...0x1F3FF).contains(value)
                || (0xE0020...0xE007F).contains(value)
                || (cells == 0 && value >= 0x300)
                || (isRegionalIndicator && pendingRegionalIndicator)
            if extendsCluster {
                if value == 0xFE0F { clusterWidth = max(clusterWidth, 2) }
                clusterWidth = max(clusterWidth, cells)
            } else {
                total += clusterWidth
                clusterWidth = cells
            }
            pendingRegionalIndicator = isRegionalIndicator && !(extendsCluster && pendingRegionalIndicator)
            joinNext = value == 0x200D
        }
        return total + clusterWidth
    }
}
