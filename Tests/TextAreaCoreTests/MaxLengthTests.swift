import Testing

@testable import TextAreaCore

/// P16: the length limit counts grapheme clusters, cuts only between clusters, and waits for a composition's commit.
@Suite struct MaxLengthTests {
    private func limitedArea(_ text: String, limit: Int) -> TextArea {
        let area = makeArea(text)
        area.maxLength = limit
        return area
    }

    @Test("P16: the limit counts grapheme clusters, not bytes or scalars")
    func p16CountsClusters() {
        let area = limitedArea("", limit: 4)
        for piece in [Clusters.family, Clusters.thumbsUp, Clusters.eAcute, Clusters.crlf, "x"] {
            area.insertText(piece)
        }
        #expect(area.text == Clusters.family + Clusters.thumbsUp + Clusters.eAcute + Clusters.crlf)
        #expect(area.characterCount == 4)
        #expect(area.utf8Count == 25 + 8 + 3 + 2)
    }

    @Test("P16: an insertion that would exceed is cut at a cluster boundary")
    func p16CutsAtAClusterBoundary() {
        let area = limitedArea("ab", limit: 5)
        area.insertText("cd" + Clusters.family + "ef")
        #expect(area.text == "abcd" + Clusters.family)
        #expect(area.caretOffset == bytes(area.text))
    }

    @Test("P16: an emoji ZWJ sequence that does not fit is left out whole")
    func p16NeverCutsAZWJSequence() {
        let area = limitedArea("ab", limit: 3)
        area.insertText("x" + Clusters.family)
        #expect(area.text == "abx", "never a lone 👨 or 👨‍👩")
        area.deleteBackward()
        area.insertText(Clusters.family + Clusters.family)
        #expect(area.text == "ab" + Clusters.family)
    }

    @Test("P16: adjacent flags are cut between flags, never between regional indicators")
    func p16NeverCutsAFlag() {
        let area = limitedArea("a", limit: 2)
        area.insertText(Clusters.flags)
        #expect(area.text == "a🇯🇵")
        #expect(area.characterCount == 2)
    }

    @Test("P16: a combining sequence is kept whole")
    func p16NeverCutsACombiningSequence() {
        let area = limitedArea("x", limit: 2)
        area.insertText(Clusters.eAcute + Clusters.eAcute)
        #expect(area.text == "x" + Clusters.eAcute)
        let hangul = limitedArea("", limit: 1)
        hangul.insertText(Clusters.hangulJamo + Clusters.hangulJamo)
        #expect(hangul.text == Clusters.hangulJamo)
    }

    @Test("P16: a skin-tone modifier stays with its emoji")
    func p16NeverCutsASkinTone() {
        let area = limitedArea("12", limit: 3)
        area.insertText(Clusters.thumbsUp + Clusters.thumbsUp)
        #expect(area.text == "12" + Clusters.thumbsUp)
    }

    @Test("P16: a character that joins the last cluster adds nothing and is allowed at the limit")
    func p16JoiningCharactersFitAtTheLimit() {
        let area = limitedArea("e", limit: 1)
        area.insertText("\u{301}")
        #expect(area.text == Clusters.eAcute)
        let emoji = limitedArea("", limit: 1)
        for scalar in Clusters.family.unicodeScalars { emoji.insertText(String(scalar)) }
        #expect(emoji.text == Clusters.family, "typed scalar by scalar, the family is still one cluster")
        let flag = limitedArea("🇯", limit: 1)
        flag.insertText("🇵")
        #expect(flag.text == "🇯🇵")
    }

    @Test("P16: at the limit typing is refused without asking the delegate")
    func p16FullAreaRefusesTyping() {
        let area = limitedArea("abc", limit: 3)
        let delegate = RecordingDelegate()
        area.delegate = delegate
        area.insertText("d")
        #expect(area.text == "abc")
        #expect(delegate.log.isEmpty)
        #expect(!area.canUndo)
    }

    @Test("P16: replacing a selection frees its clusters for the insertion")
    func p16ReplacingASelectionFreesRoom() {
        let area = makeArea("a日c", caret: 4, anchor: 1)
        area.maxLength = 3
        area.insertText("XY")
        #expect(area.text == "aXc")
        #expect(area.selectedRange == 2..<2)
    }

    @Test("P16: the delegate is asked about the clipped text, not the whole insertion")
    func p16DelegateSeesTheClippedText() {
        let area = limitedArea("ab", limit: 3)
        let delegate = RecordingDelegate()
        area.delegate = delegate
        area.paste("cdef")
        #expect(area.text == "abc")
        #expect(delegate.changeRequests.map(\.replacement) == ["c"])
        #expect(delegate.changeRequests.map(\.range) == [2..<2])
    }

    @Test("P16: a limit of zero refuses everything; setting text in code is not limited")
    func p16ZeroLimitAndCode() {
        let area = limitedArea("", limit: 0)
        area.insertText("x")
        area.paste("y")
        #expect(area.text == "")
        area.text = "set in code"
        #expect(area.text == "set in code")
        area.insertText("!")
        #expect(area.text == "set in code", "over the limit, still nothing more")
        area.deleteBackward()
        #expect(area.text == "set in cod", "deleting is always allowed")
    }

