import SeededRandom
import Testing

@testable import TextAreaCore

/// A delegate that keeps every change it is told of, and logs the order of its notifications.
private final class ChangeRecordingDelegate: TextAreaDelegate {
    var changes: [TextChange] = []
    var log: [String] = []

    func textArea(_ textArea: TextArea, didChange change: TextChange) {
        changes.append(change)
        log.append("didChange(change)")
    }
    func textAreaDidChange(_ textArea: TextArea) { log.append("didChange") }
}

/// What a change says it did, as plain values to compare.
private struct ChangeSummary: Equatable, CustomStringConvertible {
    var replaced: Range<Int>
    var replacement: Range<Int>
    var text: String
    var cause: TextChange.Cause

    init(_ replaced: Range<Int>, _ replacement: Range<Int>, _ text: String, _ cause: TextChange.Cause) {
        self.replaced = replaced
        self.replacement = replacement
        self.text = text
        self.cause = cause
    }

    init(_ change: TextChange) {
        self.init(change.replacedRange, change.replacementRange, change.replacementString, change.cause)
    }

    var description: String { "\(replaced) → \(replacement) \"\(text)\" \(cause)" }
}

/// `.didChange` says what changed: the replaced range in the old text, the replacement's range in the new text, the replacement, and the cause.
@Suite struct TextChangeTests {
    /// `area` with a recording delegate attached.
    private func recording(_ area: TextArea) -> ChangeRecordingDelegate {
        let delegate = ChangeRecordingDelegate()
        area.delegate = delegate
        return delegate
    }

