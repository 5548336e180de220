import Foundation
import Testing
import TextAreaCore

@testable import textarea_measure

/// `textarea-measure --words`, and `--breaks` over Thai, run as a program (which splits with ICU) and called directly (without a segmenter).
@Suite struct WordsCommandTests {
    /// "Thai is the official language", written without spaces as Thai is.
    static let thai = "ภาษาไทยเป็นภาษาราชการ"

    @Test func toolPrintsWordBoundariesInScalarsPerRecord() throws {
        let input = Array("Hello, world\0don't stop 3.14\0\0e\u{301}!\0".utf8)
        let result = try BreaksCommandTests.runTool(["--words"], input: input)
        #expect(result.output == "5 6 7 12\n5 6 10 11 15\n\n2 3\n")
        #expect(result.error.isEmpty)
        #expect(result.status == 0)
    }

    @Test func toolSplitsThaiChineseAndJapaneseWithTheDictionary() throws {
        let input = Array("\(Self.thai)\0中文文本。\0日本語を入力\0".utf8)
        let result = try BreaksCommandTests.runTool(["--words"], input: input)
        // ภาษา|ไทย|เป็น|ภาษา|ราชการ, 中文|文本|。, 日本語|を|入力
        #expect(result.output == "4 7 11 15 21\n2 4 5\n3 4 6\n")
        #expect(result.status == 0)
    }

    @Test func toolBreaksThaiLinesBetweenWords() throws {
        let result = try BreaksCommandTests.runTool(["--breaks"], input: Array("\(Self.thai) ok\0中文。\0".utf8))
        // The space stays with the word before it; Chinese lines break between ideographs as before.
        #expect(result.output == "4 7 11 15 22 24\n1 3\n")
        #expect(result.status == 0)
    }

    @Test func withoutASegmenterThaiIsOneWordPerLetterAndHasNoLineBreak() {
        // UAX #29 alone splits at every Thai letter that starts a cluster; UAX #14 alone never breaks inside the run.
        #expect(BreaksCommand.run(input: Array(Self.thai.utf8)).output == "21\n")
        let words = WordsCommand.run(input: Array("ภาษา".utf8)).output
        #expect(words == "1 2 3 4\n")
    }

    /// In `a 🇦 ZWJ 🇧 🇨 b` the joiner ends the cluster `🇦 ZWJ` and `🇧🇨` is a flag, but the word rules skip the joiner (WB4) and pair 🇦 with 🇧.
    @Test func wordsPrintsTheBoundaryUAX29PutsInsideAFlagThatATextAreaSkips() {
        let text = "a\u{1F1E6}\u{200D}\u{1F1E7}\u{1F1E8}b"
        #expect(WordsCommand.run(input: Array(text.utf8)).output == "1 4 5 6\n")
        // A text area's word moves keep the flag whole: its segments end after scalars 1, 5 and 6 (bytes 1, 16, 17).
        let segments = Array(text.utf8).withUnsafeBufferPointer { wordSegments(in: $0, segmenter: nil) }
        #expect(segments.map(\.range.upperBound) == [1, 16, 17])
    }

    @Test func wordsReportsInvalidUTF8LikeBreaks() throws {
        let result = try BreaksCommandTests.runTool(["--words"], input: Array("ok\0".utf8) + [0x61, 0xFF])
        #expect(result.output.isEmpty)
        #expect(result.error == "textarea-measure: record 2 is not valid UTF-8 (byte offset 1)\n")
        #expect(result.status == 2)
    }

    @Test func wordsTakesNoOtherOptions() throws {
        let result = try BreaksCommandTests.runTool(["--words", "--json"], input: [])
        WrapCommandTests.expectOneLineError(result, mentioning: "--words takes no other options")
        let both = try BreaksCommandTests.runTool(["--words", "--breaks"], input: [])
        WrapCommandTests.expectOneLineError(both, mentioning: "takes no other options")
    }
}
