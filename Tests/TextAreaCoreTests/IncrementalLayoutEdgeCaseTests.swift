import Testing

@testable import TextAreaCore

/// Edits that once left the incremental layout different from a full re-wrap, each reduced to a few lines.
@Suite struct IncrementalLayoutEdgeCaseTests {
    typealias Fixtures = LayoutFixtures

    /// The lines of `layout`, with every pending line wrapped first.
    func completedLines(of layout: TextLayout, storage: TextStorage) -> [Range<Int>] {
        Fixtures.completedLines(of: layout, storage: storage)
    }

    func fullWrap(_ storage: TextStorage, width: Double) -> [Range<Int>] {
        Fixtures.wrapped(storage.string, width: width).map(\.range)
    }

    @Test func typingInTheUnwrappedTailOfACascadeWrapsIt() {
        // Past the size laid out completely at every step, so the tail stays unwrapped.
        let area = Fixtures.cellArea(columns: 10, rows: 5, text: String(repeating: "abcd efgh ", count: 7_000))
        #expect(area.hasPendingLayout)
        area.selectedRange = 50_000..<50_000
        area.insertText("x")
        // The caret's line is wrapped: the caret is inside the ten cells.
        #expect(area.caretRect.minX <= 10)
        #expect(Fixtures.lines(of: area) == Fixtures.lines(area.text, width: 10))
    }

    @Test func deletingTheLineAboveAPendingPointKeepsTheRestPending() {
        var storage = TextStorage(String(repeating: "ab cd ", count: 40))
        let layout = TextLayout(storage: storage, measurer: Fixtures.cells, font: .standard, wrapWidth: 3, eager: false)
        layout.completePending(storage: storage, lineBudget: 3)
        // Lines "ab " (0..<3), "cd " (3..<6), "ab " (6..<9), then pending text from 9.
        #expect(layout.pendingPoints == [9])
        storage.replace(6..<9, with: "")
        layout.update(storage: storage, replaced: 6..<9, insertedLength: 0)
        #expect(completedLines(of: layout, storage: storage) == fullWrap(storage, width: 3))
    }

    @Test func splittingALongWordCanLetItsFirstPieceHangOnTheLineBefore() {
        // At one cell, "\t。" (no break between a tab and a closing mark) is a word split into "\t" and "。".
        let area = Fixtures.cellArea(columns: 1, text: "す \t。")
        #expect(Fixtures.lines(of: area) == ["す ", "\t", "。"])
        // "（" opens a break after the tab, which then hangs on the line two above the edit.
        area.selectedRange = 5..<5
        area.insertText("（")
        #expect(Fixtures.lines(of: area) == ["す \t", "（", "。"])
        #expect(Fixtures.lines(of: area) == Fixtures.lines(area.text, width: 1))
    }

    @Test func homeAndEndFarIntoUnwrappedTextFindTheirLine() {
        let text = (0..<5000).map { "line \($0)\n" }.joined()
        let area = Fixtures.cellArea(columns: 20, rows: 5, text: text)
        let start = text.utf8.count - 10
        area.setSelection(anchor: start + 3, head: start + 3)
        area.move(.lineStart)
        #expect(area.caretOffset == start)
        area.move(.lineEnd)
        #expect(area.caretOffset == start + 9)
    }

    @Test func aCascadeStoppingOnAPendingPointLeavesItPendingOnce() {
        var storage = TextStorage("a b c d e f")
        let layout = TextLayout(storage: storage, measurer: Fixtures.cells, font: .standard, wrapWidth: 0, eager: false)
        layout.completePending(storage: storage, lineBudget: 3)
        #expect(layout.pendingPoints == [6])
        // "c" and twenty letters make one word, split a letter a line: more lines than an edit
        // wraps before leaving the rest pending, and they end exactly at the pending point.
        storage.replace(5..<5, with: String(repeating: "w", count: 20))
        layout.update(storage: storage, replaced: 5..<5, insertedLength: 20)
        #expect(layout.pendingPoints == [26])
        #expect(completedLines(of: layout, storage: storage) == fullWrap(storage, width: 0))
    }

    @Test func aProvisionalLineKeptWhereACascadeStopsStartsAtABreakOpportunity() {
        // At zero width "C\u{200D}w" is one word: "C\u{200D}", then "w" inside the word.
        var storage = TextStorage("C\u{200D}w")
        let layout = TextLayout(storage: storage, measurer: Fixtures.cells, font: .standard, wrapWidth: 0)
        #expect(layout.lines.line(at: 1).record.startsAtOpportunity == false)
        // After the inserted emoji a break may come before "w", where the cascade's budget runs out.
        let inserted = String(repeating: "x", count: 20) + "👩"
        storage.replace(4..<4, with: inserted)
        layout.update(storage: storage, replaced: 4..<4, insertedLength: inserted.utf8.count)
        #expect(layout.pendingPoints == [28])
        let found = layout.lines.lineIndex(containing: 28)
        #expect(found.start == 28)
        #expect(layout.lines.line(at: found.index).record.startsAtOpportunity)
        #expect(completedLines(of: layout, storage: storage) == fullWrap(storage, width: 0))
    }
}
