import Foundation
import Testing

/// `textarea-measure --columns N [--json]`, run as a program: wrapped lines, the JSON layout in Unicode scalars, and one-line errors with status 2.
@Suite struct WrapCommandTests {
    static func run(_ arguments: [String], _ input: String) throws -> (output: String, error: String, status: Int32) {
        try BreaksCommandTests.runTool(arguments, input: Array(input.utf8))
    }

    /// The `--json` output.
    struct Layout: Decodable, Equatable {
        struct Line: Decodable, Equatable {
            var start: Int
            var length: Int
            var width: Double
        }
        var width: Double
        var height: Double
        var lines: [Line]
    }

    static func layout(_ input: String, columns: Int) throws -> Layout {
        let result = try run(["--columns", "\(columns)", "--json"], input)
        #expect(result.status == 0)
        #expect(result.error.isEmpty)
        return try JSONDecoder().decode(Layout.self, from: Data(result.output.utf8))
    }

    /// Checks a failed run: status 2, nothing on standard output and exactly one line on standard error.
    static func expectOneLineError(_ result: (output: String, error: String, status: Int32), mentioning words: String) {
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.error.hasPrefix("textarea-measure: "))
        #expect(result.error.hasSuffix("\n") && result.error.filter { $0 == "\n" }.count == 1, "\(result.error)")
        #expect(result.error.contains(words), "\(result.error)")
    }

    // MARK: Plain output

    @Test func plainOutputPrintsEachWrappedLine() throws {
        let result = try Self.run(["--columns", "10"], "hello world again")
        #expect(result.output == "hello \nworld \nagain\n")
        #expect(result.error.isEmpty)
        #expect(result.status == 0)
    }

    @Test func plainOutputLeavesBreakCharactersOutAndNoEmptyLastLine() throws {
        #expect(try Self.run(["--columns", "10"], "ab\r\ncd\u{2028}ef\n").output == "ab\ncd\nef\n")
        #expect(try Self.run(["--columns", "10"], "ab\n\ncd").output == "ab\n\ncd\n")
    }

    @Test func plainOutputWrapsWideCharactersAndLongWords() throws {
        #expect(try Self.run(["--columns", "4"], "中文字符串").output == "中文\n字符\n串\n")
        #expect(try Self.run(["--columns", "4"], "abcdefghij").output == "abcd\nefgh\nij\n")
        #expect(try Self.run(["--columns", "4"], "東京、大阪").output == "東\n京、\n大阪\n")
    }

    // MARK: JSON

    @Test func jsonCountsStartsAndLengthsInScalars() throws {
        // "中文 " (3 scalars, 4 cells), "ab 👨‍👩‍👧 " (3 + 5 + 1 scalars, 5 cells visible), "x".
        let layout = try Self.layout("中文 ab 👨‍👩‍👧 x", columns: 6)
        #expect(
            layout
                == Layout(
                    width: 5, height: 3,
                    lines: [
                        .init(start: 0, length: 3, width: 4),
                        .init(start: 3, length: 9, width: 5),
                        .init(start: 12, length: 1, width: 1),
                    ]))
    }

    @Test func jsonLinesIncludeTheirBreakCharacters() throws {
        let layout = try Self.layout("a\r\nb\u{2029}", columns: 5)
        #expect(
            layout
                == Layout(
                    width: 1, height: 3,
                    lines: [
                        .init(start: 0, length: 3, width: 1),
                        .init(start: 3, length: 2, width: 1),
                        .init(start: 5, length: 0, width: 0),
                    ]))
    }

    @Test func jsonLinesCoverTheInputInOrder() throws {
        let input = "Flags 🇯🇵🇫🇷, e\u{301}tude, 「引用」と。tabs\there\nand a verylongwordthatmustbreak 👍🏽"
        let layout = try Self.layout(input, columns: 7)
        var next = 0
        for line in layout.lines {
            #expect(line.start == next)
            #expect(line.width <= 7)
            next += line.length
        }
        #expect(next == input.unicodeScalars.count)
        #expect(layout.height == Double(layout.lines.count))
        #expect(layout.width == layout.lines.map(\.width).max())
    }

    // MARK: Errors

    @Test func zeroColumnsIsAnError() throws {
        Self.expectOneLineError(try Self.run(["--columns", "0"], "abc"), mentioning: "--columns")
        Self.expectOneLineError(try Self.run(["--columns", "-3"], "abc"), mentioning: "--columns")
        Self.expectOneLineError(try Self.run(["--columns", "ten"], "abc"), mentioning: "ten")
        Self.expectOneLineError(try Self.run(["--columns"], "abc"), mentioning: "--columns")
    }

    @Test func invalidUTF8IsAnErrorNamingTheFirstBadByte() throws {
        let result = try BreaksCommandTests.runTool(["--columns", "10"], input: [0x61, 0x62, 0xFF, 0x63])
        Self.expectOneLineError(result, mentioning: "offset 2")
        let truncated = try BreaksCommandTests.runTool(
            ["--columns", "10", "--json"], input: Array("中".utf8).dropLast())
        Self.expectOneLineError(truncated, mentioning: "offset 0")
    }

    @Test func anUnknownFlagIsAnError() throws {
        Self.expectOneLineError(try Self.run(["--columns", "10", "--frobnicate"], "abc"), mentioning: "--frobnicate")
        Self.expectOneLineError(try Self.run(["--wrap"], "abc"), mentioning: "--wrap")
    }
}
