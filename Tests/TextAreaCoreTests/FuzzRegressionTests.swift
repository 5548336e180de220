import CoreFuzzing
import SeededRandom
import Testing

@testable import TextAreaCore

/// Cases the core fuzzer (`textarea-fuzz`) found, each reduced to the smallest text and calls that showed it.
@Suite struct FuzzRegressionTests {
    /// Long clusters whose rules look back past a window's start: emoji ZWJ sequences (with modifiers), Indic conjuncts, Hangul jamo.
    static let longClusters = [
        "a" + Array(repeating: "👩", count: 40).joined(separator: "\u{200D}") + "b",
        "a" + Array(repeating: "👩🏽", count: 30).joined(separator: "\u{200D}") + "\u{1F6AB}b",
        "a" + String(repeating: "क\u{94D}", count: 60) + "क b",
        "\u{1100}" + String(repeating: "\u{1161}\u{11AB}", count: 60) + "x",
    ]

    @Test("Cluster boundaries before and at-or-before any offset, inside a long cluster too", arguments: longClusters)
    func boundariesInsideLongClusters(text: String) {
        let storage = TextStorage(text)
        let boundaries = ReferenceText.boundaries(of: text)
        for offset in 0...storage.utf8Count where storage.isScalarBoundary(offset) {
            let atOrBefore = boundaries.last { $0 <= offset } ?? 0
            let before = boundaries.last { $0 < offset } ?? 0
            #expect(storage.characterBoundary(atOrBefore: offset) == atOrBefore, "at or before \(offset)")
            #expect(storage.characterBoundary(before: offset) == before, "before \(offset)")
        }
    }

    @Test func selectingInsideALongZWJSequenceSnapsToItsStart() {
        let family = Array(repeating: "👩", count: 300).joined(separator: "\u{200D}")
        let area = TextArea(text: "x" + family + "y")
        area.setSelection(anchor: 1 + 1500, head: 1 + 1200)
        #expect(area.selectedRange == 1..<1)
        area.setSelection(anchor: 1 + family.utf8.count, head: 1 + family.utf8.count)
        area.move(.characterBackward)
        #expect(area.caretOffset == 1)
    }
}

/// Public queries and settings given offsets, points and sizes from outside the usual range.
@Suite struct FuzzRegressionQueryTests {
    @Test func caretAndSelectionRectsAtAnOffsetInsideAScalar() {
        let area = TextArea(text: "ab😀cd")
        let insideEmoji = 3
        #expect(area.caretRect(for: insideEmoji) == area.caretRect(for: 2))
        #expect(area.selectionRects(for: 0..<insideEmoji) == area.selectionRects(for: 0..<2))
        #expect(area.selectionRects(for: (Int.min / 2)..<insideEmoji).count == 1)
    }

    @Test func selectWordAndParagraphAtOffsetsOutsideTheText() {
        let area = TextArea(text: "one two\nthree")
        area.selectWord(at: 1000)
        #expect(area.selectedText == "three")
        area.selectWord(at: -5)
        #expect(area.selectedText == "one")
        area.selectParagraph(at: Int.max)
        #expect(area.selectedText == "three")
        area.selectParagraph(at: Int.min)
        #expect(area.selectedText == "one two\n")
    }

    @Test func aNaNSizeCountsAsZero() {
        let area = TextArea(text: "some text")
        area.alignment = .center
        area.size = Size(width: .nan, height: .nan)
        #expect(area.size == .zero)
        #expect(area.caretRect.minX.isFinite)
        #expect(area.visibleLines().isEmpty)
    }

    @Test func anInfiniteSizeNeitherWrapsNorCrashes() {
        let area = TextArea(text: "one two three\nfour")
        area.alignment = .right
        area.size = Size(width: .infinity, height: .infinity)
        #expect(area.lineCount == 2)
        #expect(area.caretRect.minX == area.textContainerInset.left + area.lineFragmentPadding + 4 * 8)
        #expect(area.visibleLines().count == 2)
        #expect(area.selectionRects(for: 0..<area.utf8Count).count == 2)
        area.move(.pageUp)
        #expect(area.caretOffset == 0)
    }

