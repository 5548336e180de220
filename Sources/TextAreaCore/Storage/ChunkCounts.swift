/// What the storage counts in each chunk, so questions about long stretches of text are answered from prefix sums: line feeds, and characters that can make text run right to left.
struct ChunkCounts: Hashable, Sendable {
    /// The number of U+000A bytes.
    var lineFeeds: Int
    /// The number of characters whose bidirectional class is R, AL or AN, or an explicit embedding, override or isolate control: text without any is laid out left to right in a left-to-right paragraph.
    var rightToLeft: Int

    /// Counts `bytes`, valid UTF-8.
    ///
    /// Eight ASCII bytes at a time where it can (their line feeds counted
    /// together); a lead byte is decoded only where ``mayBeRightToLeft(lead:second:third:)``
    /// lets a right-to-left character start. Storage counts every chunk it
    /// makes, so this runs over every byte pasted or loaded.
    init(of bytes: UnsafeBufferPointer<UInt8>) {
        var lineFeeds = 0
        var rightToLeft = 0
        var index = 0
        let count = bytes.count
        guard let base = bytes.baseAddress else {
            self.lineFeeds = 0
            self.rightToLeft = 0
            return
        }
        let raw = UnsafeRawPointer(base)
        while index < count {
            if index + 8 <= count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 {
                    lineFeeds &+= Self.lineFeeds(inASCIIWord: word)
                    index &+= 8
                    continue
                }
            }
            let byte = base[index]
            if byte < 0x80 {
                if byte == 0x0A { lineFeeds &+= 1 }
                index &+= 1
                continue
            }
            let length = UTF8Decoding.sequenceLength(lead: byte)
            // A range cut inside a scalar or a byte that cannot lead (never made by the storage) stops the count rather than reading past it.
            guard length > 1, index + length <= count else { break }
            if byte >= 0xD6,
                Self.mayBeRightToLeft(lead: byte, second: base[index + 1], third: length > 2 ? base[index + 2] : 0)
            {
                let (scalar, _) = UTF8Decoding.decode(bytes, at: index)
                if Self.isRightToLeft(scalar) { rightToLeft &+= 1 }
            }
            index &+= length
        }
        self.lineFeeds = lineFeeds
        self.rightToLeft = rightToLeft
    }

    /// The number of line feeds among eight ASCII bytes: each byte equal to 0x0A becomes zero, and each zero byte sets its top bit.
    @inline(__always)
    static func lineFeeds(inASCIIWord word: UInt64) -> Int {
        let difference = word ^ 0x0A0A_0A0A_0A0A_0A0A
        let low = 0x7F7F_7F7F_7F7F_7F7F as UInt64
        let zeroBytes = ~(((difference & low) &+ low) | difference | low)
        return zeroBytes.nonzeroBitCount
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

    /// Whether a scalar with these first bytes may be right to left: it lies in one of the blocks where every right-to-left, Arabic-number and explicit-control character lives (U+0580–08FF, U+2000–207F, U+FB00–FEFF, U+10800–10FFF, U+1E800–1EFFF); everything else is told apart from its bytes, without decoding it.
    @inline(__always)
    static func mayBeRightToLeft(lead: UInt8, second: UInt8, third: UInt8) -> Bool {
        switch lead {
        case 0xD6...0xDF: return true
        case 0xE0: return second >= 0xA0 && second <= 0xA3
        case 0xE2: return second == 0x80 || second == 0x81
        case 0xEF: return second >= 0xAC && second <= 0xBB
        case 0xF0: return (second == 0x90 || second == 0x9E) && third >= 0xA0
        default: return false
        }
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
