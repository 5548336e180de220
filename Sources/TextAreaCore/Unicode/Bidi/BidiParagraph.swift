/// One paragraph resolved by the Unicode Bidirectional Algorithm (UAX #9, Unicode 15.0).
///
/// It resolves the embedding level of every character (rules P2–I2) once,
/// and answers per line: levels after L1 and the visual order of L2, by
/// character (scalar) index or, for text given as UTF-8, as runs in byte
/// offsets (``visualRuns(inLine:)``).
///
/// A paragraph separator (Bidi_Class B, such as U+001C) inside the text
/// ends every embedding and isolate as the end of a paragraph does (X8),
/// but the paragraph level stays that of the whole text.
///
/// Text with no right-to-left letters, Arabic digits or explicit
/// directional controls, laid out left to right, is resolved by one scan
/// and stores nothing per character: every character is at level 0.
///
/// # Invariants
/// - `paragraphLevel` is 0 or 1; with ``Storage/leftToRight(removed:)`` it is 0.
/// - A resolved paragraph holds one class and one level per character, and
///   byte offsets of `count + 1` boundaries (or none when every character is one byte).
public struct BidiParagraph: Sendable {
    /// What resolution leaves.
    enum Storage: Sendable {
        /// Every character is at level 0, except the ones X9 removes, whose increasing indices are listed.
        case leftToRight(removed: [Int])
        /// The levels of a paragraph that needed the whole algorithm.
        case resolved(BidiResolvedCharacters)
    }

    /// The paragraph embedding level (0 or 1).
    public let paragraphLevel: Int
    /// The number of characters (Unicode scalars).
    public let count: Int
    /// The length of the paragraph in UTF-8 bytes.
    public let utf8Count: Int
    /// The resolved levels.
    let storage: Storage

    /// Resolves one paragraph; `.natural` takes the direction of the first strong character (P2–P3), LTR if none.
    public init(_ scalars: [Unicode.Scalar], baseDirection: BaseWritingDirection) {
        var classes: [BidiClass] = []
        classes.reserveCapacity(scalars.count)
        var utf8Count = 0
        for scalar in scalars {
            classes.append(BidiClass(scalar))
            utf8Count += UTF8.width(scalar)
        }
        var byteOffsets: [UInt32]? = nil
        if utf8Count != scalars.count {
            var offsets: [UInt32] = [0]
            offsets.reserveCapacity(scalars.count + 1)
            for scalar in scalars {
                offsets.append(offsets[offsets.count - 1] + UInt32(UTF8.width(scalar)))
            }
            byteOffsets = offsets
        }
        self.init(classes: classes, scalars: scalars, byteOffsets: byteOffsets, utf8Count: utf8Count,
                  baseDirection: baseDirection)
    }

    /// Resolves a paragraph of bare classes, as the conformance test `BidiTest.txt` gives them.
    ///
    /// No character is a paired bracket; each counts as one byte.
    init(classes: [BidiClass], baseDirection: BaseWritingDirection, usesFastPath: Bool = true) {
        self.init(classes: classes, scalars: nil, byteOffsets: nil, utf8Count: classes.count,
                  baseDirection: baseDirection, usesFastPath: usesFastPath)
    }

    /// Creates a paragraph whose characters are all at level 0, but those at the indices `removed`, which X9 removes.
    init(leftToRightOnlyCount count: Int, utf8Count: Int, removed: [Int]) {
        paragraphLevel = 0
        self.count = count
        self.utf8Count = utf8Count
        storage = .leftToRight(removed: removed)
    }

    /// Resolves a paragraph, taking the fast path when it can unless `usesFastPath` is false.
    ///
    /// `byteOffsets` holds the UTF-8 offset of each character and the end, or
    /// is nil when each character is one byte. Without `scalars`, no
    /// character is a paired bracket.
    init(
        classes: [BidiClass], scalars: [Unicode.Scalar]?, byteOffsets: [UInt32]?, utf8Count: Int,
        baseDirection: BaseWritingDirection, usesFastPath: Bool = true
    ) {
        count = classes.count
        self.utf8Count = utf8Count
        if usesFastPath && baseDirection != .rightToLeft, let removed = BidiParagraph.removedIndices(classes) {
            paragraphLevel = 0
            storage = .leftToRight(removed: removed)
            return
        }
        let level: UInt8 = switch baseDirection {
        case .leftToRight: 0
        case .rightToLeft: 1
        case .natural: BidiParagraph.firstStrongClass(of: classes) == .rightToLeft ? 1 : 0
        }
        paragraphLevel = Int(level)
        let levels = BidiResolver.resolve(classes: classes, scalars: scalars, paragraphLevel: level)
        storage = .resolved(BidiResolvedCharacters(classes: classes, levels: levels, byteOffsets: byteOffsets))
    }

