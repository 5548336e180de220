import CoreFuzzing
import Testing

@testable import TextAreaCore

/// Caret moves by cluster, word, paragraph and document, their extending variants, and selecting words and paragraphs.
///
/// Visual-line and vertical moves are left to the layout's own tests.
@Suite struct SelectionTests {
    /// Every cluster kind the caret must step over whole, between ASCII markers.
    static let hardText =
        "a" + Clusters.family + Clusters.thumbsUp + Clusters.flags + Clusters.eAcute
        + Clusters.hangulJamo + "日本" + Clusters.crlf + "z"

    // MARK: By cluster

    @Test func characterForwardStopsAtEveryClusterBoundaryAndNowhereElse() {
        let area = makeArea(Self.hardText, caret: 0)
        var visited = [area.caretOffset]
        for _ in 0..<30 {
            area.move(.characterForward)
            if area.caretOffset == visited.last { break }
            visited.append(area.caretOffset)
        }
        #expect(visited == ReferenceText.boundaries(of: Self.hardText))
    }

    @Test func characterBackwardStopsAtEveryClusterBoundaryAndNowhereElse() {
        let area = makeArea(Self.hardText)
        var visited = [area.caretOffset]
        for _ in 0..<30 {
            area.move(.characterBackward)
            if area.caretOffset == visited.last { break }
            visited.append(area.caretOffset)
        }
        #expect(visited == ReferenceText.boundaries(of: Self.hardText).reversed())
    }

    @Test func adjacentFlagsAreSteppedOverOneFlagAtATime() {
        let area = makeArea(Clusters.flags, caret: 0)
        area.move(.characterForward)
        #expect(area.caretOffset == bytes("🇯🇵"))
        area.move(.characterForward)
        #expect(area.caretOffset == bytes(Clusters.flags))
    }

    @Test func movingPastTheEndsStaysPut() {
        let area = makeArea("ab", caret: 0)
        area.move(.characterBackward)
        #expect(area.selectedRange == 0..<0)
        area.move(.documentEnd)
        area.move(.characterForward)
        #expect(area.selectedRange == 2..<2)
    }

    @Test func leftCollapsesASelectionToItsStartAndRightToItsEnd() {
        let area = makeArea("one two three", caret: 7, anchor: 4)
        area.move(.characterBackward)
        #expect(area.selectedRange == 4..<4)
        area.setSelection(anchor: 7, head: 4)
        area.move(.characterForward)
        #expect(area.selectedRange == 7..<7)
    }

    @Test func collapsingWorksWhateverTheSelectionsDirection() {
        let area = makeArea("one two three", caret: 4, anchor: 7)
        area.perform(.move(.characterBackward, extend: false))
        #expect(area.selectedRange == 4..<4)
        area.setSelection(anchor: 4, head: 7)
        area.perform(.move(.characterForward, extend: false))
        #expect(area.selectedRange == 7..<7)
    }

    // MARK: By word

    @Test func wordForwardGoesToTheEndOfEachWord() {
        let text = "Hello, brave new world"
        let area = makeArea(text, caret: 0)
        var stops: [Int] = []
        for _ in 0..<5 {
            area.move(.wordForward)
            stops.append(area.caretOffset)
        }
        #expect(stops == [5, 12, 16, 22, 22])
    }

    @Test func wordBackwardGoesToTheStartOfEachWord() {
        let area = makeArea("Hello, brave new world")
        var stops: [Int] = []
        for _ in 0..<5 {
            area.move(.wordBackward)
            stops.append(area.caretOffset)
        }
        #expect(stops == [17, 13, 7, 0, 0])
    }

    @Test func wordMovesWithoutASegmenterStopAfterEveryIdeographAndKana() {
        // UAX #29 alone makes each ideograph and each hiragana a word of its own.
        let text = "日本語を入力"
        let area = makeArea(text, caret: 0)
        var stops: [Int] = []
        for _ in 0..<7 {
            area.move(.wordForward)
            stops.append(area.caretOffset)
        }
        #expect(stops == [3, 6, 9, 12, 15, 18, 18])
    }

