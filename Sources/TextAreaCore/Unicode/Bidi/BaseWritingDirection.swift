/// The direction a paragraph is laid out in, as chosen by the application.
public enum BaseWritingDirection: Hashable, Sendable {
    /// The direction of the paragraph's first strong character (UAX #9 rules P2–P3), left to right if it has none.
    case natural
    /// Left to right: paragraph embedding level 0.
    case leftToRight
    /// Right to left: paragraph embedding level 1.
    case rightToLeft
}

/// A resolved direction: left to right or right to left.
public enum BidiDirection: Hashable, Sendable {
    /// Left to right (an even embedding level).
    case leftToRight
    /// Right to left (an odd embedding level).
    case rightToLeft

    /// The direction of an embedding level: even levels are left to right, odd ones right to left.
    public init(level: Int) {
        self = level & 1 == 0 ? .leftToRight : .rightToLeft
    }
}
