import Glibc
import Testing

@testable import X11TextArea

extension X11Tests {
    /// `textarea-demo --file` keeps a file's line ends: in a file of CR LF lines, a typed line break is saved as CR LF; a file that mixes line ends, or has a lone CR, keeps its bytes and gets LF.
    @Suite struct DemoLineEndingTests {
        let display: String
        let scratch = ScratchDirectory()

        init() throws {
            display = try X11TestEnvironment.displayName()
        }

        @Test func lineBreaksTypedIntoACRLFFileAreSavedAsCRLF() throws {
            let path = scratch.file("windows.txt")
            writeFile(path, Array("first\r\nsecond\r\n".utf8))
            let demo = try LiveDemo(["--single", "--file", path], display: display)
            try demo.key("ctrl+End")
            try demo.type("third")
            try demo.key("Return")
            try demo.type("fourth")
            expectFileBytes(path, toBecome: Array("first\r\nsecond\r\nthird\r\nfourth".utf8), timeout: 8)
            // A line break in the middle of a line, at the end of the text's first line.
            try demo.key("ctrl+Home", "End", "Return")
            expectFileBytes(path, toBecome: Array("first\r\n\r\nsecond\r\nthird\r\nfourth".utf8), timeout: 8)
            kill(demo.process.processID, SIGTERM)
            #expect(demo.process.waitForExit(timeout: 10) == 0)
            #expect(fileBytes(path) == Array("first\r\n\r\nsecond\r\nthird\r\nfourth".utf8))
        }

        @Test func mixedLineEndsKeepTheirBytesAndTypedBreaksAreLF() throws {
            let path = scratch.file("mixed.txt")
            // CR LF, LF, and a lone CR: not one style, so nothing is converted.
            let original = Array("dos\r\nunix\nmac\rend".utf8)
            writeFile(path, original)
            let demo = try LiveDemo(["--single", "--file", path], display: display)
            try demo.key("ctrl+End", "Return")
            try demo.type("new")
            expectFileBytes(path, toBecome: original + Array("\nnew".utf8), timeout: 8)
            kill(demo.process.processID, SIGTERM)
            #expect(demo.process.waitForExit(timeout: 10) == 0)
            #expect(fileBytes(path) == original + Array("\nnew".utf8))
        }
    }
}
