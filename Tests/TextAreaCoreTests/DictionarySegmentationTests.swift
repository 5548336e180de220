import SeededRandom
import Testing

@testable import TextAreaCore

/// A segmenter in the core: only SA and Chinese/Japanese runs reach it, its answers are cached, and wrapping at its opportunities keeps the layout's invariants.
@Suite struct DictionarySegmentationTests {
    /// A sentence of sample Thai words, written without spaces as Thai is.
    static let thaiSentence = "ภาษาไทยเป็นภาษาราชการของประเทศไทยมีคนพูดมากกว่าหกสิบล้านคน"

    /// An area with no insets or padding, wrapping at `columns` monospace cells.
    func makeArea(_ text: String, columns: Double, segmenter: (any TextSegmenter)?) -> TextArea {
        let area = TextArea()
        area.measurer = MonospaceMeasurer(cellWidth: 1, lineHeight: 1)
        area.textContainerInset = .zero
        area.lineFragmentPadding = 0
        area.size = Size(width: columns, height: 10)
        area.segmenter = segmenter
        area.text = text
        return area
    }

    /// The lines of the area's complete layout, as byte ranges.
    func lineRanges(of area: TextArea) -> [Range<Int>] {
        area.completeLayout()
        var ranges: [Range<Int>] = []
        area.viewport.textLayout.lines.forEachLine(from: 0) { record, _, start in
            ranges.append(start..<(start + Int(record.length)))
            return true
        }
        return ranges
    }

    @Test func everySACodePointStartsWithALeadByteTheQuickCheckKnows() {
        var count = 0
        for value in UInt32(0)...0x10FFFF where ComplexContextRuns.isComplexContext(value) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            count += 1
            let lead = String(scalar).utf8.first!
            #expect(
                ComplexContextRuns.mayStartComplexContext(lead), "U+\(String(value, radix: 16)) starts with \(lead)")
        }
        #expect(count > 600, "Unicode 15.0 has hundreds of SA code points")
    }

    @Test func textWithoutSAOrIdeographsNeverReachesTheSegmenter() {
        let segmenter = WordListSegmenter(words: SampleWords.thai)
        let paragraph = "Hello, wörld — Привет мир, Γειά σου κόσμε; 안녕하세요 세계; مرحبا بالعالم 👍🏽 3.14 don't stop. "
        let area = makeArea(
            String(repeating: paragraph, count: 40) + "\n" + paragraph, columns: 17, segmenter: segmenter)
        area.completeLayout()
        area.setSelection(anchor: 0, head: 0)
        for _ in 0..<200 { area.move(.wordForward) }
        for offset in stride(from: 0, to: area.utf8Count, by: 97) { area.selectWord(at: offset) }
        for _ in 0..<50 { area.delete(.wordBackward) }
        #expect(segmenter.lineQuestions.isEmpty)
        #expect(segmenter.wordQuestions.isEmpty)
    }

    @Test func chineseAndJapaneseReachTheSegmenterForWordsOnly() {
        let segmenter = WordListSegmenter(words: SampleWords.chineseJapanese)
        let area = makeArea("東京から大阪まで、中文文本。日本語を入力", columns: 5, segmenter: segmenter)
        area.completeLayout()
        #expect(segmenter.lineQuestions.isEmpty, "UAX #14 breaks between ideographs on its own")
        area.selectWord(at: bytes("東京から大阪まで、中"))
        #expect(area.selectedText == "中文")
        #expect(segmenter.wordQuestions.allSatisfy { $0.kind == .chineseJapanese })
        #expect(segmenter.wordQuestions.contains { $0.run == "中文文本" })
    }

    @Test func thaiWrapsBetweenTheSegmentersWords() {
        let segmenter = WordListSegmenter(words: SampleWords.thai)
        let text = Self.thaiSentence
        let wordEnds = Set(TextStorage(text).wordSegments(around: 0, segmenter: segmenter).map(\.range.upperBound))
        // The longest word, ภาษาราชการ, takes 10 cells: from there on every line ends between words.
        for columns in [10.0, 13, 17, 20, 31] {
            let area = makeArea(text, columns: columns, segmenter: segmenter)
            let lines = lineRanges(of: area)
            #expect(lines.count > 1, "\(columns) columns")
            for line in lines.dropLast() {
                #expect(
                    wordEnds.contains(line.upperBound),
                    "\(columns) columns: a line ends inside a word at \(line.upperBound)")
            }
        }
        // Without a segmenter the run has no opportunity: lines are cut between clusters where they are full.
        let plain = makeArea(text, columns: 13, segmenter: nil)
        #expect(lineRanges(of: plain).dropLast().contains { !wordEnds.contains($0.upperBound) })
    }

    @Test func answersAreCachedByRun() {
        let segmenter = WordListSegmenter(words: SampleWords.thai)
        let area = makeArea(Self.thaiSentence + " วันนี้อากาศดี\nเราไปเที่ยวทะเลกัน", columns: 8, segmenter: segmenter)
        area.completeLayout()
        let asked = segmenter.lineQuestions
        #expect(Set(asked) == [Self.thaiSentence, "วันนี้อากาศดี", "เราไปเที่ยวทะเลกัน"])
        segmenter.forgetQuestions()
        // A new width wraps everything again from the cache; an edit asks about the run it changed only.
        area.size = Size(width: 11, height: 10)
        area.completeLayout()
        #expect(segmenter.lineQuestions.isEmpty)
        area.setSelection(anchor: area.utf8Count, head: area.utf8Count)
        area.insertText("มาก")
        area.completeLayout()
        #expect(segmenter.lineQuestions == ["เราไปเที่ยวทะเลกันมาก"])
    }

    @Test func settingTheSegmenterRewrapsAndNilRestoresUAX14() {
        let segmenter = WordListSegmenter(words: SampleWords.thai)
        let area = makeArea(Self.thaiSentence, columns: 10, segmenter: nil)
        let plain = lineRanges(of: area)
        area.segmenter = segmenter
        let segmented = lineRanges(of: area)
        #expect(plain != segmented)
        area.segmenter = nil
        #expect(lineRanges(of: area) == plain)
    }

    /// Seeded random edits in Thai text wrapped at a segmenter's opportunities: after each step the complete layout equals a fresh wrap of the text.
    @Test(arguments: [(UInt64(0x7A1_0001), 7.0), (0x7A1_0002, 12.0), (0x7A1_0003, 3.0)])
    func incrementalLayoutWithASegmenterEqualsAFullRewrap(seed: UInt64, columns: Double) {
        var random = SplitMix64(seed: seed)
        let segmenter = WordListSegmenter(words: SampleWords.thai, splitsOddRuns: true)
        let pieces = SampleWords.thai + ["ะ", "่", "ำ", " ", " ", "\n", "abc ", "ก", "ข้"]
        func fragment() -> String {
            (0..<random.number(in: 1...6)).map { _ in random.pick(pieces) }.joined()
        }
        func randomOffset(in area: TextArea) -> Int {
            area.textStorage.characterBoundary(atOrBefore: random.below(area.utf8Count + 1))
        }
        // Long runs without spaces, longer than the lines an edit re-wraps at once.
        let initial = (0..<6).map { _ in (0..<40).map { _ in random.pick(SampleWords.thai) }.joined() }.joined(
            separator: " ")
        let area = makeArea(initial, columns: columns, segmenter: segmenter)
        var log: [String] = []
        for step in 0..<300 {
            let offset = randomOffset(in: area)
            switch random.below(10) {
            case 0..<5:
                let inserted = fragment()
                area.selectedRange = offset..<offset
                area.insertText(inserted)
                log.append("insert \(String(reflecting: inserted)) at \(offset)")
            case 5..<8:
                let end = area.textStorage.characterBoundary(
                    atOrBefore: min(offset + random.number(in: 1...40), area.utf8Count))
                area.selectedRange = offset..<end
                area.deleteBackward()
                log.append("delete \(offset)..<\(end)")
            case 8:
                // Now and then more than the 64 KB a layout wraps at once after a paste.
                let count = random.chance(0.03) ? 7000 : random.number(in: 50...400)
                let pasted = (0..<count).map { _ in random.pick(pieces) }.joined()
                area.paste(pasted, at: offset)
                log.append("paste \(pasted.utf8.count) bytes at \(offset)")
            default:
                if random.chance(0.2) {
                    // A new text is laid out lazily: the next edits fall inside provisional lines.
                    area.text = area.text
                    log.append("reload")
                } else {
                    area.scroll(by: Double(random.number(in: -30...30)))
                    log.append("scroll")
                }
            }
            _ = area.visibleLines()
            if step % 5 != 4 { continue }
            let expected = wrappedLines(
                of: area.text, width: area.wrapWidth, font: area.font, measurer: area.measurer,
                segmenter: segmenter
            ).map(\.range)
            let actual = lineRanges(of: area)
            if actual != expected {
                let firstDifference =
                    (0..<min(actual.count, expected.count)).first { actual[$0] != expected[$0] }
                    ?? min(actual.count, expected.count)
                let text = Array(area.text.utf8)
                func describe(_ lines: [Range<Int>]) -> String {
                    lines[max(firstDifference - 2, 0)..<min(firstDifference + 3, lines.count)]
                        .map { "\($0) \(String(decoding: text[$0], as: UTF8.self))" }.joined(separator: " | ")
                }
                Issue.record(
                    """
                    seed \(seed), step \(step): line \(firstDifference) differs; last operations: \(log.suffix(6))
                      layout: \(describe(actual))
                      full wrap: \(describe(expected))
                    """)
                return
            }
        }
    }
}

