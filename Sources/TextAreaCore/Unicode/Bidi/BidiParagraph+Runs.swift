extension BidiParagraph {
    /// The runs of the line `line` of a text in visual order, in the text's offsets, where this paragraph starts at
    /// `paragraphStart` in that text: the one way every line of text, placeholder and label gets its runs.
    ///
    /// A line reaches past its paragraph only by its break characters, which are left out.
    func visualRuns(inLine line: Range<Int>, ofParagraphAt paragraphStart: Int) -> [BidiRun] {
        let lower = min(max(line.lowerBound - paragraphStart, 0), utf8Count)
        let upper = min(max(line.upperBound - paragraphStart, lower), utf8Count)
        return visualRuns(inLine: lower..<upper).map {
            BidiRun(
                byteRange: ($0.byteRange.lowerBound + paragraphStart)..<($0.byteRange.upperBound + paragraphStart),
                level: $0.level)
        }
    }

    /// The runs of the line `byteRange` in visual order, left to right (L1–L2 for that line).
    ///
    /// `byteRange` is a range of UTF-8 offsets within `0...utf8Count` that
    /// starts and ends on character boundaries. The runs cover it exactly,
    /// each a maximal stretch of one level after L1 for the line: whitespace
    /// at the line's end and before tabs and separators goes to the paragraph
    /// level. Characters X9 removes (embedding controls, BN such as U+200D)
    /// count as whitespace there and otherwise join the level of the character
    /// before them (after them at the line's start). An empty range has no runs.
    public func visualRuns(inLine byteRange: Range<Int>) -> [BidiRun] {
        precondition(byteRange.lowerBound >= 0 && byteRange.upperBound <= utf8Count, "Line outside the paragraph")
        guard !byteRange.isEmpty else { return [] }
        guard case .resolved(let characters) = storage else {
            return [BidiRun(byteRange: byteRange, level: 0)]
        }
        let start = characters.characterIndex(atByteOffset: byteRange.lowerBound)
        let end = characters.characterIndex(atByteOffset: byteRange.upperBound)
        precondition(
            characters.byteOffset(ofCharacter: start) == byteRange.lowerBound
                && characters.byteOffset(ofCharacter: end) == byteRange.upperBound,
            "Line bounds inside a character")
        let count = end - start
        // The line's levels, then the start of each run and its level, in one scratch block.
        let scratch = UnsafeMutableRawPointer.allocate(byteCount: 9 * count + 8, alignment: 8)
        defer { scratch.deallocate() }
        let runStarts = scratch.bindMemory(to: Int.self, capacity: count + 1)
        let levels = (scratch + 8 * (count + 1)).bindMemory(to: UInt8.self, capacity: count)
        BidiLineLevels.levels(
            of: start..<end, in: characters, paragraphLevel: UInt8(paragraphLevel), fillsRemoved: true, into: levels)
        var runCount = 0
        for position in 0..<count where position == 0 || levels[position] != levels[position - 1] {
            runStarts[runCount] = start + position
            // Run levels go over the levels already read.
            levels[runCount] = levels[position]
            runCount += 1
        }
        runStarts[runCount] = end
        if runCount == 1 { return [BidiRun(byteRange: byteRange, level: Int(levels[0]))] }
        // Runs are maximal, so reversing stretches of runs by level (L2)
        // orders them as reversing stretches of characters would.
        let order = BidiLineLevels.visualOrder(of: levels, count: runCount, offsetBy: 0)
        return [BidiRun](unsafeUninitializedCapacity: runCount) { buffer, initialized in
            for (position, run) in order.enumerated() {
                (buffer.baseAddress.unsafelyUnwrapped + position).initialize(
                    to: BidiRun(
                        byteRange: characters.byteOffset(
                            ofCharacter: runStarts[run])..<characters.byteOffset(ofCharacter: runStarts[run + 1]),
                        level: Int(levels[run])))
            }
            initialized = runCount
        }
    }

    /// The level of the character holding the byte at `offset`, with the whole paragraph on one line.
    ///
    /// `offset` lies within `0...utf8Count`; at `utf8Count`, past the last
    /// character, the answer is the paragraph level. The level is the one the
    /// character's run has in ``visualRuns(inLine:)`` for the line
    /// `0..<utf8Count`; a line that ends earlier can only lower whitespace at
    /// its end to the paragraph level.
    public func level(atByteOffset offset: Int) -> Int {
        precondition(offset >= 0 && offset <= utf8Count, "Offset outside the paragraph")
        guard case .resolved(let characters) = storage, offset < utf8Count else {
            return paragraphLevel
        }
        let index = characters.characterIndex(atByteOffset: offset)
        return Int(
            BidiLineLevels.level(
                at: index, in: 0..<count, characters: characters, paragraphLevel: UInt8(paragraphLevel)))
    }
}
