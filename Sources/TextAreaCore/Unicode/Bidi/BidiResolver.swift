/// The resolution of one paragraph's embedding levels, UAX #9 rules X1–I2, over buffers it borrows.
///
/// The phases live in extensions: explicit levels (X1–X9), weak types
/// (W1–W7), paired brackets (N0), neutral and implicit levels (N1–I2).
/// This file holds the driver and the isolating run sequences (X10, BD13).
/// Line rules (L1–L2) work on the stored result (``BidiLineLevels``).
///
/// It works through pointers rather than arrays: the phases index heavily,
/// and plain pointer access keeps unoptimised builds, where the conformance
/// tests run, fast.
///
/// # Invariants
/// - Every pointer addresses `count` elements (or is nil where optional).
/// - `sequence[0..<sequenceCount]` are increasing indices of characters that
///   X9 keeps, all at one level, while a sequence is being resolved.
struct BidiResolver {
    /// The level rule X9 gives removed characters in the results: none.
    static let removedLevel: UInt8 = 0xFF
    /// The deepest embedding level (BD2).
    static let maximumDepth: UInt8 = 125
    /// Room for the directional status stack, whose levels strictly increase from its bottom: at most 0...125.
    static let statusStackCapacity = 128

    /// The number of characters.
    let count: Int
    /// The classes as given: P2–P3 (for FSI) and the structure of isolates read these.
    let originalClasses: UnsafePointer<BidiClass>
    /// The code points, for paired brackets (N0); nil when resolving bare classes.
    let scalars: UnsafePointer<Unicode.Scalar>?
    /// The current classes, which the rules change.
    let classes: UnsafeMutablePointer<BidiClass>
    /// The classes after X1–X8, before W1: N0 looks for marks that were NSM there.
    let explicitClasses: UnsafeMutablePointer<BidiClass>
    /// The levels being resolved: the result.
    let levels: UnsafeMutablePointer<UInt8>
    /// For each isolate initiator the index of its matching PDI, for each matched PDI its
    /// initiator's index, else -1 (BD9); nil when the paragraph has no isolate controls.
    let matchingIsolates: UnsafeMutablePointer<Int32>?
    /// Scratch for the indices of one isolating run sequence.
    let sequence: UnsafeMutablePointer<Int32>
    /// Scratch for the directional status stack (X1): ``statusStackCapacity`` levels, then as many statuses.
    let statusStack: UnsafeMutablePointer<UInt8>
    /// The paragraph embedding level, 0 or 1.
    let paragraphLevel: UInt8

    /// Resolves the levels of one paragraph of `count` characters into `levels`, ``removedLevel`` for characters X9 removes.
    ///
    /// `scalars`, when given, holds the `count` characters; without it no
    /// character is a paired bracket.
    static func resolve(
        classes: UnsafePointer<BidiClass>, count: Int, scalars: UnsafePointer<Unicode.Scalar>?,
        paragraphLevel: UInt8, into levels: UnsafeMutablePointer<UInt8>
    ) {
        guard count > 0 else { return }
        precondition(count <= Int(Int32.max), "Character indices are 32-bit")
        var hasIsolates = false
        for index in 0..<count where classes[index].isIsolateInitiator || classes[index] == .popDirectionalIsolate {
            hasIsolates = true
            break
        }
        // One block for all scratch: the sequence and matching indices, two class arrays and the status stack.
        let indexCount = hasIsolates ? 2 * count : count
        let scratch = UnsafeMutableRawPointer.allocate(
            byteCount: indexCount * 4 + 2 * count + 2 * statusStackCapacity, alignment: 4)
        defer { scratch.deallocate() }
        let sequence = scratch.bindMemory(to: Int32.self, capacity: indexCount)
        let classesStart = scratch + indexCount * 4
        let current = classesStart.bindMemory(to: BidiClass.self, capacity: 2 * count)
        let stack = (classesStart + 2 * count).bindMemory(to: UInt8.self, capacity: 2 * statusStackCapacity)
        current.initialize(from: classes, count: count)
        BidiResolver(
            count: count, originalClasses: classes, scalars: scalars, classes: current,
            explicitClasses: current + count, levels: levels,
            matchingIsolates: hasIsolates ? sequence + count : nil, sequence: sequence,
            statusStack: stack, paragraphLevel: paragraphLevel
        ).run()
    }

