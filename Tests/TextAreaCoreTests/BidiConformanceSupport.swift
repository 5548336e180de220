import Foundation
import Testing
@testable import TextAreaCore

/// Loading and parsing of the Unicode 15.0 bidi conformance tests, `BidiTest.txt` and `BidiCharacterTest.txt`.
///
/// The files are parsed as bytes, not strings: `BidiTest.txt` has half a
/// million lines, and the tests run unoptimised.
enum BidiConformanceSupport {
    /// Where Debian's `unicode-data` package installs `BidiTest.txt`.
    static let bidiTestPath = "/usr/share/unicode/BidiTest.txt"
    /// Where Debian's `unicode-data` package installs `BidiCharacterTest.txt`.
    static let characterTestPath = "/usr/share/unicode/BidiCharacterTest.txt"

    /// Returns the bytes of a conformance file.
    ///
    /// If the file is missing, the calling test fails when the environment
    /// variable CI is "true" (after recording an issue) and is cancelled otherwise.
    static func contents(of path: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            let message = "\(path) is missing; install it with `apt-get install unicode-data`"
            if ProcessInfo.processInfo.environment["CI"] == "true" {
                Issue.record(Comment(rawValue: message))
                return []
            }
            try Test.cancel(Comment(rawValue: message))
        }
        return [UInt8](data)
    }

    /// Calls `body` with each line of `bytes` (without its line feed) and its 1-based number.
    static func forEachLine(in bytes: [UInt8], _ body: (ArraySlice<UInt8>, Int) -> Void) {
        var start = 0
        var number = 1
        while start < bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != 0x0A { end += 1 }
            body(bytes[start..<end], number)
            start = end + 1
            number += 1
        }
    }

    /// Splits bytes into tokens separated by `separator` or any space or tab.
    static func tokens(_ bytes: ArraySlice<UInt8>, separator: UInt8 = 0x20) -> [ArraySlice<UInt8>] {
        bytes.split { $0 == separator || $0 == 0x20 || $0 == 0x09 }
    }

    /// Splits bytes into the fields between `separator`s, empty ones kept.
    static func fields(_ bytes: ArraySlice<UInt8>, separator: UInt8) -> [ArraySlice<UInt8>] {
        bytes.split(separator: separator, omittingEmptySubsequences: false)
    }

    /// Parses an unsigned number in `radix` from ASCII digits, or nil.
    static func number(_ token: ArraySlice<UInt8>, radix: Int = 10) -> Int? {
        guard !token.isEmpty else { return nil }
        var value = 0
        for byte in token {
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

    /// Parses a level list ("1 x 2"): nil entries for x.
    static func levels(_ bytes: ArraySlice<UInt8>) -> [Int?]? {
        var result: [Int?] = []
        for token in tokens(bytes) {
            if token.count == 1 && token.first == UInt8(ascii: "x") {
                result.append(nil)
            } else if let level = number(token) {
                result.append(level)
            } else {
                return nil
            }
        }
        return result
    }

    /// Parses an index list ("2 1 0").
    static func indices(_ bytes: ArraySlice<UInt8>) -> [Int]? {
        var result: [Int] = []
        for token in tokens(bytes) {
            guard let index = number(token) else { return nil }
            result.append(index)
        }
        return result
    }

    /// Parses classes separated by spaces ("L RLE AN"), or returns nil if one is unknown.
    static func classes(_ bytes: ArraySlice<UInt8>) -> [BidiClass]? {
        var result: [BidiClass] = []
        var key: UInt32 = 0
        for byte in bytes {
            if byte == 0x20 || byte == 0x09 {
                if key != 0 {
                    guard let type = classesByKey[key] else { return nil }
                    result.append(type)
                    key = 0
                }
            } else {
                key = key << 8 | UInt32(byte)
            }
        }
        if key != 0 {
            guard let type = classesByKey[key] else { return nil }
            result.append(type)
        }
        return result
    }

    /// The bidi classes keyed by their abbreviation's bytes packed into an integer.
    static let classesByKey: [UInt32: BidiClass] = Dictionary(
        uniqueKeysWithValues: BidiClass.allCases.map { (key(ArraySlice($0.abbreviation.utf8)), $0) })

    /// Packs up to four ASCII bytes into an integer.
    static func key(_ token: ArraySlice<UInt8>) -> UInt32 {
        token.reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// Whether `line` holds no data: empty, blank or a comment.
    static func isBlank(_ line: ArraySlice<UInt8>) -> Bool {
        line.first { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }.map { $0 == UInt8(ascii: "#") } ?? true
    }

    /// The text of a line, for failure messages.
    static func text(_ line: ArraySlice<UInt8>) -> String {
        String(decoding: line, as: UTF8.self)
    }
}
