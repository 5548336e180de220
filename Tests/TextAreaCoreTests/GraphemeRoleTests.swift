import CoreFuzzing
import SeededRandom
import Testing

@testable import TextAreaCore

/// The generated grapheme-role table, checked against the standard library for every scalar, and the cluster fast paths built on it checked against `String`.
@Suite struct GraphemeRoleTests {
    /// Every Unicode scalar, surrogates left out.
    static var allScalars: [Unicode.Scalar] { (0...0x10FFFF).compactMap(Unicode.Scalar.init(_:)) }

    @Test func continuationAgreesWithTheStandardLibraryForEveryScalar() {
        var known = 0
        var disagreements: [String] = []
        for scalar in Self.allScalars {
            if GraphemeRole(of: scalar.value) != .unassigned { known += 1 }
            if scalar.continuesGraphemeCluster != scalar.continuesGraphemeClusterByProperties {
                disagreements.append("U+" + String(scalar.value, radix: 16, uppercase: true))
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
        // Unicode 15.0 assigns 149,186 characters, 137,468 private-use code points and 65 controls.
        #expect(known == 286_719, "scalars the table knows")
    }

    @Test func simpleScalarsAreClustersOfTheirOwnBesideEachOther() {
        // A simple scalar joins neither a simple letter before or after it, nor a copy of itself
        // (which would catch jamo, regional indicators, Prepend and Extend, were any marked simple).
        let probes: [Unicode.Scalar] = ["a", "\u{628}", "\u{1}"]
        var simple = 0
        var joined: [String] = []
        for scalar in Self.allScalars where GraphemeRole(of: scalar.value) == .simple {
            simple += 1
            var pairs = probes.flatMap { [[$0, scalar], [scalar, $0]] }
            pairs.append([scalar, scalar])
            for pair in pairs {
                var text = String.UnicodeScalarView()
                text.append(contentsOf: pair)
                if String(text).count != 2 {
                    joined.append(
                        pair.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " "))
                }
            }
        }
        #expect(joined.isEmpty, "\(joined.prefix(20))")
        #expect(simple > 250_000, "simple scalars")
    }

    /// Pieces of text around which clusters form and break: simple letters of several scripts next to marks, Prepend, jamo, flags, emoji and line breaks.
    static let pieces: [String] = [
        "a", "word", " ", "\u{628}\u{64A}\u{62A}", "\u{645}\u{64E}", "\u{651}", "\u{600}", "\u{6DD}\u{661}",
        "\u{5E9}\u{5C1}", "\u{5D0}", "\u{3B1}\u{301}", "\u{436}", "\u{1100}", "\u{1161}", "\u{11A8}", "\u{AC00}",
        "\u{D7B0}", "🇯", "🇵", "👩", "\u{200D}", "🏽", "\u{FE0F}", "\u{915}\u{94D}", "\u{937}", "\u{E33}",
        "\r", "\n", "\r\n", "\u{1}", "\u{200F}", "\u{E000}", "\u{10FFFD}", "\u{E0061}",
    ]

    /// A random text of `count` pieces.
    static func randomText(pieces count: Int, using random: inout SplitMix64) -> String {
        (0..<count).map { _ in pieces[random.below(pieces.count)] }.joined()
    }

    @Test func storageBoundariesMatchStringAcrossChunks() {
        var random = SplitMix64(seed: 29)
        var checkedOffsets = 0
        for _ in 0..<4 {
            // Built by inserts at random places, so chunks end at varied places.
            var storage = TextStorage()
            var text = ""
            while text.utf8.count < 12_000 {
                let piece = Self.randomText(pieces: 40, using: &random)
                let boundaries = ReferenceText.boundaries(of: text)
                let at = boundaries[random.below(boundaries.count)]
                storage.replace(at..<at, with: piece)
                text = ReferenceText.splice(text, at..<at, with: piece)
            }
            #expect(storage.string == text)
            #expect(storage.chunks.count > 2)
            let boundaries = ReferenceText.boundaries(of: text)
            let boundarySet = Set(boundaries)
            for (index, boundary) in boundaries.enumerated() {
                let next = index + 1 < boundaries.count ? boundaries[index + 1] : boundary
                #expect(storage.characterBoundary(after: boundary) == next, "after \(boundary)")
                #expect(storage.characterBoundary(before: boundary) == (index > 0 ? boundaries[index - 1] : 0))
            }
            var lastBoundary = 0
            for offset in 0...text.utf8.count {
                if boundarySet.contains(offset) { lastBoundary = offset }
                #expect(storage.isCharacterBoundary(offset) == boundarySet.contains(offset), "\(offset)")
                #expect(storage.characterBoundary(atOrBefore: offset) == lastBoundary, "at or before \(offset)")
                checkedOffsets += 1
            }
        }
        #expect(checkedOffsets > 48_000)
    }

    @Test func wrapperClustersMatchString() {
        var random = SplitMix64(seed: 31)
        var simpleRanges = 0
        for _ in 0..<2_000 {
            // Half the texts from simple letters alone, so the fast path runs; the rest mixed.
            let text =
                random.below(2) == 0
                ? (0..<8).map { _ in ["\u{628}\u{64A}", " ", "\u{5D0}", "\u{436}", "a", "\u{E000}"][random.below(6)] }
                    .joined()
                : Self.randomText(pieces: 6, using: &random)
            let bytes = Array(text.utf8)
            let expected = ReferenceText.boundaries(of: text)
            let clusters = bytes.withUnsafeBufferPointer { buffer in
                if LineWrapper.simpleClusterRanges(of: 0..<buffer.count, in: buffer) != nil { simpleRanges += 1 }
                return LineWrapper.clusterRanges(of: 0..<buffer.count, in: buffer)
            }
            #expect(clusters.map(\.lowerBound) + [bytes.count] == expected, "\(text.unicodeScalars.map(\.value))")
        }
        #expect(simpleRanges > 900)
    }
}
