import Testing

@testable import TextAreaCore

/// The wrapping rules, with the monospace measurer at one pixel a cell: expected lines are worked out by hand.
@Suite struct LineWrappingRulesTests {
    typealias Fixtures = LayoutFixtures

    // MARK: Greedy fill

    @Test func wordsFillEachLineGreedily() {
        #expect(Fixtures.lines("aa bb cc dd", width: 5) == ["aa bb ", "cc dd"])
        #expect(Fixtures.lines("aa bb cc dd", width: 8) == ["aa bb cc ", "dd"])
        // Greedy, not balanced: the first line takes all it can even if the last ends up short.
        #expect(Fixtures.lines("aaa bb cc dddd", width: 6) == ["aaa bb ", "cc ", "dddd"])
        #expect(Fixtures.lines("one two three", width: 100) == ["one two three"])
    }

    @Test func widthsCountVisibleCellsOnly() {
        let lines = Fixtures.wrapped("aa bb cc dd", width: 5)
        #expect(lines.map(\.width) == [5, 5])
        #expect(Fixtures.wrapped("中文 ab", width: 10).map(\.width) == [7])
    }

    @Test func hyphensAndSlashesAreBreakOpportunities() {
        #expect(Fixtures.lines("well-known", width: 6) == ["well-", "known"])
        #expect(Fixtures.lines("x11/xft", width: 5) == ["x11/", "xft"])
    }

    @Test func noBreakSpaceKeepsWordsTogether() {
        #expect(Fixtures.lines("ab\u{A0}cd ef", width: 4) == ["ab\u{A0}c", "d ef"])
        #expect(Fixtures.lines("ab cd", width: 4) == ["ab ", "cd"])
    }

    // MARK: Hanging spaces

    @Test func aLineOfExactlyTheWidthPlusSpacesDoesNotWrapEarly() {
        #expect(Fixtures.lines("abcde fgh", width: 5) == ["abcde ", "fgh"])
        #expect(Fixtures.lines("abcde     fgh", width: 5) == ["abcde     ", "fgh"])
        #expect(Fixtures.wrapped("abcde     fgh", width: 5).map(\.width) == [5, 3])
    }

    @Test func trailingSpacesAtTheEndOfTheTextHangOnTheLastLine() {
        let lines = Fixtures.wrapped("abc" + String(repeating: " ", count: 12), width: 5)
        #expect(lines.count == 1)
        #expect(lines[0].width == 3)
    }

    @Test func spacesBeforeAMandatoryBreakHang() {
        let lines = Fixtures.wrapped("ab        \ncd", width: 4)
        #expect(lines.count == 2)
        #expect(lines[0].width == 2)
        #expect(lines[0].breakLength == 1)
    }

    // MARK: Tabs

    @Test func tabsAdvanceToStopsEveryEightCells() {
        #expect(Fixtures.wrapped("a\tb", width: 40).map(\.width) == [9])
        #expect(Fixtures.wrapped("\t\tx", width: 40).map(\.width) == [17])
        // At a stop already, a tab goes to the next one.
        #expect(Fixtures.wrapped("abcdefgh\tx", width: 40).map(\.width) == [17])
        #expect(Fixtures.wrapped("abcdefg\tx", width: 40).map(\.width) == [9])
    }

    @Test func aTabAtTheEndOfALineHangsAndCountsTowardTheNextWord() {
        // After "abcde\t" the pen is at 8: "fgh" would end at 11.
        #expect(Fixtures.lines("abcde\tfgh", width: 8) == ["abcde\t", "fgh"])
        #expect(Fixtures.wrapped("abcde\tfgh", width: 8).map(\.width) == [5, 3])
        #expect(Fixtures.lines("abcde\tfgh", width: 11) == ["abcde\tfgh"])
        #expect(Fixtures.wrapped("abcde\tfgh", width: 11).map(\.width) == [11])
    }

    @Test func tabStopsFollowTheAreasTabInterval() {
        let area = Fixtures.cellArea(columns: 40, text: "a\tb\tc")
        #expect(area.visibleLines().map(\.width) == [17])
        area.tabInterval = 4
        #expect(area.visibleLines().map(\.width) == [9])
        let runs = area.runs(for: area.visibleLines()[0])
        #expect(runs.map(\.x) == [0, 4, 8])
        #expect(runs.map { area.text(in: $0.range) } == ["a", "b", "c"])
    }

    // MARK: Words wider than a line

    @Test func aWordWiderThanTheLineBreaksBetweenClusters() {
        #expect(Fixtures.lines("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(Fixtures.lines("ab cdefghij", width: 4) == ["ab ", "cdef", "ghij"])
        // The last piece stays open for what follows.
        #expect(Fixtures.lines("abcdef g", width: 4) == ["abcd", "ef g"])
    }

    @Test func combiningSequencesStayWhole() {
        let word = "ab\u{301}cd\u{308}\u{332}ef"
        #expect(Fixtures.lines(word, width: 4) == ["ab\u{301}cd\u{308}\u{332}", "ef"])
        #expect(Fixtures.lines(word, width: 1) == ["a", "b\u{301}", "c", "d\u{308}\u{332}", "e", "f"])
    }

