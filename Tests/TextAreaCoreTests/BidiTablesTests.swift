import Foundation
import Testing

@testable import TextAreaCore

/// Checks the generated bidi tables against the Unicode Character Database files they were made from.
@Suite struct BidiTablesTests {
    /// The long value names of DerivedBidiClass.txt's @missing lines.
    static let longNames: [String: String] = [
        "Left_To_Right": "L", "Right_To_Left": "R", "Arabic_Letter": "AL", "European_Terminator": "ET",
        "Boundary_Neutral": "BN",
    ]

    /// Returns the contents of a database file; without it, fails under CI=true and cancels the test otherwise.
    static func databaseFile(_ name: String) throws -> String {
        let path = "/usr/share/unicode/\(name)"
        guard let data = FileManager.default.contents(atPath: path) else {
            let message = "\(path) is missing; install it with `apt-get install unicode-data`"
            if UnicodeDataFiles.isContinuousIntegration {
                Issue.record(Comment(rawValue: message))
                throw CancellationError()
            }
            try Test.cancel(Comment(rawValue: message))
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// The code-point ranges and first values of a database file's data lines.
    static func ranges(in file: String) -> [(ClosedRange<UInt32>, String)] {
        file.split(separator: "\n").compactMap { line in
            let data = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let fields = data.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count >= 2 else { return nil }
            let bounds = fields[0].components(separatedBy: "..").compactMap { UInt32($0, radix: 16) }
            guard let first = bounds.first, let last = bounds.last else { return nil }
            return (first...last, fields[1])
        }
    }

    @Test func everyCodePointHasItsDerivedBidiClass() throws {
        let file = try Self.databaseFile("extracted/DerivedBidiClass.txt")
        let codes = Dictionary(uniqueKeysWithValues: BidiClass.allCases.map { ($0.abbreviation, $0.rawValue) })
        var expected = [UInt8](repeating: BidiClass.leftToRight.rawValue, count: 0x110000)
        // The defaults for unlisted code points, in the order the file gives them.
        var defaultCount = 0
        for line in file.split(separator: "\n") where line.hasPrefix("# @missing:") {
            let fields = line.dropFirst("# @missing:".count).split(separator: ";")
            let bounds = fields[0].trimmingCharacters(in: .whitespaces).components(separatedBy: "..")
            let name = fields[1].trimmingCharacters(in: .whitespaces)
            guard let first = Int(bounds[0], radix: 16), let last = Int(bounds[1], radix: 16),
                let value = Self.longNames[name].flatMap({ codes[$0] })
            else {
                Issue.record("Unexpected @missing line: \(line)")
                continue
            }
            for point in first...last { expected[point] = value }
            defaultCount += 1
        }
        #expect(defaultCount >= 20)
        for (range, name) in Self.ranges(in: file) {
            guard let value = codes[name] else {
                Issue.record("Unknown class \(name)")
                continue
            }
            for point in range { expected[Int(point)] = value }
        }
        var mismatches: [String] = []
        for point in 0..<0x110000 {
            let found = BidiClass(codePoint: UInt32(point))
            if found.rawValue != expected[point] && mismatches.count < 20 {
                mismatches.append(
                    "U+\(String(point, radix: 16)): \(found.abbreviation), expected code \(expected[point])")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
        // ASCII needs no index stage.
        for byte in UInt8(0)..<0x80 {
            #expect(BidiTables.asciiClassCode(of: byte) == BidiClass(codePoint: UInt32(byte)).rawValue)
        }
    }

    @Test func bracketsMatchBidiBracketsTxt() throws {
        let file = try Self.databaseFile("BidiBrackets.txt")
        var listed: [UInt32: (pair: UInt32, isOpening: Bool)] = [:]
        for line in file.split(separator: "\n") {
            let data = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let fields = data.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count == 3, let point = UInt32(fields[0], radix: 16),
                let pair = UInt32(fields[1], radix: 16)
            else { continue }
            listed[point] = (pair, fields[2] == "o")
        }
        #expect(listed.count == 128)
        // U+2329 and U+232A are canonically equivalent to U+3008 and U+3009.
        func canonical(_ point: UInt32) -> UInt32 {
            [0x2329: 0x3008, 0x232A: 0x3009][point] ?? point
        }
        var found = 0
        for point in UInt32(0)..<0x110000 {
            guard let bracket = BidiTables.bracket(of: point) else { continue }
            found += 1
            guard let entry = listed[point] else {
                Issue.record("U+\(String(point, radix: 16)) is no paired bracket")
                continue
            }
            #expect(
                bracket.canonical == canonical(point) && bracket.canonicalPair == canonical(entry.pair)
                    && bracket.isOpening == entry.isOpening, "U+\(String(point, radix: 16))")
        }
        #expect(found == listed.count)
    }

    @Test func mirrorsMatchBidiMirroringTxt() throws {
        let file = try Self.databaseFile("BidiMirroring.txt")
        var listed: [UInt32: UInt32] = [:]
        for (range, value) in Self.ranges(in: file) {
            listed[range.lowerBound] = UInt32(value, radix: 16)
        }
        #expect(listed.count == 428)
        var found = 0
        var mismatches: [UInt32] = []
        for point in UInt32(0)..<0x110000 {
            guard let scalar = Unicode.Scalar(point) else { continue }
            let mirror = BidiMirroring.mirror(of: scalar)
            if mirror != nil { found += 1 }
            if mirror?.value != listed[point] { mismatches.append(point) }
        }
        #expect(mismatches.isEmpty, "Wrong mirrors: \(mismatches.prefix(20).map { String($0, radix: 16) })")
        #expect(found == listed.count)
        #expect(BidiMirroring.mirror(of: "(") == ")" && BidiMirroring.mirror(of: "≤") == "≥")
        #expect(BidiMirroring.mirror(of: "\u{2329}") == "\u{232A}" && BidiMirroring.mirror(of: "a") == nil)
    }
}