    @Test func anInsertionADeletionAndAReplacement() {
        let area = makeArea("héllo", caret: 3)
        let delegate = recording(area)
        area.insertText("X")
        area.deleteForward()
        area.setSelection(anchor: 0, head: 1)
        area.paste("ab")
        #expect(
            delegate.changes.map(ChangeSummary.init) == [
                ChangeSummary(3..<3, 3..<4, "X", .typing),
                ChangeSummary(4..<5, 4..<4, "", .deleting),
                ChangeSummary(0..<1, 0..<2, "ab", .paste),
            ])
        #expect(area.text == "abéXlo")
        #expect(delegate.changes[0].isInsertion && !delegate.changes[0].isDeletion)
        #expect(delegate.changes[1].isDeletion && !delegate.changes[1].isInsertion)
        #expect(delegate.log == Array(repeating: ["didChange(change)", "didChange"], count: 3).flatMap { $0 })
    }

    @Test func eachEditPathNamesItsCause() {
        let area = makeArea("one two three", caret: 3)
        let delegate = recording(area)
        area.deleteBackward()
        area.delete(.wordBackward)
        area.setSelection(anchor: 0, head: 1)
        area.cut()
        area.paste(TextStorage("P"), at: 0)
        area.dropText("D", at: 0)
        area.moveText(in: 0..<1, to: 2)
        area.setSelection(anchor: 0, head: 0)
        area.setMarkedText("か", selectedRange: 1..<1)
        area.unmarkText()
        area.undo()
        area.redo()
        area.text = "new"
        area.load(TextStorage("loaded"))
        #expect(
            delegate.changes.map(\.cause) == [
                .deleting, .deleting, .cut, .paste, .drop, .drop, .composition, .undo, .redo, .setInCode, .setInCode,
            ])
    }

    @Test func undoAndRedoOfACoalescedStepAreOneCoveringChange() {
        let area = makeArea("abc")
        let clock = ManualClock()
        area.clock = { clock.now }
        let delegate = recording(area)
        for character in "def" { area.insertText(String(character)) }
        #expect(delegate.changes.count == 3, "each key press is announced on its own")
        area.undo()
        #expect(delegate.changes.last.map(ChangeSummary.init) == ChangeSummary(3..<6, 3..<3, "", .undo))
        area.redo()
        #expect(delegate.changes.last.map(ChangeSummary.init) == ChangeSummary(3..<3, 3..<6, "def", .redo))
        for _ in 0..<4 { area.deleteBackward() }
        #expect(delegate.changes.last.map(ChangeSummary.init) == ChangeSummary(2..<3, 2..<2, "", .deleting))
        area.undo()
        #expect(area.text == "abcdef")
        #expect(delegate.changes.last.map(ChangeSummary.init) == ChangeSummary(2..<2, 2..<6, "cdef", .undo))
        #expect(delegate.changes.count == 10, "one change for the undo of four deletions")
    }

    @Test func settingTheTextIsAChangeOfTheWholeRange() {
        let area = makeArea("old text")
        let delegate = recording(area)
        area.text = "new"
        #expect(delegate.changes.map(ChangeSummary.init) == [ChangeSummary(0..<8, 0..<3, "new", .setInCode)])
        area.text = "new"
        #expect(delegate.changes.count == 1, "the same text is no change")
        area.load(TextStorage(""))
        #expect(ChangeSummary(delegate.changes[1]) == ChangeSummary(0..<3, 0..<0, "", .setInCode))
    }

    @Test func lastChangeIsReadableFromAnObserver() {
        #expect(TextArea().lastChange == nil)
        let area = makeArea("ab", caret: 1)
        #expect(area.lastChange.map(ChangeSummary.init) == ChangeSummary(0..<0, 0..<2, "ab", .setInCode))
        var seen: [ChangeSummary] = []
        let token = area.addObserver(for: .didChange) { area in
            if let change = area.lastChange { seen.append(ChangeSummary(change)) }
        }
        area.insertText("语")
        area.selectAll()
        area.deleteBackward()
        #expect(seen == [ChangeSummary(1..<1, 1..<4, "语", .typing), ChangeSummary(0..<5, 0..<0, "", .deleting)])
        #expect(area.lastChange.map(ChangeSummary.init) == seen.last)
        token.cancel()
    }

    @Test func aLargePasteReportsItsStorage() throws {
        let line = "line of pasted text 🦊\n"
        let pasted = TextStorage(String(repeating: line, count: 20_000))
        let area = makeArea("ab", caret: 1)
        area.paste(pasted)
        let change = try #require(area.lastChange)
        #expect(change.replacedRange == 1..<1)
        #expect(change.replacementRange == 1..<(1 + pasted.utf8Count))
        #expect(change.replacement.utf8Count == pasted.utf8Count)
        #expect(change.replacement.hasBytes(of: String(repeating: line, count: 20_000)))
        area.undo()
        #expect(area.lastChange.map(ChangeSummary.init) == ChangeSummary(1..<(1 + pasted.utf8Count), 1..<1, "", .undo))
    }

    @Test func aCoverOfScatteredReplacementsRebuildsTheNewTextFromTheOld() throws {
        var random = SplitMix64(seed: 7)
        for _ in 0..<200 {
            let original = String((0..<random.number(in: 0...30)).map { _ in random.pick(Array("abcde")) })
            var text = Array(original.utf8)
            var cover = TextChangeCover()
            var touched: [Int] = []
            for _ in 0..<random.number(in: 1...4) {
                let lower = random.number(in: 0...text.count)
                let upper = random.number(in: lower...min(text.count, lower + 4))
                let inserted = Array(String(repeating: "x", count: random.number(in: 0...3)).utf8)
                text.replaceSubrange(lower..<upper, with: inserted)
                cover.add(lower..<upper, insertedLength: inserted.count)
                // Earlier edges after this edit move with it; those inside the replaced bytes end at its new text.
                touched = touched.map {
                    $0 >= upper
                        ? $0 + inserted.count - (upper - lower) : $0 > lower ? min($0, lower + inserted.count) : $0
                }
                touched += [lower, lower + inserted.count]
            }
            let storage = TextStorage(String(decoding: text, as: UTF8.self))
            let change = try #require(cover.change(in: storage, cause: .undo))
            let old = Array(original.utf8)
            let rebuilt =
                Array(old[..<change.replacedRange.lowerBound]) + Array(change.replacementString.utf8)
                + Array(old[change.replacedRange.upperBound...])
            #expect(rebuilt == text, "\(original) → \(String(decoding: text, as: UTF8.self)): \(change.replacedRange)")
            #expect(change.replacementRange.lowerBound == change.replacedRange.lowerBound)
            #expect(
                touched.allSatisfy { change.replacementRange.contains($0) || change.replacementRange.upperBound == $0 })
        }
    }
}
