import CX11
import Testing
import TextAreaCore
import X11Capture

@testable import X11TextArea

extension X11Tests {
    /// Frames redraw and copy only what changed, and leave the back buffer and the window exactly as a whole redraw.
    @MainActor
    @Suite struct PartialRedrawTests {
        /// Hands the window a focus change of the X server directly.
        private func focusChange(_ type: Int32, in fixture: WindowFixture) {
            var event = XEvent()
            event.xfocus.type = type
            event.xfocus.display = fixture.connection.display
            event.xfocus.window = fixture.window.windowID
            event.xfocus.mode = NotifyNormal
            event.xfocus.detail = NotifyNonlinear
            fixture.window.dispatch(&event)
        }

        /// Expects the window to show the placeholder "Type a note" in the light grey of placeholders (the caret, black,
        /// left out) inside the box at `frame`: where the font file puts its glyphs, from the padding (5) and on a
        /// baseline the font's ascender below the inset (8).
        private func expectPlaceholder(
            in fixture: WindowFixture, frame: Rect, _ step: String, sourceLocation: SourceLocation = #_sourceLocation
        ) throws {
            let font = try FontFileFacts(pattern: "DejaVu Sans", points: 12)
            let ascender = try font.lineMetrics().ascender
            let shown = try fixture.connection.captureImage(of: fixture.window.windowID)
            let inside = shown.inkBox(
                x: Int(frame.minX) + 1..<Int(frame.maxX) - 1, y: Int(frame.minY) + 1..<Int(frame.maxY) - 1
            ) { $0.red < 0xE0 && $0.red > 0x80 }
            let box = try #require(inside, "\(step): no placeholder", sourceLocation: sourceLocation)
            IndependentGeometry.expect(
                box, isInkOf: try font.shape("Type a note"), x: frame.minX + 5,
                baseline: frame.minY + 8 + ascender, "\(step): the placeholder",
                sourceLocation: sourceLocation)
        }