    @Test func wordMovesStopAtTheSegmentersJapaneseWords() {
        let text = "日本語を入力"
        let area = makeArea(text, caret: 0)
        area.segmenter = WordListSegmenter(words: SampleWords.chineseJapanese)
        area.move(.wordForward)
        #expect(area.caretOffset == bytes("日本語"))
        area.move(.wordForward)
        #expect(area.caretOffset == bytes("日本語を"))
        area.move(.wordForward)
        #expect(area.caretOffset == bytes(text))
        area.move(.wordBackward)
        #expect(area.caretOffset == bytes("日本語を"))
    }

    @Test func wordMovesKeepCombiningSequencesInsideTheWord() {
        let text = "cafe\u{301} noir"
        let area = makeArea(text, caret: 0)
        area.move(.wordForward)
        #expect(area.caretOffset == bytes("cafe\u{301}"))
        area.move(.wordBackward)
        #expect(area.caretOffset == 0)
    }

    @Test func wordMovesStartFromTheSelectionsEdge() {
        let area = makeArea("alpha beta gamma", caret: 8, anchor: 2)
        area.move(.wordForward)
        #expect(area.selectedRange == 10..<10, "from the selection's end")
        area.setSelection(anchor: 8, head: 14)
        area.move(.wordBackward)
        #expect(area.selectedRange == 6..<6, "from the selection's start")
    }

    // MARK: Paragraphs and document

    @Test func paragraphStartGoesToTheStartThenToThePreviousParagraph() {
        let text = "first\nsecond line\r\nthird"
        let thirdStart = bytes("first\nsecond line\r\n")
        let area = makeArea(text, caret: thirdStart + 3)
        area.move(.paragraphStart)
        #expect(area.caretOffset == thirdStart)
        area.move(.paragraphStart)
        #expect(area.caretOffset == 6, "CR LF is one separator")
        area.move(.paragraphStart)
        #expect(area.caretOffset == 0)
        area.move(.paragraphStart)
        #expect(area.caretOffset == 0)
    }

    @Test func paragraphEndGoesToTheEndThenToTheNextParagraph() {
        let text = "first\nsecond line\r\nthird"
        let area = makeArea(text, caret: 2)
        area.move(.paragraphEnd)
        #expect(area.caretOffset == 5)
        area.move(.paragraphEnd)
        #expect(area.caretOffset == bytes("first\nsecond line"), "before the CR LF")
        area.move(.paragraphEnd)
        #expect(area.caretOffset == bytes(text))
    }

    @Test func paragraphMovesRecogniseEverySeparator() {
        for separator in ["\n", "\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}"] {
            let text = "ab" + separator + "cd"
            let area = makeArea(text)
            area.move(.paragraphStart)
            #expect(area.caretOffset == bytes("ab" + separator), "\(separator.unicodeScalars.map(\.value))")
            area.move(.paragraphEnd)
            #expect(area.caretOffset == bytes(text))
        }
    }

    @Test func documentStartAndEnd() {
        let text = "请输入备注\n" + Clusters.family
        let area = makeArea(text, caret: 6)
        area.move(.documentEnd)
        #expect(area.selectedRange == bytes(text)..<bytes(text))
        area.move(.documentStart)
        #expect(area.selectedRange == 0..<0)
    }

    // MARK: Extending

    static let extendingCases: [(Movement, caret: Int, expectedHead: Int)] = [
        (.characterBackward, 7, 6),
        (.characterForward, 7, 8),
        (.wordBackward, 9, 6),
        (.wordForward, 7, 11),
        (.paragraphStart, 9, 6),
        (.paragraphEnd, 7, 17),
        (.documentStart, 7, 0),
        (.documentEnd, 7, 17),
    ]

    @Test(arguments: 0..<extendingCases.count)
    func extendingMoveKeepsTheAnchorAndMovesTheHead(index: Int) {
        let (movement, caret, expectedHead) = Self.extendingCases[index]
        // "hello\nworld again": paragraph two starts at 6, "world" is 6..<11.
        let area = makeArea("hello\nworld again", caret: caret)
        area.move(movement, extendingSelection: true)
        #expect(area.anchorOffset == caret, "\(movement)")
        #expect(area.caretOffset == expectedHead, "\(movement)")
        #expect(area.selectedRange == min(caret, expectedHead)..<max(caret, expectedHead))
    }

