import Foundation
import Testing

@testable import TextAreaCore

/// Checks the generated tables against the Unicode Character Database files they were made from.
@Suite struct UnicodeTablesTests {
    /// Returns the contents of a database file (see ``UnicodeDataFiles``).
    static func databaseFile(_ name: String) throws -> String {
        try UnicodeDataFiles.contents(of: name)
    }

    /// Yields the code-point ranges and values of a database property file.
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

    /// Returns the General_Category of every code point ("Cn" where unassigned).
    static func generalCategories() throws -> [Substring] {
        var categories = [Substring](repeating: "Cn", count: 0x110000)
        var rangeStart: Int?
        for line in try databaseFile("UnicodeData.txt").split(separator: "\n") {
            let fields = line.split(separator: ";", omittingEmptySubsequences: false)
            guard fields.count > 2, let code = Int(fields[0], radix: 16) else { continue }
            if fields[1].hasSuffix(", First>") {
                rangeStart = code
            } else if fields[1].hasSuffix(", Last>"), let start = rangeStart {
                for point in start...code { categories[point] = fields[2] }
                rangeStart = nil
            } else {
                categories[code] = fields[2]
            }
        }
        return categories
    }

    @Test func lineBreakClassesMatchLineBreakTxt() throws {
        var expected = [String](repeating: "XX", count: 0x110000)
        // The defaults for unlisted code points stated in the file's header.
        let defaults: [(ClosedRange<Int>, String)] = [
            (0x3400...0x4DBF, "ID"), (0x4E00...0x9FFF, "ID"), (0xF900...0xFAFF, "ID"),
            (0x20000...0x2FFFD, "ID"), (0x30000...0x3FFFD, "ID"), (0x1F000...0x1FAFF, "ID"),
            (0x1FC00...0x1FFFD, "ID"), (0x20A0...0x20CF, "PR"),
        ]
        for (range, value) in defaults { for point in range { expected[point] = value } }
        for (range, value) in Self.ranges(in: try Self.databaseFile("LineBreak.txt")) {
            for point in range { expected[Int(point)] = value }
        }
        var mismatches: [String] = []
        for point in 0..<0x110000 {
            guard let scalar = Unicode.Scalar(UInt32(point)) else { continue }
            let actual = LineBreakClass(scalar).abbreviation
            if actual != expected[point] && mismatches.count < 20 {
                mismatches.append(
                    "U+\(String(point, radix: 16, uppercase: true)): \(actual), expected \(expected[point])")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    }

    @Test func cellWidthsFollowCategoryAndEastAsianWidth() throws {
        let categories = try Self.generalCategories()
        var eastAsianWidths = [Substring](repeating: "N", count: 0x110000)
        for range in [0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD] {
            for point in range { eastAsianWidths[point] = "W" }
        }
        for (range, value) in Self.ranges(in: try Self.databaseFile("EastAsianWidth.txt")) {
            for point in range { eastAsianWidths[Int(point)] = Substring(value) }
        }
        var mismatches: [String] = []
        for point in 0..<0x110000 {
            guard let scalar = Unicode.Scalar(UInt32(point)) else { continue }
            let expected: Int
            if point == 0xAD {
                expected = 1
            } else if ["Mn", "Me", "Cf", "Cc"].contains(categories[point])
                || (0x1160...0x11FF).contains(point) || (0xD7B0...0xD7FF).contains(point)
            {
                expected = 0
            } else if eastAsianWidths[point] == "W" || eastAsianWidths[point] == "F" {
                expected = 2
            } else {
                expected = 1
            }
            let actual = UnicodeWidth.cells(of: scalar)
            if actual != expected && mismatches.count < 20 {
                mismatches.append("U+\(String(point, radix: 16, uppercase: true)): \(actual), expected \(expected)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    }

    @Test func variantCodesCarryTheExtraProperties() {
        func code(_ value: UInt32) -> UInt8 { UnicodeTables.lineBreakPropertyCode(of: value) }
        #expect(code(0x28) == LineBreakClass.openPunctuation.rawValue)  // (
        #expect(code(0xFF08) == LineBreakPropertyCode.eastAsianOpenPunctuation)  // （
        #expect(code(0x29) == LineBreakClass.closeParenthesis.rawValue)  // )
        // Unicode 15.0 has no wide CP (）is CL), so the CP variant code is unused for now.
        #expect(code(0xFF09) == LineBreakClass.closePunctuation.rawValue)
        #expect(code(0x1F600) == LineBreakClass.ideographic.rawValue)  // 😀, assigned
        #expect(code(0x1FFFD) == LineBreakPropertyCode.unassignedPictographic)
        #expect(code(0x0E01) == LineBreakClass.complexContext.rawValue)  // THAI CHARACTER KO KAI, Lo
        #expect(code(0x0E31) == LineBreakPropertyCode.complexContextMark)  // THAI CHARACTER MAI HAN-AKAT, Mn
    }

    @Test func lineBreakClassesResolvePerLB1() {
        func resolved(_ value: UInt32) -> BreakClass {
            LineBreakPropertyCode.breakClass(ofCode: UnicodeTables.lineBreakPropertyCode(of: value))
        }
        #expect(resolved(0x00A7) == .al)  // § AI
        #expect(resolved(0xE0080) == .al)  // unassigned XX
        #expect(resolved(0x0E01) == .al)  // Thai letter SA
        #expect(resolved(0x0E31) == .cm)  // Thai vowel sign SA
        #expect(resolved(0x3041) == .ns)  // ぁ CJ
        #expect(resolved(0xFF08) == .opEastAsian)
        #expect(resolved(0x1FFFD) == .idUnassignedPictographic)
    }

    @Test func asciiShortcutAgreesWithTheFullLookup() {
        for byte in UInt8(0)..<0x80 {
            let code = UnicodeTables.asciiLineBreakPropertyCode(of: byte)
            #expect(code == UnicodeTables.lineBreakPropertyCode(of: UInt32(byte)))
            #expect(code <= BreakClass.ri.rawValue, "ASCII classes need no LB1 resolution")
        }
    }

    @Test func tableLiteralsHaveTheirFullLength() {
        let codePoints = 0x110000
        #expect(UnicodeTables.lineBreakIndex.utf8CodeUnitCount == 2 * (codePoints >> UnicodeTables.lineBreakBlockShift))
        #expect(UnicodeTables.cellWidthIndex.utf8CodeUnitCount == 2 * (codePoints >> UnicodeTables.cellWidthBlockShift))
        #expect(UnicodeTables.lineBreakLeaves.utf8CodeUnitCount % (1 << UnicodeTables.lineBreakBlockShift) == 0)
        #expect(UnicodeTables.cellWidthLeaves.utf8CodeUnitCount % (1 << UnicodeTables.cellWidthBlockShift) == 0)
    }
}
