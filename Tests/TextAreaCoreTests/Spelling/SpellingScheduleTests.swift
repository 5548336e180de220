import Testing
import TextAreaCore

/// A checker over a fixed word list: Latin words only, case-insensitive, with its session and personal lists.
final class WordListChecker: SpellChecker {
    /// The words taken as correct.
    var words: Set<String>
    /// How many words were checked.
    private(set) var checkedCount = 0

    init(_ words: [String]) {
        self.words = Set(words.map { $0.lowercased() })
    }

    func canCheck(_ word: String) -> Bool {
        word.unicodeScalars.contains { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
    }

    func isCorrect(_ word: String) -> Bool {
        checkedCount += 1
        return words.contains(word.lowercased())
    }

    func suggestions(for word: String, limit: Int) -> [String] {
        Array(words.sorted().prefix(limit))
    }

    func addToPersonalDictionary(_ word: String) { words.insert(word.lowercased()) }

    func ignoreForSession(_ word: String) { words.insert(word.lowercased()) }
}

/// The spell-checking schedule: which words it checks, which it skips, and how results follow edits.
@Suite struct SpellingScheduleTests {
    let checker = WordListChecker([
        "the", "cat", "sat", "on", "mat", "write", "to", "me", "at", "or", "see", "a", "dog",
    ])

    /// Runs `schedule` over `area` until nothing is left, and returns the misspelled words as text.
    func checkAll(
        _ schedule: SpellingSchedule, _ area: TextArea, excluding: Range<Int>? = nil, budget: Int = 4096
    ) -> [String] {
        var passes = 0
        while schedule.checkNext(in: area, with: checker, excluding: excluding, byteBudget: budget) != nil {
            passes += 1
            if passes > 10_000 { break }
        }
        return schedule.misspelledRanges.map { area.text(in: $0) }
    }

    @Test func marksTheWordsTheCheckerRejects() {
        let area = TextArea(text: "The catt sat on the mta.\nA dgo sat.")
        let schedule = SpellingSchedule()
        schedule.invalidateAll(length: area.utf8Count)
        #expect(checkAll(schedule, area) == ["catt", "mta", "dgo"])
        #expect(!schedule.hasPendingWork)
        #expect(schedule.misspelledRange(at: area.text.utf8.count - 4) == nil)
        let catt = "The ".utf8.count
        #expect(schedule.misspelledRange(at: catt + 2) == catt..<(catt + 4))
    }

    @Test func skipsUrlsAndEmailAddresses() {
        let area = TextArea(
            text: "See https://exmaple.org/pathh or www.qwzx.net, write to me at jdoe@exmaple.org or the catt.")
        let schedule = SpellingSchedule()
        schedule.invalidateAll(length: area.utf8Count)
        #expect(checkAll(schedule, area) == ["catt"])
    }

    @Test func waitsForTheCaretToLeaveTheWordBeingTyped() {
        let area = TextArea(text: "the catt")
        let schedule = SpellingSchedule()
        schedule.invalidateAll(length: area.utf8Count)
        let caret = area.utf8Count
        #expect(checkAll(schedule, area, excluding: caret..<caret).isEmpty)
        #expect(schedule.hasPendingWork)
        area.setSelection(anchor: caret, head: caret)
        area.insertText(" ")
        schedule.textDidChange(replacing: caret..<caret, insertedLength: 1)
        #expect(checkAll(schedule, area, excluding: (caret + 1)..<(caret + 1)) == ["catt"])
    }

    @Test func skipsAComposition() {
        let area = TextArea(text: "the ")
        area.setSelection(anchor: 4, head: 4)
        area.setMarkedText("catt", selectedRange: 4..<4)
        let schedule = SpellingSchedule()
        schedule.invalidateAll(length: area.utf8Count)
        #expect(checkAll(schedule, area, excluding: area.markedRange).isEmpty)
        area.unmarkText()
        #expect(checkAll(schedule, area) == ["catt"])
    }

    /// 200 lines holding one misspelled word each, with a schedule that has checked none of them.
    func uncheckedLines() -> (line: String, area: TextArea, schedule: SpellingSchedule) {
        let line = "the catt sat on the mat\n"
        let area = TextArea(text: String(repeating: line, count: 200))
        let schedule = SpellingSchedule()
        schedule.invalidateAll(length: area.utf8Count)
        return (line, area, schedule)
    }

    @Test func checksTheVisibleTextFirstInBoundedSlices() {
        let (line, area, schedule) = uncheckedLines()
        let visible = (100 * line.utf8.count)..<(101 * line.utf8.count)
        let first = schedule.checkNext(in: area, with: checker, visible: visible, byteBudget: 64)
        #expect(first?.checkedRange.overlaps(visible) == true)
        #expect(first.map { Set($0.misspelledRanges.map { area.text(in: $0) }) } == ["catt"])
        #expect(first.map { $0.misspelledRanges.allSatisfy { $0.lowerBound >= visible.lowerBound } } == true)
        #expect(first.map { $0.checkedRange.count <= 64 + line.utf8.count } == true)
        #expect(schedule.hasPendingWork)
        #expect(checkAll(schedule, area, budget: 100).count == 200)
    }

