import CX11
import Testing
import TextAreaCore

@testable import X11TextArea

extension X11Tests {
    /// Mouse selection in a window, event by event: multiple clicks, dragging by words, Shift+click, the wheel and the placeholder.
    @MainActor
    @Suite struct WindowMouseTests {
        @Test func doubleClickDragExtendsByWholeWords() throws {
            let fixture = try WindowFixture()
            let view = fixture.views[0]
            view.textArea.text = "alpha beta gamma delta"
            let inBeta = fixture.point(in: view, at: 8)
            fixture.click(at: inBeta, time: 1000)
            fixture.button(ButtonPress, Button1, at: inBeta, time: 1200)
            #expect(view.textArea.selectedText == "beta")
            // Dragging into the middle of "gamma" takes all of it.
            fixture.motion(to: fixture.point(in: view, at: 13), state: Button1Mask)
            #expect(view.textArea.selectedText == "beta gamma")
            // Dragging back before the word keeps it and takes "alpha" whole.
            fixture.motion(to: fixture.point(in: view, at: 2), state: Button1Mask)
            #expect(view.textArea.selectedText == "alpha beta")
            fixture.button(ButtonRelease, Button1, at: fixture.point(in: view, at: 2), time: 1300)
        }

        @Test func tripleClickSelectsTheParagraphAndAFourthStartsOver() throws {
            let fixture = try WindowFixture()
            let view = fixture.views[0]
            view.textArea.text = "first line\nsecond line"
            let point = fixture.point(in: view, at: 3)
            for (index, time) in [1000, 1100, 1200].enumerated() {
                fixture.click(at: point, time: Time(time))
                if index == 2 { #expect(view.textArea.selectedText == "first line\n") }
            }
            fixture.click(at: point, time: 1300)
            #expect(view.textArea.selectedRange == 3..<3)
            // Slow clicks are single clicks.
            fixture.click(at: point, time: 2000)
            fixture.click(at: point, time: 2600)
            #expect(view.textArea.selectedRange == 3..<3)
        }

        @Test func shiftClickExtendsFromTheAnchor() throws {
            let fixture = try WindowFixture()
            let view = fixture.views[0]
            view.textArea.text = "hello brave new world"
            fixture.click(at: fixture.point(in: view, at: 6), time: 1000)
            fixture.click(at: fixture.point(in: view, at: 15), state: ShiftMask, time: 3000)
            #expect(view.textArea.selectedText == "brave new")
        }

        @Test func clickInThePlaceholderPutsTheCaretAtTheStart() throws {
            let fixture = try WindowFixture()
            let view = fixture.views[1]
            view.textArea.placeholder = "a placeholder that is long enough to wrap onto a second line in this box"
            let lines = view.textArea.placeholderLines
            try #require(lines.count >= 2)
            let inSecondLine = view.convertToWindow(Point(x: lines[1].origin.x + 40, y: lines[1].baseline - 3))
            fixture.click(at: inSecondLine)
            #expect(fixture.window.focusedView === view)
            #expect(view.textArea.selectedRange == 0..<0)
            #expect(view.caretFrame.minY == view.convertToWindow(lines[0].origin).y)
        }

        @Test func wheelScrollsTheViewUnderThePointerByThreeLines() throws {
            let fixture = try WindowFixture()
            let view = fixture.views[1]
            view.textArea.text = (1...40).map { "line \($0)" }.joined(separator: "\n")
            let point = fixture.point(in: view, at: 0)
            fixture.button(ButtonPress, Button5, at: point)
            #expect(view.textArea.contentOffsetY == 3 * view.textArea.lineHeight)
            fixture.button(ButtonPress, Button4, at: point)
            fixture.button(ButtonPress, Button4, at: point)
            #expect(view.textArea.contentOffsetY == 0)
            #expect(fixture.views[0].textArea.contentOffsetY == 0)
            #expect(fixture.window.focusedView === fixture.views[0], "the wheel does not take the focus")
        }
    }
}
