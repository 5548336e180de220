import CX11
import Testing
import TextAreaCore

@testable import X11TextArea

extension X11Tests {
    /// What a window gives its views as an application builds it: the measurer's default font to areas and labels
    /// whose font was not set, and the keyboard focus to the first view when it is shown.
    @MainActor
    @Suite struct WindowStartTests {
        /// A window measuring with `defaultFont`, not yet shown.
        private func window(defaultFont: TextAreaCore.Font) throws -> TextAreaWindow {
            let connection = try X11Connection(displayName: X11TestEnvironment.displayName())
            let measurer = try XftMeasurer(connection: connection, defaultFont: defaultFont)
            return TextAreaWindow(connection: connection, measurer: measurer, title: "start")
        }

        @Test func typingBeforeAnyClickGoesToTheFirstView() throws {
            let fixture = try WindowFixture(viewCount: 3)
            #expect(fixture.window.focusedView === fixture.views[0])
            #expect(fixture.views.map(\.textArea.isEditing) == [true, false, false])
            fixture.press(XK_H, state: ShiftMask)
            fixture.press(XK_i)
            #expect(fixture.views.map(\.textArea.text) == ["Hi", "", ""])
        }

        @Test func aViewFocusedBeforeShowingKeepsTheFocus() throws {
            let window = try window(defaultFont: DemoReference.font)
            defer { window.close() }
            let views = [TextAreaView(), TextAreaView()]
            for view in views { window.add(view) }
            window.focus(views[1])
            window.show()
            window.settle()
            #expect(window.focusedView === views[1])
            #expect(!views[0].textArea.isEditing)
        }

        @Test func aWindowWithoutViewsShowsWithNothingFocused() throws {
            let window = try window(defaultFont: DemoReference.font)
            defer { window.close() }
            window.show()
            window.settle()
            #expect(window.focusedView == nil)
        }

        @Test func areasAndLabelsWithoutAFontTakeTheMeasurersDefaultFont() throws {
            let applicationFont = DemoReference.font
            #expect(applicationFont != .standard, "the test needs a default font other than the areas' own")
            let window = try window(defaultFont: applicationFont)
            defer { window.close() }
            let plain = TextAreaView()
            let styled = TextAreaView()
            let serif = TextAreaCore.Font(family: "DejaVu Serif", size: 14)
            styled.textArea.font = serif
            // Set to the value it already had: set all the same, so it stays.
            let standard = TextAreaView()
            standard.textArea.font = .standard
            let caption = TextLabel(text: "Caption")
            let counter = TextLabel(text: "0", font: serif)
            for view in [plain, styled, standard] { window.add(view) }
            window.add(caption)
            window.add(counter)
            #expect(plain.textArea.font == applicationFont)
            #expect(plain.textArea.effectivePlaceholderFont == applicationFont, "the placeholder follows the font")
            #expect(styled.textArea.font == serif)
            #expect(standard.textArea.font == .standard)
            #expect(caption.font == applicationFont)
            #expect(counter.font == serif)
            // The font is a default, not a rule: the application changes it afterwards as before.
            plain.textArea.font = serif
            #expect(plain.textArea.font == serif)
        }
    }
}
