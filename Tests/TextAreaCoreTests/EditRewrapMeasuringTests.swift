import Testing

@testable import TextAreaCore

/// Re-wrapping after a key measures the edited line and little past its end: the wrapper asks for about as many
/// segments as the open line has room for, not a doubling batch.
@Suite struct EditRewrapMeasuringTests {
    typealias Fixtures = LayoutFixtures

    @Test(arguments: [106, 240, 666])
    func typingInsideALineMeasuresLittleMoreThanThatLine(columns: Int) throws {
        var storage = TextStorage(String(repeating: "alpha beta gamma delta epsilon zeta eta theta iota ", count: 200))
        let measurer = CountingMeasurer()
        let width = Double(columns)
        let layout = TextLayout(storage: storage, measurer: measurer, font: .standard, wrapWidth: width, eager: true)
        let before = Fixtures.completedLines(of: layout, storage: storage)
        // A line past the first few with room for one more letter, so that the lines after it stay as they were.
        let wrapped = Fixtures.wrapped(storage.string, width: width)
        let index = try #require((4..<wrapped.count - 2).first { wrapped[$0].width <= width - 2 })
        let line = before[index]
        let bytes = Array(storage.string.utf8)
        let letters = line.count { bytes[$0] != 0x20 }
        // Inside the line's second word: past its first, so the line above is left alone.
        let firstSpace = try #require(line.firstIndex { bytes[$0] == 0x20 })
        let offset = firstSpace + 3
        measurer.resetCount()
        storage.replace(offset..<offset, with: "x")
        layout.update(storage: storage, replaced: offset..<offset, insertedLength: 1)
        // The line's letters, and at most a few segments of the next line: batches of 16 and then 32 segments
        // read one and a half lines more at 106 cells.
        #expect(measurer.measuredBytes > letters)
        #expect(measurer.measuredBytes < letters + letters / 4, "measured \(measurer.measuredBytes) of \(letters)")
        #expect(
            Fixtures.completedLines(of: layout, storage: storage)
                == Fixtures.wrapped(storage.string, width: width).map(\.range))
    }
}
