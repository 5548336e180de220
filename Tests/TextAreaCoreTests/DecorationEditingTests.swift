import SeededRandom
import Testing

@testable import TextAreaCore

/// Decorations move with edits: those after shift, those an edit overlaps or touches go (`.remove`) or stretch and
/// shrink (`.stretch`); undo and redo are edits like any other; ranges sit on cluster boundaries.
@Suite struct DecorationEditingTests {
    static let remove = DecorationLayer("test-remove", editBehavior: .remove)
    static let stretch = DecorationLayer("test-stretch", editBehavior: .stretch)
    static let style = DecorationStyle(underline: .single)

    /// An area holding "hello brave world" with "brave" (6..<11) decorated in `layer`.
    static func area(decorating layer: DecorationLayer) -> TextArea {
        let area = TextArea()
        area.text = "hello brave world"
        area.setDecorations([Decoration(range: 6..<11, style: style)], in: layer)
        return area
    }

    /// The ranges `layer` decorates in `area`, and the text under each.
    static func ranges(_ area: TextArea, _ layer: DecorationLayer) -> [String] {
        area.decorations(in: layer).map { "\($0.range.lowerBound)..<\($0.range.upperBound) \(area.text(in: $0.range))" }
    }

    /// Replaces `range` with `text` as the user would: select, then type.
    static func edit(_ area: TextArea, _ range: Range<Int>, _ text: String) {
        area.selectedRange = range
        if text.isEmpty { area.deleteBackward() } else { area.insertText(text) }
    }

    @Test(arguments: [remove, stretch])
    func insertionBeforeShiftsAndAfterKeeps(layer: DecorationLayer) {
        let area = Self.area(decorating: layer)
        Self.edit(area, 0..<0, "oh ")
        #expect(Self.ranges(area, layer) == ["9..<14 brave"])
        Self.edit(area, 19..<19, "!")
        #expect(Self.ranges(area, layer) == ["9..<14 brave"])
    }

    @Test func insertionInsideOrTouchingRemovesFromARemoveLayer() {
        for (range, text) in [(8..<8, "x"), (6..<6, "x"), (11..<11, "x"), (5..<6, ""), (11..<12, "")] {
            let area = Self.area(decorating: Self.remove)
            Self.edit(area, range, text)
            #expect(Self.ranges(area, Self.remove) == [], "edit \(range) with \(text)")
        }
    }

    @Test func insertionInsideOrTouchingStretchesAStretchLayer() {
        let cases: [(Range<Int>, String, String)] = [
            (8..<8, "XY", "6..<13 brXYave"),
            (6..<6, "X", "6..<12 Xbrave"),
            (11..<11, "X", "6..<12 braveX"),
            // Deleting the space before or after only touches it: it shifts or stays, whole.
            (5..<6, "", "5..<10 brave"),
            (11..<12, "", "6..<11 brave"),
        ]
        for (range, text, expected) in cases {
            let area = Self.area(decorating: Self.stretch)
            Self.edit(area, range, text)
            #expect(Self.ranges(area, Self.stretch) == [expected], "edit \(range) with \(text)")
        }
    }

    @Test func deletionAcrossShrinksOrRemoves() {
        let stretched = Self.area(decorating: Self.stretch)
        Self.edit(stretched, 3..<8, "")
        #expect(stretched.text == "helave world")
        #expect(Self.ranges(stretched, Self.stretch) == ["3..<6 ave"])
        Self.edit(stretched, 2..<7, "")
        #expect(Self.ranges(stretched, Self.stretch) == [])
        let removed = Self.area(decorating: Self.remove)
        Self.edit(removed, 3..<8, "")
        #expect(Self.ranges(removed, Self.remove) == [])
    }

    @Test func replacingTheWholeDecorationStretchesOverTheNewText() {
        let area = Self.area(decorating: Self.stretch)
        Self.edit(area, 6..<11, "bold")
        #expect(Self.ranges(area, Self.stretch) == ["6..<10 bold"])
    }

