// The work behind `LaidOutText`: the text in storage with the measurer that knows its runs, its lines' places, their
// runs in visual order cut where the attributes change, and the last line of a text cut to a line count.
extension LaidOutText {
    /// What is laid out: a plain string, or attributed text.
    enum Content {
        /// A string without attributes.
        case plain(String)
        /// Text in runs with attributes.
        case attributed(AttributedText)

        /// The text without attributes.
        var string: String {
            switch self {
            case .plain(let text): text
            case .attributed(let text): text.string
            }
        }
    }

    /// A line's place before its runs are found: its start, the end of its content, its width and its break's length.
    struct LineSpan {
        var start: Int
        var end: Int
        var width: Double
        var breakLength: Int
    }

    /// The ellipsis that ends the last line of a text cut to a line count: U+2026.
    static let ellipsis = "\u{2026}"

    /// The text in storage with its layout, and the measurer that measures each run in its own font.
    struct Shaped {
        let utf8: [UInt8]
        /// The attributed runs as byte ranges, cut at grapheme-cluster boundaries; nil for plain text.
        let runs: [(range: Range<Int>, attributes: TextAttributes)]?
        let storage: TextStorage
        let layout: TextLayout
        /// The measurer the layout uses: ``baseMeasurer``, or one that knows the runs.
        let measurer: any TextMeasurer
        let baseMeasurer: any TextMeasurer
        let font: Font
        let width: Double
        let tabInterval: Double?
        let segmentation: DictionarySegmentation?

        /// Puts `content` in storage and wraps it at `width`.
        init(
            content: Content, font: Font, width: Double, measurer: any TextMeasurer, tabInterval: Double?,
            segmentation: DictionarySegmentation?
        ) {
            let utf8 = Array(content.string.utf8)
            var runs: [(range: Range<Int>, attributes: TextAttributes)]? = nil
            if case .attributed(let text) = content { runs = Self.snapped(text.byteRuns, in: utf8) }
            self.init(
                utf8: utf8, runs: runs, font: font, width: width, measurer: measurer, tabInterval: tabInterval,
                segmentation: segmentation)
        }

        /// Puts `utf8` (whole scalars) with its attributed `runs` in storage and wraps it at `width`.
        init(
            utf8: [UInt8], runs: [(range: Range<Int>, attributes: TextAttributes)]?, font: Font, width: Double,
            measurer: any TextMeasurer, tabInterval: Double?, segmentation: DictionarySegmentation?
        ) {
            self.utf8 = utf8
            self.runs = runs
            storage = TextStorage(String(decoding: utf8, as: UTF8.self))
            baseMeasurer = measurer
            self.font = font
            self.width = width
            self.tabInterval = tabInterval
            self.segmentation = segmentation
            if let runs {
                let attributed = AttributedTextMeasurer(base: measurer, font: font, runs: runs)
                attributed.register(storage)
                self.measurer = attributed
            } else {
                self.measurer = measurer
            }
            layout = TextLayout(
                storage: storage, measurer: self.measurer, font: font, wrapWidth: width, tabInterval: tabInterval,
                segmentation: segmentation)
        }

        /// `runs` with every boundary inside a grapheme cluster moved to the cluster's end (a cluster takes the
        /// attributes of its first character), empty runs left out.
        static func snapped(
            _ runs: [(range: Range<Int>, attributes: TextAttributes)], in utf8: [UInt8]
        ) -> [(range: Range<Int>, attributes: TextAttributes)] {
            let clusterEnds = utf8.withUnsafeBufferPointer { bytes in
                Set(LineWrapper.clusterRanges(of: 0..<bytes.count, in: bytes).map(\.upperBound))
            }
            var result: [(range: Range<Int>, attributes: TextAttributes)] = []
            var lower = 0
            for run in runs {
                var upper = run.range.upperBound
                while upper < utf8.count && !clusterEnds.contains(upper) { upper += 1 }
                guard upper > lower else { continue }
                result.append((lower..<upper, run.attributes))
                lower = upper
            }
            return result
        }

        /// The attributes of the byte at `offset` (the last run's past the end).
        func attributes(at offset: Int) -> TextAttributes {
            guard let runs else { return .plain }
            return runs.first { $0.range.contains(offset) }?.attributes ?? runs.last?.attributes ?? .plain
        }

        /// The lines as wrapped; a text ending in a line break does not draw an empty last line.
        func records() -> [LineSpan] {
            var spans: [LineSpan] = []
            layout.lines.forEachLine(from: 0) { record, _, start in
                spans.append(
                    LineSpan(
                        start: start, end: layout.contentEnd(start: start, record: record), width: Double(record.width),
                        breakLength: Int(record.breakLength)))
                return true
            }
            if spans.count > 1, let last = spans.last, last.start == last.end { spans.removeLast() }
            return spans
        }

        /// The lines at `spans` with their runs in visual order, in a paragraph of the direction `rightToLeft` says.
        func lines(for spans: [LineSpan], isRightToLeft rightToLeft: Bool) -> [Line] {
            let needsVisualOrder = rightToLeft || storage.containsRightToLeft
            let base: BaseWritingDirection = rightToLeft ? .rightToLeft : .leftToRight
            var paragraph: (range: Range<Int>, resolved: BidiParagraph)? = nil
            return spans.map { span in
                let (start, end) = (span.start, span.end)
                var runs = layout.runs(start: start, contentEnd: end, storage: storage)
                if needsVisualOrder {
                    if paragraph.map({ !($0.range.lowerBound...$0.range.upperBound).contains(start) }) ?? true {
                        let range = storage.paragraphStart(containing: start)..<storage.paragraphEnd(containing: start)
                        paragraph = (
                            range,
                            storage.withContiguousBytes(in: range) { BidiParagraph(utf8: $0, baseDirection: base) }
                        )
                    }
                    if let paragraph {
                        let geometry = LineGeometry(
                            storage: storage, start: start, contentEnd: end, paragraph: paragraph.resolved,
                            paragraphStart: paragraph.range.lowerBound, isRightToLeft: rightToLeft,
                            measurer: measurer, font: font, tabInterval: layout.tabInterval)
                        runs = TextViewport.visualRuns(of: geometry, storage: storage)
                    }
                }
                return Line(
                    range: start..<end, width: span.width, runs: runs, attributedRuns: attributedRuns(of: runs))
            }
        }