    /// The indices of the characters X9 removes, or nil if some class needs the whole algorithm.
    private static func removedIndices(_ classes: [BidiClass]) -> [Int]? {
        var removed: [Int] = []
        for index in 0..<classes.count {
            let type = classes[index]
            if type.needsFullResolution { return nil }
            if type.isRemovedByX9 { removed.append(index) }
        }
        return removed
    }

    /// The paragraph's direction: that of ``paragraphLevel``.
    public var direction: BidiDirection {
        BidiDirection(level: paragraphLevel)
    }

    /// Whether every character is at level 0 on any line, as in purely left-to-right text.
    ///
    /// When true, the paragraph's visual order is its logical order and a text
    /// area may lay it out without bidi runs.
    public var isLeftToRightOnly: Bool {
        switch storage {
        case .leftToRight: true
        case .resolved(let characters): paragraphLevel == 0 && characters.levels.allSatisfy { $0 == 0 || $0 == BidiResolver.removedLevel }
        }
    }

    /// One level per scalar after rule L1 with the whole paragraph on one line; nil where X9 removes the character.
    public var levels: [Int?] {
        switch storage {
        case .leftToRight(let removed):
            var result = [Int?](repeating: 0, count: count)
            for index in removed { result[index] = nil }
            return result
        case .resolved(let characters):
            let levels = lineLevels(0..<count, of: characters, fillsRemoved: false)
            var result = [Int?](repeating: nil, count: count)
            for index in 0..<count where levels[index] != BidiResolver.removedLevel {
                result[index] = Int(levels[index])
            }
            return result
        }
    }

    /// The scalar indices of `line` in visual order, left to right (L1–L2 for that line), X9-removed characters left out.
    ///
    /// `line` is a range of scalar indices within `0..<count`.
    public func visualOrder(_ line: Range<Int>) -> [Int] {
        precondition(line.lowerBound >= 0 && line.upperBound <= count, "Line outside the paragraph")
        switch storage {
        case .leftToRight(let removed):
            var result: [Int] = []
            result.reserveCapacity(line.count)
            var next = BidiParagraph.firstIndex(in: removed, notBelow: line.lowerBound)
            for index in line {
                if next < removed.count && removed[next] == index {
                    next += 1
                } else {
                    result.append(index)
                }
            }
            return result
        case .resolved(let characters):
            var order = BidiLineLevels.visualOrder(of: lineLevels(line, of: characters, fillsRemoved: false))
            if line.lowerBound != 0 {
                for position in 0..<order.count { order[position] += line.lowerBound }
            }
            return order
        }
    }

    /// The levels of `line` after L1 (see ``BidiLineLevels/levels(of:classes:levels:paragraphLevel:fillsRemoved:)``).
    func lineLevels(_ line: Range<Int>, of characters: BidiResolvedCharacters, fillsRemoved: Bool) -> [UInt8] {
        BidiLineLevels.levels(
            of: line, classes: characters.classes, levels: characters.levels,
            paragraphLevel: UInt8(paragraphLevel), fillsRemoved: fillsRemoved)
    }

    /// The position of the first element of the increasing `values` that is at least `bound`.
    static func firstIndex(in values: [Int], notBelow bound: Int) -> Int {
        var low = 0
        var high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < bound { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// The per-character results of a paragraph that needed the whole algorithm.
struct BidiResolvedCharacters: Sendable {
    /// The Bidi_Class of each character, as given.
    var classes: [BidiClass]
    /// The level of each character after I2 (before L1), ``BidiResolver/removedLevel`` where X9 removes it.
    var levels: [UInt8]
    /// The UTF-8 offset of each character and of the end, or nil when every character is one byte.
    var byteOffsets: [UInt32]?

    /// The UTF-8 offset where the character at `index` starts (`index` may be the character count).
    func byteOffset(ofCharacter index: Int) -> Int {
        byteOffsets.map { Int($0[index]) } ?? index
    }

    /// The index of the character that holds the byte at `offset`, or the character count at the end.
    func characterIndex(atByteOffset offset: Int) -> Int {
        guard let byteOffsets else { return offset }
        var low = 0
        var high = byteOffsets.count - 1
        // The last boundary at or before `offset`.
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(byteOffsets[middle]) <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
