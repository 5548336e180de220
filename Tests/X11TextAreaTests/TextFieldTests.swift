import CX11
import Testing
import TextAreaCore
import X11Capture

@testable import X11TextArea

extension X11Tests {
    /// A one-line field (`TextAreaView(field:)`) in a real window: typed past its width with xdotool, Return, a
    /// two-line paste from xclip, and right-to-left text.
    @MainActor
    @Suite struct TextFieldTests {
        static let blue = Color(red: 0, green: 0, blue: 1)

        /// A window with an area above and a 200 px wide field below it, the field's text in blue.
        private func makeField(width: Double = 200) throws -> (fixture: WindowFixture, field: TextAreaView) {
            let fixture = try WindowFixture(viewCount: 1)
            let field = TextAreaView(field: TextArea(), frame: .zero)
            field.textArea.font = DemoReference.font
            field.textArea.textColor = Self.blue
            fixture.window.add(field)
            let area = fixture.views[0]
            fixture.window.layout = { _, size in
                area.frame = Rect(x: 10, y: 10, width: size.width - 20, height: 80)
                field.frame = Rect(x: 10, y: 100, width: width, height: field.fieldHeight)
            }
            fixture.settle()
            return (fixture, field)
        }

        /// The rows of `view` in the image, inside its border.
        private func rows(of view: TextAreaView) -> Range<Int> {
            Int(view.frame.minY) + 1..<Int(view.frame.maxY) - 1
        }

        /// Gives the window the X keyboard focus and `field` the window's, so xdotool's keys reach the field.
        private func focus(_ field: TextAreaView, in fixture: WindowFixture, display: String) throws {
            fixture.window.focus(field)
            try Xdotool.focus(fixture.window.windowID, display: display)
            #expect(fixture.runTurns(timeout: 10) { fixture.window.isActive }.done, "the window got the focus")
        }

        @Test func typingPastTheWidthKeepsTheCaretInsideAndDrawsTheLastGlyph() throws {
            let display = try X11TestEnvironment.displayName()
            let (fixture, field) = try makeField()
            try focus(field, in: fixture, display: display)
            let typed = "a field scrolls sideways as the text passes its right edge W"
            try Xdotool.type(typed, display: display)
            let area = field.textArea
            #expect(fixture.runTurns(timeout: 30) { area.text == typed }.done, "typed: \(area.text)")
            fixture.settle()
            #expect(area.lineCount == 1)
            #expect(area.contentOffsetX > 0, "the text is wider than the field")
            let caret = field.caretFrame
            let clip = field.contentClip
            #expect(caret.minX >= clip.minX && caret.maxX <= clip.maxX, "caret \(caret) inside \(clip)")
            #expect(caret.minY >= field.frame.minY && caret.maxY <= field.frame.maxY)
            let image = try fixture.window.captureFrame()
            // The W just typed is drawn between the carets before and after it.
            let before = field.convertToWindow(Point(x: area.caretRect(for: area.utf8Count - 1).minX, y: 0)).x
            let glyph = Int(before.rounded(.up))..<Int(caret.minX.rounded(.down))
            let lineRows = Int(caret.minY)..<Int(caret.maxY)
            #expect(!glyph.isEmpty)
            #expect(image.count(x: glyph, y: lineRows) { $0.isBlueInk } > 10, "the last glyph is drawn")
            // Nothing of the scrolled text is drawn outside the field's box, over its border or beside it.
            let fieldRows = rows(of: field)
            #expect(image.count(x: 0..<Int(clip.minX), y: fieldRows) { $0.isBlueTextInk } == 0)
            #expect(image.count(x: Int(clip.maxX)..<image.width, y: fieldRows) { $0.isBlueTextInk } == 0)
            #expect(image.count(x: Int(clip.minX)..<Int(clip.maxX), y: fieldRows) { $0.isBlueTextInk } > 100)
            // A click lands on the character under the pointer, as scrolled.
            let target = area.utf8Count - 10
            fixture.click(at: fixture.point(in: field, at: target))
            #expect(area.selectedRange == target..<target)
        }

        @Test func returnSubmitsAndInsertsNothing() throws {
            let display = try X11TestEnvironment.displayName()
            let (fixture, field) = try makeField()
            let area = field.textArea
            area.text = "search terms"
            var submitted: [String] = []
            let token = area.addObserver(for: .didSubmit) { submitted.append($0.text) }
            try focus(field, in: fixture, display: display)
            try Xdotool.key("Return", display: display)
            #expect(fixture.runTurns(timeout: 10) { !submitted.isEmpty }.done, "Return submitted")
            #expect(submitted == ["search terms"])
            #expect(area.text == "search terms")
            // The same key in the area above inserts a line break.
            let multiline = fixture.views[0].textArea
            fixture.window.focus(fixture.views[0])
            try Xdotool.key("Return", display: display)
            #expect(fixture.runTurns(timeout: 10) { multiline.text == "\n" }.done)
            #expect(submitted.count == 1)
            token.cancel()
        }

