import Testing

@testable import TextAreaCore

/// Ctrl+Shift+U entry of a character by its hexadecimal code point, as GTK's simple input method does.
@Suite struct UnicodeHexEntryTests {
    static let start = KeyInput(.character("U"), modifiers: [.control, .shift])

    /// Presses each character of `keys` as a plain key.
    private func press(_ keys: String, in area: TextArea) {
        for key in keys { area.handleKey(KeyInput(.character(key))) }
    }

    /// An editing area holding `text` with the caret at `caret` (the end by default), on a clock the test moves.
    private func editingArea(_ text: String = "", caret: Int? = nil) -> TextArea {
        let area = makeArea(text, caret: caret)
        area.clock = { 100 }
        area.beginEditing()
        return area
    }

    @Test func theEntryShowsWhatWasTypedAndReadsItsScalar() {
        var entry = UnicodeHexEntry()
        #expect(entry.preedit == "u")
        #expect(entry.scalar == nil)
        for digit in "1f600" { #expect(entry.handle(KeyInput(.character(digit))) == .continues) }
        #expect(entry.preedit == "u1f600")
        #expect(entry.scalar == "😀")
        #expect(entry.handle(KeyInput(.backspace)) == .continues)
        #expect(entry.preedit == "u1f60")
        #expect(entry.handle(KeyInput(.character(" "))) == .finishes(inserting: "\u{1F60}", passesKeyOn: false))
    }

    @Test func digitsThatNameNoCharacterInsertNothing() {
        for digits in ["", "0", "d800", "DFFF", "110000"] {
            var entry = UnicodeHexEntry()
            for digit in digits { _ = entry.handle(KeyInput(.character(digit))) }
            #expect(entry.scalar == nil, "u\(digits)")
            #expect(entry.handle(KeyInput(.enter)) == .finishes(inserting: nil, passesKeyOn: false))
        }
    }

    @Test func onlyStartKeyStartsAndSeventhDigitIsIgnored() {
        #expect(UnicodeHexEntry.isStart(Self.start))
        #expect(UnicodeHexEntry.isStart(KeyInput(.character("u"), modifiers: [.control, .shift])))
        #expect(!UnicodeHexEntry.isStart(KeyInput(.character("u"), modifiers: .control)))
        #expect(!UnicodeHexEntry.isStart(KeyInput(.character("U"), modifiers: [.control, .shift, .alt])))
        var entry = UnicodeHexEntry()
        for digit in "10fffff" { _ = entry.handle(KeyInput(.character(digit))) }
        #expect(entry.digits == "10ffff")
        #expect(entry.scalar == "\u{10FFFF}")
    }

    @Test func spaceCommitsTheCharacterAsOneTypingStep() throws {
        let area = editingArea("ab", caret: 1)
        let observer = ChangeRecorder(area)
        #expect(area.handleKey(Self.start))
        #expect(area.isEnteringUnicode)
        #expect(area.markedText == "u")
        #expect(area.caretOffset == 2)
        press("1f600", in: area)
        #expect(area.markedText == "u1f600")
        #expect(area.text == "ab", "the entry is not text yet")
        #expect(observer.causes.isEmpty)
        #expect(area.handleKey(KeyInput(.character(" "))))
        #expect(area.text == "a😀b")
        #expect(!area.hasMarkedText && !area.isEnteringUnicode)
        #expect(area.caretOffset == 5)
        #expect(observer.causes == [.typing])
        area.undo()
        #expect(area.text == "ab")
        #expect(area.caretOffset == 1)
        #expect(!area.canUndo)
    }

    @Test func returnAndEnterCommitAndEscapeCancels() {
        let area = editingArea("x")
        area.handleKey(Self.start)
        press("41", in: area)
        #expect(area.handleKey(KeyInput(.enter)))
        #expect(area.text == "xA")
        area.handleKey(Self.start)
        press("42", in: area)
        #expect(area.handleKey(KeyInput(.escape)))
        #expect(area.text == "xA")
        #expect(!area.hasMarkedText)
        #expect(area.isEditing, "Escape ends the entry, not editing")
    }

    @Test func backspaceRemovesDigitsThenCancels() {
        let area = editingArea("x")
        area.handleKey(Self.start)
        press("4a", in: area)
        area.handleKey(KeyInput(.backspace))
        #expect(area.markedText == "u4")
        area.handleKey(KeyInput(.backspace))
        #expect(area.markedText == "u")
        area.handleKey(KeyInput(.backspace))
        #expect(!area.hasMarkedText && !area.isEnteringUnicode)
        #expect(area.text == "x", "the Backspace that cancels deletes nothing")
    }

    @Test func anotherKeyCommitsAndThenActs() {
        let area = editingArea("ab", caret: 1)
        area.handleKey(Self.start)
        press("e9", in: area)
        #expect(area.handleKey(KeyInput(.left)))
        #expect(area.text == "aéb")
        #expect(area.caretOffset == 1, "é went in, then Left moved back over it")
        area.handleKey(Self.start)
        press("d800", in: area)
        area.handleKey(KeyInput(.character("z")))
        #expect(area.text == "azéb", "a surrogate inserts nothing; z is then typed at the caret")
    }

    @Test func startingAgainCommitsAndStartsAnew() {
        let area = editingArea()
        area.handleKey(Self.start)
        press("263a", in: area)
        area.handleKey(Self.start)
        #expect(area.text == "☺")
        #expect(area.markedText == "u")
        press("41 ", in: area)
        #expect(area.text == "☺A")
    }

    @Test func aClickOrLossOfFocusDropsTheEntry() {
        let area = editingArea("ab")
        area.handleKey(Self.start)
        press("41", in: area)
        area.setSelection(anchor: 0, head: 0)
        #expect(area.text == "ab")
        #expect(!area.hasMarkedText && !area.isEnteringUnicode)
        area.handleKey(Self.start)
        press("41", in: area)
        area.endEditing()
        #expect(area.text == "ab")
    }

    @Test func notInASecureAreaNorDuringAComposition() {
        let secure = editingArea()
        secure.isSecureTextEntry = true
        #expect(!secure.performUnicodeEntryKey(Self.start))
        secure.handleKey(Self.start)
        #expect(!secure.hasMarkedText)

        let composing = editingArea()
        composing.setMarkedText("に", selectedRange: 1..<1)
        #expect(!composing.performUnicodeEntryKey(Self.start))
        #expect(composing.markedText == "に")

        let readOnly = editingArea("text")
        readOnly.isEditable = false
        #expect(!readOnly.performUnicodeEntryKey(Self.start))
    }

    @Test func anAreaMadeReadOnlyDuringAnEntryEndsIt() {
        let area = editingArea("ab")
        area.handleKey(Self.start)
        press("4", in: area)
        area.isEditable = false
        area.handleKey(KeyInput(.character("1")))
        #expect(!area.isEnteringUnicode && !area.hasMarkedText)
        #expect(area.text == "ab")
    }

    @Test func worksInASingleLineField() {
        let field = editingArea("ab")
        field.isSingleLine = true
        field.handleKey(Self.start)
        press("2603", in: field)
        field.handleKey(KeyInput(.enter))
        #expect(field.text == "ab☃")
    }

    @Test func anInputMethodCompositionReplacesTheEntry() {
        let area = editingArea()
        area.handleKey(Self.start)
        press("41", in: area)
        area.setMarkedText("か", selectedRange: 1..<1)
        #expect(!area.isEnteringUnicode)
        #expect(!area.performUnicodeEntryKey(KeyInput(.character("1"))), "keys no longer go to the entry")
        #expect(area.markedText == "か")
    }

    @Test func theFrameShowsTheEntryAsMarkedText() {
        let area = editingArea("ab")
        area.handleKey(Self.start)
        press("41", in: area)
        let frame = area.makeFrame()
        #expect(frame.markedText == area.selectionRects(for: 2..<5))
        #expect(!frame.markedText.isEmpty)
    }
}

/// The causes of the changes an area announces, in order.
private final class ChangeRecorder {
    var causes: [TextChange.Cause] = []
    var token: ObservationToken?

    init(_ area: TextArea) {
        token = area.addObserver(for: .didChange) { [weak self] area in
            if let cause = area.lastChange?.cause { self?.causes.append(cause) }
        }
    }
}