    @Test func emojiSequencesAndFlagsStayWholeHoweverNarrowTheLine() {
        let clusters = ["👨‍👩‍👧‍👦", "🇯🇵", "🇫🇷", "👍🏽", "🏳️‍🌈", "🧑🏾‍💻"]
        for width in [0.0, 1, 2, 3] {
            let lines = Fixtures.lines(clusters.joined(), width: width)
            #expect(lines.count <= clusters.count, "width \(width)")
            #expect(lines.joined() == clusters.joined())
            // A line that cut a cluster would hold a piece of it, which is none of the clusters.
            for line in lines {
                #expect(
                    !line.isEmpty && line.allSatisfy { clusters.contains(String($0)) },
                    "width \(width): \(line.unicodeScalars.map(\.value))")
            }
        }
        #expect(Fixtures.lines(clusters.joined(), width: 1) == clusters)
    }

    @Test func aLineHoldsOneClusterEvenAtZeroWidth() {
        #expect(Fixtures.lines("ab中", width: 0) == ["a", "b", "中"])
        #expect(Fixtures.lines("a b", width: 0) == ["a ", "b"])
        #expect(Fixtures.lines("中文", width: 1) == ["中", "文"])
    }

    // MARK: Chinese and Japanese

    @Test func ideographsBreakBetweenEachOther() {
        #expect(Fixtures.lines("中文字符串", width: 4) == ["中文", "字符", "串"])
        #expect(Fixtures.lines("中文字符串", width: 5) == ["中文", "字符", "串"])
    }

    @Test func closingPunctuationNeverStartsALineAndOpeningNeverEndsOne() {
        #expect(Fixtures.lines("中文。字", width: 4) == ["中", "文。", "字"])
        #expect(Fixtures.lines("東京、大阪", width: 4) == ["東", "京、", "大阪"])
        #expect(Fixtures.lines("中「文」字", width: 6) == ["中", "「文」", "字"])
        let text = "吾輩は猫である。名前はまだ無い。「どこで生れたか」とんと見当がつかぬ、何でも薄暗い所で泣いていた。"
        for width in stride(from: 4.0, through: 30, by: 1) {
            let lines = Fixtures.lines(text, width: width)
            #expect(lines.joined() == text)
            #expect(Fixtures.wrapped(text, width: width).allSatisfy { $0.width <= width })
            for (index, line) in lines.enumerated() {
                if index > 0 {
                    #expect(!["、", "。", "」"].contains(line.first.map(String.init)), "width \(width): \(lines)")
                }
                #expect(line.last != "「", "width \(width): \(lines)")
            }
        }
    }

    // MARK: Mandatory breaks

    @Test func everyKindOfLineBreakEndsALine() {
        let breaks: [(String, Int)] = [
            ("\n", 1), ("\r", 1), ("\r\n", 2), ("\u{85}", 2), ("\u{2028}", 3),
            ("\u{2029}", 3), ("\u{0B}", 1), ("\u{0C}", 1),
        ]
        for (separator, length) in breaks {
            let lines = Fixtures.wrapped("ab" + separator + "cd", width: 100)
            #expect(
                lines.map(\.range) == [0..<(2 + length), (2 + length)..<(4 + length)],
                "\(separator.unicodeScalars.map(\.value))")
            #expect(lines.map(\.breakLength) == [length, 0])
            #expect(lines.map(\.width) == [2, 2])
        }
    }

    @Test func crLFIsOneBreakAndCRCRLFIsTwo() {
        #expect(Fixtures.lines("a\r\nb", width: 10) == ["a\r\n", "b"])
        #expect(Fixtures.lines("a\r\r\nb", width: 10) == ["a\r", "\r\n", "b"])
        #expect(Fixtures.lines("a\n\rb", width: 10) == ["a\n", "\r", "b"])
    }

    @Test func aBreakEndsALineThatWouldFitAndEmptyLinesStay() {
        #expect(Fixtures.lines("a\n\n\nb", width: 10) == ["a\n", "\n", "\n", "b"])
        #expect(Fixtures.lines("abcdef\nghi", width: 3) == ["abc", "def\n", "ghi"])
    }

    @Test func aTrailingBreakIsFollowedByAnEmptyLastLine() {
        #expect(Fixtures.lines("abc\n", width: 10) == ["abc\n", ""])
        #expect(Fixtures.lines("\n", width: 10) == ["\n", ""])
        #expect(Fixtures.lines("abc\u{2029}", width: 10) == ["abc\u{2029}", ""])
        #expect(Fixtures.lines("", width: 10) == [""])
        let area = Fixtures.cellArea(columns: 10, text: "abc\n")
        #expect(area.lineCount == 2)
        #expect(area.lineRange(at: 1) == 4..<4)
        #expect(area.caretRect(for: 4) == Rect(x: 0, y: 1, width: 1, height: 1))
    }

    @Test func theTextAreaWrapsAsTheFreeFunctionDoes() {
        let text = "The quick brown fox\tjumps over 中文「字」。\r\nthe lazy dog 👨‍👩‍👧‍👦 abcdefghijklmnopqrstuvwxyz\n"
        for columns in [1.0, 7, 12, 30] {
            let area = Fixtures.cellArea(columns: columns, text: text)
            #expect(Fixtures.lines(of: area) == Fixtures.lines(text, width: columns), "\(columns) columns")
        }
    }
}
