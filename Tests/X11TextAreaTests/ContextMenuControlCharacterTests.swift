import CX11
import Testing
import TextAreaCore

@testable import X11TextArea

extension X11Tests {
    /// The "Insert Unicode control character" submenu: opened by the pointer resting on its entry, by a click or by keys, closed again, and its characters typed at the caret as one undo step.
    @MainActor
    @Suite struct ContextMenuControlCharacterTests {
        static let rightToLeftMark = "\u{200F}"

        /// A window whose first view holds `text` with the caret at its end, in an English menu.
        private func fixture(text: String) throws -> (WindowFixture, TextAreaView) {
            let fixture = try WindowFixture(viewCount: 1)
            fixture.window.contextMenuStrings = .english
            let view = fixture.views[0]
            view.textArea.text = text
            fixture.settle()
            return (fixture, view)
        }

        /// Opens `view`'s menu at its caret and returns it once mapped.
        private func openMenu(of view: TextAreaView, in fixture: WindowFixture) throws -> ContextMenu {
            fixture.window.openContextMenu(for: view)
            fixture.settle()
            return try #require(fixture.window.contextMenu, "no menu opened")
        }

        /// The index of the control characters' entry in `menu`.
        private func controlEntry(of menu: ContextMenu) throws -> Int {
            try #require(menu.items.firstIndex { $0.opensSubmenu }, "no control character entry")
        }

        /// The root coordinates of the middle of row `index`'s label in `menu`.
        private func centre(of index: Int, in menu: ContextMenu) -> (x: String, y: String) {
            let row = menu.rowRect(index)
            return (String(Int(menu.frame.minX + 40)), String(Int(menu.frame.minY + row.minY + row.height / 2)))
        }

        /// Moves the pointer through the server to row `index` of `menu`, then clicks there if `click`.
        private func pointer(to index: Int, of menu: ContextMenu, click: Bool = false) throws {
            let (x, y) = centre(of: index, in: menu)
            try Xdotool.run(
                ["mousemove", x, y] + (click ? ["click", "1"] : []), display: X11TestEnvironment.displayName())
        }

        /// Presses `key` (an xdotool key name) through the server: the menu's keyboard grab takes it.
        private func key(_ key: String) throws {
            try Xdotool.run(["key", key], display: X11TestEnvironment.displayName())
        }

        @Test func theMouseOpensTheSubmenuAndChoosesTheRightToLeftMark() throws {
            let (fixture, view) = try fixture(text: "abc")
            let menu = try openMenu(of: view, in: fixture)
            let entry = try controlEntry(of: menu)
            #expect(menu.items[entry].title == "Insert Unicode control character")
            #expect(entry == menu.items.count - 1, "it ends the built-in entries")

            // Resting on the entry opens the submenu beside the menu, to the right.
            try pointer(to: entry, of: menu)
            #expect(fixture.runTurns(timeout: 30) { menu.submenu != nil }.done, "hovering did not open the submenu")
            let submenu = try #require(menu.submenu?.menu)
            #expect(submenu.frame.minX >= menu.frame.maxX - 1)
            #expect(
                submenu.items.map(\.title) == [
                    "LRM Left-to-right mark", "RLM Right-to-left mark", "ZWJ Zero width joiner",
                    "ZWNJ Zero width non-joiner", "ZWSP Zero width space", "LRE Start of left-to-right embedding",
                    "RLE Start of right-to-left embedding", "LRO Start of left-to-right override",
                    "RLO Start of right-to-left override", "PDF Pop directional formatting",
                    "LRI Left-to-right isolate", "RLI Right-to-left isolate", "FSI First strong isolate",
                    "PDI Pop directional isolate",
                ])

            // Another entry closes it; a click on the entry opens it again.
            try pointer(to: 0, of: menu)
            #expect(fixture.runTurns(timeout: 30) { menu.submenu == nil }.done, "the submenu stayed open")
            #expect(fixture.window.isContextMenuOpen)
            try pointer(to: entry, of: menu, click: true)
            #expect(fixture.runTurns(timeout: 30) { menu.submenu != nil }.done, "a click did not open the submenu")
            let reopened = try #require(menu.submenu?.menu)

