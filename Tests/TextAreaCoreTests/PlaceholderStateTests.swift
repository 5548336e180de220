import Testing

@testable import TextAreaCore

/// The placeholder behaviours of the brief (P1–P3, P6, P9–P11) as the model sees them; P14 and P16 have files of their own.
@Suite struct PlaceholderStateTests {
    private func areaWithPlaceholder(_ placeholder: String? = "Write a note…") -> TextArea {
        let area = TextArea()
        area.placeholder = placeholder
        return area
    }

    // MARK: P1

    @Test("P1: the placeholder shows while the text is empty")
    func p1ShowsWhileEmpty() {
        let area = areaWithPlaceholder()
        #expect(area.isPlaceholderVisible)
        #expect(area.text.isEmpty)
        area.beginEditing()
        #expect(area.isPlaceholderVisible, "the default policy keeps it while editing")
    }

    @Test("P1: the first typed character hides it, deleting it brings it back")
    func p1HidesOnFirstTypedCharacter() {
        let area = areaWithPlaceholder()
        area.beginEditing()
        area.insertText("x")
        #expect(!area.isPlaceholderVisible)
        area.deleteBackward()
        #expect(area.text.isEmpty)
        #expect(area.isPlaceholderVisible)
    }

    @Test("P1: a paste hides it")
    func p1HidesOnPaste() {
        let area = areaWithPlaceholder()
        area.paste("pasted")
        #expect(area.text == "pasted")
        #expect(!area.isPlaceholderVisible)
    }

    @Test("P1: setting text in code hides it, setting it empty shows it")
    func p1HidesWhenSetInCode() {
        let area = areaWithPlaceholder()
        area.text = "Hello"
        #expect(!area.isPlaceholderVisible)
        area.text = ""
        #expect(area.isPlaceholderVisible)
    }

    @Test("P1: an undo back to empty shows it again")
    func p1UndoBackToEmptyShowsIt() {
        let area = areaWithPlaceholder()
        area.insertText("abc")
        #expect(!area.isPlaceholderVisible)
        area.undo()
        #expect(area.text.isEmpty)
        #expect(area.isPlaceholderVisible)
    }

    // MARK: P2

    @Test("P2: the placeholder is never part of text")
    func p2PlaceholderIsNotText() {
        let area = areaWithPlaceholder("请输入备注")
        #expect(area.text == "")
        #expect(area.utf8Count == 0)
        #expect(area.characterCount == 0)
        #expect(area.isEmpty)
        area.selectAll()
        #expect(area.selectedRange == 0..<0)
        #expect(area.selectedText == "")
    }

    @Test("P2: typing exactly the placeholder string keeps it as text")
    func p2TypingThePlaceholderKeepsIt() {
        let placeholder = "日本語を入力"
        let area = areaWithPlaceholder(placeholder)
        area.beginEditing()
        for character in placeholder { area.insertText(String(character)) }
        #expect(area.text == placeholder)
        #expect(!area.isPlaceholderVisible)
        area.endEditing()
        #expect(area.text == placeholder, "ending editing must not mistake the text for the placeholder")
        #expect(!area.isPlaceholderVisible)
    }

    @Test("P2: setting text to the placeholder string keeps it as text")
    func p2SettingThePlaceholderKeepsIt() {
        let area = areaWithPlaceholder("Write a note…")
        area.text = "Write a note…"
        #expect(area.text == "Write a note…")
        #expect(area.characterCount == 13)
        #expect(!area.isPlaceholderVisible)
    }

    // MARK: P3

    @Test("P3: setting text in code updates visibility at once and fires text-did-change")
    func p3SettingTextUpdatesVisibilityAndNotifies() {
        let area = areaWithPlaceholder()
        let delegate = RecordingDelegate()
        area.delegate = delegate
        var visibilityAtChange: [Bool] = []
        let token = area.addObserver(for: .didChange) { visibilityAtChange.append($0.isPlaceholderVisible) }

        area.text = "Now"
        #expect(!area.isPlaceholderVisible)
        area.text = ""
        #expect(area.isPlaceholderVisible)

        #expect(visibilityAtChange == [false, true], "observers already see the new visibility")
        #expect(delegate.log.filter { $0 == "didChange" }.count == 2)
        #expect(delegate.changeRequests.isEmpty, "code is not asked like a user edit")
        withExtendedLifetime(token) {}
    }

    @Test("P3: setting text in code puts the caret at its end and forgets undo")
    func p3SettingTextMovesCaretAndClearsUndo() {
        let area = areaWithPlaceholder()
        area.insertText("typed")
        area.text = "set in code"
        #expect(area.selectedRange == bytes("set in code")..<bytes("set in code"))
        #expect(!area.canUndo)
    }

    // MARK: P6

    @Test("P6: placeholderColor defaults to a light grey")
    func p6DefaultColorIsLightGrey() {
        let color = TextArea().placeholderColor
        #expect(color == Color(red8: 0xC7, green8: 0xC7, blue8: 0xCD))
        #expect(color.alpha == 1)
        #expect(color.red > 0.7 && color.green > 0.7 && color.blue > 0.7, "light")
        #expect(color.red < 0.9 && color.blue < 0.9, "yet visibly grey, not white")
        #expect(color != TextArea().textColor)
    }

    @Test("P6: a nil placeholderFont follows the text font, including later changes")
    func p6NilPlaceholderFontFollowsFont() {
        let area = areaWithPlaceholder()
        #expect(area.placeholderFont == nil)
        #expect(area.effectivePlaceholderFont == area.font)
        let serif = Font(family: "DejaVu Serif", size: 15)
        area.font = serif
        #expect(area.effectivePlaceholderFont == serif)
        area.font = serif.withSize(20)
        #expect(area.effectivePlaceholderFont == Font(family: "DejaVu Serif", size: 20))
    }