        @Test func everyPartialFrameEqualsAWholeRedraw() throws {
            let fixture = try WindowFixture(viewCount: 2, width: 420, height: 300)
            let frames = FrameComparison(fixture: fixture)
            let window = fixture.window
            let label = TextLabel(text: "Notes", frame: Rect(x: 10, y: 190, width: 200, height: 20))
            window.add(label)
            let view = fixture.views[0]
            let area = view.textArea
            area.placeholder = "Type a note"
            // The first view has the focus since the window was shown; the walk below gives it back.
            window.focus(nil)
            var now = MonotonicClock.now()
            try frames.check("first frame", at: now)
            // What the window shows, apart from agreeing with a whole redraw: the placeholder where the font puts it.
            try expectPlaceholder(in: fixture, frame: view.frame, "first frame")
            var partialSteps = 0
            /// Runs `action`, then checks its frames: something and less than all of the window is redrawn.
            func step(
                _ name: String, sourceLocation: SourceLocation = #_sourceLocation, _ action: () -> Void
            ) throws {
                let before = window.redrawnPixelCount
                action()
                now = MonotonicClock.now()
                let redrawn = try frames.check(name, at: now, redrawnSince: before, sourceLocation: sourceLocation)
                #expect(redrawn > 0, "\(name) redrew nothing", sourceLocation: sourceLocation)
                if redrawn < frames.windowArea { partialSteps += 1 }
            }

            try step("focus: border, caret at the placeholder") {
                window.focus(view)
            }
            try step("typing hides the placeholder") {
                fixture.press(XK_H, state: ShiftMask)
                fixture.press(XK_i)
            }
            try step("a wrapping insert") {
                area.insertText(" there, this sentence is long enough to wrap in the box more than once over")
            }
            try step("new paragraphs, the content now overflows") {
                area.insertText("\nsecond paragraph\nthird")
            }
            try step("the caret moves up a line") {
                fixture.press(XK_Up)
                fixture.press(XK_Home)
            }
            try step("a selection grows") {
                for _ in 0..<3 { fixture.press(XK_Right, state: ShiftMask) }
            }
            try step("the selection reaches the next line") {
                fixture.press(XK_Down, state: ShiftMask)
            }
            try step("the selection shrinks") {
                fixture.press(XK_Left, state: ShiftMask)
            }
            try step("the selection collapses") {
                fixture.press(XK_Right)
            }
            // Lines after an edit keep what was drawn of them where the frame says their bytes only moved; a line
            // that now holds other text in the same place is drawn anew.
            try step("a line break typed splits a line; the lines after it move down") {
                area.setSelection(anchor: 5, head: 5)
                area.insertText("\n")
            }
            try step("the line break deleted joins them again") {
                area.deleteBackward()
            }
            try step("two edits far apart before one frame") {
                area.setSelection(anchor: 2, head: 2)
                area.insertText("x")
                area.setSelection(anchor: area.utf8Count - 2, head: area.utf8Count - 2)
                area.insertText("y")
            }
            // A change inside a line redraws it from the word it changes: kerning, ligatures and the words after it.
            try step("a letter typed inside the third word of the first line") {
                area.setSelection(anchor: 13, head: 13)
                area.insertText("f")
            }
            try step("a ligature forms where it was typed") {
                area.insertText("fi")
            }
            try step("a space splits the word") {
                area.insertText(" ")
            }
            try step("two letters deleted back into the word before") {
                area.deleteBackward()
                area.deleteBackward()
            }
            try step("a word at the line's start changes") {
                area.setSelection(anchor: 1, head: 1)
                area.insertText("AV")
            }
            let blinkStart = now
            try frames.check("the caret blinks off", at: blinkStart + CaretBlink.halfPeriod * 1.2)
            try frames.check("the caret blinks on", at: blinkStart + CaretBlink.halfPeriod * 2.2)
            // A right-to-left word at a paragraph's start turns the whole paragraph's direction: lines with the same
            // bytes move.
            try step("a Hebrew word turns the first paragraph right to left") {
                area.setSelection(anchor: 0, head: 0)
                area.insertText("שלום ")
            }
            try step("marked text with its underline") {
                area.setMarkedText("かな", selectedRange: 2..<2)
            }
            try step("the marked text is committed") {
                area.unmarkText()
            }
            try step("scrolled by two lines") {
                area.scroll(by: area.lineHeight * 2)
            }
            try step("scrolled back one line") {
                area.scroll(by: -area.lineHeight)
            }
            try step("the focus moves to the second area") {
                fixture.press(XK_Tab)
            }
            try step("typing into the second area") {
                fixture.views[1].textArea.insertText("in the second area")
            }
            try step("the window loses the keyboard focus") {
                focusChange(FocusOut, in: fixture)
            }
            try step("the window gets it back") {
                focusChange(FocusIn, in: fixture)
            }
            try step("a label changes") {
                label.text = "Notes (2)"
            }
            try step("everything is selected") {
                window.focus(view)
                area.selectAll()
            }
            try step("deleting everything brings the placeholder back") {
                area.deleteBackward()
            }
            try expectPlaceholder(in: fixture, frame: view.frame, "the placeholder is back")
            try step("the box changes colour") {
                var style = view.style
                style.background = Color(red8: 0xFF, green8: 0xFF, blue8: 0xE0)
                view.style = style
            }
            let coloured = try fixture.connection.captureImage(of: window.windowID)
            let inside = coloured.pixel(x: 400, y: 80)
            #expect(inside == RGBPixel(red: 0xFF, green: 0xFF, blue: 0xE0), "the new colour")
            try step("the box moves and shrinks") {
                view.frame = Rect(x: 20, y: 14, width: 300, height: 70)
            }
            try expectPlaceholder(in: fixture, frame: Rect(x: 20, y: 14, width: 300, height: 70), "the box moved")
            #expect(partialSteps >= 20, "most steps redrew part of the window: \(partialSteps)")
        }

        @Test func aCaretBlinkRedrawsAndCopiesOnlyTheCaret() throws {
            let fixture = try WindowFixture(viewCount: 2, width: 640, height: 480)
            let window = fixture.window
            let view = fixture.views[0]
            window.focus(view)
            view.textArea.insertText("A line of text\nand another")
            let start = MonotonicClock.now()
            view.restartBlink(at: start)
            window.renderFrame(at: start)
            window.displayIfNeeded()
            let caret = view.caretFrame
            let caretPixels = Int(caret.width.rounded(.up) + 1) * Int(caret.height.rounded(.up) + 1)
            for (index, time) in [1.2, 2.2, 3.2].map({ start + CaretBlink.halfPeriod * $0 }).enumerated() {
                let redrawn = window.redrawnPixelCount
                let copied = window.copiedPixelCount
                let copies = window.copyCount
                window.renderFrame(at: time)
                window.displayIfNeeded()
                let redrawnNow = window.redrawnPixelCount - redrawn
                let copiedNow = window.copiedPixelCount - copied
                #expect(window.copyCount == copies + 1, "blink \(index) was copied")
                #expect(
                    redrawnNow > 0 && redrawnNow <= caretPixels,
                    "blink \(index) redrew \(redrawnNow) pixels; the caret covers \(caretPixels) at most")
                #expect(copiedNow == redrawnNow, "blink \(index) copied \(copiedNow) pixels")
            }
            // A frame in which nothing changed draws and copies nothing.
            let copies = window.copyCount
            let redrawn = window.redrawnPixelCount
            window.renderFrame(at: start + CaretBlink.halfPeriod * 3.4)
            window.displayIfNeeded()
            #expect(window.copyCount == copies && window.redrawnPixelCount == redrawn)
        }