    @Test("P16: marked text is never truncated while composing")
    func p16CompositionIsNotTruncated() {
        let area = limitedArea("ab", limit: 3)
        area.setMarkedText("日本語", selectedRange: 3..<3)
        #expect(area.markedText == "日本語")
        #expect(area.text == "ab")
        area.setMarkedText("日本語です", selectedRange: 5..<5)
        #expect(area.markedText == "日本語です", "growing past the limit while composing is fine")
    }

    @Test("P16: the limit applies when the composition is committed")
    func p16LimitAppliesAtCommit() {
        let area = limitedArea("ab", limit: 3)
        let delegate = RecordingDelegate()
        area.delegate = delegate
        area.setMarkedText("日本語", selectedRange: 3..<3)
        area.unmarkText()
        #expect(area.text == "ab日")
        #expect(!area.hasMarkedText)
        #expect(area.caretOffset == bytes("ab日"))
        #expect(delegate.changeRequests.map(\.replacement) == ["日"])
    }

    @Test("P16: a commit the limit shortens keeps a later selection inside the text")
    func p16ShortenedCommitKeepsSelectionInBounds() {
        let area = limitedArea("abc", limit: 4)
        area.setMarkedText("xyz", selectedRange: 3..<3)
        area.setSelection(anchor: 0, head: 6)
        #expect(area.text == "abcx")
        #expect(area.selectedRange == 0..<4, "the end of the old composition moved with the text")
    }

    @Test("P16: a commit the limit shortens keeps a selection after the composition on the same text")
    func p16ShortenedCommitShiftsOffsetsAfterIt() {
        let area = makeArea("ab|cd", caret: 2)
        area.maxLength = 6
        area.setMarkedText("XYZ", selectedRange: 3..<3)
        // "abXYZ|cd": select "cd", which sits after the composition.
        area.setSelection(anchor: 6, head: 8)
        #expect(area.text == "abX|cd")
        #expect(area.selectedText == "cd")
    }

    @Test("P16: typing before a lone ZWJ that joins two clusters into one keeps the count right")
    func p16CountStaysRightWhenThreeClustersJoin() {
        // A lone ZWJ at the start, then 👩: two clusters. 👨 before them makes one.
        let area = makeArea("\u{200D}👩", caret: 0)
        #expect(area.characterCount == 2)
        area.insertText("👨")
        #expect(area.text == "👨‍👩")
        #expect(area.characterCount == 1)
        area.maxLength = 2
        area.setSelection(anchor: area.utf8Count, head: area.utf8Count)
        area.insertText("x")
        #expect(area.text == "👨‍👩x", "the limit sees the true count")
    }

    @Test("P16: a consonant typed before a lone virama and a consonant keeps the count right")
    func p16CountStaysRightForIndicConjuncts() {
        let area = makeArea("\u{94D}\u{937}", caret: 0)
        let before = area.characterCount
        area.insertText("\u{915}")
        #expect(area.characterCount == area.text.count)
        #expect(area.characterCount == before + ("\u{915}\u{94D}\u{937}".count - "\u{94D}\u{937}".count))
    }

    @Test("P16: deleting the separator between clusters that then join keeps the count right")
    func p16CountStaysRightWhenADeletionJoins() {
        let area = makeArea("👨\n\u{200D}👩", caret: 5)
        #expect(area.characterCount == 4)
        area.deleteBackward()
        #expect(area.text == "👨‍👩")
        #expect(area.characterCount == 1)
    }

    @Test("P16: a regional indicator typed before a run of flags re-pairs the whole run and fits if the count holds")
    func p16RegionalIndicatorRunsAreCountedWhole() {
        // 🇯🇵 🇺🇸 🇯 is three clusters; a 🇯 in front makes 🇯🇯 🇵🇺 🇸🇯: still three.
        let area = makeArea("🇯🇵🇺🇸🇯", caret: 0)
        area.maxLength = 3
        area.insertText("🇯")
        #expect(area.text == "🇯🇯🇵🇺🇸🇯")
        #expect(area.characterCount == 3)
        area.insertText("🇯")
        #expect(area.text == "🇯🇯🇵🇺🇸🇯", "a fourth cluster does not fit")
    }

    @Test("P16: the cut keeps the longest prefix that fits, even when only a longer prefix joins the text after it")
    func p16CutKeepsTheLongestPrefixThatFits() {
        // The text is a lone ZWJ and 👩: two clusters. Typed before them, NEL leaves
        // both apart (three clusters), but NEL 👍 joins them into 👍‍👩 (two clusters).
        let area = makeArea("\u{200D}👩", caret: 0)
        area.maxLength = 2
        area.paste("\u{85}👍xyz")
        #expect(area.text == "\u{85}👍\u{200D}👩")
        #expect(area.characterCount == 2)
    }
}
