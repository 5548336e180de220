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

    @Test(arguments: [
        "мягких французских булок да выпей ", "नमस्ते दुनिया यह क्षत्रिय ", "한국어 텍스트로 줄 바꿈과 ", "中文 文本 ",
        "שלום עולם זהו טקסט ",
    ])
    func typingInTheSecondWordOfALineInAnotherScriptMeasuresNeitherTheLineAboveNorMuchElse(words: String) throws {
        var storage = TextStorage(String(repeating: words, count: 80))
        let measurer = CountingMeasurer()
        let layout = TextLayout(storage: storage, measurer: measurer, font: .standard, wrapWidth: 60, eager: true)
        let before = lines(of: layout, storage: storage)
        // A line with room for one more letter, so that the lines after it stay as they were.
        let wrapped = Fixtures.wrapped(storage.string, width: 60)
        let index = try #require((3..<wrapped.count).first { wrapped[$0].width <= 58 })
        let line = before[index]
        let utf8 = Array(storage.string.utf8)
        let firstSpace = try #require(line.firstIndex { utf8[$0] == 0x20 })
        // Two characters (with their marks) into the line's second word.
        let secondWord = String(decoding: utf8[(firstSpace + 1)...], as: UTF8.self)
        let offset = firstSpace + 1 + String(secondWord.prefix(2)).utf8.count
        measurer.resetCount()
        storage.replace(offset..<offset, with: "x")
        layout.update(storage: storage, replaced: offset..<offset, insertedLength: 1)
        // The edited line and what wrapping reads past its end, in batches; re-wrapping the line above too
        // measures more than both lines hold.
        #expect(measurer.measuredBytes > 0)
        #expect(measurer.measuredBytes < before[index - 1].count + line.count)
        #expect(lines(of: layout, storage: storage) == Fixtures.wrapped(storage.string, width: 60).map(\.range))
    }

    @Test func aLineOfLettersAndSpacesInOtherScriptsIsASureOpportunityOnlyPastTheSecondLettersNextCharacter() {
        func leavesLineAboveAlone(_ text: String, editAt offset: Int? = nil) -> Bool {
            let storage = TextStorage(text)
            return TextLayout.editLeavesLineAboveAlone(
                lineStart: 0, editStart: offset ?? storage.utf8Count, storage: storage)
        }
        #expect(leavesLineAboveAlone("булок да"))
        #expect(leavesLineAboveAlone("नमस्ते दुनिया"))
        // A vowel sign after the second letter is not yet the character that follows it.
        #expect(!leavesLineAboveAlone("नमस्ते दु"))
        #expect(leavesLineAboveAlone("中文 文本"))
        #expect(leavesLineAboveAlone("한국어 텍스"))
        // An opening bracket before the spaces, a closing one or a nonstarter after them, a Thai word: no.
        #expect(!leavesLineAboveAlone("булок «да»"))
        #expect(!leavesLineAboveAlone("булок( да"))
        #expect(!leavesLineAboveAlone("中文 」文本"))
        #expect(!leavesLineAboveAlone("булок ภาษาไทย"))
        // A mark after the first letter belongs to it (LB9).
        #expect(leavesLineAboveAlone("e\u{301} fg"))
        // The second letter's next character lies at or past the edit.
        let text = "булок да"
        #expect(!leavesLineAboveAlone(text, editAt: text.utf8.count - 2))
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
        let words = ["a", "bb", "ccc", "dddd", "eeeee", "ffffff", "1", "(x)", "$5", "é"]
        expectRandomEditsMatchAFullWrap(seed: 0x26, words: words, edits: 400, longestReplaced: 3)
    }

    @Test func randomEditsAmongWordsOfManyScriptsMatchAFullWrap() {
        let words = [
            "мягких", "да", "नमस्ते", "दुनिया", "\u{93F}", "한국어", "텍스트로", "中文", "文本", "שלום", "(", ")", "«", "»",
            "「", "」", "、", "ab", "1", "$", "—", "-", "'", "\"", "!", "\u{301}", "e\u{301}", "\u{200D}", "👍🏽", "\u{A0}",
        ]
        expectRandomEditsMatchAFullWrap(seed: 0x26_0003, words: words, edits: 500, longestReplaced: 6)
    }

    /// Lays out 200 of `words` at 12 cells, then makes `edits` random edits (up to `longestReplaced` bytes replaced by
    /// a word or a space), expecting the lines to equal a full wrap after each.
    private func expectRandomEditsMatchAFullWrap(
        seed: UInt64, words: [String], edits: Int, longestReplaced: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var generator = SplitMix64(seed: seed)
        var text = (0..<200).map { _ in words.randomElement(using: &generator)! }.joined(separator: " ")
        var storage = TextStorage(text)
        let layout = TextLayout(storage: storage, measurer: Fixtures.cells, font: .standard, wrapWidth: 12, eager: true)
        for _ in 0..<edits {
            let count = storage.utf8Count
            let bytes = Array(text.utf8)
            var start = Int.random(in: 0...count, using: &generator)
            while start < count && bytes[start] & 0xC0 == 0x80 { start += 1 }
            var end = min(start + Int.random(in: 0...longestReplaced, using: &generator), count)
            while end < count && bytes[end] & 0xC0 == 0x80 { end += 1 }
            let inserted = Bool.random(using: &generator) ? words.randomElement(using: &generator)! : " "
            storage.replace(start..<end, with: inserted)
            layout.update(storage: storage, replaced: start..<end, insertedLength: inserted.utf8.count)
            text = storage.string
            let expected = Fixtures.wrapped(text, width: 12).map(\.range)
            let actual = lines(of: layout, storage: storage)
            #expect(actual == expected, "replacing \(start)..<\(end)", sourceLocation: sourceLocation)
            if actual != expected { return }
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
