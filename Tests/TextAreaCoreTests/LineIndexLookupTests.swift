import Testing

@testable import TextAreaCore

/// `LineIndex` finds the line holding an offset, and a line's record, as a walk over all its lines would.
@Suite struct LineIndexLookupTests {
    /// Lines of 1 to 7 bytes, more than two blocks of them.
    static let lengths = (0..<700).map { 1 + ($0 * 5 + $0 / 7) % 7 }

    /// The line holding `offset` and its start, found by walking `lengths` from the first line.
    static func walk(_ lengths: [Int], to offset: Int) -> (index: Int, start: Int) {
        var start = 0
        for (index, length) in lengths.enumerated() {
            if offset < start + length { return (index, start) }
            start += length
        }
        return (lengths.count - 1, start - lengths[lengths.count - 1])
    }

    func index(of lengths: [Int]) -> LineIndex {
        LineIndex(lengths.map { LineRecord(length: $0, width: Double($0), breakLength: 0, startsAtOpportunity: true) })
    }

    @Test func everyOffsetFindsTheLineAWalkFinds() {
        var lengths = Self.lengths
        var lines = index(of: lengths)
        // Once as built, once after an edit grew a block past its built size.
        for round in 0..<2 {
            let total = lengths.reduce(0, +)
            for offset in 0...total {
                let found = lines.lineIndex(containing: offset)
                let walked = Self.walk(lengths, to: offset)
                #expect(found.index == walked.index && found.start == walked.start, "round \(round), offset \(offset)")
            }
            for (index, length) in lengths.enumerated() {
                #expect(Int(lines.record(at: index).length) == length)
            }
            let inserted = [3, 1, 4, 1, 5, 9, 2, 6]
            lines.replaceLines(
                100..<102,
                with: inserted.map { LineRecord(length: $0, width: 0, breakLength: 0, startsAtOpportunity: true) })
            lengths.replaceSubrange(100..<102, with: inserted)
        }
    }

    /// Replacing lines across block boundaries, with as many lines as were there (blocks changed in place), fewer or
    /// more (blocks cut anew), keeps every lookup equal to a plain list's.
    @Test func replacementsAcrossBlockBoundariesKeepEveryLookup() {
        var lengths = Self.lengths
        var lines = index(of: lengths)
        let block = LineIndex.buildBlockSize
        // (first line, lines replaced, lines put in): straddling one boundary, two boundaries, shrinking, growing.
        let edits = [
            (block - 2, 4, 4), (block - 1, 2, 3), (2 * block - 3, block + 6, block + 6), (block - 5, 10, 2),
            (3 * block - 1, 3, 40), (0, 2, 2), (lengths.count - 3, 3, 3),
        ]
        for (round, edit) in edits.enumerated() {
            let replacement = (0..<edit.2).map { 1 + ($0 * 3 + round) % 9 }
            lines.replaceLines(
                edit.0..<(edit.0 + edit.1),
                with: replacement.map { LineRecord(length: $0, width: 0, breakLength: 0, startsAtOpportunity: true) })
            lengths.replaceSubrange(edit.0..<(edit.0 + edit.1), with: replacement)
            #expect(lines.count == lengths.count && lines.byteCount == lengths.reduce(0, +), "edit \(round)")
            var start = 0
            for (lineNumber, length) in lengths.enumerated() {
                let found = lines.line(at: lineNumber)
                #expect(Int(found.record.length) == length && found.start == start, "edit \(round), line \(lineNumber)")
                for offset in start..<(start + length) {
                    let holding = lines.lineIndex(containing: offset)
                    #expect(holding.index == lineNumber && holding.start == start, "edit \(round), offset \(offset)")
                }
                start += length
            }
        }
    }
}
