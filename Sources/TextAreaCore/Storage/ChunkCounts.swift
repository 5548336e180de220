/// What the storage counts in each chunk, so questions about long stretches of text are answered from prefix sums: line feeds, and characters that can make text run right to left.
struct ChunkCounts: Hashable, Sendable {
    /// The number of U+000A bytes.
    var lineFeeds: Int
    /// The number of characters whose bidirectional class is R, AL or AN, or an explicit embedding, override or isolate control: text without any is laid out left to right in a left-to-right paragraph.
    var rightToLeft: Int

    /// Counts `bytes`, valid UTF-8.
    init(of bytes: UnsafeBufferPointer<UInt8>) {
        var lineFeeds = 0
        var rightToLeft = 0
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte == 0x0A { lineFeeds &+= 1 }
                index &+= 1
                continue
            }
            let length = byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
            // A range cut inside a scalar (never made by the storage) stops the count rather than reading past it.
            guard index + length <= count, byte >= 0xC0 else { break }
            let (scalar, _) = UTF8Decoding.decode(bytes, at: index)
            if Self.isRightToLeft(scalar) { rightToLeft &+= 1 }
            index &+= length
        }
        self.lineFeeds = lineFeeds
        self.rightToLeft = rightToLeft
    }

    /// Counts `range` of a chunk.
    init(of bytes: [UInt8], _ range: Range<Int>) {
        self = bytes.withUnsafeBufferPointer { ChunkCounts(of: UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// Counts from their values.
    init(lineFeeds: Int, rightToLeft: Int) {
        self.lineFeeds = lineFeeds
        self.rightToLeft = rightToLeft
    }

    /// Whether a character can make the text around it run right to left (see ``rightToLeft``).
    static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch BidiClass(scalar) {
        case .rightToLeft, .arabicLetter, .arabicNumber, .leftToRightEmbedding, .rightToLeftEmbedding,
            .leftToRightOverride, .rightToLeftOverride, .popDirectionalFormat, .leftToRightIsolate,
            .rightToLeftIsolate, .firstStrongIsolate, .popDirectionalIsolate:
            return true
        default:
            return false
        }
    }

    /// The counts of two stretches together.
    static func + (first: ChunkCounts, second: ChunkCounts) -> ChunkCounts {
        ChunkCounts(lineFeeds: first.lineFeeds + second.lineFeeds, rightToLeft: first.rightToLeft + second.rightToLeft)
    }

    /// The counts of a stretch less a part of it.
    static func - (first: ChunkCounts, second: ChunkCounts) -> ChunkCounts {
        ChunkCounts(lineFeeds: first.lineFeeds - second.lineFeeds, rightToLeft: first.rightToLeft - second.rightToLeft)
    }
}
