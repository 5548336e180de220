import CX11
import Testing
import TextAreaCore
import X11Capture

@testable import X11TextArea

extension X11Tests {
    /// What a view draws into the back buffer: selection, marked text, caret, scroll indicator and clipping.
    @MainActor
    @Suite struct TextAreaViewDrawingTests {
        static let blue = Color(red: 0, green: 0, blue: 1)

        /// A fixture whose first view holds `text` in blue, focused.
        private func fixture(text: String) throws -> WindowFixture {
            let fixture = try WindowFixture()
            let area = fixture.views[0].textArea
            area.textColor = Self.blue
            area.text = text
            fixture.window.focus(fixture.views[0])
            return fixture
        }

        @Test func selectionIsHighlightedBehindTheText() throws {
            let fixture = try fixture(text: "select me")
            let view = fixture.views[0]
            view.textArea.setSelection(anchor: 0, head: 6)
            let image = try fixture.window.captureFrame()
            let rect = view.textArea.selectionRects(for: 0..<6)[0].offsetBy(dx: view.frame.minX, dy: view.frame.minY)
            let highlight = RGBPixel(red: 0xB5, green: 0xD5, blue: 0xFF)
            let box = try #require(image.bounds { $0 == highlight })
            #expect(abs(box.minX - Int(rect.minX.rounded())) <= 1 && abs(box.maxX + 1 - Int(rect.maxX.rounded())) <= 1)
            #expect(box.minY == Int(rect.minY) && box.maxY + 1 == Int(rect.maxY))
            // Not editing, the same selection turns grey.
            fixture.window.focus(nil)
            let inactive = try fixture.window.captureFrame()
            #expect(inactive.bounds { $0 == highlight } == nil)
            #expect(inactive.bounds { $0 == RGBPixel(red: 0xDD, green: 0xDD, blue: 0xDD) } != nil)
        }

        @Test func markedTextIsUnderlinedUnderItsWidth() throws {
            let fixture = try fixture(text: "ab")
            let view = fixture.views[0]
            view.textArea.setMarkedText("にほん", selectedRange: 3..<3)
            let image = try fixture.window.captureFrame()
            let marked = try #require(view.textArea.markedRange)
            let rect = view.textArea.selectionRects(for: marked)[0].offsetBy(dx: view.frame.minX, dy: view.frame.minY)
            let ascent = fixture.measurer.metrics(for: DemoReference.font).ascent
            let row = Int(rect.minY + ascent + 2)
            let columns = Int(rect.minX.rounded())..<Int(rect.maxX.rounded())
            #expect(image.count(x: columns, y: row..<(row + 1)) { $0.isPureBlue } == columns.count)
            // Nothing is underlined under the committed text before it.
            let before = Int(view.frame.minX + 5)..<Int(rect.minX.rounded()) - 1
            #expect(image.count(x: before, y: row..<(row + 1)) { $0.isPureBlue } == 0)
        }

        @Test func caretShowsOnlyWhileEditingInAnActiveWindow() throws {
            let fixture = try fixture(text: "")
            let view = fixture.views[0]
            let caret = view.caretFrame
            let column = Int(caret.minX)..<Int(caret.minX) + 1
            let rows = Int(caret.minY)..<Int(caret.maxY)
            #expect(try fixture.window.captureFrame().count(x: column, y: rows) { $0.isPureBlue } == rows.count)
            var event = XEvent()
            event.xfocus.type = FocusOut
            event.xfocus.display = fixture.connection.display
            event.xfocus.window = fixture.window.windowID
            event.xfocus.mode = NotifyNormal
            event.xfocus.detail = NotifyNonlinear
            fixture.window.dispatch(&event)
            #expect(!fixture.window.isActive)
            #expect(try fixture.window.captureFrame().count(x: column, y: rows) { $0.isPureBlue } == 0)
            event.xfocus.type = FocusIn
            fixture.window.dispatch(&event)
            #expect(try fixture.window.captureFrame().count(x: column, y: rows) { $0.isPureBlue } == rows.count)
            fixture.window.focus(nil)
            #expect(try fixture.window.captureFrame().count(x: column, y: rows) { $0.isPureBlue } == 0)
        }

        @Test func overflowingTextIsClippedToTheBoxAndShowsAScrollIndicator() throws {
            let fixture = try fixture(text: "short")
            let view = fixture.views[0]
            let thumb = RGBPixel(red: 0xA8, green: 0xA8, blue: 0xA8)
            #expect(try fixture.window.captureFrame().bounds { $0 == thumb } == nil, "no indicator without overflow")
            view.textArea.text = (1...30).map { "line \($0)" }.joined(separator: "\n")
            let image = try fixture.window.captureFrame()
            let indicator = try #require(image.bounds { $0 == thumb })
            #expect(Double(indicator.maxX) < view.frame.maxX - 1 && Double(indicator.minY) > view.frame.minY)
            // Text ink stays inside the border; the second view below is untouched.
            let ink = try #require(image.bounds { $0.blue >= 180 && $0.red <= 120 && $0.green <= 120 })
            #expect(Double(ink.maxY) < view.frame.maxY - 1)
            #expect(
                image.count(x: 0..<image.width, y: Int(view.frame.maxY)..<image.height) {
                    $0.blue >= 180 && $0.red <= 120 && $0.green <= 120
                } == 0)
        }

        @Test func pointerShowsTheTextBeamOverViewsOnly() throws {
            let fixture = try WindowFixture()
            fixture.motion(to: fixture.point(in: fixture.views[0], at: 0), state: 0)
            #expect(fixture.window.mouse.state.showsTextBeam)
            fixture.motion(to: Point(x: 2, y: 2), state: 0)
            #expect(!fixture.window.mouse.state.showsTextBeam)
        }
    }
}
