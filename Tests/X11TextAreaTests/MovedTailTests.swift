import CX11
import SeededRandom
import Testing
import TextAreaCore
import X11Capture

@testable import X11TextArea

extension X11Tests {
    /// A key inside a line moves the pixels of the rest of the line instead of drawing its glyphs again, and the
    /// window ends up exactly as a whole redraw, where the font file puts the text.
    @MainActor
    @Suite struct MovedTailTests {
        static let words = "alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november"

        /// A window with one wide area holding `lines`, the caret `offset` bytes in, drawn.
        private func makeFixture(lines: [String], caret offset: Int) throws -> (WindowFixture, TextAreaView) {
            let fixture = try WindowFixture(viewCount: 1, width: 1200, height: 300)
            let view = fixture.views[0]
            view.frame = Rect(x: 10, y: 10, width: 1180, height: 280)
            fixture.window.focus(view)
            view.textArea.insertText(lines.joined(separator: "\n"))
            view.textArea.setSelection(anchor: offset, head: offset)
            fixture.settle()
            return (fixture, view)
        }

        /// Expects the first line of the window to show `text`: ink from the padding as far as the font file's glyphs
        /// of `text` reach, laid out as a text area lays out words and spaces.
        private func expectFirstLine(
            _ text: String, in fixture: WindowFixture, _ step: String, sourceLocation: SourceLocation = #_sourceLocation
        ) throws {
            let font = try FontFileFacts(pattern: "DejaVu Sans", points: 12)
            let baseline = Int((10 + 8 + (try font.lineMetrics()).ascender).rounded())
            let shown = try fixture.connection.captureImage(of: fixture.window.windowID)
            // The line's rows, from its ascenders to its descenders: the next line starts a line height below.
            let found = shown.inkBox(x: 11..<1189, y: (baseline - 13)..<(baseline + 4)) { $0.isDark }
            let box = try #require(found, "\(step): no ink in the first line", sourceLocation: sourceLocation)
            IndependentGeometry.expect(
                box, isInkOf: try font.shapeInPieces(text), x: 10 + 5, baseline: Double(baseline), vertical: false,
                "\(step): \(text)", sourceLocation: sourceLocation)
        }

