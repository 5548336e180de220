import SeededRandom
import Testing

@testable import TextAreaCore

/// The storage's per-chunk counts: line feeds, and the characters that can make text run right to left, found from their first bytes.
@Suite struct ChunkCountsTests {
    @Test func everyRightToLeftCharacterPassesTheByteFilter() {
        var missed: [String] = []
        var found = 0
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), ChunkCounts.isRightToLeft(scalar) else { continue }
            found += 1
            let bytes = Array(String(scalar).utf8)
            if !ChunkCounts.mayBeRightToLeft(lead: bytes[0], second: bytes[1], third: bytes.count > 2 ? bytes[2] : 0) {
                missed.append("U+" + String(value, radix: 16, uppercase: true))
            }
        }
        #expect(found > 5_000, "the right-to-left blocks hold thousands of characters")
        #expect(missed.isEmpty, "right-to-left characters the filter skips: \(missed.prefix(20))")
    }

    @Test func lineFeedsAreCountedEightBytesAtATime() {
        for length in 0..<40 {
            for position in 0..<length {
                var bytes = Array(repeating: UInt8(ascii: "a"), count: length)
                bytes[position] = 0x0A
                if position + 3 < length { bytes[position + 3] = 0x0A }
                let expected = bytes.filter { $0 == 0x0A }.count
                #expect(ChunkCounts(of: bytes, 0..<length).lineFeeds == expected, "\(length) bytes, LF at \(position)")
            }
        }
        #expect(ChunkCounts(of: Array("\n\n\n\n\n\n\n\n\n".utf8), 0..<9).lineFeeds == 9)
        #expect(ChunkCounts(of: Array("\u{0B}\u{0C}\u{1A}\u{2A}\u{4A}\u{0A}\u{8A}".utf8), 0..<8).lineFeeds == 1)
    }

    @Test func countsFollowTheBytes() {
        let text = "a\nשלום\u{202B}x\u{0661}\n中文 🦊 مرحبا\n"
        let counts =
            text.utf8.withContiguousStorageIfAvailable { ChunkCounts(of: $0) }
            ?? ChunkCounts(of: Array(text.utf8), 0..<text.utf8.count)
        #expect(counts.lineFeeds == 3)
        // Four Hebrew letters, RLE, one Arabic-Indic digit, five Arabic letters.
        #expect(counts.rightToLeft == 4 + 1 + 1 + 5)
    }

    @Test func countsAgreeWithDecodingEveryCharacterAtEveryAlignment() {
        // Leads that may start a right-to-left character, next to ones that share their first byte but do not.
        let pieces = [
            "a", "\n", "ש", "م", "١", "\u{05D0}", "\u{0590}", "\u{07FF}", "\u{0800}", "\u{08A0}", "\u{0900}", "क", "ก",
            "\u{2000}", "\u{202B}", "\u{2067}", "\u{2080}", "—", "\u{FB1D}", "\u{FB00}", "\u{FEFC}", "\u{FF21}",
            "\u{FDF2}",
            "中", "🦊", "\u{10800}", "\u{1E900}", "\u{1F600}", "Ж", "é",
        ]
        var generator = SplitMix64(seed: 42)
        for _ in 0..<400 {
            var text = ""
            for _ in 0..<Int(generator.next() % 24) { text += pieces[Int(generator.next() % UInt64(pieces.count))] }
            let bytes = Array(text.utf8)
            let scalars = Array(text.unicodeScalars)
            var starts: [Int] = []
            var offset = 0
            for scalar in scalars {
                starts.append(offset)
                offset += String(scalar).utf8.count
            }
            starts.append(offset)
            // Every range from one character boundary to another, so words start anywhere in the text.
            for first in starts.indices {
                for last in first..<starts.count {
                    let part = scalars[first..<last]
                    let counts = ChunkCounts(of: bytes, starts[first]..<starts[last])
                    #expect(counts.lineFeeds == part.filter { $0 == "\n" }.count, "\(text.debugDescription)")
                    #expect(
                        counts.rightToLeft == part.filter { ChunkCounts.isRightToLeft($0) }.count,
                        "\(text.debugDescription) \(first)..<\(last)")
                }
            }
        }
    }
}
