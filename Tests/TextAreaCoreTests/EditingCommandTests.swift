import Testing

@testable import TextAreaCore

/// Inserting and deleting, by cluster and by word, over ASCII and the hard cases of grapheme clustering.
@Suite struct EditingCommandTests {
    // MARK: Insert

    @Test func insertPutsTextAtTheCaretAndTheCaretAfterIt() {
        let area = makeArea("held", caret: 2)
        area.insertText("llo wor")
        #expect(area.text == "hello world")
        #expect(area.selectedRange == 9..<9)
    }

    @Test func insertReplacesTheSelection() {
        let area = makeArea("one two three", caret: 7, anchor: 4)
        area.insertText("2")
        #expect(area.text == "one 2 three")
        #expect(area.selectedRange == 5..<5)
    }

    @Test func insertNewlineCommandInsertsALineFeed() {
        let area = makeArea("ab", caret: 1)
        area.perform(.insertNewline)
        #expect(area.text == "a\nb")
        #expect(area.caretOffset == 2)
        area.perform(.insert("日本語"))
        #expect(area.text == "a\n日本語b")
        #expect(area.caretOffset == 2 + bytes("日本語"))
    }

    @Test(arguments: [
        Clusters.family, Clusters.thumbsUp, Clusters.flags, Clusters.eAcute, Clusters.hangulJamo,
        "请输入备注",
    ])
    func insertingClusterTextKeepsItWhole(piece: String) {
        let area = makeArea("<>", caret: 1)
        area.insertText(piece)
        #expect(area.text == "<" + piece + ">")
        #expect(area.caretOffset == 1 + bytes(piece))
        #expect(area.characterCount == 2 + piece.count)
    }

    @Test func insertingACombiningMarkJoinsThePreviousCharacter() {
        let area = makeArea("e")
        area.insertText("\u{301}")
        #expect(area.text == Clusters.eAcute)
        #expect(area.characterCount == 1)
        #expect(area.caretOffset == 3)
    }

    @Test func insertingBeforeACombiningMarkPutsTheCaretAfterTheJoinedCluster() {
        // A lone combining mark at the start of a line is a cluster of its own; "e" typed before it joins it.
        let area = makeArea("\u{301}x", caret: 0)
        area.insertText("e")
        #expect(area.text == "e\u{301}x")
        #expect(area.caretOffset == 3, "after the joined cluster, never inside it")
        area.insertText("y")
        #expect(area.text == "e\u{301}yx", "the next keystroke lands after what was typed")
    }

    @Test func insertingCarriageReturnBeforeLineFeedPutsTheCaretAfterTheBreak() {
        let area = makeArea("a\nb", caret: 1)
        area.insertText("\r")
        #expect(area.text == "a\r\nb")
        #expect(area.caretOffset == 3, "CR LF is one cluster: the caret may not sit between them")
        #expect(area.textStorage.isCharacterBoundary(area.caretOffset))
    }

    @Test func insertingARegionalIndicatorBesideALoneOneMakesAFlag() {
        let area = makeArea("🇯")
        area.insertText("🇵")
        #expect(area.text == "🇯🇵")
        #expect(area.characterCount == 1)
        #expect(area.caretOffset == 8)
    }

    // MARK: Delete by cluster

    @Test(arguments: [Clusters.family, Clusters.thumbsUp, Clusters.eAcute, Clusters.hangulJamo, Clusters.crlf, "語"])
    func backspaceRemovesOneWholeCluster(piece: String) {
        let area = makeArea("a" + piece)
        area.deleteBackward()
        #expect(area.text == "a")
        #expect(area.caretOffset == 1)
    }

    @Test(arguments: [Clusters.family, Clusters.thumbsUp, Clusters.eAcute, Clusters.hangulJamo, Clusters.crlf, "语"])
    func deleteForwardRemovesOneWholeCluster(piece: String) {
        let area = makeArea(piece + "z", caret: 0)
        area.deleteForward()
        #expect(area.text == "z")
        #expect(area.caretOffset == 0)
    }

    @Test func oneBackspaceRemovesBothBytesOfCRLF() {
        let area = makeArea("line one\r\nline two", caret: bytes("line one\r\n"))
        area.perform(.delete(.characterBackward))
        #expect(area.text == "line oneline two")
        #expect(area.caretOffset == bytes("line one"))
    }

    @Test func adjacentFlagsAreDeletedOneFlagAtATime() {
        let area = makeArea(Clusters.flags)
        area.deleteBackward()
        #expect(area.text == "🇯🇵")
        area.deleteBackward()
        #expect(area.text == "")
        let forward = makeArea(Clusters.flags, caret: 0)
        forward.deleteForward()
        #expect(forward.text == "🇺🇸")
    }

