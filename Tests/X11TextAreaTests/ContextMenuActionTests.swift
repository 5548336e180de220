import CX11
import Testing
import TextAreaCore

@testable import X11TextArea

extension X11Tests {
    /// An application's context menu entries: listed after the built-in ones, chosen by a click or by keys, greyed when disabled; built-in entries hidden per view.
    @MainActor
    @Suite struct ContextMenuActionTests {
        /// A view whose menu has an entry that upper-cases the text and a disabled one, both recording when they run.
        private func fixtureWithActions() throws -> (WindowFixture, TextAreaView, ActionLog) {
            let fixture = try WindowFixture()
            let view = fixture.views[0]
            view.textArea.text = "shout this"
            let log = ActionLog()
            view.contextMenuActions = [
                ContextMenuAction(title: "Upper Case", shortcut: "Ctrl+U") { view in
                    log.ran.append("upper")
                    view.textArea.text = view.textArea.text.uppercased()
                },
                ContextMenuAction(title: "Never", isEnabled: { _ in false }, action: { _ in log.ran.append("never") }),
            ]
            fixture.settle()
            return (fixture, view, log)
        }

        /// The open menu, once the popup is mapped and viewable.
        private func openMenu(of view: TextAreaView, in fixture: WindowFixture) throws -> ContextMenu {
            fixture.window.openContextMenu(for: view)
            fixture.settle()
            let menu = try #require(fixture.window.contextMenu, "no menu opened")
            var attributes = XWindowAttributes()
            XGetWindowAttributes(fixture.connection.display, menu.popup, &attributes)
            #expect(attributes.map_state == IsViewable)
            return menu
        }

        /// Clicks, through the server, the middle of row `index` of `menu`.
        private func click(row index: Int, of menu: ContextMenu) throws {
            let row = menu.rowRect(index)
            let x = Int(menu.frame.minX + 40)
            let y = Int(menu.frame.minY + row.minY + row.height / 2)
            try Xdotool.run(
                ["mousemove", String(x), String(y), "click", "1"], display: X11TestEnvironment.displayName())
        }

        @Test func anApplicationEntryFollowsTheBuiltInsAndAClickRunsIt() throws {
            let (fixture, view, log) = try fixtureWithActions()
            let menu = try openMenu(of: view, in: fixture)
            #expect(menu.items.map(\.title) == ContextMenuItem.allCases.map(\.title) + ["Upper Case", "Never"])
            #expect(menu.enabled.suffix(2) == [true, false])
            let upper = ContextMenuItem.allCases.count
            // A separator stands between Select All and the application's entries, none between those two.
            #expect(menu.rowRect(upper).minY == menu.rowRect(upper - 1).maxY + ContextMenu.separatorHeight)
            #expect(menu.rowRect(upper + 1).minY == menu.rowRect(upper).maxY)
            #expect(menu.frame.height == menu.rowRect(upper + 1).maxY + ContextMenu.verticalPadding)

            // A click on the disabled entry does nothing and leaves the menu open for the next click.
            try click(row: upper + 1, of: menu)
            try click(row: upper, of: menu)
            let ran = fixture.runTurns(timeout: 30) { !log.ran.isEmpty }.done
            #expect(ran, "the entry's action never ran")
            fixture.settle()
            #expect(log.ran == ["upper"])
            #expect(view.textArea.text == "SHOUT THIS")
            #expect(!fixture.window.isContextMenuOpen)
        }

        @Test func keysReachAnApplicationEntry() throws {
            let (fixture, view, log) = try fixtureWithActions()
            let menu = try openMenu(of: view, in: fixture)
            let upper = ContextMenuItem.allCases.count
            // Up from the first enabled entry goes round to the last enabled one, the application's ("Never" is disabled); what lies between depends on the clipboard.
            for _ in menu.items.indices where menu.highlighted != upper { fixture.press(XK_Up) }
            #expect(menu.highlighted == upper)
            fixture.press(XK_Return)
            fixture.settle()
            #expect(log.ran == ["upper"])
            #expect(!fixture.window.isContextMenuOpen)
        }

        @Test func hiddenBuiltInsAreLeftOut() throws {
            let (fixture, view, _) = try fixtureWithActions()
            view.hiddenContextMenuItems = [.undo, .redo, .delete]
            let menu = try openMenu(of: view, in: fixture)
            #expect(
                menu.items.map(\.title) == [
                    "Cut", "Copy", "Paste", "Select All", "Insert Unicode control character", "Upper Case", "Never",
                ])
            // Separators: after Paste (the editing group ends), after Select All and after the control characters.
            #expect(menu.rowRect(3).minY == menu.rowRect(2).maxY + ContextMenu.separatorHeight)
            #expect(menu.rowRect(4).minY == menu.rowRect(3).maxY + ContextMenu.separatorHeight)
            #expect(menu.rowRect(5).minY == menu.rowRect(4).maxY + ContextMenu.separatorHeight)
            fixture.window.closeContextMenu()

            view.hiddenContextMenuItems = [.insertControlCharacter]
            let withoutControls = try openMenu(of: view, in: fixture)
            #expect(
                withoutControls.items.map(\.title) == ContextMenuItem.allCases.dropLast().map(\.title) + [
                    "Upper Case", "Never",
                ])
            fixture.window.closeContextMenu()

            // Nothing left to show: no menu opens.
            view.hiddenContextMenuItems = Set(ContextMenuItem.allCases)
            view.contextMenuActions = []
            fixture.window.openContextMenu(for: view)
            fixture.settle()
            #expect(!fixture.window.isContextMenuOpen)
        }
    }
}

/// What the entries' actions did, in order.
private final class ActionLog {
    var ran: [String] = []
}
