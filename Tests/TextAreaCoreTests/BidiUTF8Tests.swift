import SeededRandom
import Testing

@testable import TextAreaCore

/// The UTF-8 entry point: ill-formed bytes read as U+FFFD, byte offsets follow the input.
@Suite struct BidiUTF8Tests {
    /// The scalars and their byte offsets in `bytes` as the standard library's parser decodes them,
    /// one U+FFFD per maximal ill-formed subpart.
    static func decode(_ bytes: [UInt8]) -> (scalars: [Unicode.Scalar], offsets: [Int]) {
        var scalars: [Unicode.Scalar] = []
        var offsets: [Int] = []
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                scalars.append(Unicode.UTF8.decode(encoded))
                offsets.append(offset)
                offset += encoded.count
            case .error(let length):
                scalars.append("\u{FFFD}")
                offsets.append(offset)
                offset += length
            case .emptyInput:
                offsets.append(offset)
                return (scalars, offsets)
            }
        }
    }

    /// Random bytes: pieces of valid text, stray continuation bytes, truncated and overlong sequences, surrogates.
    static func randomBytes(using generator: inout SplitMix64) -> [UInt8] {
        var bytes: [UInt8] = []
        for _ in 0..<generator.below(30) {
            switch generator.below(10) {
            case 0: bytes.append(UInt8(truncatingIfNeeded: generator.below(256)))
            case 1:
                bytes += generator.pick([
                    [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xC0, 0xAF], [0xED, 0xA0, 0x80],
                    [0xF4, 0x90, 0x80, 0x80], [0x80], [0xFF], [0xE0, 0x80, 0x80],
                ])
            default: bytes += String(generator.pick(BidiRandomText.palette)).utf8
            }
        }
        return bytes
    }

    @Test func illFormedBytesReadAsReplacementCharacters() {
        var generator = SplitMix64(seed: 0x0778_0001)
        for _ in 0..<1500 {
            let bytes = Self.randomBytes(using: &generator)
            let (scalars, inputOffsets) = Self.decode(bytes)
            let baseDirection = BidiRandomText.baseDirection(using: &generator)
            let fromBytes = BidiRandomText.paragraph(utf8: bytes, baseDirection: baseDirection)
            let fromScalars = BidiParagraph(scalars, baseDirection: baseDirection)
            #expect(fromBytes.count == scalars.count && fromBytes.utf8Count == bytes.count, "\(bytes)")
            #expect(fromBytes.paragraphLevel == fromScalars.paragraphLevel, "\(bytes)")
            #expect(fromBytes.levels == fromScalars.levels, "\(bytes)")
            #expect(fromBytes.visualOrder(0..<scalars.count) == fromScalars.visualOrder(0..<scalars.count))
            // Each scalar's bytes in the input carry the level of the same scalar.
            let scalarOffsets = BidiRandomText.byteOffsets(of: scalars)
            for index in scalars.indices {
                let expected = fromScalars.level(atByteOffset: scalarOffsets[index])
                for offset in inputOffsets[index]..<inputOffsets[index + 1] {
                    #expect(fromBytes.level(atByteOffset: offset) == expected, "\(bytes) at \(offset)")
                }
            }
            // Runs cover the same scalars, in input offsets.
            func scalarRanges(_ runs: [BidiRun], _ offsets: [Int]) -> [String] {
                runs.map { run in
                    let first = offsets.firstIndex(of: run.byteRange.lowerBound) ?? -1
                    let last = offsets.firstIndex(of: run.byteRange.upperBound) ?? -1
                    return "\(first)..<\(last)@\(run.level)"
                }
            }
            #expect(
                scalarRanges(fromBytes.visualRuns(inLine: 0..<bytes.count), inputOffsets)
                    == scalarRanges(fromScalars.visualRuns(inLine: 0..<fromScalars.utf8Count), scalarOffsets),
                "\(bytes)")
        }
    }

    @Test func truncatedSequenceIsOneCharacter() {
        // "a", a lone 0xFF, "א", then E2 82 (the start of "€" cut short).
        let bytes: [UInt8] = [0x61, 0xFF, 0xD7, 0x90, 0xE2, 0x82]
        let paragraph = BidiRandomText.paragraph(utf8: bytes, baseDirection: .rightToLeft)
        #expect(paragraph.count == 4)
        #expect(paragraph.levels == [2, 1, 1, 1])
        #expect(
            paragraph.visualRuns(inLine: 0..<6) == [
                BidiRun(byteRange: 1..<6, level: 1), BidiRun(byteRange: 0..<1, level: 2),
            ])
        #expect(paragraph.level(atByteOffset: 5) == 1)
    }

    @Test func stringAndBufferEntryPointsAgree() {
        let text = "Hello, עולם! (123) مرحبا"
        let fromString = BidiParagraph(text, baseDirection: .natural)
        let fromBuffer = BidiRandomText.paragraph(utf8: Array(text.utf8), baseDirection: .natural)
        let fromScalars = BidiParagraph(Array(text.unicodeScalars), baseDirection: .natural)
        #expect(fromString.levels == fromBuffer.levels && fromString.levels == fromScalars.levels)
        #expect(fromString.utf8Count == text.utf8.count && fromScalars.utf8Count == text.utf8.count)
        #expect(
            fromString.visualRuns(inLine: 0..<text.utf8.count)
                == fromScalars.visualRuns(inLine: 0..<text.utf8.count))
    }

    @Test func emptyParagraphTakesItsBaseLevel() {
        for (direction, level) in [(BaseWritingDirection.natural, 0), (.leftToRight, 0), (.rightToLeft, 1)] {
            let paragraph = BidiRandomText.paragraph(utf8: [], baseDirection: direction)
            #expect(paragraph.count == 0 && paragraph.paragraphLevel == level)
            #expect(paragraph.levels.isEmpty && paragraph.visualOrder(0..<0).isEmpty)
            #expect(paragraph.level(atByteOffset: 0) == level)
        }
    }
}