    @Test func deletingCJKRemovesOneCharacterPerPress() {
        let area = makeArea("日本語を入力")
        area.deleteBackward()
        area.deleteBackward()
        #expect(area.text == "日本語を")
        area.setSelection(anchor: 0, head: 0)
        area.deleteForward()
        #expect(area.text == "本語を")
    }

    @Test func deleteRemovesTheSelectionWhole() {
        for deletion in Deletion.allCases where deletion != .toLineStart && deletion != .toLineEnd {
            let area = makeArea("ab👨‍👩‍👧‍👦cd", caret: 2 + bytes(Clusters.family), anchor: 1)
            area.delete(deletion)
            #expect(area.text == "acd", "\(deletion)")
            #expect(area.selectedRange == 1..<1, "\(deletion)")
        }
    }

    @Test func deletingAtTheEdgesDoesNothing() {
        let area = makeArea("abc", caret: 0)
        let delegate = RecordingDelegate()
        area.delegate = delegate
        area.deleteBackward()
        area.delete(.wordBackward)
        area.setSelection(anchor: 3, head: 3)
        delegate.log.removeAll()
        area.deleteForward()
        area.delete(.wordForward)
        #expect(area.text == "abc")
        #expect(delegate.log.isEmpty, "no change, so no delegate traffic")
        #expect(!area.canUndo)
    }

    @Test func deletingTheCharacterBetweenTwoThatJoinKeepsTheCaretOnABoundary() {
        // "\r" and "\n" with a character between them join once it is gone.
        let area = makeArea("a\rx\nb", caret: 3)
        area.deleteBackward()
        #expect(area.text == "a\r\nb")
        #expect(area.textStorage.isCharacterBoundary(area.caretOffset))
        #expect(area.caretOffset == 1, "before the joined break, where the deletion happened")
    }

    // MARK: Delete by word

    @Test func wordBackwardDeletesToTheStartOfTheWord() {
        let area = makeArea("hello brave world")
        area.delete(.wordBackward)
        #expect(area.text == "hello brave ")
        area.delete(.wordBackward)
        #expect(area.text == "hello ", "skips the space, then the word")
    }

    @Test func wordForwardDeletesToTheEndOfTheWord() {
        let area = makeArea("hello brave world", caret: 5)
        area.delete(.wordForward)
        #expect(area.text == "hello world")
        #expect(area.caretOffset == 5)
    }

    @Test func wordDeletionFromInsideAWord() {
        let area = makeArea("unbelievable", caret: 2)
        area.delete(.wordForward)
        #expect(area.text == "un")
        let back = makeArea("unbelievable", caret: 2)
        back.delete(.wordBackward)
        #expect(back.text == "believable")
    }

    @Test func wordDeletionTreatsCombiningSequencesAsPartOfTheWord() {
        let word = "cafe\u{301}"
        let area = makeArea("le " + word)
        area.delete(.wordBackward)
        #expect(area.text == "le ")
    }

    @Test func wordDeletionInJapaneseWithoutASegmenterTakesAKatakanaRunOrOneCharacter() {
        // UAX #29 keeps katakana together (WB13) and splits ideographs and hiragana one by one.
        let area = makeArea("日本語をカタカナ")
        area.delete(.wordBackward)
        #expect(area.text == "日本語を")
        area.delete(.wordBackward)
        #expect(area.text == "日本語")
        area.delete(.wordBackward)
        #expect(area.text == "日本")
    }

    @Test func wordDeletionInJapaneseTakesTheSegmentersWords() {
        let area = makeArea("日本語をカタカナ")
        area.segmenter = WordListSegmenter(words: SampleWords.chineseJapanese)
        area.delete(.wordBackward)
        #expect(area.text == "日本語を")
        area.delete(.wordBackward)
        #expect(area.text == "日本語")
        area.delete(.wordBackward)
        #expect(area.text == "")
    }

    @Test func wordDeletionSkipsEmojiLikePunctuationThenTakesTheWord() {
        // Emoji are not word characters: Ctrl+Backspace skips them (whole) and the space, then deletes the word.
        let original = "say hi " + Clusters.family + Clusters.thumbsUp
        let area = makeArea(original)
        area.delete(.wordBackward)
        #expect(area.text == "say ")
        area.undo()
        #expect(area.text == original)
        area.setSelection(anchor: bytes("say hi "), head: bytes("say hi "))
        area.delete(.wordForward)
        #expect(area.text == "say hi ", "forward, both emoji go whole")
    }
}