        @Test func aPastedTwoLineTextArrivesAsOneLine() throws {
            let display = try X11TestEnvironment.displayName()
            let (fixture, field) = try makeField()
            fixture.window.selectionService = X11Clipboard(connection: fixture.connection)
            let clipboard = XInternAtom(fixture.connection.display, "CLIPBOARD", 0)
            let previousOwner = XGetSelectionOwner(fixture.connection.display, clipboard)
            let xclip = try BackgroundProcess(
                "xclip", ["-i", "-selection", "clipboard", "-quiet", "-loops", "1"], display: display,
                input: Array("first line\nsecond line\r\nthird".utf8))
            let owned = fixture.runTurns(servicing: xclip, timeout: 10) {
                let owner = XGetSelectionOwner(fixture.connection.display, clipboard)
                return (owner != 0 && owner != previousOwner) || xclip.hasExited
            }
            #expect(owned.done && !xclip.hasExited, "xclip owns CLIPBOARD: \(xclip.errorText)")
            try focus(field, in: fixture, display: display)
            try Xdotool.key("ctrl+v", display: display)
            let area = field.textArea
            #expect(fixture.runTurns(servicing: xclip, timeout: 10) { !area.isEmpty }.done, "the paste arrived")
            #expect(area.text == "first line second line third")
            #expect(area.lineCount == 1)
            #expect(fixture.runTurns(servicing: xclip, timeout: 10) { xclip.hasExited }.done)
        }

        @Test func draggingPastTheRightEdgeScrollsToTheEnd() throws {
            let (fixture, field) = try makeField()
            let area = field.textArea
            area.text = String(repeating: "drag along ", count: 8)
            fixture.window.focus(field)
            area.move(.lineStart)
            fixture.settle()
            #expect(area.contentOffsetX == 0)
            fixture.button(ButtonPress, Button1, at: fixture.point(in: field, at: 2))
            let outside = Point(x: field.frame.maxX + 30, y: field.frame.minY + field.frame.height / 2)
            fixture.motion(to: outside, state: Button1Mask)
            #expect(area.contentOffsetX > 0, "the field scrolled towards the pointer")
            // The autoscroll timer goes on while the pointer stays outside, until the end shows.
            #expect(fixture.runTurns(timeout: 20) { area.selectedRange.upperBound == area.utf8Count }.done)
            fixture.button(ButtonRelease, Button1, at: outside)
            #expect(area.selectedRange == 2..<area.utf8Count)
            let caret = field.caretFrame
            #expect(caret.minX <= field.contentClip.maxX)
        }

        @Test func rightToLeftTextAlignsRightAndScrollsTheOtherWay() throws {
            let (fixture, field) = try makeField()
            let area = field.textArea
            fixture.window.focus(field)
            area.text = "مرحبا"
            var image = try fixture.window.captureFrame()
            let clip = field.contentClip
            let fieldRows = rows(of: field)
            let short = try #require(image.cropped(x: 0..<image.width, y: fieldRows).bounds { $0.isBlueTextInk })
            let middle = (clip.minX + clip.maxX) / 2
            #expect(Double(short.minX) > middle, "a short right-to-left text sits at the right")
            #expect(Double(short.maxX) <= clip.maxX)
            // Typed on past the width, it scrolls right: its end (at the left) and the caret stay in view.
            area.insertText(String(repeating: " مرحبا بالعالم", count: 4))
            fixture.settle()
            #expect(area.contentOffsetX < 0)
            let caret = field.caretFrame
            #expect(caret.minX >= clip.minX && caret.maxX <= clip.maxX, "caret \(caret) inside \(clip)")
            #expect(caret.minX < middle, "the caret is at the text's end, on the left")
            image = try fixture.window.captureFrame()
            let long = try #require(image.cropped(x: 0..<image.width, y: fieldRows).bounds { $0.isBlueTextInk })
            #expect(Double(long.minX) < clip.minX + 20 && Double(long.maxX) > clip.maxX - 20, "ink fills the field")
            #expect(Double(long.minX) >= clip.minX && Double(long.maxX) < clip.maxX)
            // Home goes to the text's start, at the right edge.
            area.move(.lineStart)
            fixture.settle()
            #expect(area.contentOffsetX == 0)
            #expect(field.caretFrame.maxX <= clip.maxX && field.caretFrame.minX > middle)
        }
    }
}

extension RGBPixel {
    /// Whether the pixel is blue (#0000FF) text ink on white, and not the focus border's lighter blue.
    fileprivate var isBlueTextInk: Bool { red <= 60 && green <= 60 && blue >= 200 }
}
