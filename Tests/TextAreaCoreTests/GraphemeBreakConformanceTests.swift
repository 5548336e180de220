import Testing

@testable import TextAreaCore

/// Runs the Unicode 15.0 grapheme-cluster conformance test, `GraphemeBreakTest.txt`, through ``TextStorage``'s cluster boundaries.
///
/// Each case is walked forwards (`characterBoundary(after:)`) and backwards
/// (`characterBoundary(before:)`), and every scalar boundary in it is asked
/// whether it is a cluster boundary; the text is stored in one chunk, cut
/// into two chunks at each scalar boundary, and set between other text.
///
/// The storage's clusters are Swift's `Character`s, which follow the
/// toolchain's Unicode version. Where that version gives a scalar of a case
/// another property than the file's (see ``GraphemeVersionDifferences``),
/// the case is set aside, counted and named, and checked against the
/// toolchain's clusters instead.
@Suite struct GraphemeBreakConformanceTests {
    /// The conformance test, under the `unicode-data` directory.
    static let conformanceFile = "auxiliary/GraphemeBreakTest.txt"
    /// How many cases the Unicode 15.0 conformance test holds.
    static let conformanceCaseCount = 602

    /// The cases that may be set aside, by line, with why: any other case must match the file.
    ///
    /// Unicode 17.0 took Extended_Pictographic from 689 pictographs that are not
    /// emoji, U+2701 among them (emoji-data.txt: 3537 code points in 15.0, 2848 in
    /// 17.0), so GB11 no longer joins U+2701 after a zero width joiner; Swift 6.3's
    /// standard library has the 17.0 data.
    static let knownVersionDifferences: [Int: String] = [
        625: "U+2701 UPPER BLADE SCISSORS ZWJ U+2701: not Extended_Pictographic since Unicode 17.0"
    ]

    /// A case with the boundaries the storage must report for it.
    struct Expectation {
        let testCase: BoundaryTestCase
        /// The file's boundaries, or the toolchain's for a case set aside.
        let boundaries: [Int]
    }

    /// The cases of the file with their expected boundaries, and a description of each case set aside.
    ///
    /// Fails with CI=true if a file is missing, and skips otherwise.
    static func expectations() throws -> (expectations: [Expectation], setAside: [String]) {
        let cases = try UnicodeDataFiles.boundaryCases(in: conformanceFile, expectedCount: conformanceCaseCount)
        let differences = try GraphemeVersionDifferences()
        var expectations: [Expectation] = []
        var setAside: [String] = []
        for testCase in cases {
            let toolchain = GraphemeVersionDifferences.toolchainBoundaries(of: testCase.scalars)
            let differing = differences.scalarsWithOtherProperties(in: testCase.scalars)
            guard toolchain != testCase.boundaries, !differing.isEmpty else {
                expectations.append(Expectation(testCase: testCase, boundaries: testCase.boundaries))
                continue
            }
            let names = differing.map { "U+\(hex($0))" }.joined(separator: ", ")
            setAside.append("\(describe(testCase)): \(names) not Extended_Pictographic in the toolchain's Unicode")
            #expect(
                knownVersionDifferences[testCase.lineNumber] != nil,
                "\(describe(testCase)) differs by Unicode version but is not among the known differences")
            expectations.append(Expectation(testCase: testCase, boundaries: toolchain))
        }
        return (expectations, setAside)
    }

    /// A scalar's value in upper-case hexadecimal.
    static func hex(_ scalar: Unicode.Scalar) -> String {
        String(scalar.value, radix: 16, uppercase: true)
    }

    /// The case's line and scalars, `line 12 (0061 0308)`, for messages.
    static func describe(_ testCase: BoundaryTestCase) -> String {
        "line \(testCase.lineNumber) (\(testCase.scalars.map(hex).joined(separator: " ")))"
    }

    /// The boundaries met walking forwards from `start` to `end` with `characterBoundary(after:)`, `end` included.
    static func forwardWalk(in storage: TextStorage, from start: Int, to end: Int) -> [Int] {
        var found: [Int] = []
        var offset = start
        while offset < end && found.count <= end - start {
            offset = storage.characterBoundary(after: offset)
            found.append(offset)
        }
        return found
    }

    /// The boundaries met walking backwards from `end` to `start` with `characterBoundary(before:)`, `start` included, in the order met.
    static func backwardWalk(in storage: TextStorage, from end: Int, to start: Int) -> [Int] {
        var found: [Int] = []
        var offset = end
        while offset > start && found.count <= end - start {
            offset = storage.characterBoundary(before: offset)
            found.append(offset)
        }
        return found
    }

    /// Checks the walks and the boundary queries over the case stored at `start` in `storage`; returns what went wrong.
    static func check(_ expectation: Expectation, in storage: TextStorage, at start: Int, label: String) -> [String] {
        let testCase = expectation.testCase
        let name = "\(describe(testCase)), \(label)"
        var failures: [String] = []
        let expected = expectation.boundaries.map { start + $0 }
        let end = start + testCase.utf8.count
        let forward = forwardWalk(in: storage, from: start, to: end)
        if forward != expected {
            failures.append("\(name), forwards: expected \(expected), got \(forward)")
        }
        let backward = backwardWalk(in: storage, from: end, to: start)
        let expectedBackward = Array(([start] + expected.dropLast()).reversed())
        if backward != expectedBackward {
            failures.append("\(name), backwards: expected \(expectedBackward), got \(backward)")
        }
        var offset = start
        for scalar in testCase.scalars {
            if storage.isCharacterBoundary(offset) != (offset == start || expected.contains(offset)) {
                failures.append("\(name): isCharacterBoundary(\(offset)) is wrong")
            }
            let atOrBefore = ([start] + expected).last { $0 <= offset }
            if storage.characterBoundary(atOrBefore: offset) != atOrBefore {
                failures.append("\(name): characterBoundary(atOrBefore: \(offset)) is wrong")
            }
            offset += String(scalar).utf8.count
        }
        return failures
    }

    /// Storage holding `bytes` in two chunks cut at `cut`, a scalar boundary inside them.
    static func storage(of bytes: [UInt8], cutAt cut: Int) -> TextStorage {
        let chunks = [Array(bytes[..<cut]), Array(bytes[cut...])]
        return TextStorage(chunks: chunks, counts: chunks.map { ChunkCounts(of: $0, 0..<$0.count) })
    }

    /// The summary of a run: how many cases passed, which were set aside, and the first failures.
    static func report(_ failedCases: Int, of total: Int, setAside: [String], failures: [String]) -> Comment {
        let passed = total - failedCases - setAside.count
        var lines = ["\(passed)/\(total) cases match the file; \(setAside.count) set aside for the Unicode version:"]
        lines += setAside
        lines += failures.prefix(40)
        return Comment(rawValue: lines.joined(separator: "\n"))
    }

    @Test func everyCaseOfGraphemeBreakTestPasses() throws {
        let (expectations, setAside) = try Self.expectations()
        var failures: [String] = []
        var failedCases = 0
        for expectation in expectations {
            let storage = TextStorage(String(decoding: expectation.testCase.utf8, as: UTF8.self))
            let caseFailures = Self.check(expectation, in: storage, at: 0, label: "alone")
            if !caseFailures.isEmpty { failedCases += 1 }
            failures += caseFailures
        }
        #expect(
            failures.isEmpty, Self.report(failedCases, of: expectations.count, setAside: setAside, failures: failures))
    }

    /// A chunk seam inside a case changes none of its boundaries.
    @Test func everyCaseCutIntoTwoChunksPasses() throws {
        var failures: [String] = []
        for expectation in try Self.expectations().expectations {
            var cut = 0
            for scalar in expectation.testCase.scalars.dropLast() {
                cut += String(scalar).utf8.count
                let storage = Self.storage(of: expectation.testCase.utf8, cutAt: cut)
                failures += Self.check(expectation, in: storage, at: 0, label: "chunks cut at \(cut)")
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(40).joined(separator: "\n"))")
    }

    /// Between two controls (GB4 and GB5 break around them), with plenty of text on either side, a case keeps its boundaries.
    @Test func everyCaseBetweenControlsPasses() throws {
        let prefix = Array(String(repeating: "word ", count: 30).utf8) + [0x01]
        let suffix: [UInt8] = [0x01] + Array(String(repeating: " word", count: 30).utf8)
        var failures: [String] = []
        for expectation in try Self.expectations().expectations {
            let bytes = prefix + expectation.testCase.utf8 + suffix
            let storage = TextStorage(String(decoding: bytes, as: UTF8.self))
            failures += Self.check(expectation, in: storage, at: prefix.count, label: "between controls")
        }
        #expect(failures.isEmpty, "\(failures.prefix(40).joined(separator: "\n"))")
    }
}