    @Test func aCanonicallyEquivalentPlaceholderReplacesTheOldOne() {
        let area = TextArea()
        area.placeholder = "caf\u{E9}"
        #expect(area.placeholderTexts == ["caf\u{E9}"])
        area.placeholder = "cafe\u{301}"
        #expect(area.placeholderTexts.first.map { Array($0.utf8) } == Array("cafe\u{301}".utf8))
    }

    @Test func boundingRectsForHugeAndNegativeHeights() {
        let measurer = MonospaceMeasurer()
        let huge = boundingRect(
            of: "one\ntwo", constrainedTo: Size(width: 100, height: 1e300), font: .standard,
            measurer: measurer)
        #expect(huge == Rect(x: 0, y: 0, width: 24, height: 32))
        let negative = boundingRect(
            of: "one\ntwo", constrainedTo: Size(width: 100, height: -5), font: .standard,
            measurer: measurer)
        #expect(negative == .zero)
    }

    @Test func pointsAndScrollsThatAreNotNumbers() {
        let area = TextArea(text: String(repeating: "line\n", count: 40))
        #expect(area.offset(for: Point(x: .nan, y: .nan)).offset == 0)
        #expect(area.offset(for: Point(x: .infinity, y: .infinity)).offset == area.utf8Count)
        area.scroll(by: 100)
        area.scroll(by: .nan)
        #expect(area.contentOffsetY == 100)
        area.scroll(by: .infinity)
        #expect(area.contentOffsetY == area.maximumContentOffsetY)
    }

    @Test func theScrollOffsetStaysWithinShrinkingContent() {
        let area = TextArea(text: String(repeating: "line\n", count: 40))
        area.scroll(by: .infinity)
        area.text = "short"
        #expect(area.contentOffsetY == 0)

        area.text = ""
        area.insertText(String(repeating: "line\n", count: 40))
        area.scroll(by: .infinity)
        area.undo()
        #expect(area.contentOffsetY == 0)

        area.text = String(repeating: "line\n", count: 10)
        area.setMarkedText(String(repeating: "ime\n", count: 30), selectedRange: 0..<0)
        area.scroll(by: .infinity)
        #expect(area.contentOffsetY > 0)
        area.cancelMarkedText()
        #expect(area.contentOffsetY == area.maximumContentOffsetY)

        area.text = ""
        area.placeholder = String(repeating: "hint\n", count: 30)
        area.scroll(by: .infinity)
        area.placeholder = "hint"
        #expect(area.contentOffsetY == 0)
    }

    @Test func lineEndAndStartWhileLinesArePending() {
        let area = TextArea()
        area.load(TextStorage(String(repeating: "word ", count: 4000)))
        area.setSelection(anchor: 10_000, head: 10_000)
        area.move(.lineEnd)
        #expect(area.caretOffset > 10_000)
        area.load(TextStorage(String(repeating: "word ", count: 4000)))
        area.setSelection(anchor: 10_000, head: 10_000)
        area.move(.lineStart)
        #expect(area.caretOffset <= 10_000)
        area.load(TextStorage(String(repeating: "word ", count: 4000)))
        area.setSelection(anchor: 10_000, head: 10_000)
        area.delete(.toLineEnd)
        #expect(area.utf8Count < 20_000)
    }
}

/// Tab stops advance by a whole interval even where floating point rounds a stop down.
@Suite struct FuzzRegressionTabTests {
    @Test func everyTabReachesTheNextStop() throws {
        // Three tabs end at 3 × 0.7 = 2.0999999999999996, which divided by 0.7 floors to 2, not 3.
        let area = TextArea(text: "\t\t\t\tx")
        area.tabInterval = 0.7
        let line = try #require(area.visibleLines().first)
        let runs = area.runs(for: line)
        #expect(runs.count == 1)
        #expect(abs((runs.first?.x ?? 0) - 2.8) < 1e-9)
        #expect(abs(area.caretRect(for: 4).minX - area.caretRect(for: 0).minX - 2.8) < 1e-9)
    }
}