    @Test("P6: a set placeholderFont wins over the text font until cleared")
    func p6SetPlaceholderFontWins() {
        let area = areaWithPlaceholder()
        let boldSans = Font(family: "DejaVu Sans", size: 11, weight: .bold)
        area.placeholderFont = boldSans
        area.font = Font(family: "DejaVu Serif", size: 18)
        #expect(area.effectivePlaceholderFont == boldSans)
        area.placeholderFont = nil
        #expect(area.effectivePlaceholderFont == Font(family: "DejaVu Serif", size: 18))
    }

    @Test("P6: changing the placeholder's look asks the host to redraw")
    func p6ChangingTheLookRedraws() {
        let area = areaWithPlaceholder()
        let host = RecordingHost()
        area.host = host
        area.placeholderColor = Color(red: 1, green: 0, blue: 0)
        #expect(host.displayRequests == 1)
        area.placeholderFont = Font(family: "Monospace", size: 9)
        #expect(host.displayRequests == 2)
        area.placeholderFont = Font(family: "Monospace", size: 9)
        #expect(host.displayRequests == 2, "setting the same value changes nothing")
    }

    // MARK: P9

    @Test(
        "P9: a nil placeholder is never visible", arguments: [PlaceholderVisibility.whenEmpty, .whenEmptyAndNotEditing])
    func p9NilPlaceholderIsNeverVisible(policy: PlaceholderVisibility) {
        let area = areaWithPlaceholder(nil)
        area.placeholderVisibility = policy
        #expect(!area.isPlaceholderVisible)
        area.beginEditing()
        #expect(!area.isPlaceholderVisible)
        area.endEditing()
        #expect(!area.isPlaceholderVisible)
    }

    @Test("P9: an empty placeholder is never visible, and clearing one hides it")
    func p9EmptyPlaceholderIsNeverVisible() {
        let area = areaWithPlaceholder("")
        #expect(!area.isPlaceholderVisible)
        area.placeholder = "Name"
        #expect(area.isPlaceholderVisible)
        area.placeholder = ""
        #expect(!area.isPlaceholderVisible)
        area.placeholder = nil
        #expect(!area.isPlaceholderVisible)
    }

    // MARK: P10

    @Test("P10: .whenEmpty shows the placeholder while editing")
    func p10WhenEmptyShowsWhileEditing() {
        let area = areaWithPlaceholder()
        #expect(area.placeholderVisibility == .whenEmpty, "the default")
        #expect(area.isPlaceholderVisible)
        area.beginEditing()
        #expect(area.isPlaceholderVisible)
        area.endEditing()
        #expect(area.isPlaceholderVisible)
    }

    @Test("P10: .whenEmptyAndNotEditing hides on begin editing and returns on end editing")
    func p10WhenEmptyAndNotEditingHidesWhileEditing() {
        let area = areaWithPlaceholder()
        area.placeholderVisibility = .whenEmptyAndNotEditing
        #expect(area.isPlaceholderVisible)
        area.beginEditing()
        #expect(!area.isPlaceholderVisible)
        area.endEditing()
        #expect(area.isPlaceholderVisible)
        area.text = "x"
        #expect(!area.isPlaceholderVisible, "text hides it whatever the policy")
    }

    @Test("P10: a refused begin editing leaves the placeholder showing")
    func p10RefusedBeginKeepsPlaceholder() {
        let area = areaWithPlaceholder()
        area.placeholderVisibility = .whenEmptyAndNotEditing
        let delegate = RecordingDelegate()
        delegate.allowsBegin = false
        area.delegate = delegate
        #expect(!area.beginEditing())
        #expect(!area.isEditing)
        #expect(area.isPlaceholderVisible)
    }

    // MARK: P11

    @Test("P11: composing marked text hides the placeholder while text stays empty")
    func p11HiddenWhileComposing() {
        let area = areaWithPlaceholder()
        area.beginEditing()
        area.setMarkedText("にほん", selectedRange: 3..<3)
        #expect(area.text == "")
        #expect(area.isEmpty)
        #expect(area.hasMarkedText)
        #expect(!area.isPlaceholderVisible)
    }

    @Test("P11: cancelling the composition brings the placeholder back")
    func p11BackAfterCancel() {
        let area = areaWithPlaceholder()
        area.beginEditing()
        area.setMarkedText("ㅎ", selectedRange: 1..<1)
        #expect(!area.isPlaceholderVisible)
        area.cancelMarkedText()
        #expect(area.text == "")
        #expect(area.isPlaceholderVisible)
    }

    @Test("P11: empty marked text ends the composition and brings the placeholder back")
    func p11BackAfterEmptyMarkedText() {
        let area = areaWithPlaceholder()
        area.setMarkedText("ni", selectedRange: 2..<2)
        #expect(!area.isPlaceholderVisible)
        area.setMarkedText("", selectedRange: 0..<0)
        #expect(!area.hasMarkedText)
        #expect(area.isPlaceholderVisible)
    }

    @Test("P11: committing the composition keeps it hidden, now because of text")
    func p11CommitKeepsItHidden() {
        let area = areaWithPlaceholder()
        area.setMarkedText("日本", selectedRange: 2..<2)
        area.unmarkText()
        #expect(area.text == "日本")
        #expect(!area.isPlaceholderVisible)
    }
}
