/// The line rules of UAX #9: L1 (separators and trailing whitespace to the
/// paragraph level) and L2 (reversing runs), over a paragraph's resolved levels.
enum BidiLineLevels {
    /// Writes the levels of the characters of `line` after L1 into `result`, one per character.
    ///
    /// Characters X9 removed have ``BidiResolver/removedLevel``. Unless
    /// `fillsRemoved`, they keep it; otherwise they are treated as whitespace
    /// in L1 (UAX #9, 5.2) and, where L1 leaves them, take the level of the
    /// character before them on the line (or after them, at its start), so
    /// that they fall into the runs of their neighbours.
    static func levels(
        of line: Range<Int>, in characters: BidiResolvedCharacters, paragraphLevel: UInt8, fillsRemoved: Bool,
        into result: UnsafeMutablePointer<UInt8>
    ) {
        let classes = characters.classes
        let levels = characters.levels
        let start = line.lowerBound
        var isTrailing = true
        var position = line.upperBound
        while position > start {
            position -= 1
            var level = levels[position]
            switch classes[position] {
            case .segmentSeparator, .paragraphSeparator:
                level = paragraphLevel
                isTrailing = true
            case .whiteSpace, .leftToRightIsolate, .rightToLeftIsolate, .firstStrongIsolate, .popDirectionalIsolate:
                if isTrailing { level = paragraphLevel }
            case .boundaryNeutral, .leftToRightEmbedding, .rightToLeftEmbedding, .leftToRightOverride,
                .rightToLeftOverride, .popDirectionalFormat:
                if isTrailing && fillsRemoved { level = paragraphLevel }
            default:
                isTrailing = false
            }
            result[position - start] = level
        }
        guard fillsRemoved else { return }
        let removed = BidiResolver.removedLevel
        let count = line.count
        var previous = paragraphLevel
        for position in 0..<count where result[position] != removed {
            previous = result[position]
            break
        }
        for position in 0..<count {
            if result[position] == removed {
                result[position] = previous
            } else {
                previous = result[position]
            }
        }
    }

    /// Returns the level of the character at `index` of `line` as ``levels(of:in:paragraphLevel:fillsRemoved:into:)``
    /// gives it with `fillsRemoved`, looking only at the characters it depends on.
    static func level(
        at index: Int, in line: Range<Int>, characters: BidiResolvedCharacters, paragraphLevel: UInt8
    ) -> UInt8 {
        let classes = characters.classes
        let levels = characters.levels
        let type = classes[index]
        switch type {
        case .segmentSeparator, .paragraphSeparator:
            return paragraphLevel
        case .whiteSpace, .leftToRightIsolate, .rightToLeftIsolate, .firstStrongIsolate, .popDirectionalIsolate:
            return isTrailing(index, in: line, classes: classes) ? paragraphLevel : levels[index]
        default:
            guard type.isRemovedByX9 else { return levels[index] }
            if isTrailing(index, in: line, classes: classes) { return paragraphLevel }
        }
        // A removed character that L1 leaves: the level before it (not
        // trailing either, as the same character ends its stretch), else after it.
        var other = index - 1
        while other >= line.lowerBound {
            switch classes[other] {
            case .segmentSeparator, .paragraphSeparator: return paragraphLevel
            case let type where type.isRemovedByX9: other -= 1
            default: return levels[other]
            }
        }
        other = index + 1
        while other < line.upperBound {
            if !classes[other].isRemovedByX9 { return levels[other] }
            other += 1
        }
        return paragraphLevel
    }

    /// Whether the character at `index` starts a stretch of whitespace, isolate controls and removed
    /// characters that runs to a separator or the line's end, so L1 gives it the paragraph level.
    private static func isTrailing(_ index: Int, in line: Range<Int>, classes: UnsafePointer<BidiClass>) -> Bool {
        var next = index
        while next < line.upperBound {
            switch classes[next] {
            case .segmentSeparator, .paragraphSeparator:
                return true
            case .whiteSpace, .leftToRightIsolate, .rightToLeftIsolate, .firstStrongIsolate, .popDirectionalIsolate:
                next += 1
            case let type where type.isRemovedByX9:
                next += 1
            default:
                return false
            }
        }
        return true
    }

    /// Returns the positions `0..<count` of `levels` in visual order, left to right (L2), each plus `offset`.
    ///
    /// From the highest level down to the lowest odd level at or above the
    /// lowest one, every maximal stretch at that level or higher is
    /// reversed. Positions whose level is ``BidiResolver/removedLevel`` are left out.
    static func visualOrder(of levels: UnsafePointer<UInt8>, count: Int, offsetBy offset: Int) -> [Int] {
        let removed = BidiResolver.removedLevel
        var keptCount = 0
        var highest: UInt8 = 0
        var lowest: UInt8 = .max
        for position in 0..<count where levels[position] != removed {
            keptCount += 1
            highest = max(highest, levels[position])
            lowest = min(lowest, levels[position])
        }
        guard keptCount > 0 else { return [] }
        let kept = UnsafeMutablePointer<UInt8>.allocate(capacity: keptCount)
        defer { kept.deallocate() }
        return [Int](unsafeUninitializedCapacity: keptCount) { buffer, initialized in
            let order = buffer.baseAddress.unsafelyUnwrapped
            var next = 0
            for position in 0..<count where levels[position] != removed {
                kept[next] = levels[position]
                (order + next).initialize(to: position + offset)
                next += 1
            }
            initialized = keptCount
            // The lowest odd level on the line, present or not.
            let lowestOdd = lowest | 1
            var level = highest
            while level >= lowestOdd {
                var start = 0
                while start < keptCount {
                    guard kept[start] >= level else {
                        start += 1
                        continue
                    }
                    var end = start + 1
                    while end < keptCount && kept[end] >= level { end += 1 }
                    var low = start
                    var high = end - 1
                    while low < high {
                        (kept[low], kept[high]) = (kept[high], kept[low])
                        (order[low], order[high]) = (order[high], order[low])
                        low += 1
                        high -= 1
                    }
                    start = end
                }
                level -= 1
            }
        }
    }
}