            // A click on RLM in the submenu inserts it at the caret and closes the menu.
            try pointer(to: 1, of: reopened)
            #expect(fixture.runTurns(timeout: 30) { reopened.highlighted == 1 }.done, "RLM was not highlighted")
            try pointer(to: 1, of: reopened, click: true)
            #expect(fixture.runTurns(timeout: 30) { view.textArea.text != "abc" }.done, "nothing was inserted")
            fixture.settle()
            #expect(view.textArea.text == "abc" + Self.rightToLeftMark)
            #expect(view.textArea.selectedRange == 6..<6)
            #expect(!fixture.window.isContextMenuOpen)
            #expect(view.textArea.lastChange?.cause == .typing)

            fixture.press(XK_z, state: ControlMask)
            fixture.settle()
            #expect(view.textArea.text == "abc")
        }

        @Test func keysOpenCloseAndChooseInTheSubmenuAsOneUndoStep() throws {
            let (fixture, view) = try fixture(text: "")
            // Typing before: its undo step stays its own.
            view.textArea.insertText("x")
            view.textArea.insertText("y")
            let menu = try openMenu(of: view, in: fixture)
            let entry = try controlEntry(of: menu)
            for _ in menu.items.indices where menu.highlighted != entry { fixture.press(XK_Up) }
            #expect(menu.highlighted == entry)

            // Right opens the submenu with its first entry highlighted; Left closes it, the entry still highlighted.
            try key("Right")
            #expect(fixture.runTurns(timeout: 30) { menu.submenu != nil }.done, "Right did not open the submenu")
            #expect(menu.submenu?.menu.highlighted == 0)
            try key("Left")
            #expect(fixture.runTurns(timeout: 30) { menu.submenu == nil }.done, "Left did not close the submenu")
            #expect(menu.highlighted == entry)
            // Return opens it too; Escape closes only the submenu.
            try key("Return")
            #expect(fixture.runTurns(timeout: 30) { menu.submenu != nil }.done, "Return did not open the submenu")
            try key("Escape")
            #expect(fixture.runTurns(timeout: 30) { menu.submenu == nil }.done, "Escape did not close the submenu")
            #expect(fixture.window.isContextMenuOpen)

            // Down moves to RLM; Return inserts it.
            try key("Right")
            #expect(fixture.runTurns(timeout: 30) { menu.submenu != nil }.done)
            let submenu = try #require(menu.submenu?.menu)
            try key("Down")
            #expect(fixture.runTurns(timeout: 30) { submenu.highlighted == 1 }.done, "Down did not reach RLM")
            try key("Return")
            #expect(fixture.runTurns(timeout: 30) { !fixture.window.isContextMenuOpen }.done, "the menu stayed open")
            fixture.settle()
            #expect(view.textArea.text == "xy" + Self.rightToLeftMark)

            // Undo takes the mark away alone, then the typing.
            fixture.press(XK_z, state: ControlMask)
            fixture.settle()
            #expect(view.textArea.text == "xy")
            fixture.press(XK_z, state: ControlMask)
            fixture.settle()
            #expect(view.textArea.text == "")
        }

        @Test func theEntryIsHiddenForSecureEntryAndGreyedWhenReadOnly() throws {
            let (fixture, view) = try fixture(text: "secret")
            view.textArea.isSecureTextEntry = true
            let secure = try openMenu(of: view, in: fixture)
            #expect(!secure.items.contains { $0.opensSubmenu })
            fixture.window.closeContextMenu()

            view.textArea.isSecureTextEntry = false
            view.textArea.isEditable = false
            let readOnly = try openMenu(of: view, in: fixture)
            let entry = try controlEntry(of: readOnly)
            #expect(!readOnly.enabled[entry])
            // A disabled entry opens nothing, by keys or by the pointer.
            try pointer(to: entry, of: readOnly, click: true)
            try key("Escape")
            #expect(fixture.runTurns(timeout: 30) { !fixture.window.isContextMenuOpen }.done)
            #expect(readOnly.submenu == nil)
        }
    }
}
