import Testing
import TextAreaCore
import TextAreaICU

/// Thai, Lao, Khmer and Myanmar paragraphs wrap between the words ICU finds, never before a combining mark.
@Suite struct SoutheastAsianWrappingTests {
    /// The word boundaries ICU reports over the whole of `text`, with its start and end.
    static func icuWordBoundaries(of text: String) -> Set<Int> {
        var utf8 = Array(text.utf8)
        let inside = utf8.withUnsafeMutableBufferPointer { buffer in
            ICUSegmenter().wordBoundaries(in: UnsafeBufferPointer(buffer), kind: .southeastAsian)
        }
        return Set(inside + [0, utf8.count])
    }

    /// The lines of `text` wrapped at `columns` monospace cells.
    static func lines(of text: String, columns: Double, segmenter: (any TextSegmenter)?) -> [WrappedLine] {
        wrappedLines(
            of: text, width: columns, font: .standard, measurer: MonospaceMeasurer(cellWidth: 1, lineHeight: 1),
            segmenter: segmenter)
    }

    @Test func icuOpensItsIterators() {
        #expect(ICUSegmenter().isAvailable, "ICU's break iterators should open (libicu-dev and its data)")
    }

    @Test(arguments: SampleParagraphs.all.map(\.language))
    func paragraphsWrapBetweenWordsAtSeveralWidths(language: String) {
        let text = SampleParagraphs.all.first { $0.language == language }!.text
        let segmenter = ICUSegmenter()
        let boundaries = Self.icuWordBoundaries(of: text)
        #expect(boundaries.count > 8, "ICU should split the \(language) sentence into words")
        var breaksInsideRuns = 0
        // The widest stretch ICU keeps on one line (17 cells, in Myanmar) fits every width.
        for columns in [18.0, 22, 26, 31] {
            let lines = Self.lines(of: text, columns: columns, segmenter: segmenter)
            #expect(lines.count >= 3, "\(language) at \(columns) columns: \(lines.count) lines")
            for line in lines {
                let bytes = Array(text.utf8)
                let first = String(decoding: bytes[line.range.lowerBound...], as: UTF8.self).unicodeScalars.first!
                #expect(
                    !Self.isCombiningMark(first),
                    "\(language) at \(columns) columns: a line starts with U+\(String(first.value, radix: 16))")
                guard line.range.upperBound < bytes.count else { continue }
                #expect(
                    boundaries.contains(line.range.upperBound),
                    "\(language) at \(columns) columns: a line ends at byte \(line.range.upperBound), not a word boundary"
                )
                if bytes[line.range.upperBound - 1] != 0x20 { breaksInsideRuns += 1 }
            }
        }
        #expect(breaksInsideRuns > 4, "\(language): lines should break between words, not only at spaces")
    }

    @Test func evenWordsTooWideForTheLineAreNeverCutBeforeACombiningMark() {
        // Narrower than some words: those are cut between clusters, but UAX #29's lone spacing vowels
        // (Myanmar AA, U+102C) stay with the letter before them wherever the two fit on a line
        // (the widest such pair here takes 4 cells).
        for (language, text) in SampleParagraphs.all {
            let bytes = Array(text.utf8)
            for columns in [4.0, 5, 8, 12] {
                for line in Self.lines(of: text, columns: columns, segmenter: ICUSegmenter()) where !line.range.isEmpty
                {
                    let first = String(decoding: bytes[line.range.lowerBound...], as: UTF8.self).unicodeScalars.first!
                    #expect(
                        !Self.isCombiningMark(first),
                        "\(language) at \(columns) columns: a line starts with U+\(String(first.value, radix: 16))")
                }
            }
        }
    }

    @Test func withoutASegmenterThaiBreaksOnlyAtSpacesOrWhereAWordIsTooWide() {
        let text = SampleParagraphs.thai
        let boundaries = Self.icuWordBoundaries(of: text)
        let lines = Self.lines(of: text, columns: 30, segmenter: nil)
        let bytes = Array(text.utf8)
        // The 60-letter run before the space has no UAX #14 opportunity: it is cut where the line is full.
        #expect(
            lines.dropLast().contains {
                !boundaries.contains($0.range.upperBound) && bytes[$0.range.upperBound - 1] != 0x20
            })
    }

    @Test func aTextAreaWithTheSegmenterWrapsThaiBetweenWordsAndKeepsWrappingAcrossEdits() {
        let area = TextArea()
        area.measurer = MonospaceMeasurer(cellWidth: 1, lineHeight: 1)
        area.textContainerInset = .zero
        area.lineFragmentPadding = 0
        area.size = Size(width: 16, height: 20)
        area.segmenter = ICUSegmenter()
        area.text = SampleParagraphs.thai
        area.setSelection(anchor: 0, head: 0)
        area.insertText("วันนี้")
        let text = area.text
        let boundaries = Self.icuWordBoundaries(of: text)
        let ends = area.visibleLines().map(\.range.upperBound).dropLast()
        #expect(ends.count >= 3)
        #expect(ends.allSatisfy { boundaries.contains($0) }, "\(Array(ends)) against \(boundaries.sorted())")
        let fresh = Self.lines(of: text, columns: 16, segmenter: ICUSegmenter()).map(\.range)
        #expect(area.visibleLines().map(\.range) == Array(fresh.prefix(area.visibleLines().count)))
    }

    /// Whether a scalar is a combining mark (general category Mn, Mc or Me).
    static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }
}
