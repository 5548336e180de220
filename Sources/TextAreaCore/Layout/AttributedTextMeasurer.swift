/// A measurer for one attributed text: it measures each stretch of a request in the font of the run that holds it
/// (bold or italic), so the one wrapper and the one bidirectional line layout lay out attributed text unchanged.
///
/// The layout hands a measurer slices of its storage's chunks with ranges
/// relative to each slice. This measurer knows where its text's chunks are in
/// memory (``register(_:)``), so it finds each slice's offset in the text and
/// with it the runs. A buffer it does not know (a copy across two chunks, a
/// string such as the layout's space) is measured in the base font, as are
/// requests in any other font.
final class AttributedTextMeasurer: TextMeasurer {
    /// The measurer that measures each stretch.
    let base: any TextMeasurer
    /// The font the layout measures in: the attributes' family and size.
    let font: Font
    /// Where each run's font starts, in bytes of the text, ascending; the first starts at 0.
    private let starts: [Int]
    /// The font of each run.
    private let fonts: [Font]
    /// The text's chunks in memory: the address of each, its length and its offset in the text.
    private var regions: [(address: UInt, count: Int, offset: Int)] = []

    /// Creates a measurer for text whose stretches `runs` (byte ranges, cut at grapheme-cluster boundaries) are
    /// drawn in `font` with their attributes' weight and slant.
    init(base: any TextMeasurer, font: Font, runs: [(range: Range<Int>, attributes: TextAttributes)]) {
        self.base = base
        self.font = font
        var starts: [Int] = []
        var fonts: [Font] = []
        for run in runs {
            let runFont = run.attributes.font(basedOn: font)
            if let last = fonts.last, last == runFont { continue }
            starts.append(starts.isEmpty ? 0 : run.range.lowerBound)
            fonts.append(runFont)
        }
        self.starts = starts
        self.fonts = fonts
    }

    /// Whether every stretch is in the base font, so requests go straight to ``base``.
    var isUniform: Bool { fonts.allSatisfy { $0 == font } }

    /// Remembers where `storage`'s chunks are, so slices of them are found in the text.
    func register(_ storage: TextStorage) {
        var offset = 0
        for chunk in storage.chunks {
            let address = chunk.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
            regions.append((address, chunk.count, offset))
            offset += chunk.count
        }
    }

    /// The font of the byte at `offset` of the text.
    func font(at offset: Int) -> Font {
        fonts.isEmpty ? font : fonts[fontIndex(at: offset)]
    }

    /// The offset in the text of `buffer`'s first byte, or nil when the buffer is not a slice of the text's chunks.
    private func offset(of buffer: UnsafeBufferPointer<UInt8>) -> Int? {
        guard buffer.count > 0 else { return nil }
        let address = UInt(bitPattern: buffer.baseAddress)
        for region in regions where address >= region.address && address - region.address < UInt(region.count) {
            let start = Int(address - region.address)
            return start + buffer.count <= region.count ? region.offset + start : nil
        }
        return nil
    }

    func metrics(for font: Font) -> FontMetrics { base.metrics(for: font) }

    var isAdditive: Bool { base.isAdditive }

    func measure(
        runs: UnsafeBufferPointer<Range<Int>>, in text: UnsafeBufferPointer<UInt8>, font: Font,
        into widths: UnsafeMutableBufferPointer<Double>
    ) {
        guard font == self.font, !isUniform, let origin = offset(of: text) else {
            base.measure(runs: runs, in: text, font: font, into: widths)
            return
        }
        // Each request cut where the font changes, the parts measured font by font and added up.
        var parts: [[Range<Int>]] = Array(repeating: [], count: fonts.count)
        var owners: [[Int]] = Array(repeating: [], count: fonts.count)
        for (index, range) in runs.enumerated() {
            widths[index] = 0
            var lower = range.lowerBound
            while lower < range.upperBound {
                let fontIndex = self.fontIndex(at: origin + lower)
                let nextStart = fontIndex + 1 < starts.count ? starts[fontIndex + 1] - origin : Int.max
                let upper = min(range.upperBound, nextStart)
                parts[fontIndex].append(lower..<upper)
                owners[fontIndex].append(index)
                lower = upper
            }
        }
        for fontIndex in fonts.indices where !parts[fontIndex].isEmpty {
            var partWidths = [Double](repeating: 0, count: parts[fontIndex].count)
            parts[fontIndex].withUnsafeBufferPointer { ranges in
                partWidths.withUnsafeMutableBufferPointer { output in
                    base.measure(runs: ranges, in: text, font: fonts[fontIndex], into: output)
                }
            }
            for (owner, width) in zip(owners[fontIndex], partWidths) { widths[owner] += width }
        }
    }

    func clusterAdvances(
        of run: Range<Int>, clusters: UnsafeBufferPointer<Range<Int>>, in text: UnsafeBufferPointer<UInt8>,
        font: Font, into advances: UnsafeMutableBufferPointer<Double>
    ) {
        guard font == self.font, !isUniform, let origin = offset(of: text), !clusters.isEmpty else {
            base.clusterAdvances(of: run, clusters: clusters, in: text, font: font, into: advances)
            return
        }
        // Clusters of one font are shaped together, as the parts ``measure(runs:in:font:into:)`` adds up.
        var first = 0
        while first < clusters.count {
            let fontIndex = self.fontIndex(at: origin + clusters[first].lowerBound)
            var end = first + 1
            while end < clusters.count && self.fontIndex(at: origin + clusters[end].lowerBound) == fontIndex {
                end += 1
            }
            base.clusterAdvances(
                of: clusters[first].lowerBound..<clusters[end - 1].upperBound,
                clusters: UnsafeBufferPointer(rebasing: clusters[first..<end]), in: text, font: fonts[fontIndex],
                into: UnsafeMutableBufferPointer(rebasing: advances[first..<end]))
            first = end
        }
    }

    /// The index in ``fonts`` of the run holding the byte at `offset`.
    private func fontIndex(at offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
