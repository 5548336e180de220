extension TextStorage {
    /// The farthest a run of SA text is followed beyond what a wrapping window shows, in each direction.
    ///
    /// Past it a run is cut, so wrapping inside a run longer than this may
    /// depend slightly on where it started; real text puts spaces far more often.
    static let longestComplexContextReach = 65_536

    /// Whether `offset` lies strictly inside a run of SA text (Thai, Lao, Khmer, Myanmar…): the scalars on both sides are of class SA.
    ///
    /// Only there can a dictionary's line-break opportunities depend on text on the other side of `offset`.
    func isInsideComplexContextRun(_ offset: Int) -> Bool {
        guard offset > 0 && offset < utf8Count, ComplexContextRuns.mayStartComplexContext(byte(at: offset)) else {
            return false
        }
        let previousStart = scalarBoundary(atOrBefore: offset - 1)
        return withContiguousBytes(in: previousStart..<min(offset + 4, utf8Count)) { bytes in
            ComplexContextRuns.isComplexContext(in: bytes, at: 0)
                && ComplexContextRuns.isComplexContext(in: bytes, at: offset - previousStart)
        }
    }

    /// The whole SA run that `run` (a stretch of SA scalars, on scalar boundaries) belongs to, followed at most ``longestComplexContextReach`` bytes each way.
    func complexContextRun(extending run: Range<Int>) -> Range<Int> {
        var start = run.lowerBound
        let lowest = max(run.lowerBound - Self.longestComplexContextReach, 0)
        forEachChunkBackward(before: run.lowerBound) { bytes, chunkStart in
            var position = bytes.count
            while position > 0 && chunkStart + position > lowest {
                var scalarStart = position - 1
                while scalarStart > 0 && UTF8Decoding.isContinuation(bytes[scalarStart]) { scalarStart -= 1 }
                guard ComplexContextRuns.isComplexContext(in: bytes, at: scalarStart) else {
                    start = chunkStart + position
                    return false
                }
                position = scalarStart
            }
            start = chunkStart + position
            return position == 0 && chunkStart > lowest
        }
        var end = run.upperBound
        let highest = scalarBoundary(atOrBefore: min(run.upperBound + Self.longestComplexContextReach, utf8Count))
        forEachChunk(in: run.upperBound..<highest) { bytes, chunkStart in
            var position = 0
            while position < bytes.count {
                guard ComplexContextRuns.isComplexContext(in: bytes, at: position) else {
                    end = chunkStart + position
                    return false
                }
                position += UTF8Decoding.decode(bytes, at: position).1
            }
            end = chunkStart + bytes.count
            return true
        }
        return start..<end
    }
}