/// Finding SA runs in storage, across chunks.
@Suite struct ComplexContextRunTests {
    @Test func runsExtendToTheirWholeExtentAcrossChunks() {
        // Thai runs of 6,300 bytes between Latin words: each spans storage chunks.
        let thai = String(repeating: "ภาษาไทย", count: 300)
        let text = "abc " + thai + " def " + thai + "ก"
        let storage = TextStorage(text)
        let firstRun = bytes("abc ")..<bytes("abc " + thai)
        let secondStart = bytes("abc " + thai + " def ")
        #expect(storage.chunks.count > 2)
        for offset in [firstRun.lowerBound, firstRun.lowerBound + 3, 1504, 3076, 6298, firstRun.upperBound] {
            #expect(storage.complexContextRun(extending: offset..<offset) == firstRun, "from \(offset)")
        }
        #expect(storage.complexContextRun(extending: 1504..<1534) == firstRun)
        #expect(
            storage.complexContextRun(extending: (secondStart + 30)..<(secondStart + 30))
                == secondStart..<storage.utf8Count)
        // Outside a run an empty range stays put.
        #expect(storage.complexContextRun(extending: 1..<1) == 1..<1)
    }

    @Test func insideARunMeansSAOnBothSides() {
        let storage = TextStorage("ab ไทย cd")
        #expect(storage.isInsideComplexContextRun(bytes("ab ไ")))
        #expect(!storage.isInsideComplexContextRun(bytes("ab ")))
        #expect(!storage.isInsideComplexContextRun(bytes("ab ไทย")))
        #expect(!storage.isInsideComplexContextRun(1))
    }
}
