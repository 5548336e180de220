import SeededRandom
import Testing

@testable import TextAreaCore

/// The frame step takes the decoration pieces of a line from the frame before when the line shows the same bytes from
/// the same x, apart from the edit, and no decoration was set since: a key typed among misspelled words finds the
/// pieces of its own line alone, and every frame still shows what a fresh area with the same text and decorations
/// shows.
@Suite struct DecorationPieceReuseTests {
    static let squiggle = DecorationStyle(underline: .wavy, underlineColor: .black)
    static let highlight = DecorationStyle(backgroundColor: .black)
    static let spelling = DecorationLayer("spelling", editBehavior: .remove)
    static let marks = DecorationLayer("marks", editBehavior: .stretch)

    /// An area 240 × 160 px (ten lines) whose measurer draws "fi" as one cell, so a span's x depends on the bytes
    /// before it.
    static func makeArea(_ text: String) -> TextArea {
        DecorationSpanCacheTests.makeArea(text, size: Size(width: 240, height: 160))
    }

    /// The byte ranges of the words of `text`.
    static func words(of text: String) -> [Range<Int>] { DecorationSpanCacheTests.words(of: text) }

    /// What a fresh area of the same size, alignment, text, scroll offset and decorations (its layers set in the same
    /// order) shows: pieces found from nothing kept.
    static func freshPieces(like area: TextArea) -> [TextAreaFrame.DecorationPiece] {
        let fresh = makeArea(area.text)
        fresh.alignment = area.alignment
        for entry in area.decorationStore.entries {
            fresh.setDecorations(area.decorations(in: entry.layer), in: entry.layer)
        }
        _ = fresh.makeFrame()
        fresh.scroll(by: area.contentOffsetY)
        #expect(fresh.contentOffsetY == area.contentOffsetY)
        return fresh.makeFrame().decorations
    }

    @Test func aKeyAmongMisspelledWordsFindsThePiecesOfItsOwnLineAlone() {
        let line = "alpha beta gamma delta"
        let area = Self.makeArea(Array(repeating: line, count: 8).joined(separator: "\n"))
        area.setDecorations(
            Self.words(of: area.text).map { Decoration(range: $0, style: Self.squiggle) }, in: Self.spelling)
        let before = area.makeFrame()
        #expect(before.decorations.count == 32)
        #expect(area.viewport.carriedDecorationPieceCount == 0)
        // A letter typed at the end of the fourth line's "beta": its mark goes (the spelling layer drops a mark an
        // edit touches), the other pieces of that line are found again, and the rest come from the frame before.
        let lineLength = line.utf8.count + 1
        area.setSelection(anchor: 3 * lineLength + 10, head: 3 * lineLength + 10)
        area.insertText("x")
        let typed = area.makeFrame()
        #expect(typed.decorations.count == 31)
        #expect(area.viewport.carriedDecorationPieceCount == 28)
        #expect(typed.decorations == Self.freshPieces(like: area))
        // Setting a decoration finds every piece again.
        area.setDecorations([Decoration(range: 0..<5, style: Self.highlight)], in: Self.marks)
        let marked = area.makeFrame()
        #expect(area.viewport.carriedDecorationPieceCount == 0)
        #expect(marked.decorations == Self.freshPieces(like: area))
        // A caret moved (nothing else) takes every piece from the frame before.
        area.setSelection(anchor: 2, head: 2)
        let moved = area.makeFrame()
        #expect(area.viewport.carriedDecorationPieceCount == 32)
        #expect(moved.decorations == marked.decorations)
    }

