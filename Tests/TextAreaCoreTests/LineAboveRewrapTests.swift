import SeededRandom
import Testing

@testable import TextAreaCore

/// An edit past the first word of a line re-wraps from that line, leaving the line above unmeasured; an edit in the first word still lets it move up.
@Suite struct LineAboveRewrapTests {
    typealias Fixtures = LayoutFixtures

    /// The lines of `layout` as byte ranges, with every pending line wrapped first.
    func lines(of layout: TextLayout, storage: TextStorage) -> [Range<Int>] {
        Fixtures.completedLines(of: layout, storage: storage)
    }

    /// A laid-out text of words at 240 cells (some forty words a line), measured by a counting measurer.
    func wrappedWords() -> (storage: TextStorage, layout: TextLayout, measurer: CountingMeasurer, lines: [Range<Int>]) {
        let storage = TextStorage(String(repeating: "alpha beta gamma delta epsilon zeta eta theta ", count: 60))
        let measurer = CountingMeasurer()
        let layout = TextLayout(storage: storage, measurer: measurer, font: .standard, wrapWidth: 240, eager: true)
        return (storage, layout, measurer, lines(of: layout, storage: storage))
    }

    @Test func typingInTheSecondWordOfALineMeasuresNeitherTheLineAboveNorMuchElse() throws {
        var (storage, layout, measurer, before) = wrappedWords()
        let line = before[5]
        let bytes = Array(storage.string.utf8)
        let firstSpace = try #require(line.firstIndex { bytes[$0] == 0x20 })
        // Two letters into the line's second word.
        let offset = firstSpace + 3
        measurer.resetCount()
        storage.replace(offset..<offset, with: "x")
        layout.update(storage: storage, replaced: offset..<offset, insertedLength: 1)
        // The edited line and what wrapping reads past its end, in batches; re-wrapping the line above too
        // measures more than both lines hold.
        #expect(measurer.measuredBytes > 0)
        #expect(measurer.measuredBytes < before[4].count + line.count)
        #expect(lines(of: layout, storage: storage) == Fixtures.wrapped(storage.string, width: 240).map(\.range))
    }

    @Test func shorteningTheFirstWordOfALineLetsItMoveUp() {
        var storage = TextStorage("aaaa bbbbbb cc")
        let layout = TextLayout(storage: storage, measurer: Fixtures.cells, font: .standard, wrapWidth: 10, eager: true)
        #expect(lines(of: layout, storage: storage) == [0..<5, 5..<14])
        // "bbbbbb" loses a letter and fits beside "aaaa ".
        storage.replace(8..<9, with: "")
        layout.update(storage: storage, replaced: 8..<9, insertedLength: 0)
        #expect(lines(of: layout, storage: storage) == [0..<11, 11..<13])
    }

    @Test func aSpaceTypedIntoTheFirstWordLetsItsFirstPieceMoveUp() {
        var storage = TextStorage("aaaa bbbbbb cc")
        let layout = TextLayout(storage: storage, measurer: Fixtures.cells, font: .standard, wrapWidth: 10, eager: true)
        // "bb bbbb": the line's first word becomes "bb ", which fits beside "aaaa ".
        storage.replace(7..<7, with: " ")
        layout.update(storage: storage, replaced: 7..<7, insertedLength: 1)
        #expect(lines(of: layout, storage: storage) == Fixtures.wrapped(storage.string, width: 10).map(\.range))
        #expect(lines(of: layout, storage: storage).first == 0..<8)
    }

    @Test func randomEditsAcrossLineStartsMatchAFullWrap() {
        var generator = SplitMix64(seed: 0x26)
        let words = ["a", "bb", "ccc", "dddd", "eeeee", "ffffff", "1", "(x)", "$5", "é"]
        var text = (0..<200).map { _ in words.randomElement(using: &generator)! }.joined(separator: " ")
        var storage = TextStorage(text)
        let layout = TextLayout(storage: storage, measurer: Fixtures.cells, font: .standard, wrapWidth: 12, eager: true)
        for _ in 0..<400 {
            let count = storage.utf8Count
            let bytes = Array(text.utf8)
            var start = Int.random(in: 0...count, using: &generator)
            while start < count && bytes[start] & 0xC0 == 0x80 { start += 1 }
            var end = min(start + Int.random(in: 0...3, using: &generator), count)
            while end < count && bytes[end] & 0xC0 == 0x80 { end += 1 }
            let inserted = Bool.random(using: &generator) ? words.randomElement(using: &generator)! : " "
            storage.replace(start..<end, with: inserted)
            layout.update(storage: storage, replaced: start..<end, insertedLength: inserted.utf8.count)
            text = storage.string
            let expected = Fixtures.wrapped(text, width: 12).map(\.range)
            #expect(lines(of: layout, storage: storage) == expected, "replacing \(start)..<\(end)")
            if lines(of: layout, storage: storage) != expected { return }
        }
    }

    @Test func randomEditsAmongASCIIWordsAndThaiRunsMatchAFullWrapWithASegmenter() {
        var random = SplitMix64(seed: 0x26_0002)
        let segmenter = WordListSegmenter(words: SampleWords.thai, splitsOddRuns: true)
        let pieces = SampleWords.thai + ["ab ", "cde ", "f ", "gh", " ", "x", "ะ"]
        let area = TextArea()
        area.measurer = MonospaceMeasurer(cellWidth: 1, lineHeight: 1)
        area.textContainerInset = .zero
        area.lineFragmentPadding = 0
        area.size = Size(width: 11, height: 10)
        area.segmenter = segmenter
        area.text = (0..<300).map { _ in random.pick(pieces) }.joined()
        for step in 0..<300 {
            let offset = area.textStorage.characterBoundary(atOrBefore: random.below(area.utf8Count + 1))
            if random.chance(0.6) {
                area.selectedRange = offset..<offset
                area.insertText(random.pick(pieces))
            } else {
                let end = area.textStorage.characterBoundary(
                    atOrBefore: min(offset + random.number(in: 1...6), area.utf8Count))
                area.selectedRange = offset..<end
                area.deleteBackward()
            }
            area.completeLayout()
            var actual: [Range<Int>] = []
            area.viewport.textLayout.lines.forEachLine(from: 0) { record, _, start in
                actual.append(start..<(start + Int(record.length)))
                return true
            }
            let expected = wrappedLines(
                of: area.text, width: area.wrapWidth, font: area.font, measurer: area.measurer, segmenter: segmenter
            ).map(\.range)
            #expect(actual == expected, "step \(step)")
            if actual != expected { return }
        }
    }
}