        @Test func aLetterTypedOrDeletedEarlyInALineMovesTheRestOfIt() throws {
            let (fixture, view) = try makeFixture(lines: [Self.words, Self.words], caret: 8)
            let frames = FrameComparison(fixture: fixture)
            let window = fixture.window
            let area = view.textArea
            try frames.check("two lines", at: MonotonicClock.now())
            let line = try #require(area.visibleLines().first)
            let steps = [
                ("a letter typed", XK_x, "alpha brxavo" + Self.words.dropFirst("alpha bravo".count)),
                ("a letter deleted", XK_BackSpace, Self.words),
            ]
            for (name, key, shownText) in steps {
                let moved = window.movedPixelCount
                let redrawn = window.redrawnPixelCount
                let glyphs = window.painter.drawnGlyphCount
                fixture.press(key)
                let movedNow = window.movedPixelCount - moved
                let redrawnNow = window.redrawnPixelCount - redrawn
                let glyphsNow = window.painter.drawnGlyphCount - glyphs
                try frames.check(name, at: MonotonicClock.now())
                try expectFirstLine(shownText, in: fixture, name)
                // The rest of the line, from "charlie" on, moved: most of the line's box.
                let restX = area.caretRect(for: "alpha bravo ".utf8.count + (key == XK_x ? 1 : 0)).minX
                let rest = Int(line.origin.x + line.width - restX - area.lineHeight) * Int(area.lineHeight)
                #expect(movedNow >= rest, "\(name): moved \(movedNow) pixels; the rest of the line has \(rest)")
                // Drawn again: the changed word and a few pixels around it, not the rest of the line.
                let wordBox = Int(restX - 5 + 2 * area.lineHeight) * Int(area.lineHeight)
                #expect(
                    redrawnNow > 0 && redrawnNow <= wordBox,
                    "\(name): redrew \(redrawnNow) pixels; the word's box, \(wordBox)")
                #expect(
                    glyphsNow > 0 && glyphsNow <= "alpha brxavo".count,
                    "\(name): drew \(glyphsNow) glyphs; the line has \(line.contentRange.count) characters")
            }
            #expect(area.text == Self.words + "\n" + Self.words)
        }

        @Test func overlaysOverTheMovedTextAreDrawnWhereTheyBelong() throws {
            let (fixture, view) = try makeFixture(lines: [Self.words, Self.words], caret: 8)
            let frames = FrameComparison(fixture: fixture)
            let window = fixture.window
            let area = view.textArea
            let india = try #require(Self.words.utf8.firstRange(of: "india".utf8))
            let indiaStart = Self.words.utf8.distance(from: Self.words.utf8.startIndex, to: india.lowerBound)
            let secondLine = Self.words.utf8.count + 1
            // A selection over the text that moves: drawn again where it is, the text under it moved.
            area.setSelection(anchor: indiaStart, head: indiaStart + 5)
            try frames.check("selected", at: MonotonicClock.now())
            area.setSelection(anchor: 8, head: 8)
            // Decorations on the other line leave the move alone.
            area.setDecorations(
                [Decoration(range: (secondLine + indiaStart)..<(secondLine + indiaStart + 5), style: .misspelled)],
                in: .spelling)
            try frames.check("the second line decorated", at: MonotonicClock.now())
            for (name, key) in [("typed", XK_x), ("deleted", XK_BackSpace)] {
                let moved = window.movedPixelCount
                fixture.press(key)
                #expect(window.movedPixelCount > moved, "\(name): nothing moved")
                try frames.check(name, at: MonotonicClock.now())
            }
            // A misspelled word and a highlighted one in the text that moves: drawn again where they were and where
            // they go (a wave is laid from the window's edge), the text under them moved.
            area.setDecorations([Decoration(range: indiaStart..<(indiaStart + 5), style: .misspelled)], in: .spelling)
            area.setDecorations(
                [
                    Decoration(
                        range: 36..<43, style: DecorationStyle(backgroundColor: Color(red: 0.6, green: 1, blue: 0.6)))
                ],
                in: DecorationLayer("search"))
            try frames.check("decorated", at: MonotonicClock.now())
            for (name, key) in [("typed over decorations", XK_x), ("typed again", XK_y), ("deleted", XK_BackSpace)] {
                let moved = window.movedPixelCount
                fixture.press(key)
                #expect(window.movedPixelCount > moved, "\(name): nothing moved")
                try frames.check(name, at: MonotonicClock.now())
            }
            // Every word after the caret misspelled: they would all be drawn again anyway, so nothing moves.
            let everyWord = Self.words.split(separator: " ").reduce(into: [Decoration]()) { pieces, word in
                let start = (pieces.last?.range.upperBound ?? -1) + 1
                pieces.append(Decoration(range: start..<(start + word.utf8.count), style: .misspelled))
            }
            area.setDecorations(everyWord, in: .spelling)
            try frames.check("every word misspelled", at: MonotonicClock.now())
            let moved = window.movedPixelCount
            fixture.press(XK_x)
            #expect(window.movedPixelCount == moved, "pixels under a line of squiggles moved")
            try frames.check("typed among squiggles", at: MonotonicClock.now())
            fixture.press(XK_BackSpace)
            #expect(area.text.hasPrefix("alpha brxavo charlie"))
        }

        @Test func aLineWithATabIsDrawnAgainNotMoved() throws {
            let (fixture, view) = try makeFixture(lines: ["alpha bravo\tcharlie delta echo foxtrot golf"], caret: 8)
            let frames = FrameComparison(fixture: fixture)
            let window = fixture.window
            try frames.check("first frame", at: MonotonicClock.now())
            let moved = window.movedPixelCount
            fixture.press(XK_x)
            #expect(window.movedPixelCount == moved, "moved pixels past a tab")
            try frames.check("typed", at: MonotonicClock.now())
            #expect(view.textArea.text.hasPrefix("alpha brxavo"))
        }

        @Test(arguments: [
            ("alpha bravo charlie délta echo foxtrot golf hotel india", "alpha br"),
            ("альфа браво чарли дельта эхо фокстрот гольф отель индия", "альфа бр"),
            ("alpha bravo 中文 文本 echo foxtrot golf hotel india", "alpha br"),
            ("Η γρήγορη καφέ αλεπού πηδά πάνω από τον τεμπέλη σκύλο", "Η γρ"),
        ])
        func aLineInOtherScriptsMovesTheRestOfItAsAWholeRedrawDraws(text: String, beforeCaret: String) throws {
            let (fixture, view) = try makeFixture(lines: [text, Self.words], caret: beforeCaret.utf8.count)
            let frames = FrameComparison(fixture: fixture)
            let window = fixture.window
            let area = view.textArea
            try frames.check("first frame", at: MonotonicClock.now())
            for (name, key) in [("typed", XK_x), ("typed again", XK_y), ("deleted", XK_BackSpace)] {
                let moved = window.movedPixelCount
                let glyphs = window.painter.drawnGlyphCount
                fixture.press(key)
                #expect(window.movedPixelCount > moved, "\(text), \(name): nothing moved")
                #expect(
                    window.painter.drawnGlyphCount - glyphs < text.count / 2,
                    "\(text), \(name): drew \(window.painter.drawnGlyphCount - glyphs) glyphs")
                try frames.check("\(text), \(name)", at: MonotonicClock.now())
            }
            #expect(area.text.hasPrefix(beforeCaret + "x"))
        }

        @Test(arguments: [UInt64(0x7A11), 0x7A12, 0x7A13])
        func everyFrameOfRandomTypingInProseEqualsAWholeRedraw(seed: UInt64) throws {
            // Punctuation whose line-break rules look past spaces ("( word", quotes), ligatures, a misspelled word
            // squiggled, selections: every frame, moved or drawn, is what a whole redraw draws.
            try typeAtRandom(
                seed: seed, lines: [Self.words, "(office) \"waffle\" - first fluffy " + Self.words, Self.words],
                caret: 30, pieces: [])
        }

        @Test(arguments: [UInt64(0x7A21), 0x7A22])
        func everyFrameOfRandomTypingInManyScriptsEqualsAWholeRedraw(seed: UInt64) throws {
            // Scripts whose ink the table does not know, marks above and below the line (Devanagari, Thai), a colour
            // emoji, a right-to-left word, CJK brackets and nonstarters, typed next to each other and to prose.
            let lines = [
                "альфа браво чарли (дельта) эхо фокстрот гольф " + Self.words,
                "中文文本 用于测试「换行」和字体回退。 नमस्ते दुनिया क्षत्रिय echo",
                "ภาษาไทย สวยงาม Η γρήγορη καφέ 😀 שלום alpha bravo " + Self.words,
            ]
            let pieces = [
                "д", "ы", "文", "」", "。", "न", "\u{93F}", "ที่", "έ", "😀", "ש", "é", " «", "» ", "\u{301}", "ʃ", "ʄ",
            ]
            try typeAtRandom(seed: seed, lines: lines, caret: 20, pieces: pieces)
        }

        /// Takes 80 random steps in a window showing `lines` with the caret `caret` bytes in: keys typed (letters,
        /// spaces, brackets, quotes, digits), `pieces` inserted, backspaces, caret jumps and squiggles; every frame
        /// equals a whole redraw, and some move pixels.
        private func typeAtRandom(seed: UInt64, lines: [String], caret: Int, pieces: [String]) throws {
            let (fixture, view) = try makeFixture(lines: lines, caret: caret)
            let frames = FrameComparison(fixture: fixture)
            let window = fixture.window
            let area = view.textArea
            var random = SplitMix64(seed: seed)
            let typed: [Int32] = [
                XK_a, XK_f, XK_i, XK_l, XK_1, XK_space, XK_space, XK_parenleft, XK_parenright, XK_quotedbl, XK_minus,
                XK_period,
            ]
            let movedBefore = window.movedPixelCount
            try frames.check("first frame", at: MonotonicClock.now())
            for step in 0..<80 {
                let name: String
                switch random.below(10) {
                case 0..<5:
                    let key = random.pick(typed)
                    let shifted = key == XK_parenleft || key == XK_parenright || key == XK_quotedbl
                    fixture.press(key, state: shifted ? ShiftMask : 0)
                    name = "step \(step): key \(key)"
                case 5 where !pieces.isEmpty:
                    let piece = random.pick(pieces)
                    area.insertText(piece)
                    name = "step \(step): inserted \(piece)"
                case 5, 6, 7:
                    fixture.press(XK_BackSpace)
                    name = "step \(step): backspace"
                case 8:
                    let offset = area.textStorage.characterBoundary(atOrBefore: random.below(area.utf8Count + 1))
                    area.setSelection(anchor: offset, head: offset)
                    name = "step \(step): caret at \(offset)"
                default:
                    let start = area.textStorage.characterBoundary(atOrBefore: random.below(area.utf8Count + 1))
                    let end = area.textStorage.characterBoundary(atOrBefore: min(start + 12, area.utf8Count))
                    area.setDecorations([Decoration(range: start..<end, style: .misspelled)], in: .spelling)
                    name = "step \(step): squiggle over \(start)..<\(end)"
                }
                fixture.settle()
                try frames.check(name, at: MonotonicClock.now())
            }
            #expect(window.movedPixelCount > movedBefore, "no frame moved pixels")
        }
    }
}
