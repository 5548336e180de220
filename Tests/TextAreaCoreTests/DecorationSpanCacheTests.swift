import Testing

@testable import TextAreaCore

/// The decoration spans the frame step keeps across frames follow every edit: after random edits, frames show
/// the pieces a fresh area with the same text and decorations shows.
@Suite struct DecorationSpanCacheTests {
    static let style = DecorationStyle(underline: .wavy, underlineColor: .black)
    static let layer = DecorationLayer("test", editBehavior: .stretch)

    /// An area of `size` (200 × 400 px unless told) whose measurer draws "fi" as one cell, so a span's x depends on
    /// the bytes before it.
    static func makeArea(_ text: String, size: Size = Size(width: 200, height: 400)) -> TextArea {
        let area = TextArea()
        area.measurer = MonospaceMeasurer(cellWidth: 8, lineHeight: 16, ligatures: ["fi"])
        area.size = size
        area.text = text
        return area
    }

    /// The byte ranges of the words of `text` (runs of bytes other than spaces and line feeds).
    static func words(of text: String) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start: Int? = nil
        let bytes = Array(text.utf8)
        for index in 0...bytes.count {
            let isLetter = index < bytes.count && bytes[index] != 0x20 && bytes[index] != 0x0A
            if isLetter, start == nil { start = index }
            if !isLetter, let wordStart = start {
                result.append(wordStart..<index)
                start = nil
            }
        }
        return result
    }

    /// Every word of `text` that holds an "i" as a decoration, as a spell checker would mark them.
    static func decorations(of text: String) -> [Decoration] {
        let bytes = Array(text.utf8)
        return words(of: text).filter { bytes[$0].contains(0x69) }.map { Decoration(range: $0, style: style) }
    }

    static func pieces(_ frame: TextAreaFrame) -> [String] {
        frame.decorations.map { "\($0.range) \($0.lineIndex) \($0.rect)" }
    }

    @Test func framesAfterRandomEditsShowWhatAFreshAreaShows() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let words = ["fix", "fit", "if", "fifi", "ox", "ifif", "a", "fiord"]
        let text = (0..<60).map { _ in words[next(words.count)] }.joined(separator: " ")
        let area = Self.makeArea(text)
        area.setDecorations(Self.decorations(of: area.text), in: Self.layer)
        _ = area.makeFrame()
        let pieces = ["f", "i", "fi", " ", "x", "\n", ""]
        for step in 0..<300 {
            let count = area.utf8Count
            let start = next(count + 1)
            let end = min(start + next(3), count)
            area.setSelection(anchor: start, head: end)
            let inserted = pieces[next(pieces.count)]
            if inserted.isEmpty { area.deleteBackward() } else { area.insertText(inserted) }
            // Decorations are either re-marked (as a checker's pass does) or left as the edit moved them.
            if step % 3 == 0 { area.setDecorations(Self.decorations(of: area.text), in: Self.layer) }
            let shown = area.makeFrame()
            let fresh = Self.makeArea(area.text)
            fresh.setDecorations(area.decorations(in: Self.layer), in: Self.layer)
            let expected = fresh.makeFrame()
            #expect(
                Self.pieces(shown) == Self.pieces(expected), "step \(step): \(inserted.debugDescription) at \(start)")
            if Self.pieces(shown) != Self.pieces(expected) { return }
        }
    }

    @Test func anEditDropsTheLinesItTouchesAndMovesThoseAfterIt() {
        var cache = DecorationSpanCache()
        cache.keep(1...9, lineStart: 0, length: 10, range: 1..<3)
        cache.keep(2...4, lineStart: 10, length: 10, range: 0..<2)
        cache.keep(3...5, lineStart: 20, length: 10, range: 4..<6)
        // Two bytes inserted at 12: the line at 10 goes, the one at 20 moves to 22, the one at 0 stays.
        cache.storageDidReplace(12..<12, insertedLength: 2)
        #expect(cache.span(lineStart: 0, length: 10, range: 1..<3) == 1...9)
        #expect(cache.span(lineStart: 10, length: 10, range: 0..<2) == nil)
        #expect(cache.span(lineStart: 22, length: 10, range: 4..<6) == 3...5)
        #expect(cache.span(lineStart: 20, length: 10, range: 4..<6) == nil)
        // An edit at a line's end touches it; a line of another length is another line.
        cache.storageDidReplace(10..<10, insertedLength: 1)
        #expect(cache.span(lineStart: 0, length: 10, range: 1..<3) == nil)
        #expect(cache.span(lineStart: 23, length: 11, range: 4..<6) == nil)
        #expect(cache.span(lineStart: 23, length: 10, range: 4..<6) == 3...5)
    }
}
