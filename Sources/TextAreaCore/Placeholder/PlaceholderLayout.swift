/// The placeholder wrapped at the text's wrap width in the placeholder's font: its UTF-8 and its lines as byte ranges, drawn as the text is.
struct PlaceholderLayout {
    /// The placeholder's text as UTF-8, made once per layout.
    let utf8: [UInt8]
    /// Each line's bytes (without its break characters) and visible width.
    let lines: [(range: Range<Int>, width: Double)]
    /// The distance between the placeholder's baselines.
    let lineHeight: Double
    /// The placeholder font's ascent.
    let ascent: Double
    /// The widest line's width.
    let widestLine: Double

    /// Wraps `placeholder` at `width` with `measurer` in `font`, splitting SA runs with `segmentation` if given.
    init(
        placeholder: String, font: Font, width: Double, measurer: any TextMeasurer, tabInterval: Double?,
        segmentation: DictionarySegmentation? = nil
    ) {
        let metrics = measurer.metrics(for: font)
        lineHeight = metrics.lineHeight
        ascent = metrics.ascent
        let storage = TextStorage(placeholder)
        utf8 = Array(placeholder.utf8)
        let layout = TextLayout(
            storage: storage, measurer: measurer, font: font, wrapWidth: width,
            tabInterval: tabInterval, segmentation: segmentation)
        var collected: [(range: Range<Int>, width: Double)] = []
        layout.lines.forEachLine(from: 0) { record, _, start in
            collected.append((start..<layout.contentEnd(start: start, record: record), Double(record.width)))
            return true
        }
        // A placeholder ending in a line break does not draw an empty last line.
        if collected.count > 1, let last = collected.last, last.range.isEmpty { collected.removeLast() }
        lines = collected
        widestLine = collected.map(\.width).max() ?? 0
    }

    /// The height of all lines.
    var height: Double { Double(lines.count) * lineHeight }
}