    @Test func undoAndRedoMoveDecorationsAsEdits() {
        let area = Self.area(decorating: Self.stretch)
        area.setDecorations(
            [Decoration(range: 6..<11, style: Self.style), Decoration(range: 12..<17, style: Self.style)],
            in: Self.stretch)
        Self.edit(area, 0..<0, "oh ")
        #expect(Self.ranges(area, Self.stretch) == ["9..<14 brave", "15..<20 world"])
        area.undo()
        #expect(Self.ranges(area, Self.stretch) == ["6..<11 brave", "12..<17 world"])
        area.redo()
        #expect(Self.ranges(area, Self.stretch) == ["9..<14 brave", "15..<20 world"])
        // A deletion across both shrinks them; undo inserts the text back where both touch it, so both stretch over it.
        Self.edit(area, 12..<17, "")
        #expect(Self.ranges(area, Self.stretch) == ["9..<12 bra", "12..<15 rld"])
        area.undo()
        #expect(area.text == "oh hello brave world")
        #expect(Self.ranges(area, Self.stretch) == ["9..<17 brave wo", "12..<20 ve world"])
    }

    @Test func undoDoesNotBringBackARemovedDecoration() {
        let area = Self.area(decorating: Self.remove)
        Self.edit(area, 8..<8, "x")
        #expect(Self.ranges(area, Self.remove) == [])
        area.undo()
        #expect(area.text == "hello brave world")
        #expect(Self.ranges(area, Self.remove) == [])
    }

    @Test func settingTheTextRemovesDecorations() {
        let area = Self.area(decorating: Self.stretch)
        area.text = "new"
        #expect(area.decorations(in: Self.stretch) == [])
        let loaded = Self.area(decorating: Self.remove)
        loaded.load(TextStorage("other"))
        #expect(loaded.decorations(in: Self.remove) == [])
    }

    @Test func rangesSnapOutwardsToClusterBoundaries() {
        let area = TextArea()
        area.text = "ae\u{301}b 👨‍👩‍👧 c"
        // "e" + combining acute is bytes 1..<4; the family emoji starts at 6.
        area.setDecorations([Decoration(range: 2..<3, style: Self.style)], in: Self.stretch)
        #expect(area.decorations(in: Self.stretch).map(\.range) == [1..<4])
        area.setDecorations([Decoration(range: 7..<9, style: Self.style)], in: Self.stretch)
        #expect(area.decorations(in: Self.stretch).map(\.range) == [6..<24])
        area.setDecorations(
            [Decoration(range: -5..<1, style: Self.style), Decoration(range: 3..<3, style: Self.style)],
            in: Self.stretch)
        #expect(area.decorations(in: Self.stretch).map(\.range) == [0..<1])
    }

    @Test func anEditThatJoinsAClusterKeepsBoundsOnClusters() {
        let area = TextArea()
        area.text = "cafe bar"
        area.setDecorations([Decoration(range: 5..<8, style: Self.style)], in: Self.stretch)
        area.setDecorations([Decoration(range: 0..<4, style: Self.style)], in: Self.remove)
        // A combining acute typed after "cafe" joins its "e": it touches the "remove" word, which goes.
        Self.edit(area, 4..<4, "\u{301}")
        #expect(area.decorations(in: Self.remove) == [])
        #expect(Self.ranges(area, Self.stretch) == ["7..<10 bar"])
        for decoration in area.decorations(in: Self.stretch) {
            #expect(area.textStorage.isCharacterBoundary(decoration.range.lowerBound))
            #expect(area.textStorage.isCharacterBoundary(decoration.range.upperBound))
        }
    }

