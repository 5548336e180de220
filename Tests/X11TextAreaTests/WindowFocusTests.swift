import CX11
import Testing
import TextAreaCore

@testable import X11TextArea

extension X11Tests {
    /// Keyboard focus in a window: Tab and Shift+Tab, Escape, and clicks inside and outside the views.
    @MainActor
    @Suite struct WindowFocusTests {
        @Test func tabAndShiftTabMoveTheFocusAroundTheViews() throws {
            let fixture = try WindowFixture(viewCount: 3)
            let views = fixture.views
            #expect(fixture.window.focus(views[0]))
            fixture.press(XK_Tab)
            #expect(fixture.window.focusedView === views[1])
            #expect(!views[0].textArea.isEditing && views[1].textArea.isEditing)
            fixture.press(XK_Tab)
            fixture.press(XK_Tab)
            #expect(fixture.window.focusedView === views[0], "Tab wraps around")
            fixture.press(XK_Tab, state: ShiftMask)
            #expect(fixture.window.focusedView === views[2], "Shift+Tab goes back, wrapping")
            #expect(views.filter { $0.textArea.isEditing }.count == 1)
        }

        @Test func escapeEndsEditingAndTabStartsAgainAtTheFirstView() throws {
            let fixture = try WindowFixture()
            fixture.window.focus(fixture.views[1])
            fixture.press(XK_Escape)
            #expect(fixture.window.focusedView == nil)
            #expect(fixture.views.allSatisfy { !$0.textArea.isEditing })
            fixture.press(XK_a)
            #expect(fixture.views.allSatisfy { $0.textArea.text.isEmpty }, "keys reach no area")
            fixture.press(XK_Tab)
            #expect(fixture.window.focusedView === fixture.views[0])
        }

        @Test func clickFocusesAViewAndAClickOutsideEndsEditing() throws {
            let fixture = try WindowFixture()
            let second = fixture.views[1]
            fixture.click(at: fixture.point(in: second, at: 0))
            #expect(fixture.window.focusedView === second && second.textArea.isEditing)
            var ended = 0
            let token = second.textArea.addObserver(for: .didEndEditing) { _ in ended += 1 }
            fixture.click(at: Point(x: 3, y: 3), time: 5000)
            #expect(fixture.window.focusedView == nil)
            #expect(!second.textArea.isEditing)
            #expect(ended == 1, "end-editing fires once")
            token.cancel()
        }

        @Test func editingBegunInCodeMovesTheFocus() throws {
            let fixture = try WindowFixture()
            fixture.window.focus(fixture.views[0])
            fixture.views[1].textArea.beginEditing()
            #expect(fixture.window.focusedView === fixture.views[1])
            #expect(!fixture.views[0].textArea.isEditing)
        }
    }
}