/// Where the toolchain's Unicode version gives a scalar another grapheme property than the installed Unicode 15.0 data.
///
/// Swift's `Character`s follow the standard library's Unicode version. Of
/// the properties the cluster rules read, only Extended_Pictographic is
/// probed: a scalar the installed `emoji/emoji-data.txt` calls
/// Extended_Pictographic differs when the toolchain does not join it to an
/// emoji and a zero width joiner before it (GB11).
struct GraphemeVersionDifferences {
    /// The Extended_Pictographic code points of the installed data.
    let pictographic: [ClosedRange<UInt32>]

    /// Reads `emoji/emoji-data.txt`; fails with CI=true if it is missing, and skips otherwise.
    init() throws {
        let text = try UnicodeDataFiles.contents(of: "emoji/emoji-data.txt")
        var ranges: [ClosedRange<UInt32>] = []
        for line in text.split(separator: "\n") {
            let fields = (line.split(separator: "#", maxSplits: 1).first ?? "").split(separator: ";")
            guard fields.count == 2, fields[1].filter({ !$0.isWhitespace }) == "Extended_Pictographic" else { continue }
            let bounds = fields[0].filter { !$0.isWhitespace }.split(separator: ".")
            guard let first = bounds.first.flatMap({ UInt32($0, radix: 16) }),
                let last = bounds.last.flatMap({ UInt32($0, radix: 16) })
            else { continue }
            ranges.append(first...last)
        }
        #expect(ranges.reduce(0) { $0 + $1.count } == 3537, "Unicode 15.0 has 3537 Extended_Pictographic code points")
        pictographic = ranges
    }

    /// The scalars of `scalars` that are Extended_Pictographic in the installed data but not in the toolchain's version.
    func scalarsWithOtherProperties(in scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        for scalar in scalars where !result.contains(scalar) {
            guard pictographic.contains(where: { $0.contains(scalar.value) }) else { continue }
            var probe = "\u{1F600}\u{200D}"
            probe.unicodeScalars.append(scalar)
            if probe.count != 1 { result.append(scalar) }
        }
        return result
    }

    /// The boundaries of Swift's `Character`s in `scalars`, as byte offsets after the start, the end included.
    static func toolchainBoundaries(of scalars: [Unicode.Scalar]) -> [Int] {
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        var offset = 0
        return text.map { character in
            offset += character.utf8.count
            return offset
        }
    }
}