/// Lines never start inside a grapheme cluster, where UAX #14 alone would allow a break.
@Suite struct FuzzRegressionWrappingTests {
    static let cases: [(text: String, width: Double)] = [
        ("ナ🏽ナ🏽ナ🏽", 0),  // a skin tone after a non-emoji
        ("a \u{301}b \u{301}c", 0),  // a mark after a space
        ("x🇯\u{301}🇯🇵🇯🇵", 0),  // a flag after an indicator with a mark: pairs restart for clusters only
        ("x🇯\u{1B}🇯🇵", 0),  // and after an indicator and a control
        ("🚫\u{E0067}🏽 🚫\u{E0067}🏽", 16),  // a modifier after a tag
    ]

    @Test("No line starts inside a cluster", arguments: 0..<cases.count)
    func noLineStartsInsideACluster(index: Int) {
        let (text, width) = Self.cases[index]
        let boundaries = Set(ReferenceText.boundaries(of: text))
        let lines = wrappedLines(of: text, width: width, font: .standard, measurer: MonospaceMeasurer())
        for line in lines {
            #expect(boundaries.contains(line.range.lowerBound), "\(line.range) in \(text.debugDescription)")
        }
    }

    @Test func aSpaceBeforeAVowelJamoStillHangs() {
        // " ᅡ" is two clusters: the space may end a line and hang.
        let lines = wrappedLines(of: "ab \u{1161}", width: 16, font: .standard, measurer: MonospaceMeasurer())
        #expect(lines.map(\.range) == [0..<3, 3..<6])
        #expect(lines.map(\.width) == [16, 0])
    }
}

/// Incremental re-wrapping agrees with a fresh wrap after edits the fuzzer found.
@Suite struct FuzzRegressionRewrapTests {
    @Test func aLongWordThatShrinksMovesBackUpWhole() {
        // Four cells wide: "a」」" (five cells) is broken after "a」", then loses its last "」" and fits after the ZWSP.
        let area = TextArea(text: "\u{200B}a」」")
        area.measurer = MonospaceMeasurer(cellWidth: 1, lineHeight: 1)
        area.textContainerInset = .zero
        area.lineFragmentPadding = 0
        area.size = Size(width: 4, height: 100)
        #expect((0..<area.lineCount).map { area.lineRange(at: $0) } == [0..<3, 3..<7, 7..<10])
        area.deleteBackward()
        let fresh = wrappedLines(of: area.text, width: 4, font: area.font, measurer: area.measurer).map(\.range)
        #expect(fresh == [0..<7])
        #expect((0..<area.lineCount).map { area.lineRange(at: $0) } == fresh)
    }

    @Test func anEditAtTheStartOfAPendingLineStillWrapsIt() {
        // Four cells wide. Typing over a composition first removes it, which re-wraps from the start of the
        // 80-cell word: the budget runs out at the edit and leaves the rest pending. The insertion then lands
        // at that pending line's start and must not let the line go unwrapped.
        let area = TextArea(text: String(repeating: "x", count: 80) + " ab cd ef")
        area.measurer = MonospaceMeasurer(cellWidth: 1, lineHeight: 1)
        area.textContainerInset = .zero
        area.lineFragmentPadding = 0
        area.size = Size(width: 4, height: 100)
        area.completeLayout()
        area.setSelection(anchor: 81, head: 81)
        area.setMarkedText("zz", selectedRange: 0..<0)
        area.insertText("fghij ")
        let fresh = wrappedLines(of: area.text, width: 4, font: area.font, measurer: area.measurer).map(\.range)
        #expect((0..<area.lineCount).map { area.lineRange(at: $0) } == fresh)
    }