    @Test func onlyTheVisibleTextIsCheckedWhenAskedSo() {
        let (line, area, schedule) = uncheckedLines()
        let visible = (100 * line.utf8.count)..<(103 * line.utf8.count)
        #expect(schedule.hasWork(excluding: nil, within: visible))
        var passes = 0
        while schedule.checkNext(in: area, with: checker, visible: visible, byteBudget: 16, onlyVisible: true) != nil {
            passes += 1
        }
        #expect(passes >= 3, "the visible lines take several bounded passes")
        #expect(schedule.misspelledRanges.map { $0.lowerBound / line.utf8.count } == [100, 101, 102])
        #expect(!schedule.hasWork(excluding: nil, within: visible))
        #expect(schedule.hasWork(excluding: nil), "the rest of the text waits")
        #expect(!schedule.hasWork(excluding: nil, within: 0..<0))
        // An edit in view, then the caret leaving the word it typed: the word waited, and is work in view once free.
        let typed = 101 * line.utf8.count + 4
        area.setSelection(anchor: typed, head: typed)
        area.insertText("x")
        schedule.textDidChange(replacing: typed..<typed, insertedLength: 1)
        let caret = typed + 1..<typed + 1
        while schedule.checkNext(in: area, with: checker, visible: visible, excluding: caret, onlyVisible: true) != nil
        {}
        #expect(!schedule.hasWork(excluding: caret, within: visible), "the word at the caret waits for it to leave")
        #expect(schedule.hasWork(excluding: 0..<0, within: visible))
        _ = schedule.checkNext(in: area, with: checker, visible: visible, excluding: 0..<0, onlyVisible: true)
        #expect(schedule.misspelledRanges.map { area.text(in: $0) } == ["catt", "xcatt", "catt"])
        #expect(checkAll(schedule, area).count == 200)
    }

    @Test func resultsFollowEditsAndEditedWordsAreCheckedAgain() {
        let area = TextArea(text: "catt sat on teh mat")
        let schedule = SpellingSchedule()
        schedule.invalidateAll(length: area.utf8Count)
        #expect(checkAll(schedule, area) == ["catt", "teh"])
        // Inserting before both words shifts them; correcting the first clears it.
        area.setSelection(anchor: 3, head: 4)
        area.deleteBackward()
        schedule.textDidChange(replacing: 3..<4, insertedLength: 0)
        #expect(schedule.misspelledRanges.map { area.text(in: $0) } == ["teh"])
        #expect(checkAll(schedule, area) == ["teh"])
        area.setSelection(anchor: 0, head: 0)
        area.insertText("A dgo ")
        schedule.textDidChange(replacing: 0..<0, insertedLength: 6)
        #expect(checkAll(schedule, area) == ["dgo", "teh"])
    }

    @Test func replacingAMisspelledWordIsOneUndoStep() {
        let area = TextArea(text: "the catt sat")
        area.setSelection(anchor: 12, head: 12)
        area.insertText("s")
        #expect(area.replaceMisspelledWord(in: 4..<8, with: "cat"))
        #expect(area.text == "the cat sats")
        area.undo()
        #expect(area.text == "the catt sats")
        area.undo()
        #expect(area.text == "the catt sat")
    }

    @Test func aWordLongerThanTheLimitIsNotCheckedAndAWordPastAStretchIsCheckedOnce() {
        let huge = "a" + String(repeating: "\u{301}", count: 5000)
        let area = TextArea(text: "catt \(huge) dgo " + String(repeating: "x", count: 300))
        let schedule = SpellingSchedule()
        schedule.invalidateAll(length: area.utf8Count)
        #expect(checkAll(schedule, area, budget: 64) == ["catt", "dgo"])
        #expect(checker.checkedCount == 2, "neither the huge word nor the long run of x reached the checker")
    }

    @Test func aClusterLongerThanAWordBlockReachesIsPassedOverAndTheWordsAfterItAreChecked() {
        // 100,000 marks are 200,000 bytes in one cluster, past the 65,536 bytes a word block looks for its end.
        // The words in the cluster's own block are passed over with it ("mta"); those past it are checked.
        let cluster = "a" + String(repeating: "\u{301}", count: 100_000)
        let area = TextArea(text: "catt \(cluster) mta " + String(repeating: "sat ", count: 20_000) + "dgo")
        let schedule = SpellingSchedule()
        schedule.invalidateAll(length: area.utf8Count)
        var passes = 0
        while schedule.checkNext(in: area, with: checker, byteBudget: 4096) != nil {
            passes += 1
            if passes > 1000 { break }
        }
        #expect(passes <= 1000, "the schedule moves on past the cluster")
        #expect(!schedule.hasPendingWork)
        #expect(schedule.misspelledRanges.map { area.text(in: $0) } == ["catt", "dgo"])
    }

    @Test func aSecureAreaIsNeverChecked() {
        let area = TextArea(text: "catt")
        area.isSecureTextEntry = true
        let schedule = SpellingSchedule()
        schedule.invalidateAll(length: area.utf8Count)
        #expect(checkAll(schedule, area).isEmpty)
        #expect(checker.checkedCount == 0)
    }

    @Test func aPassSaysWhetherTheMarksInItsStretchChanged() {
        let area = TextArea(text: "The catt sat on the mat")
        let schedule = SpellingSchedule()
        schedule.invalidateAll(length: area.utf8Count)
        #expect(schedule.checkNext(in: area, with: checker)?.changesMarks == true)
        /// Types `text` at the end of the area and tells the schedule, as the view does.
        func type(_ text: String) {
            let end = area.utf8Count
            area.selectedRange = end..<end
            area.insertText(text)
            schedule.textDidChange(replacing: end..<end, insertedLength: text.utf8.count)
        }
        // Correct words typed after the last one: their pass finds what was there, nothing.
        type(" on a")
        let unchanged = schedule.checkNext(in: area, with: checker)
        #expect(unchanged != nil && unchanged?.changesMarks == false)
        // A misspelled word typed: its pass marks it.
        type(" dgo.")
        let marked = schedule.checkNext(in: area, with: checker)
        #expect(marked?.changesMarks == true)
        #expect(marked?.misspelledRanges.map { area.text(in: $0) } == ["dgo"])
        // Nothing else is left to check, and both words stay marked.
        #expect(checkAll(schedule, area) == ["catt", "dgo"])
    }
}