    @Test func extendingFromASelectionMovesItsHeadNotItsEdge() {
        let area = makeArea("one two three", caret: 5, anchor: 9)
        area.move(.characterForward, extendingSelection: true)
        #expect(area.anchorOffset == 9)
        #expect(area.caretOffset == 6, "the head moves; no collapse when extending")
        area.move(.wordForward, extendingSelection: true)
        #expect(area.selectedRange == 7..<9)
        area.move(.wordForward, extendingSelection: true)
        #expect(area.selectedRange == 9..<13, "the head crossed the anchor")
        #expect(area.anchorOffset == 9)
    }

    @Test func shiftArrowsSelectWholeClusters() {
        let area = makeArea(Self.hardText, caret: 1)
        area.perform(.move(.characterForward, extend: true))
        #expect(area.selectedText == Clusters.family)
        area.perform(.move(.characterForward, extend: true))
        #expect(area.selectedText == Clusters.family + Clusters.thumbsUp)
        area.perform(.move(.characterForward, extend: true))
        #expect(area.selectedText == Clusters.family + Clusters.thumbsUp + "🇯🇵")
    }

    // MARK: Select all, word, paragraph

    @Test func selectAllSelectsTheWholeText() {
        let area = makeArea("some\ntext", caret: 2)
        area.perform(.selectAll)
        #expect(area.selectedRange == 0..<9)
        #expect(area.selectedText == "some\ntext")
    }

    @Test func selectWordSelectsTheWordAroundTheCaret() {
        let area = makeArea("alpha beta gamma", caret: 8)
        area.perform(.selectWord)
        #expect(area.selectedText == "beta")
        area.selectWord(at: 16)
        #expect(area.selectedText == "gamma", "at the end, the character before decides")
        area.selectWord(at: 5)
        #expect(area.selectedText == " ", "a space run is a word of its own")
    }

    @Test func selectWordSelectsAPunctuationMarkOrAnEmojiAlone() {
        let text = "hi, " + Clusters.family + "!"
        let area = makeArea(text)
        area.selectWord(at: 2)
        #expect(area.selectedText == ",")
        area.selectWord(at: 4)
        #expect(area.selectedText == Clusters.family)
    }

    @Test func selectWordSelectsOneIdeographWithoutASegmenter() {
        let area = makeArea("日本語を入力", caret: 3)
        area.selectWord()
        #expect(area.selectedText == "本")
    }

    @Test func selectWordSelectsTheSegmentersJapaneseWord() {
        let area = makeArea("日本語を入力", caret: 3)
        area.segmenter = WordListSegmenter(words: SampleWords.chineseJapanese)
        area.selectWord()
        #expect(area.selectedText == "日本語")
        area.selectWord(at: bytes("日本語を入"))
        #expect(area.selectedText == "入力")
    }

    @Test func selectParagraphIncludesItsSeparator() {
        let text = "first\r\nsecond\nthird"
        let area = makeArea(text, caret: 2)
        area.perform(.selectParagraph)
        #expect(area.selectedText == "first\r\n")
        area.selectParagraph(at: 9)
        #expect(area.selectedText == "second\n")
        area.selectParagraph(at: bytes(text))
        #expect(area.selectedText == "third")
    }

    // MARK: Setting the selection

    @Test func setSelectionSnapsIntoClusterStartsAndClampsToTheText() {
        let text = "a" + Clusters.family + "b"
        let area = makeArea(text)
        area.setSelection(anchor: 3, head: 1 + bytes(Clusters.family) - 1)
        #expect(area.selectedRange == 1..<1, "both ends were inside the family")
        area.setSelection(anchor: -5, head: 999)
        #expect(area.selectedRange == 0..<bytes(text))
        area.selectedRange = 2..<26
        #expect(area.selectedRange == 1..<26)
    }

    @Test func setSelectionNotifiesOnlyWhenTheSelectionMoves() {
        let area = makeArea("abc", caret: 1)
        let delegate = RecordingDelegate()
        area.delegate = delegate
        area.setSelection(anchor: 1, head: 1)
        #expect(delegate.log.isEmpty)
        area.setSelection(anchor: 1, head: 2)
        #expect(delegate.log == ["didChangeSelection"])
    }
}