    @Test func deletingAWholePendingLineLeavesNoEmptyLine() {
        // Four cells wide, laid out directly. Deleting "zz" re-wraps from the start of the 80-cell word, runs out
        // of budget at the edit and leaves "ab " as a provisional line; deleting exactly that line must not leave
        // an empty line behind, whichever pending point is resolved first.
        var storage = TextStorage(String(repeating: "x", count: 80) + " ab cd ef")
        let measurer = MonospaceMeasurer(cellWidth: 1, lineHeight: 1)
        let layout = TextLayout(storage: storage, measurer: measurer, font: .standard, wrapWidth: 4)
        func edit(_ range: Range<Int>, _ text: String) {
            storage.replace(range, with: text)
            layout.update(storage: storage, replaced: range, insertedLength: text.utf8.count)
        }
        edit(81..<81, "zz")
        edit(81..<83, "")
        #expect(layout.isPending(81))
        edit(81..<84, "")
        layout.ensureWrapped(containing: 81, storage: storage)
        layout.completePending(storage: storage, lineBudget: nil)
        func lengths(_ layout: TextLayout) -> [Int] {
            var result: [Int] = []
            layout.lines.forEachLine(from: 0) { record, _, _ in
                result.append(Int(record.length))
                return true
            }
            return result
        }
        let fresh = TextLayout(storage: storage, measurer: measurer, font: .standard, wrapWidth: 4)
        #expect(lengths(layout) == lengths(fresh))
    }

    @Test("Edits at and around pending lines, resolved in any order, match a fresh wrap", arguments: 0..<200)
    func editsAroundPendingLinesMatchAFreshWrap(seed: UInt64) {
        // Four cells wide, after an 80-cell word: every edit after it re-wraps from the word's start and runs
        // out of budget, so pending lines are everywhere; marks and closing brackets change the line before.
        var random = SplitMix64(seed: seed)
        var storage = TextStorage(String(repeating: "x", count: 80) + " ab 中 cd ef gh ij")
        let measurer = MonospaceMeasurer(cellWidth: 1, lineHeight: 1)
        let layout = TextLayout(storage: storage, measurer: measurer, font: .standard, wrapWidth: 4)
        let pieces = ["zz", "\u{301}", "\u{94D}", "中", " ", "」", "a", "", "\u{1F3FD}"]
        for step in 0..<12 {
            var starts: [Int] = []
            layout.lines.forEachLine(from: 0) { _, _, start in
                starts.append(start)
                return true
            }
            let anchor = (starts.filter { $0 > 80 } + layout.pendingPoints).randomElement(using: &random) ?? 81
            let lower = storage.scalarBoundary(
                atOrBefore: min(
                    anchor + Int.random(in: -1...1, using: &random),
                    storage.utf8Count))
            let upper = storage.scalarBoundary(
                atOrBefore: min(
                    lower + Int.random(in: 0...3, using: &random),
                    storage.utf8Count))
            let inserted = pieces.randomElement(using: &random)!
            storage.replace(lower..<upper, with: inserted)
            layout.update(storage: storage, replaced: lower..<upper, insertedLength: inserted.utf8.count)
            if Bool.random(using: &random) {
                layout.ensureWrapped(
                    containing: Int.random(in: 0...storage.utf8Count, using: &random), storage: storage)
            }
            guard step % 4 == 3 else { continue }
            var lengths: [Int] = []
            layout.completePending(storage: storage, lineBudget: nil)
            layout.lines.forEachLine(from: 0) { record, _, _ in
                lengths.append(Int(record.length))
                return true
            }
            let fresh = TextLayout(storage: storage, measurer: measurer, font: .standard, wrapWidth: 4)
            var freshLengths: [Int] = []
            fresh.lines.forEachLine(from: 0) { record, _, _ in
                freshLengths.append(Int(record.length))
                return true
            }
            guard lengths == freshLengths else {
                Issue.record("seed \(seed), step \(step): \(lengths.suffix(12)) != \(freshLengths.suffix(12))")
                return
            }
        }
    }
}
