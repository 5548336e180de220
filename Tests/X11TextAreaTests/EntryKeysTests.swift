import CX11
import Testing
import TextAreaCore
import X11Capture

@testable import X11TextArea

extension X11Tests {
    /// Keys GTK users expect, pressed with xdotool: Insert for overwrite mode and its block caret, Tab in areas that
    /// accept tabs, and Ctrl+Shift+U entry of a character by its code point.
    @MainActor
    @Suite struct EntryKeysTests {
        static let blue = Color(red: 0, green: 0, blue: 1)
        static let red = Color(red: 1, green: 0, blue: 0)

        /// Gives the window the X keyboard focus and `view` the window's, so xdotool's keys reach the view.
        private func focus(_ view: TextAreaView, in fixture: WindowFixture, display: String) throws {
            fixture.window.focus(view)
            try Xdotool.focus(fixture.window.windowID, display: display)
            #expect(fixture.runTurns(timeout: 10) { fixture.window.isActive }.done, "the window got the focus")
        }

        @Test func insertThenTypingOverwritesAndDrawsABlockCaret() throws {
            let display = try X11TestEnvironment.displayName()
            let fixture = try WindowFixture()
            let view = fixture.views[0]
            let area = view.textArea
            area.textColor = Self.blue
            area.caretColor = Self.red
            area.text = "abcdef\nline"
            area.setSelection(anchor: 0, head: 0)
            try focus(view, in: fixture, display: display)
            try Xdotool.key("Insert", display: display)
            #expect(fixture.runTurns(timeout: 10) { area.isOverwriteMode }.done, "Insert turned overwrite mode on")
            try Xdotool.type("XY", display: display)
            #expect(fixture.runTurns(timeout: 10) { area.text == "XYcdef\nline" }.done, "text: \(area.text)")
            fixture.settle()

            // The caret is a block over "c", the text under it drawn in the background's colour.
            let block = try #require(area.makeFrame().caret?.block).offsetBy(dx: view.frame.minX, dy: view.frame.minY)
            let box = try #require(area.selectionRects(for: 2..<3).first)
            #expect(block.width == box.width && block.width > 2, "the block is as wide as c")
            view.restartBlink()
            let image = try fixture.window.captureFrame()
            let columns = Int(block.minX.rounded())..<Int(block.maxX.rounded())
            let rows = Int(block.minY.rounded())..<Int(block.maxY.rounded())
            let isRed = { (pixel: RGBPixel) in pixel == RGBPixel(red: 0xFF, green: 0, blue: 0) }
            let red = image.count(x: columns, y: rows, where: isRed)
            #expect(red * 2 > columns.count * rows.count, "most of the block is the caret's colour: \(red)")
            let inverted = image.count(x: columns, y: rows) { $0.red >= 0xC0 && $0.green >= 0xC0 && $0.blue >= 0xC0 }
            #expect(inverted > 0, "c shows in the background's colour inside the block")
            let everywhere = image.count(x: 0..<image.width, y: 0..<image.height, where: isRed)
            #expect(everywhere == red, "no caret colour outside the block")

            // Insert again: typing inserts, and the caret is thin again.
            try Xdotool.key("Insert", display: display)
            try Xdotool.type("Z", display: display)
            #expect(fixture.runTurns(timeout: 10) { area.text == "XYZcdef\nline" }.done, "text: \(area.text)")
            #expect(!area.isOverwriteMode)
            #expect(area.makeFrame().caret?.block == nil)
        }

        @Test func tabInsertsInAreasThatAcceptTabsAndCtrlTabMovesTheFocus() throws {
            let display = try X11TestEnvironment.displayName()
            let fixture = try WindowFixture()
            let (first, second) = (fixture.views[0], fixture.views[1])
            for view in fixture.views { view.textArea.acceptsTab = true }
            try focus(first, in: fixture, display: display)
            try Xdotool.type("a", display: display)
            try Xdotool.key("Tab", display: display)
            try Xdotool.type("b", display: display)
            let typed = fixture.runTurns(timeout: 10) { first.textArea.text == "a\tb" }
            #expect(typed.done, "first: \(first.textArea.text.debugDescription)")
            #expect(fixture.window.focusedView === first, "Tab stayed in the area")

            try Xdotool.key("ctrl+Tab", display: display)
            #expect(fixture.runTurns(timeout: 10) { fixture.window.focusedView === second }.done, "Ctrl+Tab moved on")
            try Xdotool.type("x", display: display)
            #expect(fixture.runTurns(timeout: 10) { second.textArea.text == "x" }.done)
            try Xdotool.key("ctrl+shift+Tab", display: display)
            #expect(fixture.runTurns(timeout: 10) { fixture.window.focusedView === first }.done, "and back")
            try Xdotool.type("!", display: display)
            #expect(fixture.runTurns(timeout: 10) { first.textArea.text == "a\tb!" }.done)
            #expect(second.textArea.text == "x")
        }

        @Test func ctrlShiftUEntersACharacterByItsCodePoint() throws {
            let display = try X11TestEnvironment.displayName()
            let fixture = try WindowFixture()
            let area = fixture.views[0].textArea
            area.text = "smile "
            try focus(fixture.views[0], in: fixture, display: display)
            try Xdotool.key("ctrl+shift+u", display: display)
            #expect(fixture.runTurns(timeout: 10) { area.markedText == "u" }.done, "the entry shows u")
            try Xdotool.type("263a", display: display)
            #expect(fixture.runTurns(timeout: 10) { area.markedText == "u263a" }.done, "and the digits")
            #expect(area.text == "smile ")
            try Xdotool.key("space", display: display)
            #expect(fixture.runTurns(timeout: 10) { area.text == "smile ☺" }.done, "text: \(area.text)")
            #expect(!area.hasMarkedText)
            // Escape drops an entry; the next key types as usual.
            try Xdotool.key("ctrl+shift+u", display: display)
            try Xdotool.type("41", display: display)
            try Xdotool.key("Escape", display: display)
            try Xdotool.type("!", display: display)
            #expect(fixture.runTurns(timeout: 10) { area.text == "smile ☺!" }.done, "text: \(area.text)")
            #expect(area.isEditing)
        }
    }
}
