extension BidiResolver {
    /// Resolves weak types (W1–W7) in the isolating run sequence of `sequenceCount` characters in ``sequence``.
    ///
    /// Characters removed by X9 are not in the sequence, so "adjacent" skips them.
    func resolveWeakTypes(count sequenceCount: Int, startOfSequence: BidiClass) {
        // W1–W3 in one pass: W1 looks at the previous type as W1 left it,
        // W2 at the last strong type before W3 changes AL to R.
        var previous = startOfSequence
        var lastStrong = startOfSequence
        for position in 0..<sequenceCount {
            let index = Int(sequence[position])
            var type = classes[index]
            if type == .nonspacingMark {
                type =
                    switch previous {
                    case .leftToRightIsolate, .rightToLeftIsolate, .firstStrongIsolate, .popDirectionalIsolate:
                        .otherNeutral
                    default:
                        previous
                    }
            }
            previous = type
            switch type {
            case .leftToRight, .rightToLeft:
                lastStrong = type
            case .arabicLetter:
                lastStrong = type
                type = .rightToLeft
            case .europeanNumber where lastStrong == .arabicLetter:
                type = .arabicNumber
            default:
                break
            }
            classes[index] = type
        }
        // W4: a single separator between two numbers of the same kind joins them.
        if sequenceCount >= 3 {
            for position in 1..<(sequenceCount - 1) {
                let index = Int(sequence[position])
                let type = classes[index]
                guard type == .europeanSeparator || type == .commonSeparator else { continue }
                let before = classes[Int(sequence[position - 1])]
                let after = classes[Int(sequence[position + 1])]
                if before == .europeanNumber && after == .europeanNumber {
                    classes[index] = .europeanNumber
                } else if type == .commonSeparator && before == .arabicNumber && after == .arabicNumber {
                    classes[index] = .arabicNumber
                }
            }
        }
        // W5: terminators next to a European number become European numbers.
        var position = 0
        while position < sequenceCount {
            guard classes[Int(sequence[position])] == .europeanTerminator else {
                position += 1
                continue
            }
            let start = position
            while position < sequenceCount && classes[Int(sequence[position])] == .europeanTerminator {
                position += 1
            }
            let touchesNumber =
                (start > 0 && classes[Int(sequence[start - 1])] == .europeanNumber)
                || (position < sequenceCount && classes[Int(sequence[position])] == .europeanNumber)
            if touchesNumber {
                for terminator in start..<position {
                    classes[Int(sequence[terminator])] = .europeanNumber
                }
            }
        }
        // W6 and W7: remaining separators and terminators become ON; European
        // numbers after left-to-right text (or sos L) become L.
        lastStrong = startOfSequence
        for position in 0..<sequenceCount {
            let index = Int(sequence[position])
            switch classes[index] {
            case .europeanSeparator, .europeanTerminator, .commonSeparator:
                classes[index] = .otherNeutral
            case .leftToRight:
                lastStrong = .leftToRight
            case .rightToLeft:
                lastStrong = .rightToLeft
            case .europeanNumber where lastStrong == .leftToRight:
                classes[index] = .leftToRight
            default:
                break
            }
        }
    }
}
