extension BidiResolver {
    /// The depth of the bracket stack of BD16; deeper nesting ends the search for pairs.
    private static let bracketStackCapacity = 63

    /// One opening bracket waiting for its pair (BD16).
    private struct OpenBracket {
        /// The canonical equivalent of the closing bracket that pairs with it.
        var canonicalPair: UInt32
        /// Its position in the sequence.
        var position: Int
    }

    /// Resolves paired brackets (N0) in the isolating run sequence of `sequenceCount` characters in ``sequence``.
    func resolvePairedBrackets(count sequenceCount: Int, level: UInt8, startOfSequence: BidiClass) {
        let pairs = bracketPairs(count: sequenceCount)
        guard !pairs.isEmpty else { return }
        let embedding = BidiResolver.direction(ofLevel: level)
        // The strong direction before each opening bracket, found by one
        // forward scan: pairs come in order of their opening brackets, and
        // resolving a pair changes nothing before its opening bracket.
        var context = startOfSequence
        var scanned = 0
        for pair in pairs {
            while scanned < pair.opening {
                if let direction = BidiResolver.strongDirection(of: classes[Int(sequence[scanned])]) {
                    context = direction
                }
                scanned += 1
            }
            var hasEmbeddingDirection = false
            var hasOppositeDirection = false
            for position in (pair.opening + 1)..<pair.closing {
                guard let direction = BidiResolver.strongDirection(of: classes[Int(sequence[position])]) else {
                    continue
                }
                if direction == embedding {
                    hasEmbeddingDirection = true
                    break
                }
                hasOppositeDirection = true
            }
            let resolved: BidiClass
            if hasEmbeddingDirection {
                resolved = embedding  // N0 b.
            } else if hasOppositeDirection {
                resolved = context  // N0 c: c1 when the context is opposite, c2 when it is the embedding direction.
            } else {
                continue  // N0 d.
            }
            setBracket(at: pair.opening, to: resolved, count: sequenceCount)
            setBracket(at: pair.closing, to: resolved, count: sequenceCount)
        }
    }

    /// Gives the bracket at `position` the class `type`, with the marks that followed it before W1.
    private func setBracket(at position: Int, to type: BidiClass, count sequenceCount: Int) {
        classes[Int(sequence[position])] = type
        var next = position + 1
        while next < sequenceCount && explicitClasses[Int(sequence[next])] == .nonspacingMark {
            classes[Int(sequence[next])] = type
            next += 1
        }
    }

    /// The bracket pairs of the sequence (BD16), as positions in the sequence, sorted by opening bracket.
    private func bracketPairs(count sequenceCount: Int) -> [(opening: Int, closing: Int)] {
        guard let scalars else { return [] }
        var pairs: [(opening: Int, closing: Int)] = []
        withUnsafeTemporaryAllocation(of: OpenBracket.self, capacity: BidiResolver.bracketStackCapacity) { stack in
            var depth = 0
            for position in 0..<sequenceCount {
                let index = Int(sequence[position])
                guard classes[index] == .otherNeutral, let bracket = BidiTables.bracket(of: scalars[index].value) else {
                    continue
                }
                if bracket.isOpening {
                    guard depth < BidiResolver.bracketStackCapacity else { break }
                    stack[depth] = OpenBracket(canonicalPair: bracket.canonicalPair, position: position)
                    depth += 1
                } else {
                    var entry = depth - 1
                    while entry >= 0 && stack[entry].canonicalPair != bracket.canonical { entry -= 1 }
                    if entry >= 0 {
                        pairs.append((stack[entry].position, position))
                        depth = entry
                    }
                }
            }
        }
        pairs.sort { $0.opening < $1.opening }
        return pairs
    }

    /// The direction N0 and N1 see in a resolved class: L, or R for R, EN and AN; nil for neutrals.
    @inline(__always)
    static func strongDirection(of type: BidiClass) -> BidiClass? {
        switch type {
        case .leftToRight: .leftToRight
        case .rightToLeft, .europeanNumber, .arabicNumber: .rightToLeft
        default: nil
        }
    }
}
