extension BidiParagraph {
    /// The direction of the first strong character of a paragraph (UAX #9 rules P2–P3), or nil if it has none.
    ///
    /// L gives left to right, R and AL right to left. Characters between an
    /// isolate initiator and its matching PDI are skipped (after an initiator
    /// without one, everything is), and a paragraph separator ends the search.
    /// A text area uses it to choose the direction of a placeholder, or of
    /// a paragraph laid out with ``BaseWritingDirection/natural``.
    public static func firstStrongDirection(of scalars: some Sequence<Unicode.Scalar>) -> BidiDirection? {
        var scanner = FirstStrongScanner()
        for scalar in scalars {
            if let direction = scanner.take(BidiClass(scalar)) { return direction }
            if scanner.isFinished { return nil }
        }
        return nil
    }

    /// The direction of the first strong character of a paragraph given as UTF-8 (see ``firstStrongDirection(of:)``).
    ///
    /// Ill-formed bytes read as U+FFFD, which is neutral.
    public static func firstStrongDirection(utf8 bytes: UnsafeBufferPointer<UInt8>) -> BidiDirection? {
        guard let base = bytes.baseAddress else { return nil }
        var scanner = FirstStrongScanner()
        var position = 0
        while position < bytes.count {
            let (value, length) = UTF8Decoding.decode(base, at: position, end: bytes.count)
            let type =
                value < 0x80
                ? BidiClass(tableCode: BidiTables.asciiClassCode(of: UInt8(value)))
                : BidiClass(codePoint: value)
            if let direction = scanner.take(type) { return direction }
            if scanner.isFinished { return nil }
            position += length
        }
        return nil
    }

    /// The class (L or R) of the first strong character of `classes` by P2, or nil.
    static func firstStrongClass(of classes: [BidiClass]) -> BidiClass? {
        classes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return nil }
            return BidiResolver.firstStrongDirection(in: base, from: 0, to: buffer.count, matchingIsolates: nil)
        }
    }
}

/// Rule P2 one character at a time: counts open isolates and reports the first strong class outside them.
struct FirstStrongScanner {
    /// The number of isolate initiators not yet closed by a PDI.
    private var depth = 0
    /// Whether a paragraph separator ended the search.
    private(set) var isFinished = false

    /// Takes the next character's class; returns the paragraph's direction if it decides it.
    mutating func take(_ type: BidiClass) -> BidiDirection? {
        switch type {
        case .leftToRight where depth == 0:
            return .leftToRight
        case .rightToLeft where depth == 0, .arabicLetter where depth == 0:
            return .rightToLeft
        case .leftToRightIsolate, .rightToLeftIsolate, .firstStrongIsolate:
            depth += 1
        case .popDirectionalIsolate where depth > 0:
            depth -= 1
        case .paragraphSeparator:
            isFinished = true
        default:
            break
        }
        return nil
    }
}