        /// `runs` cut where the attributes change, each part placed within its run: left to right, or from the
        /// run's right edge leftwards when it runs right to left.
        func attributedRuns(of runs: [TextRun]) -> [AttributedTextRun] {
            var result: [AttributedTextRun] = []
            for run in runs {
                let parts =
                    self.runs?.compactMap { attributeRun -> (Range<Int>, TextAttributes)? in
                        let lower = max(attributeRun.range.lowerBound, run.range.lowerBound)
                        let upper = min(attributeRun.range.upperBound, run.range.upperBound)
                        return lower < upper ? (lower..<upper, attributeRun.attributes) : nil
                    } ?? [(run.range, .plain)]
                let widths = parts.map { width(of: $0.0) }
                let total = widths.reduce(0, +)
                var before = 0.0
                for (part, width) in zip(parts, widths) {
                    let x = run.isRightToLeft ? run.x + total - before - width : run.x + before
                    result.append(
                        AttributedTextRun(
                            run: TextRun(range: part.0, x: x, isRightToLeft: run.isRightToLeft), attributes: part.1,
                            width: width))
                    before += width
                }
            }
            return result
        }

        /// The advance of the bytes `range` of a run (no tab in it), as the layout placed them: a space alone, as
        /// shaped text has it, is the layout's space.
        private func width(of range: Range<Int>) -> Double {
            if !measurer.isAdditive && range.count == 1 && utf8[range.lowerBound] == 0x20 { return layout.spaceWidth }
            return storage.withContiguousBytes(in: range) { measurer.width(ofUTF8: $0, font: font) }
        }

        /// The text cut after the line `spans[index]` to what fits in one line with an ellipsis after it, and that
        /// line's place: the rest of its paragraph, cut at a grapheme-cluster boundary (trailing spaces dropped) so
        /// that it and the ellipsis are no wider than the width; the ellipsis alone when not even one cluster fits.
        func ellipsisLine(from spans: [LineSpan], index: Int) -> (shaped: Shaped, record: LineSpan) {
            let lineStart = spans[index].start
            var paragraphEnd = spans[index].end
            for span in spans[index...] {
                paragraphEnd = span.end
                if span.breakLength > 0 { break }
            }
            let cuts: [Int] = utf8.withUnsafeBufferPointer { bytes in
                [lineStart] + LineWrapper.clusterRanges(of: lineStart..<paragraphEnd, in: bytes).map(\.upperBound)
            }
            // The widest cut that fits, by bisection: fewer clusters are never wider.
            var low = 0
            var lowWidth = lineWidth(from: lineStart, cutAt: cuts[0])
            var high = cuts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                let width = lineWidth(from: lineStart, cutAt: cuts[middle])
                if width <= self.width + LineWrapper.tolerance {
                    (low, lowWidth) = (middle, width)
                } else {
                    high = middle - 1
                }
            }
            let cut = trimmed(cuts[low], from: lineStart)
            let shaped = withEllipsis(
                from: 0, to: cut, attributesAt: cut > lineStart ? cut - 1 : lineStart, wrappingAt: width)
            return (shaped, LineSpan(start: lineStart, end: shaped.utf8.count, width: lowWidth, breakLength: 0))
        }

        /// `cut` moved back over the spaces and tabs before it, not before `lineStart`.
        private func trimmed(_ cut: Int, from lineStart: Int) -> Int {
            var cut = cut
            while cut > lineStart && (utf8[cut - 1] == 0x20 || utf8[cut - 1] == 0x09) { cut -= 1 }
            return cut
        }

        /// The width of a line of the bytes `lineStart..<cut` (trailing spaces dropped) and the ellipsis.
        private func lineWidth(from lineStart: Int, cutAt cut: Int) -> Double {
            let cut = trimmed(cut, from: lineStart)
            let line = withEllipsis(
                from: lineStart, to: cut, attributesAt: cut > lineStart ? cut - 1 : lineStart,
                wrappingAt: .greatestFiniteMagnitude)
            return line.records().first?.width ?? 0
        }

        /// The bytes `lower..<upper` followed by the ellipsis in the attributes of the byte at `attributesAt`, wrapped
        /// at `wrapWidth`.
        private func withEllipsis(
            from lower: Int, to upper: Int, attributesAt offset: Int, wrappingAt wrapWidth: Double
        )
            -> Shaped
        {
            let bytes = Array(utf8[lower..<upper]) + Array(LaidOutText.ellipsis.utf8)
            var sliced: [(range: Range<Int>, attributes: TextAttributes)]? = nil
            if let runs {
                var parts: [(range: Range<Int>, attributes: TextAttributes)] = []
                for run in runs where run.range.upperBound > lower && run.range.lowerBound < upper {
                    let range = (max(run.range.lowerBound, lower) - lower)..<(min(run.range.upperBound, upper) - lower)
                    parts.append((range, run.attributes))
                }
                parts.append(((upper - lower)..<bytes.count, attributes(at: offset)))
                sliced = parts
            }
            return Shaped(
                utf8: bytes, runs: sliced, font: font, width: wrapWidth, measurer: baseMeasurer,
                tabInterval: tabInterval, segmentation: segmentation)
        }
    }
}
