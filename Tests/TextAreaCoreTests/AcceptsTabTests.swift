import Testing

@testable import TextAreaCore

/// `acceptsTab`: Tab inserts a tab and Ctrl+Tab moves the focus, as GtkTextView's accepts-tab.
@Suite struct AcceptsTabTests {
    static let bindings: [(KeyInput, EditingCommand?)] = [
        (KeyInput(.tab), .insert("\t")),
        (KeyInput(.tab, modifiers: .shift), .insert("\t")),
        (KeyInput(.tab, modifiers: .control), .focusNext),
        (KeyInput(.tab, modifiers: [.control, .shift]), .focusPrevious),
    ]

    @Test(arguments: 0..<bindings.count)
    func tabKeysWhenTabsAreAccepted(index: Int) {
        let (input, expected) = Self.bindings[index]
        #expect(KeyBindings.command(for: input, acceptsTab: true) == expected, "\(input)")
    }

    @Test func withoutAcceptingTabsEveryTabMovesTheFocus() {
        #expect(KeyBindings.command(for: KeyInput(.tab), acceptsTab: false) == .focusNext)
        #expect(KeyBindings.command(for: KeyInput(.tab, modifiers: .control), acceptsTab: false) == .focusNext)
        #expect(
            KeyBindings.command(for: KeyInput(.tab, modifiers: [.control, .shift]), acceptsTab: false)
                == .focusPrevious)
    }

    @Test func theDefaultKeepsTabMovingTheFocus() {
        let area = makeArea("text")
        #expect(!area.acceptsTab)
        let host = RecordingHost()
        area.host = host
        area.handleKey(KeyInput(.tab))
        #expect(host.focusMoves == [true])
        #expect(area.text == "text")
    }

    @Test func anAreaThatAcceptsTabsInsertsThem() {
        let area = makeArea("ab", caret: 1)
        area.acceptsTab = true
        let host = RecordingHost()
        area.host = host
        #expect(area.handleKey(KeyInput(.tab)))
        #expect(area.handleKey(KeyInput(.tab, modifiers: .shift)))
        #expect(area.text == "a\t\tb")
        #expect(host.focusMoves.isEmpty)
        area.handleKey(KeyInput(.tab, modifiers: .control))
        area.handleKey(KeyInput(.tab, modifiers: [.control, .shift]))
        #expect(host.focusMoves == [true, false])
        #expect(area.text == "a\t\tb")
    }

    @Test func singleLineAndReadOnlyAreasNeverInsertTabs() {
        for configure in [{ (area: TextArea) in area.isSingleLine = true }, { $0.isEditable = false }] {
            let area = makeArea("ab")
            area.acceptsTab = true
            configure(area)
            let host = RecordingHost()
            area.host = host
            area.handleKey(KeyInput(.tab))
            area.handleKey(KeyInput(.tab, modifiers: .shift))
            #expect(area.text == "ab")
            #expect(host.focusMoves == [true, false])
        }
    }
}
