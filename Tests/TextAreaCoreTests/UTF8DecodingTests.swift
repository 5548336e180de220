import SeededRandom
import Testing

@testable import TextAreaCore

/// The one decoder against the standard library's: the same code points with the same byte lengths, one U+FFFD per maximal ill-formed subpart.
@Suite struct UTF8DecodingTests {
    /// One decoded unit: a scalar value and the bytes it took.
    struct Unit: Equatable, CustomStringConvertible {
        /// The scalar value, U+FFFD for an ill-formed subpart.
        var value: UInt32
        /// The number of bytes read.
        var length: Int

        var description: String { "U+\(String(value, radix: 16, uppercase: true))/\(length)" }
    }

    /// The units of `bytes` as `Unicode.UTF8.ForwardParser` reads them.
    static func expectedUnits(_ bytes: [UInt8]) -> [Unit] {
        var units: [Unit] = []
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                units.append(Unit(value: Unicode.UTF8.decode(encoded).value, length: encoded.count))
            case .error(let length):
                units.append(Unit(value: 0xFFFD, length: length))
            case .emptyInput:
                return units
            }
        }
    }

    /// The units of `bytes` as ``UTF8Decoding`` reads them, each decoded from a buffer that ends where `bytes` ends.
    static func decodedUnits(_ bytes: [UInt8]) -> [Unit] {
        bytes.withUnsafeBufferPointer { buffer in
            var units: [Unit] = []
            var position = 0
            while position < buffer.count {
                let (value, length) = UTF8Decoding.decode(buffer.baseAddress!, at: position, end: buffer.count)
                units.append(Unit(value: value, length: length))
                position += length
            }
            return units
        }
    }

    /// Checks the decoder against the standard library on `bytes`, through both entry points and with a replacement that no scalar has.
    static func expectAgreement(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = expectedUnits(bytes)
        let decoded = decodedUnits(bytes)
        #expect(decoded == expected, "\(bytes.map { String($0, radix: 16) })", sourceLocation: sourceLocation)
        // `String(decoding:)` agrees on the scalars: the same replacement behaviour, seen from the String side.
        let string = String(decoding: bytes, as: UTF8.self)
        #expect(
            decoded.map(\.value) == string.unicodeScalars.map(\.value), "\(bytes)", sourceLocation: sourceLocation)
        bytes.withUnsafeBufferPointer { buffer in
            var position = 0
            for unit in expected {
                let (scalar, length) = UTF8Decoding.decode(buffer, at: position)
                #expect(scalar.value == unit.value && length == unit.length, sourceLocation: sourceLocation)
                let marked = UTF8Decoding.decode(
                    buffer.baseAddress!, at: position, end: buffer.count, replacement: 0xFFFF_FFFF)
                let isIllFormed =
                    unit.value == 0xFFFD && !bytes[position..<position + length].elementsEqual([0xEF, 0xBF, 0xBD])
                #expect(marked.value == (isIllFormed ? 0xFFFF_FFFF : unit.value), sourceLocation: sourceLocation)
                #expect(marked.length == unit.length, sourceLocation: sourceLocation)
                position += length
            }
        }
    }

    @Test func everyScalarDecodesToItself() {
        // All 1,112,064 scalars, each alone and each between ASCII, so a sequence never reads past its own bytes.
        var bytes: [UInt8] = []
        var expected: [Unit] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let start = bytes.count
            Unicode.UTF8.encode(scalar) { bytes.append($0) }
            expected.append(Unit(value: value, length: bytes.count - start))
            if value % 7 == 0 {
                bytes.append(0x41)
                expected.append(Unit(value: 0x41, length: 1))
            }
        }
        let decoded = Self.decodedUnits(bytes)
        #expect(decoded.count == expected.count)
        #expect(decoded == expected)
    }

    @Test func lengthBoundariesDecodeAsTheStandardLibraryDoes() {
        // The first and last scalar of each length, and the neighbours of the surrogates.
        let boundaries: [UInt32] = [0x00, 0x7F, 0x80, 0x7FF, 0x800, 0xD7FF, 0xE000, 0xFFFD, 0xFFFF, 0x10000, 0x10FFFF]
        for value in boundaries {
            let encoded = Array(String(Unicode.Scalar(value)!).utf8)
            Self.expectAgreement(encoded)
            #expect(Self.decodedUnits(encoded) == [Unit(value: value, length: encoded.count)])
        }
    }

    @Test func overlongFormsAreIllFormed() {
        let overlong: [[UInt8]] = [
            [0xC0, 0x80], [0xC0, 0xAF], [0xC1, 0xBF],  // two bytes for ASCII
            [0xE0, 0x80, 0x80], [0xE0, 0x9F, 0xBF],  // three bytes for U+0000–U+07FF
            [0xF0, 0x80, 0x80, 0x80], [0xF0, 0x8F, 0xBF, 0xBF],  // four bytes for U+0000–U+FFFF
        ]
        for bytes in overlong {
            Self.expectAgreement(bytes)
            Self.expectAgreement(bytes + [0x41])
            // No part of an overlong form is a scalar: every byte reads as its own U+FFFD.
            #expect(Self.decodedUnits(bytes) == Array(repeating: Unit(value: 0xFFFD, length: 1), count: bytes.count))
        }
    }

    @Test func surrogatesAndValuesAboveTheLastScalarAreIllFormed() {
        let cases: [[UInt8]] = [
            [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF], [0xED, 0xAD, 0xBF, 0xED, 0xB0, 0x80],  // surrogates, a pair too
            [0xED, 0x9F, 0xBF],  // U+D7FF, the last scalar before them
            [0xF4, 0x90, 0x80, 0x80], [0xF4, 0xBF, 0xBF, 0xBF], [0xF5, 0x80, 0x80, 0x80], [0xF7, 0xBF, 0xBF, 0xBF],
            [0xF8, 0x88, 0x80, 0x80, 0x80], [0xFC, 0x84, 0x80, 0x80, 0x80, 0x80], [0xFE], [0xFF],
            [0xF4, 0x8F, 0xBF, 0xBF],  // U+10FFFF, the last scalar
        ]
        for bytes in cases {
            Self.expectAgreement(bytes)
            Self.expectAgreement([0x61] + bytes + [0x62])
        }
        #expect(Self.decodedUnits([0xED, 0xA0, 0x80]).count == 3)
        #expect(Self.decodedUnits([0xF4, 0x90, 0x80, 0x80]).count == 4)
    }

    @Test func truncatedSequencesReadAsOneReplacementPerMaximalSubpart() {
        // Every proper prefix of a sequence of each length, at the end of the buffer and before a byte that cannot continue it.
        let sequences: [[UInt8]] = [
            [0xC2, 0x80], [0xDF, 0xBF], [0xE0, 0xA0, 0x80], [0xE2, 0x82, 0xAC], [0xED, 0x9F, 0xBF],
            [0xEF, 0xBF, 0xBD], [0xF0, 0x90, 0x80, 0x80], [0xF0, 0x9F, 0x98, 0x80], [0xF4, 0x8F, 0xBF, 0xBF],
        ]
        for sequence in sequences {
            for cut in 1..<sequence.count {
                let prefix = Array(sequence[..<cut])
                Self.expectAgreement(prefix)
                #expect(Self.decodedUnits(prefix) == [Unit(value: 0xFFFD, length: cut)], "\(prefix)")
                for follower: UInt8 in [0x41, 0xC3, 0xE2, 0xF0, 0xFF] {
                    Self.expectAgreement(prefix + [follower])
                    Self.expectAgreement(prefix + [follower, 0xA9])
                }
                // The prefix at the end of a buffer with more text before it.
                Self.expectAgreement(Array("ab€".utf8) + prefix)
            }
        }
    }

    @Test func strayContinuationAndInvalidLeadBytesReadAsOneReplacementEach() {
        for byte in UInt8(0x80)...0xFF where !(0xC2...0xF4).contains(byte) {
            Self.expectAgreement([byte])
            Self.expectAgreement([byte, 0x80, 0x80, 0x80])
            #expect(Self.decodedUnits([byte]) == [Unit(value: 0xFFFD, length: 1)])
        }
    }

    @Test func everyTwoAndThreeByteSequenceDecodesAsTheStandardLibraryDoes() {
        // Every lead byte with every second byte, then (for the three- and four-byte leads) a few third bytes.
        for lead in UInt8(0x80)...0xFF {
            for second in UInt8(0)...0xFF {
                Self.expectAgreement([lead, second])
                if lead >= 0xE0 {
                    for third: UInt8 in [0x41, 0x80, 0xBF, 0xC0] {
                        Self.expectAgreement([lead, second, third])
                        Self.expectAgreement([lead, second, third, 0x90])
                    }
                }
            }
        }
    }

    @Test func sequenceLengthIsTheScalarLengthInValidTextAndBoundsTheDecoderElsewhere() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            var encoded: [UInt8] = []
            Unicode.UTF8.encode(scalar) { encoded.append($0) }
            #expect(UTF8Decoding.sequenceLength(lead: encoded[0]) == encoded.count, "U+\(value)")
        }
        for lead in UInt8(0)...0xFF {
            for second: UInt8 in [0x41, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF] {
                for tail: [UInt8] in [[], [0x80], [0x80, 0x80]] {
                    let bytes = [lead, second] + tail
                    let length = Self.decodedUnits(bytes)[0].length
                    #expect(length <= UTF8Decoding.sequenceLength(lead: lead), "\(bytes)")
                }
            }
        }
    }

    @Test func randomByteSoupDecodesAsTheStandardLibraryDoes() {
        var generator = SplitMix64(seed: 0x7F80_0001)
        let pieces: [[UInt8]] = [
            Array("a".utf8), Array("é".utf8), Array("€".utf8), Array("😀".utf8), Array("ﷺ".utf8),
            Array("\u{10FFFF}".utf8),
            [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x80],
            [0xFF],
            [0xE0, 0x80, 0x80], [0xF0, 0x8F],
        ]
        for _ in 0..<3000 {
            var bytes: [UInt8] = []
            for _ in 0..<generator.below(40) {
                if generator.chance(0.5) {
                    bytes.append(UInt8(truncatingIfNeeded: generator.below(256)))
                } else {
                    bytes += generator.pick(pieces)
                }
            }
            Self.expectAgreement(bytes)
        }
    }
}
