import Testing
@testable import TextAreaCore

@Suite struct LayoutSmokeTests {
    func lines(_ area: TextArea) -> [String] {
        (0..<area.lineCount).map { area.text(in: area.lineRange(at: $0)) }
    }

    @Test func wrapsWords() {
        let area = TextArea()
        area.measurer = MonospaceMeasurer(cellWidth: 1, lineHeight: 1)
        area.textContainerInset = .zero
        area.lineFragmentPadding = 0
        area.size = Size(width: 10, height: 5)
        area.text = "hello world foo bar\nnext line here"
        #expect(lines(area) == ["hello ", "world foo ", "bar\n", "next line ", "here"])
        area.text = "abcdefghijklmnopqrstuvwxyz"
        #expect(lines(area) == ["abcdefghij", "klmnopqrst", "uvwxyz"])
        area.text = "x\n"
        #expect(lines(area) == ["x\n", ""])
    }

    @Test func incrementalMatchesFull() {
        var generator = SystemRandomNumberGenerator()
        let area = TextArea()
        area.measurer = MonospaceMeasurer(cellWidth: 1, lineHeight: 1)
        area.size = Size(width: 30, height: 5)
        let pieces = ["a", "bb ", " ", "\n", "longwordlongwordlongword", "ccc ", "d"]
        for step in 0..<3000 {
            let offset = Int.random(in: 0...area.utf8Count, using: &generator)
            area.selectedRange = offset..<offset
            if Bool.random(using: &generator) || area.utf8Count == 0 {
                area.insertText(pieces.randomElement(using: &generator)!)
            } else {
                area.deleteBackward()
            }
            let incremental = lines(area)
            let fresh = TextArea()
            fresh.measurer = area.measurer
            fresh.size = area.size
            fresh.text = area.text
            #expect(incremental == lines(fresh), "step \(step)")
            if incremental != lines(fresh) { break }
        }
    }
}
