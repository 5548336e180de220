import SeededRandom
import Testing

@testable import TextAreaCore

/// Comparing a stretch of the storage with bytes held elsewhere, as a frame compares each line with the one drawn before.
@Suite struct TextStorageComparingTests {
    /// Text over several chunks, with letters of one, two, three and four bytes.
    private func sampleText(_ random: inout SplitMix64) -> String {
        let pieces = ["word ", "naïve ", "مرحبا ", "かな ", "😀 ", "\n", "x"]
        return (0..<6000).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
    }

    @Test func aStretchEqualsItsOwnBytesAndNoBytesDifferingInOnePlace() {
        var random = SplitMix64(seed: 21)
        let text = sampleText(&random)
        let storage = TextStorage(text)
        #expect(storage.chunks.count > 3, "the text spans several chunks")
        let bytes = Array(text.utf8)
        for _ in 0..<300 {
            let start = Int(random.next() % UInt64(bytes.count))
            let end = min(bytes.count, start + Int(random.next() % 9000))
            var expected = Array(bytes[start..<end])
            #expect(expected.withUnsafeBufferPointer { storage.hasBytes($0, in: start..<end) })
            guard !expected.isEmpty else { continue }
            // One byte anywhere in the stretch: inside an eight-byte word or in the tail after the last whole one.
            let changed = Int(random.next() % UInt64(expected.count))
            expected[changed] ^= 0x01
            #expect(
                !expected.withUnsafeBufferPointer { storage.hasBytes($0, in: start..<end) },
                "byte \(changed) of \(start)..<\(end) differs")
            expected[changed] ^= 0x01
            expected.append(0x20)
            #expect(!expected.withUnsafeBufferPointer { storage.hasBytes($0, in: start..<end) }, "one byte longer")
        }
    }

    @Test func wordwiseEqualityComparesEveryByteOfEveryLength() {
        for count in 0..<40 {
            let first = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
            for changed in 0..<count {
                var second = first
                second[changed] &+= 1
                let equal = first.withUnsafeBufferPointer { left in
                    second.withUnsafeBufferPointer { right in WordwiseBytes.equal(left, right) }
                }
                #expect(!equal, "length \(count), byte \(changed) differs")
            }
            let same = first
            #expect(
                first.withUnsafeBufferPointer { left in
                    same.withUnsafeBufferPointer { right in WordwiseBytes.equal(left, right) }
                })
        }
    }
}

/// Finding a tab in a line's bytes, as every line of a frame asks.
@Suite struct TabSearchTests {
    @Test func aTabIsFoundAtEveryPlaceAndNothingElseIsTakenForOne() {
        for count in 0..<40 {
            // Bytes around a tab's value (8, 10, 0x89) and UTF-8 continuation bytes, none of them a tab.
            let others: [UInt8] = [0x08, 0x0A, 0x89, 0x20, 0xE3, 0x81, 0x61]
            let plain = (0..<count).map { others[$0 % others.count] }
            #expect(!plain.withUnsafeBufferPointer { WordwiseBytes.containsTab($0) }, "no tab in \(count) bytes")
            for place in 0..<count {
                var withTab = plain
                withTab[place] = 0x09
                #expect(
                    withTab.withUnsafeBufferPointer { WordwiseBytes.containsTab($0) }, "a tab at \(place) of \(count)")
            }
        }
    }
}
