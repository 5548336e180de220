extension BidiResolver {
    /// Resolves neutral and isolate formatting types (N1–N2) in the sequence of `sequenceCount` characters.
    ///
    /// After the weak rules the sequence holds L, R, EN, AN and neutrals
    /// (B, S, WS, ON and isolate controls that no override made strong).
    func resolveNeutralTypes(
        count sequenceCount: Int, level: UInt8, startOfSequence: BidiClass, endOfSequence: BidiClass
    ) {
        let embedding = BidiResolver.direction(ofLevel: level)
        var leading = startOfSequence
        var position = 0
        while position < sequenceCount {
            if let direction = BidiResolver.strongDirection(of: classes[Int(sequence[position])]) {
                leading = direction
                position += 1
                continue
            }
            let start = position
            while position < sequenceCount
                && BidiResolver.strongDirection(of: classes[Int(sequence[position])]) == nil
            {
                position += 1
            }
            let trailing =
                position < sequenceCount
                ? BidiResolver.strongDirection(of: classes[Int(sequence[position])]).unsafelyUnwrapped
                : endOfSequence
            // N1 when both sides agree, N2 otherwise.
            let resolved = leading == trailing ? leading : embedding
            for neutral in start..<position {
                classes[Int(sequence[neutral])] = resolved
            }
        }
    }

    /// Raises the levels of all characters X9 keeps by their resolved classes (I1–I2).
    func resolveImplicitLevels() {
        for index in 0..<count where !isRemoved(index) {
            let level = levels[index]
            switch classes[index] {
            case .rightToLeft where level & 1 == 0:
                levels[index] = level + 1
            case .arabicNumber where level & 1 == 0, .europeanNumber where level & 1 == 0:
                levels[index] = level + 2
            case .leftToRight where level & 1 == 1, .arabicNumber where level & 1 == 1,
                .europeanNumber where level & 1 == 1:
                levels[index] = level + 1
            default:
                break
            }
        }
    }
}
