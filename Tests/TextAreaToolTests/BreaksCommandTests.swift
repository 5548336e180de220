import Foundation
import Testing

@testable import textarea_measure

/// `textarea-measure --breaks`, run as a program and called directly.
@Suite struct BreaksCommandTests {
    /// The records "a b", "中文。", "x\r\ny", NUL-terminated.
    static let validInput = Array("a b\0中文。\0x\r\ny\0".utf8)

    /// Runs the built `textarea-measure` with `arguments` and `input` on standard input.
    static func runTool(_ arguments: [String], input: [UInt8]) throws -> (output: String, error: String, status: Int32)
    {
        try BuiltTool.run("textarea-measure", arguments, input: input)
    }

    @Test func toolPrintsScalarOffsetsPerRecord() throws {
        let result = try Self.runTool(["--breaks"], input: Self.validInput)
        #expect(result.output == "2 3\n1 3\n3! 4\n")
        #expect(result.error.isEmpty)
        #expect(result.status == 0)
    }

    @Test func toolRejectsInvalidUTF8WithNoOutput() throws {
        let result = try Self.runTool(["--breaks"], input: Self.validInput + [0x61, 0xC3, 0x28, 0])
        #expect(result.output.isEmpty)
        #expect(result.error == "textarea-measure: record 4 is not valid UTF-8 (byte offset 1)\n")
        #expect(result.status == 2)
    }

    @Test func toolRejectsUnknownArgumentsInOneLine() throws {
        let result = try Self.runTool(["--frobnicate"], input: [])
        #expect(result.output.isEmpty)
        #expect(result.error == "textarea-measure: unknown option '--frobnicate' (see --help)\n")
        #expect(result.status == 2)
    }

    @Test func aTrailingNulEndsTheLastRecord() {
        #expect(BreaksCommand.run(input: Array("ab\0".utf8)).output == "2\n")
        #expect(BreaksCommand.run(input: Array("ab".utf8)).output == "2\n")
        #expect(BreaksCommand.run(input: Array("ab\0\0".utf8)).output == "2\n\n")
        #expect(BreaksCommand.run(input: Array("\0ab".utf8)).output == "\n2\n")
    }

    @Test func emptyInputIsOneEmptyRecord() {
        let result = BreaksCommand.run(input: [])
        #expect(result.output == "\n")
        #expect(result.status == 0)
    }

    @Test func offsetsCountScalarsNotBytes() {
        // é as e + U+0301, then a space: the break is after the third scalar.
        #expect(BreaksCommand.run(input: Array("e\u{301} 中".utf8)).output == "3 4\n")
        #expect(BreaksCommand.run(input: Array("a\u{2028}b".utf8)).output == "2! 3\n")
    }

    @Test func invalidRecordIsReportedByNumberAndOffset() {
        let result = BreaksCommand.run(input: Array("ok\0".utf8) + [0x61, 0x62, 0xE4, 0xB8])
        #expect(result.output.isEmpty)
        #expect(result.error == "textarea-measure: record 2 is not valid UTF-8 (byte offset 2)")
        #expect(result.status == 2)
    }
}
