import CX11
import Testing
import TextAreaCore
import X11Capture

@testable import X11TextArea

extension X11Tests {
    /// The on-the-spot path without an input method server: the window's preedit callbacks driven with synthesized `XIMPreeditDrawCallbackStruct` and `XIMPreeditCaretCallbackStruct` data, as Xlib would call them.
    @MainActor
    @Suite struct OnTheSpotPreeditTests {
        static let blue = Color(red: 0, green: 0, blue: 1)
        static let magenta = Color(red: 1, green: 0, blue: 1)
        private static let underline: XIMFeedback = 2
        private static let reverse: XIMFeedback = 1

        /// A fixture whose first view has blue text and a magenta placeholder, focused.
        private func fixture(text: String = "") throws -> WindowFixture {
            let fixture = try WindowFixture()
            for view in fixture.views {
                view.textArea.textColor = Self.blue
                view.textArea.placeholder = "Type here"
                view.textArea.placeholderColor = Self.magenta
            }
            fixture.views[0].textArea.text = text
            fixture.window.focus(fixture.views[0])
            fixture.window.processEvents(maximumWait: 0)
            return fixture
        }

        private func clientData(_ fixture: WindowFixture) -> XPointer? {
            InputMethodCallbacks.clientData(for: fixture.window.keyboard.inputMethod.token)
        }

        /// Calls the draw callback as Xlib does: `text` in the locale's multibyte encoding, or NULL when nil.
        private func draw(
            _ fixture: WindowFixture, caret: Int, first: Int, length: Int, text: String?,
            feedback: [XIMFeedback]? = nil
        ) {
            guard let text else {
                var call = XIMPreeditDrawCallbackStruct(
                    caret: Int32(caret), chg_first: Int32(first),
                    chg_length: Int32(length), text: nil)
                withUnsafeMutablePointer(to: &call) { pointer in
                    InputMethodCallbacks.preeditDraw(clientData(fixture), XPointer(OpaquePointer(pointer)))
                }
                return
            }
            var bytes = Array(text.utf8CString)
            var feedbackStorage = feedback ?? Array(repeating: Self.underline, count: text.unicodeScalars.count)
            bytes.withUnsafeMutableBufferPointer { characters in
                feedbackStorage.withUnsafeMutableBufferPointer { feedbackPointer in
                    var ximText = XIMText()
                    ximText.length = UInt16(text.unicodeScalars.count)
                    ximText.feedback = feedbackPointer.baseAddress
                    ximText.encoding_is_wchar = 0
                    ximText.string.multi_byte = characters.baseAddress
                    withUnsafeMutablePointer(to: &ximText) { textPointer in
                        var call = XIMPreeditDrawCallbackStruct(
                            caret: Int32(caret), chg_first: Int32(first),
                            chg_length: Int32(length), text: textPointer)
                        withUnsafeMutablePointer(to: &call) { pointer in
                            InputMethodCallbacks.preeditDraw(clientData(fixture), XPointer(OpaquePointer(pointer)))
                        }
                    }
                }
            }
        }

        /// Calls the caret callback; returns the position written back for Xlib to send.
        private func moveCaret(_ fixture: WindowFixture, _ direction: XIMCaretDirection, position: Int = 0) -> Int {
            var call = XIMPreeditCaretCallbackStruct(
                position: Int32(position), direction: direction,
                style: XIMIsPrimary)
            withUnsafeMutablePointer(to: &call) { pointer in
                InputMethodCallbacks.preeditCaret(clientData(fixture), XPointer(OpaquePointer(pointer)))
            }
            return Int(call.position)
        }

        @Test func drawShowsUnderlinedMarkedTextAndHidesThePlaceholder() throws {
            let fixture = try fixture()
            let view = fixture.views[0]
            let area = view.textArea
            let frame = (x: Int(view.frame.minX)..<Int(view.frame.maxX), y: Int(view.frame.minY)..<Int(view.frame.maxY))
            let before = try fixture.window.captureFrame()
            #expect(before.count(x: frame.x, y: frame.y) { $0.isMagentaInk } > 20, "the placeholder shows first")
            #expect(InputMethodCallbacks.preeditStarted(clientData(fixture)) == -1, "no length limit")
            draw(fixture, caret: 1, first: 0, length: 0, text: "n")
            draw(fixture, caret: 1, first: 0, length: 1, text: "に")
            draw(fixture, caret: 4, first: 1, length: 0, text: "ほんご")
            #expect(area.markedText == "にほんご")
            #expect(area.text.isEmpty, "marked text is not part of the text")
            #expect(!area.isPlaceholderVisible)
            #expect(area.selectedRange == area.markedRange.map { $0.upperBound..<$0.upperBound })

            let image = try fixture.window.captureFrame()
            #expect(
                image.count(x: frame.x, y: frame.y) { $0.isMagentaInk } == 0, "the placeholder hides while composing")
            let marked = try #require(area.markedRange)
            let rect = area.selectionRects(for: marked)[0].offsetBy(dx: view.frame.minX, dy: view.frame.minY)
            let ascent = fixture.measurer.metrics(for: DemoReference.font).ascent
            let row = Int(rect.minY + ascent + 2)
            let columns = Int(rect.minX.rounded())..<Int(rect.maxX.rounded())
            #expect(columns.count > 40)
            #expect(image.count(x: columns, y: row..<(row + 1)) { $0.isPureBlue } == columns.count, "underlined")
        }