    @Test(arguments: [Self.spelling, Self.marks])
    func anEditNextToAWrappedLinesEndFindsThatLinesPiecesAgain(layer: DecorationLayer) {
        // A word of 60 letters wraps by letters, 28 to a line, with nothing after the first line's content; the
        // decoration ends there.
        let area = Self.makeArea(String(repeating: "x", count: 60))
        #expect(area.visibleLines().map(\.range) == [0..<28, 28..<56, 56..<60])
        area.setDecorations([Decoration(range: 25..<28, style: Self.squiggle)], in: layer)
        _ = area.makeFrame()
        // A byte deleted just after it, then one typed there (a highlight stretches over it, onto the next line; a
        // spelling mark goes): the first line keeps its bytes but not its pieces.
        area.setSelection(anchor: 29, head: 29)
        area.deleteBackward()
        #expect(area.makeFrame().decorations == Self.freshPieces(like: area))
        area.setSelection(anchor: 28, head: 28)
        area.insertText("y")
        #expect(area.visibleLines().first?.range == 0..<28)
        #expect(area.makeFrame().decorations == Self.freshPieces(like: area))
        #expect(area.decorations(in: layer).map(\.range) == (layer == Self.marks ? [25..<29] : []))
    }

    @Test(arguments: [0x26_D001, 0x26_D002] as [UInt64])
    func framesAfterRandomStepsShowWhatAFreshAreaShows(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        // Some paragraphs hold a Hebrew word: their lines are not simply left to right, and find their pieces anew.
        let vocabulary = ["fix", "fit", "if", "fifi", "ox", "a", "fiord", "(fi)", "1.5"]
        let text = (0..<120).map { index in
            (random.below(30) == 0 ? "שלום" : vocabulary[random.below(vocabulary.count)])
                + (index % 7 == 6 ? "\n" : " ")
        }.joined()
        let area = Self.makeArea(text)
        func mark() {
            let words = Self.words(of: area.text)
            area.setDecorations(
                words.filter { _ in random.below(3) > 0 }.map { Decoration(range: $0, style: Self.squiggle) },
                in: Self.spelling)
        }
        mark()
        // Highlights over pairs of words, some across a line's end.
        var highlightLayer = Self.marks
        let words = Self.words(of: area.text)
        area.setDecorations(
            stride(from: 0, to: words.count - 1, by: 4).map {
                Decoration(range: words[$0].lowerBound..<words[$0 + 1].upperBound, style: Self.highlight)
            }, in: highlightLayer)
        _ = area.makeFrame()
        let typed = ["f", "i", "x", " ", "\n", "ש", "(", ""]
        var carried = 0
        var typedPieces = 0
        for step in 0..<400 {
            let choice = random.below(11)
            if choice < 6 {
                let inserted = typed[random.below(typed.count)]
                if inserted.isEmpty { area.deleteBackward() } else { area.insertText(inserted) }
            } else if choice == 6 {
                let words = Self.words(of: area.text)
                let offset = words.isEmpty ? 0 : words[random.below(words.count)].upperBound
                area.setSelection(anchor: offset, head: offset)
            } else if choice == 7 && random.below(6) == 0 {
                area.alignment = area.alignment == .left ? .center : .left
            } else if choice == 7 {
                area.scroll(by: Double(random.number(in: -40...40)))
            } else if choice == 8 {
                mark()
            } else if choice == 9 && random.below(4) == 0 {
                // The highlights move to a layer of another name, drawn last: the same ranges and style.
                let highlights = area.decorations(in: highlightLayer)
                area.removeDecorations(in: highlightLayer)
                highlightLayer = DecorationLayer(
                    highlightLayer == Self.marks ? "other marks" : "marks", editBehavior: .stretch)
                area.setDecorations(highlights, in: highlightLayer)
            } else {
                // The checker's pass over one word: its mark set again, or taken away.
                let words = Self.words(of: area.text)
                if !words.isEmpty {
                    let word = words[random.below(words.count)]
                    let marks = random.below(2) == 0 ? [Decoration(range: word, style: Self.squiggle)] : []
                    area.setDecorations(marks, in: Self.spelling, replacing: word)
                }
            }
            let shown = area.makeFrame().decorations
            if choice < 6 {
                typedPieces += shown.count
                carried += area.viewport.carriedDecorationPieceCount
            }
            let expected = Self.freshPieces(like: area)
            #expect(shown == expected, "seed \(seed), step \(step)")
            if shown != expected { return }
        }
        // A typed key keeps most lines as they were (it rewraps the rest of its paragraph, and lines holding Hebrew
        // find theirs anew): more than a third of the pieces of its frames come from the frame before.
        #expect(carried * 3 > typedPieces)
    }
}
