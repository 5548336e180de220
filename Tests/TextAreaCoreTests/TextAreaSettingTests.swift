import Testing

@testable import TextAreaCore

/// Setting `text` in code: the same value changes nothing and tells no one; a delegate that sets it from `textAreaDidChange` cannot recurse forever.
@Suite struct TextAreaSettingTests {
    /// Counts host calls.
    final class CountingHost: TextAreaHost {
        var displays = 0
        var caretMoves = 0
        func textAreaNeedsDisplay(_ textArea: TextArea) { displays += 1 }
        func textAreaCaretDidMove(_ textArea: TextArea) { caretMoves += 1 }
    }

    /// Appends a character to the text on every change, for ever if allowed.
    final class AppendingDelegate: TextAreaDelegate {
        var calls = 0
        func textAreaDidChange(_ textArea: TextArea) {
            calls += 1
            textArea.text = textArea.text + "+"
        }
    }

    @Test func settingTheSameTextChangesNothingAndNotifiesNoOne() {
        let area = TextArea(text: "hello wörld")
        area.setSelection(anchor: 2, head: 5)
        area.insertText("L")  // one undo step
        let host = CountingHost()
        area.host = host
        var changes = 0
        var selections = 0
        let token = area.addObserver(for: .didChange) { _ in changes += 1 }
        let selectionToken = area.addObserver(for: .didChangeSelection) { _ in selections += 1 }
        let selection = area.selectedRange
        area.text = area.text
        #expect(changes == 0 && selections == 0)
        #expect(host.displays == 0 && host.caretMoves == 0)
        #expect(area.selectedRange == selection)
        #expect(area.canUndo, "the undo history was dropped")

        // Canonically equal but different bytes is a change.
        area.text = "e\u{301}"
        #expect(changes == 1)
        area.text = "\u{E9}"
        #expect(changes == 2)
        #expect(Array(area.text.utf8) == [0xC3, 0xA9])
        // A different value notifies once and moves the caret to the end.
        area.text = "new"
        #expect(changes == 3 && area.selectedRange == 3..<3 && host.displays > 0)
        _ = (token, selectionToken)
    }

    @Test func settingTheSameTextWhileComposingCancelsTheComposition() {
        let area = TextArea(text: "ab")
        area.setMarkedText("か", selectedRange: 0..<3)
        var changes = 0
        let token = area.addObserver(for: .didChange) { _ in changes += 1 }
        area.text = "ab"
        #expect(!area.hasMarkedText)
        #expect(area.text == "ab" && changes == 1)
        _ = token
    }

    @Test func aDelegateSettingTextFromDidChangeDoesNotRecurseForever() {
        let area = TextArea()
        let delegate = AppendingDelegate()
        area.delegate = delegate
        var observed = 0
        let token = area.addObserver(for: .didChange) { _ in observed += 1 }
        area.text = "a"
        let depth = TextArea.maximumChangeNotificationDepth
        #expect(delegate.calls == depth)
        #expect(observed == depth)
        #expect(area.text == "a" + String(repeating: "+", count: depth))
        // Typing works the same way, and the area still works afterwards.
        area.insertText("b")
        #expect(delegate.calls == 2 * depth)
        #expect(area.text.hasPrefix("a" + String(repeating: "+", count: depth) + "b"))
        _ = token
    }
}
