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
/// - `paragraphLevel` is 0 or 1; with `Storage.leftToRight(removed:count:)` it is 0.
/// - A resolved paragraph's `BidiResolvedCharacters` hold `count` characters.
public struct BidiParagraph: Sendable {
    /// What resolution leaves.
    enum Storage: Sendable {
        /// All `count` characters are at level 0, except the ones X9 removes, whose increasing indices are listed.
        case leftToRight(removed: [Int], count: Int)
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
        var utf8Count = 0
        for index in 0..<scalars.count { utf8Count += UTF8.width(scalars[index]) }
        precondition(utf8Count <= Int(Int32.max), "A bidi paragraph holds less than 2 GiB")
        let characters = BidiResolvedCharacters(count: scalars.count, hasByteOffsets: utf8Count != scalars.count)
        var offset: UInt32 = 0
        for index in 0..<scalars.count {
            let scalar = scalars[index]
            characters.classes[index] = BidiClass(scalar)
            characters.byteOffsets?[index] = offset
            offset += UInt32(UTF8.width(scalar))
        }
        characters.byteOffsets?[scalars.count] = offset
        let (level, storage) = scalars.withUnsafeBufferPointer {
            BidiParagraph.resolve(characters, scalars: $0.baseAddress, baseDirection: baseDirection, usesFastPath: true)
        }
        self.init(paragraphLevel: level, utf8Count: utf8Count, storage: storage)
    }

    /// Resolves a paragraph of bare classes, as the conformance test `BidiTest.txt` gives them.
    ///
    /// No character is a paired bracket; each counts as one byte. Unless
    /// `usesFastPath`, the whole algorithm runs even where the fast path would do.
    init(classes: [BidiClass], baseDirection: BaseWritingDirection, usesFastPath: Bool = true) {
        let characters = BidiResolvedCharacters(count: classes.count, hasByteOffsets: false)
        for index in 0..<classes.count { characters.classes[index] = classes[index] }
        let (level, storage) = BidiParagraph.resolve(
            characters, scalars: nil, baseDirection: baseDirection, usesFastPath: usesFastPath)
        self.init(paragraphLevel: level, utf8Count: classes.count, storage: storage)
    }

    /// Creates a paragraph from its parts.
    init(paragraphLevel: Int, utf8Count: Int, storage: Storage) {
        self.paragraphLevel = paragraphLevel
        self.utf8Count = utf8Count
        self.storage = storage
        count =
            switch storage {
            case .leftToRight(_, let count): count
            case .resolved(let characters): characters.count
            }
    }

    /// Resolves characters whose classes (and byte offsets) are filled in; returns the paragraph level and storage.
    ///
    /// `scalars`, when given, holds the characters, for paired brackets. The
    /// fast path, unless `usesFastPath` is false, leaves `characters` unused
    /// when the base direction is not right to left and no class needs the
    /// whole algorithm.
    static func resolve(
        _ characters: BidiResolvedCharacters, scalars: UnsafePointer<Unicode.Scalar>?,
        baseDirection: BaseWritingDirection, usesFastPath: Bool
    ) -> (paragraphLevel: Int, storage: Storage) {
        let classes = characters.classes
        let count = characters.count
        if usesFastPath && baseDirection != .rightToLeft {
            var removed: [Int] = []
            var isLeftToRightOnly = true
            for index in 0..<count {
                let type = classes[index]
                if type.needsFullResolution {
                    isLeftToRightOnly = false
                    break
                }
                if type.isRemovedByX9 { removed.append(index) }
            }
            if isLeftToRightOnly { return (0, .leftToRight(removed: removed, count: count)) }
        }
        let level: UInt8 =
            switch baseDirection {
            case .leftToRight: 0
            case .rightToLeft: 1
            case .natural:
                BidiResolver.firstStrongDirection(in: classes, from: 0, to: count, matchingIsolates: nil)
                    == .rightToLeft ? 1 : 0
            }
        BidiResolver.resolve(
            classes: classes, count: count, scalars: scalars, paragraphLevel: level, into: characters.levels)
        return (Int(level), .resolved(characters))
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
        case .resolved(let characters):
            paragraphLevel == 0
                && (0..<count).allSatisfy {
                    characters.levels[$0] == 0 || characters.levels[$0] == BidiResolver.removedLevel
                }
        }
    }

    /// One level per scalar after rule L1 with the whole paragraph on one line; nil where X9 removes the character.
    public var levels: [Int?] {
        switch storage {
        case .leftToRight(let removed, _):
            var result = [Int?](repeating: 0, count: count)
            for index in removed { result[index] = nil }
            return result
        case .resolved(let characters):
            let lineLevels = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
            defer { lineLevels.deallocate() }
            BidiLineLevels.levels(
                of: 0..<count, in: characters, paragraphLevel: UInt8(paragraphLevel), fillsRemoved: false,
                into: lineLevels)
            return [Int?](unsafeUninitializedCapacity: count) { result, initialized in
                for index in 0..<count {
                    let level = lineLevels[index]
                    (result.baseAddress.unsafelyUnwrapped + index).initialize(
                        to: level == BidiResolver.removedLevel ? nil : Int(level))
                }
                initialized = count
            }
        }
    }

    /// The scalar indices of `line` in visual order, left to right (L1–L2 for that line), X9-removed characters left out.
    ///
    /// `line` is a range of scalar indices within `0..<count`.
    public func visualOrder(_ line: Range<Int>) -> [Int] {
        precondition(line.lowerBound >= 0 && line.upperBound <= count, "Line outside the paragraph")
        switch storage {
        case .leftToRight(let removed, _):
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
            let lineLevels = UnsafeMutablePointer<UInt8>.allocate(capacity: line.count)
            defer { lineLevels.deallocate() }
            BidiLineLevels.levels(
                of: line, in: characters, paragraphLevel: UInt8(paragraphLevel), fillsRemoved: false,
                into: lineLevels)
            return BidiLineLevels.visualOrder(of: lineLevels, count: line.count, offsetBy: line.lowerBound)
        }
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
