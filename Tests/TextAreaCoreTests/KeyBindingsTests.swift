import Testing

@testable import TextAreaCore

/// The Linux key map, and `handleKey` carrying it out.
@Suite struct KeyBindingsTests {
    static let bindings: [(KeyInput, EditingCommand?)] = [
        (KeyInput(.left), .move(.left, extend: false)),
        (KeyInput(.right), .move(.right, extend: false)),
        (KeyInput(.left, modifiers: .shift), .move(.left, extend: true)),
        (KeyInput(.right, modifiers: .shift), .move(.right, extend: true)),
        (KeyInput(.left, modifiers: .control), .move(.wordLeft, extend: false)),
        (KeyInput(.right, modifiers: .control), .move(.wordRight, extend: false)),
        (KeyInput(.left, modifiers: [.control, .shift]), .move(.wordLeft, extend: true)),
        (KeyInput(.right, modifiers: [.control, .shift]), .move(.wordRight, extend: true)),
        (KeyInput(.up), .move(.lineUp, extend: false)),
        (KeyInput(.down, modifiers: .shift), .move(.lineDown, extend: true)),
        (KeyInput(.up, modifiers: .control), .move(.paragraphStart, extend: false)),
        (KeyInput(.down, modifiers: [.control, .shift]), .move(.paragraphEnd, extend: true)),
        (KeyInput(.home), .move(.lineStart, extend: false)),
        (KeyInput(.end, modifiers: .shift), .move(.lineEnd, extend: true)),
        (KeyInput(.home, modifiers: .control), .move(.documentStart, extend: false)),
        (KeyInput(.end, modifiers: [.control, .shift]), .move(.documentEnd, extend: true)),
        (KeyInput(.pageUp), .move(.pageUp, extend: false)),
        (KeyInput(.pageDown, modifiers: .shift), .move(.pageDown, extend: true)),
        (KeyInput(.backspace), .delete(.characterBackward)),
        (KeyInput(.backspace, modifiers: .shift), .delete(.characterBackward)),
        (KeyInput(.backspace, modifiers: .control), .delete(.wordBackward)),
        (KeyInput(.delete), .delete(.characterForward)),
        (KeyInput(.delete, modifiers: .control), .delete(.wordForward)),
        (KeyInput(.delete, modifiers: .shift), .cut),
        (KeyInput(.insert, modifiers: .shift), .paste),
        (KeyInput(.insert, modifiers: .control), .copy),
        (KeyInput(.insert), .toggleOverwriteMode),
        (KeyInput(.insert, modifiers: [.control, .shift]), nil),
        (KeyInput(.enter), .insertNewline),
        (KeyInput(.enter, modifiers: .shift), .insertNewline),
        (KeyInput(.enter, modifiers: .control), nil),
        (KeyInput(.enter, modifiers: .alt), nil),
        (KeyInput(.enter, modifiers: [.superKey, .shift]), nil),
        (KeyInput(.function(1)), nil),
        (KeyInput(.function(12), modifiers: .control), nil),
        (KeyInput(.tab), .focusNext),
        (KeyInput(.tab, modifiers: .shift), .focusPrevious),
        (KeyInput(.escape), .endEditing),
        (KeyInput(.character("a"), modifiers: .control), .selectAll),
        (KeyInput(.character("A"), modifiers: [.control, .shift]), .selectAll),
        (KeyInput(.character("c"), modifiers: .control), .copy),
        (KeyInput(.character("x"), modifiers: .control), .cut),
        (KeyInput(.character("v"), modifiers: .control), .paste),
        (KeyInput(.character("z"), modifiers: .control), .undo),
        (KeyInput(.character("Z"), modifiers: [.control, .shift]), .redo),
        (KeyInput(.character("y"), modifiers: .control), .redo),
        (KeyInput(.character("q"), modifiers: .control), nil),
        (KeyInput(.character("a")), .insert("a")),
        (KeyInput(.character("A"), modifiers: .shift), .insert("A")),
        (KeyInput(.character("中")), .insert("中")),
        (KeyInput(Key.character(Character(Clusters.family))), .insert(Clusters.family)),
        (KeyInput(.character("a"), modifiers: .alt), nil),
        (KeyInput(.character("a"), modifiers: .superKey), nil),
        (KeyInput(.character("a"), modifiers: [.control, .alt]), nil),
    ]

    @Test(arguments: 0..<bindings.count)
    func keyMapsToItsCommand(index: Int) {
        let (input, expected) = Self.bindings[index]
        #expect(KeyBindings.command(for: input) == expected, "\(input)")
    }

    @Test func handleKeyPerformsTheCommandAndSaysSo() {
        let area = makeArea("ab", caret: 1)
        #expect(area.handleKey(KeyInput(.character("中"))))
        #expect(area.text == "a中b")
        #expect(area.handleKey(KeyInput(.enter)))
        #expect(area.text == "a中\nb")
        #expect(area.handleKey(KeyInput(.backspace, modifiers: .control)))
        #expect(area.text == "ab", "back over the line break and the Han run, which is a word of its own")
        #expect(!area.handleKey(KeyInput(.character("q"), modifiers: .control)))
        #expect(!area.handleKey(KeyInput(.character("x"), modifiers: .alt)))
        #expect(area.text == "ab")
    }

    @Test func escapeEndsEditing() {
        let area = makeArea("text")
        let delegate = RecordingDelegate()
        area.delegate = delegate
        area.beginEditing()
        #expect(area.handleKey(KeyInput(.escape)))
        #expect(!area.isEditing)
        #expect(delegate.log == ["shouldBegin", "didBegin", "shouldEnd", "didEnd"])
        #expect(area.text == "text")
    }

    @Test func escapeCommitsAComposition() {
        let area = TextArea()
        area.beginEditing()
        area.setMarkedText("日本", selectedRange: 2..<2)
        area.handleKey(KeyInput(.escape))
        #expect(area.text == "日本")
        #expect(!area.isEditing)
    }

    @Test func tabAndShiftTabMoveFocusAndInsertNothing() {
        let area = makeArea("text")
        let host = RecordingHost()
        area.host = host
        #expect(area.handleKey(KeyInput(.tab)))
        #expect(area.handleKey(KeyInput(.tab, modifiers: .shift)))
        #expect(host.focusMoves == [true, false])
        #expect(area.text == "text")
    }

    @Test func clipboardKeysGoThroughTheHost() {
        let area = makeArea("copy me", caret: 7, anchor: 5)
        let host = RecordingHost()
        area.host = host
        area.handleKey(KeyInput(.insert, modifiers: .control))
        #expect(host.clipboard == "me")
        area.handleKey(KeyInput(.delete, modifiers: .shift))
        #expect(area.text == "copy ")
        #expect(host.writes.count == 2)
        area.handleKey(KeyInput(.character("v"), modifiers: .control))
        area.handleKey(KeyInput(.insert, modifiers: .shift))
        #expect(host.pasteRequests.count == 2)
        #expect(host.pasteRequests.allSatisfy { $0.pasteboard == .clipboard && $0.offset == nil })
    }

    @Test func shiftArrowKeysExtendAndPlainArrowsCollapse() {
        let area = makeArea("日本語", caret: 0)
        area.handleKey(KeyInput(.right, modifiers: .shift))
        area.handleKey(KeyInput(.right, modifiers: .shift))
        #expect(area.selectedText == "日本")
        #expect(area.anchorOffset == 0)
        area.handleKey(KeyInput(.left))
        #expect(area.selectedRange == 0..<0)
        area.handleKey(KeyInput(.end, modifiers: [.control, .shift]))
        #expect(area.selectedText == "日本語")
    }
}