    /// Runs the phases in order.
    private func run() {
        matchIsolates()
        resolveExplicitLevels()
        explicitClasses.initialize(from: classes, count: count)
        resolveSequences()
        for index in 0..<count where originalClasses[index].isRemovedByX9 {
            levels[index] = BidiResolver.removedLevel
        }
    }

    /// Pairs isolate initiators with their matching PDIs (BD9); a paragraph separator ends all pairing.
    private func matchIsolates() {
        guard let matching = matchingIsolates else { return }
        // The sequence scratch serves as the stack of open initiators.
        var openCount = 0
        for index in 0..<count {
            matching[index] = -1
            switch originalClasses[index] {
            case .leftToRightIsolate, .rightToLeftIsolate, .firstStrongIsolate:
                sequence[openCount] = Int32(index)
                openCount += 1
            case .popDirectionalIsolate where openCount > 0:
                openCount -= 1
                let initiator = Int(sequence[openCount])
                matching[initiator] = Int32(index)
                matching[index] = Int32(initiator)
            case .paragraphSeparator:
                openCount = 0
            default:
                break
            }
        }
    }

    /// Whether X9 removes the character at `index`.
    @inline(__always)
    func isRemoved(_ index: Int) -> Bool {
        originalClasses[index].isRemovedByX9
    }

    /// The index of the matching PDI of the isolate initiator at `index`, or nil.
    @inline(__always)
    func matchingIsolate(of index: Int) -> Int? {
        guard let matching = matchingIsolates else { return nil }
        let match = Int(matching[index])
        return match >= 0 ? match : nil
    }

    /// Splits the paragraph into isolating run sequences (X10, BD13), resolves each (W1–N2), then levels (I1–I2).
    private func resolveSequences() {
        var previousLevel: UInt8? = nil
        for index in 0..<count where !isRemoved(index) {
            let level = levels[index]
            defer { previousLevel = level }
            guard level != previousLevel else { continue }
            // A level run starting with a matched PDI continues its initiator's sequence.
            if originalClasses[index] == .popDirectionalIsolate && matchingIsolate(of: index) != nil { continue }
            let sequenceCount = collectSequence(from: index)
            resolveSequence(count: sequenceCount)
        }
        // After every sequence: raising levels earlier would split the level runs found above.
        resolveImplicitLevels()
    }

    /// Fills ``sequence`` with the isolating run sequence whose first level run starts at `start`; returns its length.
    private func collectSequence(from start: Int) -> Int {
        let level = levels[start]
        var length = 0
        var runStart = start
        while true {
            var last = runStart
            var index = runStart
            while index < count {
                if !isRemoved(index) {
                    if levels[index] != level { break }
                    sequence[length] = Int32(index)
                    length += 1
                    last = index
                }
                index += 1
            }
            guard originalClasses[last].isIsolateInitiator, let next = matchingIsolate(of: last) else { break }
            runStart = next
        }
        return length
    }

    /// Resolves the classes of one isolating run sequence of `sequenceCount` characters in ``sequence`` (W1–N2).
    private func resolveSequence(count sequenceCount: Int) {
        let first = Int(sequence[0])
        let last = Int(sequence[sequenceCount - 1])
        let level = levels[first]
        var before = paragraphLevel
        var index = first - 1
        while index >= 0 {
            if !isRemoved(index) {
                before = levels[index]
                break
            }
            index -= 1
        }
        var after = paragraphLevel
        if !originalClasses[last].isIsolateInitiator {
            index = last + 1
            while index < count {
                if !isRemoved(index) {
                    after = levels[index]
                    break
                }
                index += 1
            }
        }
        let startOfSequence = BidiResolver.direction(ofLevel: max(level, before))
        let endOfSequence = BidiResolver.direction(ofLevel: max(level, after))
        resolveWeakTypes(count: sequenceCount, startOfSequence: startOfSequence)
        if scalars != nil {
            resolvePairedBrackets(count: sequenceCount, level: level, startOfSequence: startOfSequence)
        }
        resolveNeutralTypes(
            count: sequenceCount, level: level, startOfSequence: startOfSequence, endOfSequence: endOfSequence)
    }

    /// The strong class of an embedding level's direction: L for even levels, R for odd ones.
    @inline(__always)
    static func direction(ofLevel level: UInt8) -> BidiClass {
        level & 1 == 0 ? .leftToRight : .rightToLeft
    }
}