        @Test func aKeyCopiesTheBandOfItsLineNotTheWindow() throws {
            let fixture = try WindowFixture(viewCount: 1, width: 1200, height: 700)
            let window = fixture.window
            let view = fixture.views[0]
            view.frame = Rect(x: 10, y: 10, width: 1180, height: 680)
            let area = view.textArea
            window.focus(view)
            area.insertText(
                (1...30).map { "Line \($0) of a document, each line its own paragraph" }.joined(separator: "\n"))
            area.setSelection(anchor: 40, head: 40)
            fixture.settle()
            let length = area.utf8Count
            let copied = window.copiedPixelCount
            let redrawn = window.redrawnPixelCount
            fixture.press(XK_x)
            #expect(area.utf8Count == length + 1)
            let copiedNow = window.copiedPixelCount - copied
            let redrawnNow = window.redrawnPixelCount - redrawn
            // The line's band: its box and half a line of room for glyphs around it.
            let line = try #require(area.visibleLines().first { $0.range.contains(40) })
            let band = Int(line.width + area.lineHeight + 3) * Int(2 * area.lineHeight + 3)
            #expect(copiedNow > 0 && copiedNow <= band, "a key copied \(copiedNow) pixels; its band has \(band)")
            #expect(redrawnNow > 0 && redrawnNow <= band, "a key redrew \(redrawnNow) pixels; its band has \(band)")
            // The line is much shorter than the box is wide: the band stops where its glyphs do.
            let acrossTheBox = Int(view.contentClip.width) * Int(area.lineHeight)
            #expect(
                copiedNow < acrossTheBox, "a key copied \(copiedNow) pixels, a line across the box has \(acrossTheBox)")
            #expect(copiedNow * 10 < 1200 * 700, "a key copied \(copiedNow) of \(1200 * 700) pixels")
        }

        @Test func aKeyInsideALineRedrawsFromTheWordItChanges() throws {
            let fixture = try WindowFixture(viewCount: 1, width: 1200, height: 300)
            let window = fixture.window
            let view = fixture.views[0]
            view.frame = Rect(x: 10, y: 10, width: 1180, height: 280)
            let area = view.textArea
            window.focus(view)
            let words = "alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november"
            area.insertText(words + "\n" + words)
            let lastWord = words.utf8.count - "november".utf8.count
            area.setSelection(anchor: lastWord + 3, head: lastWord + 3)
            fixture.settle()
            let redrawn = window.redrawnPixelCount
            fixture.press(XK_x)
            let redrawnNow = window.redrawnPixelCount - redrawn
            let line = try #require(area.visibleLines().first)
            let wordX = area.caretRect(for: lastWord).minX - line.origin.x
            // From a glyph overflow before the changed word to the line's end, two line heights tall at most.
            let band = Int(line.width - wordX + 2 * area.lineHeight + 3) * Int(2 * area.lineHeight + 3)
            #expect(redrawnNow > 0 && redrawnNow <= band, "a key redrew \(redrawnNow) pixels; from its word, \(band)")
            #expect(area.text.hasPrefix(words.dropLast("november".count) + "novxember\n"))
        }

        @Test func aKeyInPlainASCIIRedrawsItsLineNotTheLinesAboveAndBelow() throws {
            let fixture = try WindowFixture(viewCount: 1, width: 1200, height: 300)
            let frames = FrameComparison(fixture: fixture)
            let window = fixture.window
            let view = fixture.views[0]
            view.frame = Rect(x: 10, y: 10, width: 1180, height: 280)
            let area = view.textArea
            window.focus(view)
            // Descenders above, capitals and accents below: glyphs reaching the middle line's edges. The line above
            // has words the font draws with ligatures (its pair table cannot shape them), whose ink is known too.
            let lines = [
                "gjpqy (brackets) {braces} [square] | g j p q y first office waffle", "alpha bravo charlie",
                "ÅÉÎ Ǻ ÀÇ Q|{}",
            ]
            area.insertText(lines.joined(separator: "\n"))
            let middle = lines[0].utf8.count + 1
            area.setSelection(anchor: middle + 8, head: middle + 8)
            try frames.check("three lines", at: MonotonicClock.now())
            // What the window shows of the middle line, apart from agreeing with a whole redraw: in the rows of its
            // lower-case letters (the second line of the font's height below the inset, up from the baseline), ink
            // from the padding as far as the font file's glyphs reach.
            let font = try FontFileFacts(pattern: "DejaVu Sans", points: 12)
            let metrics = try font.lineMetrics()
            let baseline = Int((10 + 8 + metrics.height + metrics.ascender).rounded())
            func expectMiddleLine(_ text: String, _ step: String) throws {
                let shown = try fixture.connection.captureImage(of: window.windowID)
                let found = shown.inkBox(x: 11..<1189, y: (baseline - 7)..<(baseline - 1)) { $0.isDark }
                let box = try #require(found, "\(step): no ink in the middle line")
                IndependentGeometry.expect(
                    box, isInkOf: try font.shape(text), x: 10 + 5, baseline: Double(baseline), vertical: false,
                    "\(step): \(text)")
            }
            try expectMiddleLine(lines[1], "three lines")
            let steps = [
                ("a letter typed", XK_x, "alpha brxavo charlie"), ("a letter deleted", XK_BackSpace, lines[1]),
            ]
            for (name, key, shownText) in steps {
                let redrawn = window.redrawnPixelCount
                let glyphs = window.painter.drawnGlyphCount
                fixture.press(key)
                let redrawnNow = window.redrawnPixelCount - redrawn
                let glyphsNow = window.painter.drawnGlyphCount - glyphs
                try frames.check(name, at: MonotonicClock.now())
                let line = try #require(area.visibleLines().first { $0.range.contains(middle + 8) })
                // The line's box from its changed word and a few pixels around it; the glyphs of any font may reach
                // half a line past their box, so the lines above and below would make it twice as tall.
                let height = Int(area.lineHeight / 4) * 2 + Int(area.lineHeight)
                let box = Int(line.width + area.lineHeight) * height
                #expect(
                    redrawnNow > 0 && redrawnNow <= box, "\(name): redrew \(redrawnNow) pixels; its line's box, \(box)")
                // The glyphs of the changed word and after it are drawn again, and those of the accented line below
                // that may reach up into it, not the plain line above: it has more glyphs than the changed line.
                #expect(
                    glyphsNow > 0 && glyphsNow <= line.contentRange.count,
                    "\(name): drew \(glyphsNow) glyphs; the line has \(line.contentRange.count) characters")
                try expectMiddleLine(shownText, name)
            }
            #expect(area.text.hasPrefix(lines[0] + "\nalpha br"))
        }

        @Test func withoutPartialFramesEveryFrameRedrawsAndCopiesTheWholeWindow() throws {
            let fixture = try WindowFixture(viewCount: 1, width: 500, height: 200)
            let window = fixture.window
            window.redrawsOnlyChanges = false
            window.focus(fixture.views[0])
            fixture.settle()
            let copied = window.copiedPixelCount
            let redrawn = window.redrawnPixelCount
            fixture.press(XK_x)
            #expect(fixture.views[0].textArea.text == "x")
            #expect(window.redrawnPixelCount - redrawn == 500 * 200)
            #expect(window.copiedPixelCount - copied == 500 * 200)
        }

        @Test func anExposeCopiesOnlyTheExposedArea() throws {
            let fixture = try WindowFixture()
            let window = fixture.window
            let copied = window.copiedPixelCount
            let redrawn = window.redrawnPixelCount
            for index in 0..<4 {
                var event = XEvent()
                event.xexpose.type = Expose
                event.xexpose.window = window.windowID
                event.xexpose.x = Int32(20 + index * 50)
                event.xexpose.y = 30
                event.xexpose.width = 10
                event.xexpose.height = 12
                event.xexpose.count = Int32(3 - index)
                XSendEvent(fixture.connection.display, window.windowID, 0, ExposureMask, &event)
            }
            fixture.connection.sync()
            window.processEvents(maximumWait: 0)
            #expect(window.copiedPixelCount - copied == 4 * 10 * 12)
            #expect(window.redrawnPixelCount == redrawn, "the back buffer still holds the frame")
        }
    }
}
