import Foundation
import Testing

@testable import TextAreaCore

/// Loading and parsing of the Unicode 15.0 bidi conformance tests, `BidiTest.txt` and `BidiCharacterTest.txt`.
///
/// The files are parsed as bytes through pointers, not as strings:
/// `BidiTest.txt` has half a million lines, and the tests run unoptimised.
enum BidiConformanceSupport {
    /// Where Debian's `unicode-data` package installs `BidiTest.txt`.
    static let bidiTestPath = "/usr/share/unicode/BidiTest.txt"
    /// Where Debian's `unicode-data` package installs `BidiCharacterTest.txt`.
    static let characterTestPath = "/usr/share/unicode/BidiCharacterTest.txt"

    /// Returns the bytes of a conformance file.
    ///
    /// If the file is missing, the calling test fails when the environment
    /// variable CI is set (after recording an issue) and is cancelled otherwise.
    static func contents(of path: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            let message = "\(path) is missing; install it with `apt-get install unicode-data`"
            if UnicodeDataFiles.isContinuousIntegration {
                Issue.record(Comment(rawValue: message))
                return []
            }
            try Test.cancel(Comment(rawValue: message))
        }
        return [UInt8](data)
    }

    /// Calls `body` with each line of `bytes` that holds data (not blank, not a comment) and its 1-based number.
    static func forEachDataLine(in bytes: [UInt8], _ body: (ConformanceLine, Int) -> Void) {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var start = 0
            var number = 1
            while start < buffer.count {
                var end = start
                while end < buffer.count && base[end] != 0x0A { end += 1 }
                let line = ConformanceLine(base: base + start, count: end - start)
                if !line.isBlank { body(line, number) }
                start = end + 1
                number += 1
            }
        }
    }
}

/// One line of a conformance file, read in place.
struct ConformanceLine {
    /// The first byte.
    let base: UnsafePointer<UInt8>
    /// The number of bytes, without the line feed.
    let count: Int

    /// Whether the line is empty, blank or a comment.
    var isBlank: Bool {
        var position = 0
        while position < count && (base[position] == 0x20 || base[position] == 0x09 || base[position] == 0x0D) {
            position += 1
        }
        return position == count || base[position] == UInt8(ascii: "#")
    }

    /// The line as text, for failure messages.
    var text: String {
        String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
    }

    /// Whether the line starts with `prefix`.
    func starts(with prefix: StaticString) -> Bool {
        let bytes = prefix.utf8Start
        guard prefix.utf8CodeUnitCount <= count else { return false }
        for position in 0..<prefix.utf8CodeUnitCount where bytes[position] != base[position] { return false }
        return true
    }

    /// The bounds of the fields between `separator`s (empty ones kept).
    func fields(separator: UInt8) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0
        for position in 0..<count where base[position] == separator {
            result.append(start..<position)
            start = position + 1
        }
        result.append(start..<count)
        return result
    }

    /// The bounds of the tokens in `range`, separated by spaces and tabs (and carriage returns).
    func tokens(in range: Range<Int>) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var position = range.lowerBound
        while position < range.upperBound {
            while position < range.upperBound && isSpace(base[position]) { position += 1 }
            let start = position
            while position < range.upperBound && !isSpace(base[position]) { position += 1 }
            if position > start { result.append(start..<position) }
        }
        return result
    }

    /// Whether `byte` separates tokens.
    private func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D
    }

    /// Parses the unsigned number in `range`, or nil.
    func number(in range: Range<Int>, radix: Int = 10) -> Int? {
        guard !range.isEmpty else { return nil }
        var value = 0
        for position in range {
            let byte = base[position]
            let digit: Int
            switch byte {
            case 0x30...0x39: digit = Int(byte - 0x30)
            case 0x41...0x46: digit = Int(byte - 0x41 + 10)
            case 0x61...0x66: digit = Int(byte - 0x61 + 10)
            default: return nil
            }
            guard digit < radix else { return nil }
            value = value * radix + digit
        }
        return value
    }

    /// Parses a level list in `range` ("1 x 2"): nil entries for x.
    func levels(in range: Range<Int>) -> [Int?]? {
        var result: [Int?] = []
        for token in tokens(in: range) {
            if token.count == 1 && base[token.lowerBound] == UInt8(ascii: "x") {
                result.append(nil)
            } else if let level = number(in: token) {
                result.append(level)
            } else {
                return nil
            }
        }
        return result
    }

    /// Parses an index list in `range` ("2 1 0").
    func indices(in range: Range<Int>) -> [Int]? {
        var result: [Int] = []
        for token in tokens(in: range) {
            guard let index = number(in: token) else { return nil }
            result.append(index)
        }
        return result
    }

    /// Parses class abbreviations in `range` ("L RLE AN"), or returns nil if one is unknown.
    func classes(in range: Range<Int>) -> [BidiClass]? {
        var result: [BidiClass] = []
        var key: UInt32 = 0
        var length = 0
        var position = range.lowerBound
        while position <= range.upperBound {
            let byte = position < range.upperBound ? base[position] : 0x20
            if isSpace(byte) {
                if length > 0 {
                    guard length <= 3, let type = ConformanceLine.classesByKey[key] else { return nil }
                    result.append(type)
                    key = 0
                    length = 0
                }
            } else {
                key = key << 8 | UInt32(byte)
                length += 1
            }
            position += 1
        }
        return result
    }

    /// The bidi classes keyed by their abbreviation's bytes packed into an integer.
    private static let classesByKey: [UInt32: BidiClass] = Dictionary(
        uniqueKeysWithValues: BidiClass.allCases.map { type in
            (type.abbreviation.utf8.reduce(0) { $0 << 8 | UInt32($1) }, type)
        })
}
