extension BidiResolver {
    /// A stack status: the override applies L.
    private static let overridesLeftToRight: UInt8 = 1
    /// A stack status: the override applies R.
    private static let overridesRightToLeft: UInt8 = 2
    /// A stack status bit: an isolate initiator pushed the entry.
    private static let isolateBit: UInt8 = 4

    /// Resolves explicit embedding levels and overrides (X1–X8), on ``levels`` and ``classes``.
    ///
    /// The directional status stack lives in ``statusStack``: entry `n` has
    /// its level at `n` and its status (override, isolate bit) at
    /// ``statusStackCapacity`` + `n`. Characters that X9 removes get the
    /// level of the entry on top, which nothing reads. A paragraph separator
    /// inside the text ends every embedding and isolate (X8) and keeps the
    /// paragraph level.
    func resolveExplicitLevels() {
        let stackLevels = statusStack
        let stackStatuses = statusStack + BidiResolver.statusStackCapacity
        stackLevels[0] = paragraphLevel
        stackStatuses[0] = 0
        var depth = 1
        var overflowIsolates = 0
        var overflowEmbeddings = 0
        var validIsolates = 0
        for index in 0..<count {
            let type = originalClasses[index]
            let topLevel = stackLevels[depth - 1]
            let topStatus = stackStatuses[depth - 1]
            switch type {
            case .rightToLeftEmbedding, .leftToRightEmbedding, .rightToLeftOverride, .leftToRightOverride:
                // X2–X5.
                levels[index] = topLevel
                let isRightToLeft = type == .rightToLeftEmbedding || type == .rightToLeftOverride
                let level = BidiResolver.nextLevel(above: topLevel, rightToLeft: isRightToLeft)
                if level <= BidiResolver.maximumDepth && overflowIsolates == 0 && overflowEmbeddings == 0 {
                    stackLevels[depth] = level
                    stackStatuses[depth] =
                        switch type {
                        case .rightToLeftOverride: BidiResolver.overridesRightToLeft
                        case .leftToRightOverride: BidiResolver.overridesLeftToRight
                        default: 0
                        }
                    depth += 1
                } else if overflowIsolates == 0 {
                    overflowEmbeddings += 1
                }
            case .rightToLeftIsolate, .leftToRightIsolate, .firstStrongIsolate:
                // X5a–X5c.
                levels[index] = topLevel
                applyOverride(topStatus, at: index)
                let isRightToLeft =
                    type == .rightToLeftIsolate
                    || (type == .firstStrongIsolate && firstStrongInIsolate(after: index) == .rightToLeft)
                let level = BidiResolver.nextLevel(above: topLevel, rightToLeft: isRightToLeft)
                if level <= BidiResolver.maximumDepth && overflowIsolates == 0 && overflowEmbeddings == 0 {
                    validIsolates += 1
                    stackLevels[depth] = level
                    stackStatuses[depth] = BidiResolver.isolateBit
                    depth += 1
                } else {
                    overflowIsolates += 1
                }
            case .popDirectionalIsolate:
                // X6a.
                if overflowIsolates > 0 {
                    overflowIsolates -= 1
                } else if validIsolates > 0 {
                    overflowEmbeddings = 0
                    while stackStatuses[depth - 1] & BidiResolver.isolateBit == 0 { depth -= 1 }
                    depth -= 1
                    validIsolates -= 1
                }
                levels[index] = stackLevels[depth - 1]
                applyOverride(stackStatuses[depth - 1], at: index)
            case .popDirectionalFormat:
                // X7.
                if overflowIsolates > 0 {
                } else if overflowEmbeddings > 0 {
                    overflowEmbeddings -= 1
                } else if topStatus & BidiResolver.isolateBit == 0 && depth >= 2 {
                    depth -= 1
                }
                levels[index] = stackLevels[depth - 1]
            case .paragraphSeparator:
                // X8: the separator takes the paragraph level and ends everything open.
                levels[index] = paragraphLevel
                depth = 1
                overflowIsolates = 0
                overflowEmbeddings = 0
                validIsolates = 0
            case .boundaryNeutral:
                levels[index] = topLevel
            default:
                // X6.
                levels[index] = topLevel
                applyOverride(topStatus, at: index)
            }
        }
    }

    /// Sets the class at `index` to the override of a stack status, if it has one (X5a–X5c, X6, X6a).
    @inline(__always)
    private func applyOverride(_ status: UInt8, at index: Int) {
        if status & BidiResolver.overridesLeftToRight != 0 {
            classes[index] = .leftToRight
        } else if status & BidiResolver.overridesRightToLeft != 0 {
            classes[index] = .rightToLeft
        }
    }

    /// The least odd (right to left) or even (left to right) level greater than `level`; may exceed the maximum depth.
    @inline(__always)
    private static func nextLevel(above level: UInt8, rightToLeft: Bool) -> UInt8 {
        rightToLeft ? (level + 1) | 1 : (level + 2) & ~1
    }

    /// The direction of the first strong character between the FSI at `index` and its matching PDI (X5c).
    private func firstStrongInIsolate(after index: Int) -> BidiClass? {
        let end = matchingIsolate(of: index) ?? count
        return BidiResolver.firstStrongDirection(
            in: originalClasses, from: index + 1, to: end, matchingIsolates: matchingIsolates)
    }

    /// The direction (L or R) of the first strong character in `start..<end` (P2), or nil if there is none.
    ///
    /// Characters between an isolate initiator and its matching PDI are
    /// skipped, and after an initiator without one, everything is (P2);
    /// a paragraph separator ends the search. With `matchingIsolates`,
    /// isolates are jumped over, so nested FSIs cost linear time in all.
    static func firstStrongDirection(
        in classes: UnsafePointer<BidiClass>, from start: Int, to end: Int,
        matchingIsolates: UnsafeMutablePointer<Int32>?
    ) -> BidiClass? {
        var index = start
        var depth = 0
        while index < end {
            switch classes[index] {
            case .leftToRight where depth == 0:
                return .leftToRight
            case .rightToLeft where depth == 0, .arabicLetter where depth == 0:
                return .rightToLeft
            case .leftToRightIsolate, .rightToLeftIsolate, .firstStrongIsolate:
                if let matching = matchingIsolates {
                    let match = Int(matching[index])
                    // An isolate open to the end of the paragraph hides the rest.
                    if match < 0 { return nil }
                    index = match
                } else {
                    depth += 1
                }
            case .popDirectionalIsolate where depth > 0:
                depth -= 1
            case .paragraphSeparator:
                return nil
            default:
                break
            }
            index += 1
        }
        return nil
    }
}
