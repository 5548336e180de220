/// The placeholder wrapped at the text's wrap width, in the placeholder's font.
struct PlaceholderLayout {
    /// Each line: its text and its visible width.
    var lines: [(text: String, width: Double)]
    /// The distance between the placeholder's baselines.
    var lineHeight: Double
    /// The placeholder font's ascent.
    var ascent: Double
    /// The widest line's width.
    var widestLine: Double

    /// Wraps `placeholder` at `width` with `measurer` in `font`, splitting SA runs with `segmentation` if given.
    init(placeholder: String, font: Font, width: Double, measurer: any TextMeasurer, tabInterval: Double?,
         segmentation: DictionarySegmentation? = nil) {
        let metrics = measurer.metrics(for: font)
        lineHeight = metrics.lineHeight
        ascent = metrics.ascent
        let storage = TextStorage(placeholder)
        let layout = TextLayout(storage: storage, measurer: measurer, font: font, wrapWidth: width,
                                tabInterval: tabInterval, segmentation: segmentation)
        var collected: [(text: String, width: Double)] = []
        layout.lines.forEachLine(from: 0) { record, _, start in
            let end = start + Int(record.length) - Int(record.breakLength)
            collected.append((storage.string(in: start..<end), Double(record.width)))
            return true
        }
        // A placeholder ending in a line break does not draw an empty last line.
        if collected.count > 1, let last = collected.last, last.text.isEmpty { collected.removeLast() }
        lines = collected
        widestLine = collected.map(\.width).max() ?? 0
    }

    /// The height of all lines.
    var height: Double { Double(lines.count) * lineHeight }
}