        @Test func convertedClauseIsSelectedAndTheCaretCallbackMovesTheCaret() throws {
            let fixture = try fixture(text: "> ")
            let area = fixture.views[0].textArea
            draw(fixture, caret: 4, first: 0, length: 0, text: "にほんご")
            draw(
                fixture, caret: 0, first: 0, length: 4, text: "日本語",
                feedback: [Self.reverse, Self.reverse, Self.reverse])
            let marked = try #require(area.markedRange)
            #expect(area.markedText == "日本語")
            #expect(area.selectedRange == marked, "the clause being converted shows selected")

            draw(fixture, caret: 3, first: 0, length: 3, text: nil, feedback: nil)
            draw(fixture, caret: 3, first: 0, length: 0, text: "かな", feedback: nil)
            #expect(moveCaret(fixture, XIMBackwardChar) == 1)
            #expect(area.selectedRange == (marked.lowerBound + 3)..<(marked.lowerBound + 3), "after か")
            #expect(moveCaret(fixture, XIMAbsolutePosition, position: 0) == 0)
            #expect(area.selectedRange == marked.lowerBound..<marked.lowerBound)
            #expect(moveCaret(fixture, XIMLineEnd) == 2)
        }

        @Test func doneOrDeletingEverythingEndsTheComposition() throws {
            let fixture = try fixture()
            let area = fixture.views[0].textArea
            draw(fixture, caret: 1, first: 0, length: 0, text: "か")
            #expect(area.hasMarkedText)
            InputMethodCallbacks.preeditDone(clientData(fixture))
            #expect(!area.hasMarkedText && area.text.isEmpty && area.isPlaceholderVisible)
            #expect(fixture.window.keyboard.inputMethod.preedit.isEmpty)

            draw(fixture, caret: 1, first: 0, length: 0, text: "な")
            draw(fixture, caret: 0, first: 0, length: 1, text: nil)
            #expect(!area.hasMarkedText && area.isPlaceholderVisible)
        }

        @Test func wideCharacterTextIsShown() throws {
            let fixture = try fixture()
            var wide: [wchar_t] = "中文".unicodeScalars.map { wchar_t(bitPattern: $0.value) }
            wide.withUnsafeMutableBufferPointer { buffer in
                var ximText = XIMText()
                ximText.length = UInt16(buffer.count)
                ximText.encoding_is_wchar = 1
                ximText.string.wide_char = buffer.baseAddress
                withUnsafeMutablePointer(to: &ximText) { textPointer in
                    var call = XIMPreeditDrawCallbackStruct(caret: 2, chg_first: 0, chg_length: 0, text: textPointer)
                    withUnsafeMutablePointer(to: &call) { pointer in
                        InputMethodCallbacks.preeditDraw(clientData(fixture), XPointer(OpaquePointer(pointer)))
                    }
                }
            }
            #expect(fixture.views[0].textArea.markedText == "中文")
        }

        @Test func clickingDiscardsTheCompositionAndTheInputMethodStartsAfresh() throws {
            let fixture = try fixture(text: "ab")
            let area = fixture.views[0].textArea
            draw(fixture, caret: 1, first: 0, length: 0, text: "か")
            fixture.click(at: fixture.point(in: fixture.views[0], at: 1))
            fixture.window.processEvents(maximumWait: 0)
            #expect(area.text == "ab" && !area.hasMarkedText, "the composition is dropped, as GTK drops it")
            #expect(area.selectedRange == 1..<1, "the caret goes where the click landed")
            #expect(fixture.window.keyboard.inputMethod.preedit.isEmpty, "the input method was reset")
            // The next composition starts at the new caret, not inside the old one.
            draw(fixture, caret: 1, first: 0, length: 0, text: "な")
            #expect(area.markedRange == 1..<4)
            #expect(area.markedText == "な")
        }

        @Test func tabCommitsTheCompositionAndTheNextOneGoesToTheNewArea() throws {
            let fixture = try fixture()
            draw(fixture, caret: 1, first: 0, length: 0, text: "か")
            fixture.press(XK_Tab)
            #expect(fixture.window.focusedView === fixture.views[1])
            #expect(fixture.views[0].textArea.text == "か" && !fixture.views[0].textArea.hasMarkedText)
            #expect(fixture.window.keyboard.inputMethod.preedit.isEmpty)
            draw(fixture, caret: 1, first: 0, length: 0, text: "な")
            #expect(fixture.views[1].textArea.markedText == "な")
            #expect(fixture.views[0].textArea.text == "か")
        }

        @Test func compositionWithNoAreaEditingIsDropped() throws {
            let fixture = try fixture()
            fixture.window.focus(nil)
            draw(fixture, caret: 1, first: 0, length: 0, text: "か")
            #expect(fixture.views.allSatisfy { !$0.textArea.hasMarkedText })
            fixture.window.processEvents(maximumWait: 0)
            #expect(fixture.window.keyboard.inputMethod.preedit.isEmpty, "the input method was reset")
        }
    }
}