    @Test func replacingInARangeKeepsTheOthersAndQueriesFindByOffset() {
        let area = TextArea()
        area.text = "one two three four"
        let words = [0..<3, 4..<7, 8..<13, 14..<18].map { Decoration(range: $0, style: .misspelled) }
        area.setDecorations(words, in: .spelling)
        area.setDecorations([Decoration(range: 9..<12, style: .misspelled)], in: .spelling, replacing: 8..<13)
        #expect(area.decorations(in: .spelling).map(\.range) == [0..<3, 4..<7, 9..<12, 14..<18])
        area.setDecorations([], in: .spelling, replacing: 4..<13)
        #expect(area.decorations(in: .spelling).map(\.range) == [0..<3, 14..<18])
        let search = DecorationLayer("search")
        area.setDecorations([Decoration(range: 1..<16, style: DecorationStyle(backgroundColor: .black))], in: search)
        #expect(area.decorations(at: 3).map(\.layer) == [.spelling, search])
        #expect(area.decorations(at: 3).map(\.decoration.range) == [0..<3, 1..<16])
        #expect(area.decorations(at: 17).map(\.decoration.range) == [14..<18])
        #expect(area.decorations(at: 10).map(\.decoration.range) == [1..<16])
        area.removeDecorations(in: .spelling)
        #expect(area.decorations(in: .spelling) == [])
        #expect(area.decorations(at: 3).map(\.layer) == [search])
    }

    @Test func compositionMovesDecorationsAsTheTextItHolds() {
        let area = Self.area(decorating: Self.remove)
        area.setDecorations([Decoration(range: 12..<17, style: Self.style)], in: Self.stretch)
        // Composing inside "brave" removes its mark at once; "world" after it shifts with the preedit.
        area.selectedRange = 8..<8
        area.setMarkedText("ka", selectedRange: 2..<2)
        #expect(Self.ranges(area, Self.remove) == [])
        #expect(area.decorations(in: Self.stretch).map(\.range) == [14..<19])
        area.setMarkedText("k", selectedRange: 1..<1)
        #expect(area.decorations(in: Self.stretch).map(\.range) == [13..<18])
        area.unmarkText()
        #expect(Self.ranges(area, Self.stretch) == ["13..<18 world"])
    }

    @Test func aSecureAreaMovesDecorationsAlike() {
        let area = Self.area(decorating: Self.stretch)
        area.isSecureTextEntry = true
        Self.edit(area, 0..<0, "ab")
        #expect(area.decorations(in: Self.stretch).map(\.range) == [8..<13])
        let frame = area.makeFrame()
        #expect(frame.decorations.map(\.rect) == area.selectionRects(for: 8..<13))
    }

    /// Many decorations, including overlapping ones, stay sorted and agree with a simple model through random edits.
    @Test(arguments: [remove, stretch])
    func randomEditsAgreeWithAModel(layer: DecorationLayer) {
        var random = SplitMix64(seed: 7)
        let area = TextArea()
        area.text = String(repeating: "abcdefghij", count: 40)
        var model: [Range<Int>] = (0..<120).map { _ in
            let start = Int.random(in: 0..<390, using: &random)
            return start..<(start + Int.random(in: 1...10, using: &random))
        }
        area.setDecorations(model.map { Decoration(range: $0, style: Self.style) }, in: layer)
        for _ in 0..<200 {
            let count = area.utf8Count
            let lower = Int.random(in: 0...count, using: &random)
            let upper = min(count, lower + Int.random(in: 0...4, using: &random))
            let inserted = String(repeating: "x", count: Int.random(in: 0...3, using: &random))
            if lower == upper && inserted.isEmpty { continue }
            Self.edit(area, lower..<upper, inserted)
            model = model.compactMap { Self.remap($0, lower..<upper, inserted.utf8.count, layer.editBehavior) }
            let ranges = area.decorations(in: layer).map(\.range)
            #expect(ranges == model.sorted { ($0.lowerBound, $0.upperBound) < ($1.lowerBound, $1.upperBound) })
        }
    }

    /// What the documentation says an edit does to one decoration.
    static func remap(
        _ range: Range<Int>, _ edit: Range<Int>, _ inserted: Int, _ behavior: DecorationLayer.EditBehavior
    ) -> Range<Int>? {
        let delta = inserted - edit.count
        if range.upperBound < edit.lowerBound { return range }
        if range.lowerBound > edit.upperBound { return (range.lowerBound + delta)..<(range.upperBound + delta) }
        guard behavior == .stretch else { return nil }
        let lower = min(range.lowerBound, edit.lowerBound)
        let upper = range.upperBound > edit.upperBound ? range.upperBound + delta : edit.lowerBound + inserted
        return lower < upper ? lower..<upper : nil
    }
}
