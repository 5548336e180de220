import CX11
import Testing
import TextAreaCore
import X11Capture

@testable import X11TextArea

extension X11Tests {
    /// Frames of a large document: only what shows is wrapped, even with the caret far below the screen.
    @MainActor
    @Suite struct LargeDocumentFrameTests {
        @Test func frameWithTheCaretAtTheEndWrapsOnlyTheShownLines() throws {
            let fixture = try WindowFixture(viewCount: 1)
            let view = fixture.views[0]
            let area = view.textArea
            area.textColor = Color(red: 0, green: 0, blue: 1)
            var storage = TextStorage()
            for index in 0..<20_000 { storage.append("line \(index) has a few words that wrap in the area\n") }
            // Loading puts the caret at the end.
            area.load(storage)
            fixture.window.focus(view)
            fixture.window.renderFrame()
            #expect(area.hasPendingLayout, "drawing did not wrap the text down to the caret")
            #expect(!view.caretIsOnVisibleLine())
            fixture.window.processEvents(maximumWait: 0)
            #expect(area.hasPendingLayout, "the input method's spot did not ask for the caret either")

            // Once scrolled into view, the caret is drawn.
            area.scrollToCaret()
            #expect(view.caretIsOnVisibleLine())
            // Capturing wraps the rest first, which can outlast a blink in a sanitizer build:
            // wrap now, then start a visible phase.
            while area.hasPendingLayout { area.performPendingLayout() }
            view.restartBlink()
            let image = try fixture.window.captureFrame()
            let caret = view.caretFrame
            // The bottom row of the last line is under the border.
            let rows = Int(caret.minY)..<min(Int(caret.maxY), Int(view.contentClip.maxY))
            #expect(rows.count > 10)
            #expect(image.count(x: Int(caret.minX)..<Int(caret.minX) + 1, y: rows) { $0.isPureBlue } == rows.count)
        }
    }
}
