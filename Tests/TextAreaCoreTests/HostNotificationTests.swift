import Testing

@testable import TextAreaCore

/// The host is the one channel from the core to a front end: it hears once per operation, after the layout settled, and it hears when editing begins and ends whoever caused it.
@Suite struct HostNotificationTests {
    /// A host that records what it hears, and what the area's geometry said at that moment.
    final class RecordingHost: TextAreaHost {
        var events: [String] = []
        var caretAtDisplay: [Rect] = []

        func textAreaNeedsDisplay(_ textArea: TextArea) {
            events.append("display")
            caretAtDisplay.append(textArea.caretRect)
        }
        func textAreaCaretDidMove(_ textArea: TextArea) { events.append("caret") }
        func textAreaDidBeginEditing(_ textArea: TextArea) { events.append("begin") }
        func textAreaDidEndEditing(_ textArea: TextArea) { events.append("end") }
    }

    @Test func aTypedCharacterIsOneRedrawAndOneCaretMove() {
        let area = TextArea(text: "Hello")
        let host = RecordingHost()
        area.host = host
        area.beginEditing()
        host.events.removeAll()
        area.handleKey(KeyInput(.character("!")))
        #expect(area.text == "Hello!")
        #expect(host.events == ["display", "caret"])
        area.handleKey(KeyInput(.left))
        area.handleKey(KeyInput(.backspace))
        #expect(host.events == ["display", "caret", "display", "caret", "display", "caret"])
    }

    @Test func theHostSeesTheSettledCaret() {
        let area = TextArea(text: String(repeating: "word ", count: 200))
        area.size = Size(width: 200, height: 60)
        let host = RecordingHost()
        area.host = host
        area.beginEditing()
        area.handleKey(KeyInput(.end, modifiers: .control))
        // When the host is told to redraw, the caret is already scrolled into view.
        let caret = host.caretAtDisplay.last
        #expect(caret.map { $0.minY >= 0 && $0.maxY <= area.size.height } == true)
        #expect(caret == area.caretRect)
    }

    @Test func beginAndEndOfEditingReachTheHostWhoeverCausesThem() {
        let area = TextArea(text: "x")
        let host = RecordingHost()
        area.host = host
        area.beginEditing()
        area.handleKey(KeyInput(.escape))
        #expect(host.events.filter { $0 == "begin" || $0 == "end" } == ["begin", "end"])
        #expect(!area.isEditing)
    }

    @Test func settingTheTextRedrawsOnce() {
        let area = TextArea()
        let host = RecordingHost()
        area.host = host
        area.text = "abc"
        #expect(host.events.filter { $0 == "display" }.count == 1)
    }
}
