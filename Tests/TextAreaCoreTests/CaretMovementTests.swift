import Testing

@testable import TextAreaCore

/// Moving the caret by visual lines: up and down with a goal x, page up and down, Home and End on wrapped lines.
@Suite struct CaretMovementTests {
    typealias Fixtures = LayoutFixtures

    func press(_ key: Key, shift: Bool = false, in area: TextArea) {
        area.handleKey(KeyInput(key, modifiers: shift ? [.shift] : []))
    }

    @Test func upAndDownKeepTheGoalXAcrossAShorterLine() {
        // Lines "abcdefgh\n" (0..<9), "ab\n" (9..<12), "abcdefgh" (12..<20).
        let area = Fixtures.cellArea(columns: 20, text: "abcdefgh\nab\nabcdefgh")
        area.selectedRange = 6..<6
        press(.down, in: area)
        #expect(area.caretOffset == 11)
        press(.down, in: area)
        #expect(area.caretOffset == 18)
        press(.up, in: area)
        press(.up, in: area)
        #expect(area.caretOffset == 6)
        // A horizontal move sets a new goal.
        press(.left, in: area)
        press(.down, in: area)
        press(.down, in: area)
        #expect(area.caretOffset == 17)
    }

    @Test func upOnTheFirstLineAndDownOnTheLastGoToTheEnds() {
        let area = Fixtures.cellArea(columns: 20, text: "abc\ndef")
        area.selectedRange = 2..<2
        press(.up, in: area)
        #expect(area.caretOffset == 0)
        area.selectedRange = 5..<5
        press(.down, in: area)
        #expect(area.caretOffset == 7)
    }

    @Test func upAndDownMoveBetweenSoftWrappedLines() {
        // "hello world again" at ten cells: "hello " (0..<6), "world " (6..<12), "again" (12..<17).
        let area = Fixtures.cellArea(columns: 10, text: "hello world again")
        area.selectedRange = 3..<3
        press(.down, in: area)
        #expect(area.caretOffset == 9)
        press(.down, in: area)
        #expect(area.caretOffset == 15)
        press(.down, shift: true, in: area)
        #expect(area.selectedRange == 15..<17)
    }

    @Test func pageDownAndUpMoveByTheLinesThatFitLessOne() {
        // Ten rows: a page is nine lines. Each line "line NN\n" is 8 bytes.
        let text = (0..<50).map { "line \($0 < 10 ? "0" : "")\($0)\n" }.joined()
        let area = Fixtures.cellArea(columns: 20, rows: 10, text: text)
        area.selectedRange = 3..<3
        press(.pageDown, in: area)
        #expect(area.caretOffset == 9 * 8 + 3)
        #expect(area.contentOffsetY == 9)
        press(.pageDown, in: area)
        #expect(area.caretOffset == 18 * 8 + 3)
        press(.pageUp, in: area)
        #expect(area.caretOffset == 9 * 8 + 3)
        press(.pageDown, shift: true, in: area)
        #expect(area.selectedRange == (9 * 8 + 3)..<(18 * 8 + 3))
        area.selectedRange = (48 * 8)..<(48 * 8)
        press(.pageDown, in: area)
        #expect(area.caretOffset == 50 * 8)
        press(.pageUp, in: area)
        press(.pageUp, in: area)
        press(.pageUp, in: area)
        press(.pageUp, in: area)
        press(.pageUp, in: area)
        press(.pageUp, in: area)
        #expect(area.caretOffset == 0)
        #expect(area.contentOffsetY == 0)
    }

    @Test func endOnASoftWrappedLineStaysOnItWithUpstreamAffinity() {
        let area = Fixtures.cellArea(columns: 10, text: "hello world again")
        area.selectedRange = 8..<8
        press(.end, in: area)
        #expect(area.caretOffset == 12)
        #expect(area.selectionAffinity == .upstream)
        #expect(area.caretRect == Rect(x: 6, y: 1, width: 1, height: 1))
        // Home from there goes to the start of the same line, not of the next one.
        press(.home, in: area)
        #expect(area.caretOffset == 6)
        #expect(area.caretRect == Rect(x: 0, y: 1, width: 1, height: 1))
        press(.end, in: area)
        press(.end, in: area)
        #expect(area.caretOffset == 12)
    }

    @Test func homeAndEndWithShiftExtendTheSelection() {
        let area = Fixtures.cellArea(columns: 10, text: "hello world again")
        area.selectedRange = 8..<8
        press(.end, shift: true, in: area)
        #expect(area.selectedRange == 8..<12)
        #expect(area.anchorOffset == 8)
        press(.home, shift: true, in: area)
        #expect(area.selectedRange == 6..<8)
        #expect(area.caretOffset == 6)
        press(.home, in: area)
        #expect(area.selectedRange == 6..<6)
    }

    @Test func endStopsBeforeALineBreakAndHomeAfterIt() {
        let area = Fixtures.cellArea(columns: 20, text: "ab\r\ncd\u{2028}ef")
        area.selectedRange = 1..<1
        press(.end, in: area)
        #expect(area.caretOffset == 2)
        area.selectedRange = 5..<5
        press(.end, in: area)
        #expect(area.caretOffset == 6)
        press(.home, in: area)
        #expect(area.caretOffset == 4)
    }

    @Test func homeAndEndInAWordLongerThanALine() {
        // "abcdefghijklmnopqrstuvwxy" at ten cells: pieces 0..<10, 10..<20, 20..<25.
        let area = Fixtures.cellArea(columns: 10, text: "abcdefghijklmnopqrstuvwxy")
        area.selectedRange = 13..<13
        press(.home, in: area)
        #expect(area.caretOffset == 10)
        #expect(area.caretRect.minY == 1)
        press(.end, in: area)
        #expect(area.caretOffset == 20)
        #expect(area.caretRect == Rect(x: 10, y: 1, width: 1, height: 1))
    }
}
