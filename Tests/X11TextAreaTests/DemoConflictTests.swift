import Glibc
import Testing

@testable import X11TextArea

extension X11Tests {
    /// `textarea-demo --file` never overwrites what another program wrote to its file: the window's text goes to `PATH.conflict` (or the next free `PATH.conflict.N`) from then on, so both texts survive; a file whose times alone changed is saved as usual.
    @Suite struct DemoConflictTests {
        let display: String
        let scratch = ScratchDirectory()

        init() throws {
            display = try X11TestEnvironment.displayName()
        }

        /// How many times `text` occurs in `string`.
        private func occurrences(of text: String, in string: String) -> Int {
            string.components(separatedBy: text).count - 1
        }

        @Test func anotherProgramsChangeIsKeptAndTheWindowsTextGoesBesideIt() throws {
            let path = scratch.file("shared.txt")
            writeFile(path, Array("opened text\n".utf8))
            let demo = try LiveDemo(["--single", "--file", path], display: display)
            // Another program rewrites the file in place while it is open.
            let theirs = "the other program's text\n"
            writeFile(path, Array(theirs.utf8))
            try demo.type("x")
            expectFile(path + ".conflict", toBecome: "opened text\nx", timeout: 8)
            #expect(fileText(path) == theirs, "the other program's text was overwritten")
            let message = "'\(path)' was changed by another program"
            #expect(
                waitUntil(timeout: 4) { demo.process.standardError.contains(message) },
                "stderr: \(demo.process.standardError)")
            #expect(demo.process.standardError.contains("saved to '\(path).conflict'"))

            // Later saves go on to the conflict file; the file keeps the other program's text.
            try demo.type("y")
            try demo.process.waitForTrace("saved", count: 2)
            #expect(fileText(path + ".conflict") == "opened text\nxy")
            #expect(fileText(path) == theirs)
            kill(demo.process.processID, SIGTERM)
            #expect(demo.process.waitForExit(timeout: 10) == 0, "stderr: \(demo.process.standardError)")
            #expect(fileText(path) == theirs)
            #expect(fileText(path + ".conflict") == "opened text\nxy")
            #expect(occurrences(of: message, in: demo.process.standardError) == 1, "said more than once")
        }

        @Test func fileReplacedWithTheSameSizeIsNoticedAndAnExistingConflictFileKept() throws {
            let path = scratch.file("renamed.txt")
            writeFile(path, Array("12345 original".utf8))
            let earlierConflict = Array("from an earlier session".utf8)
            writeFile(path + ".conflict", earlierConflict)
            let demo = try LiveDemo(["--single", "--file", path], display: display)
            try demo.type("!")
            expectFile(path, toBecome: "12345 original!", timeout: 8)
            // After the demo saved, another program replaces the file by a rename, with as many bytes as it had.
            let theirs = "67890 theirs!!!"
            writeFile(scratch.file("incoming"), Array(theirs.utf8))
            try #require(rename(scratch.file("incoming"), path) == 0)
            try demo.type("?")
            expectFile(path + ".conflict.1", toBecome: "12345 original!?", timeout: 8)
            #expect(fileText(path) == theirs)
            #expect(fileBytes(path + ".conflict") == earlierConflict, "an existing file was replaced")
            kill(demo.process.processID, SIGTERM)
            #expect(demo.process.waitForExit(timeout: 10) == 0)
            #expect(fileText(path) == theirs)
        }

        @Test func fileWhoseTimesAloneChangedIsSavedAsUsual() throws {
            let path = scratch.file("touched.txt")
            writeFile(path, Array("same bytes".utf8))
            let demo = try LiveDemo(["--single", "--file", path], display: display)
            // Another program touches the file: new times, the same bytes.
            // Without times given, both become the current time.
            try #require(utimensat(AT_FDCWD, path, nil, 0) == 0)
            try demo.type(".")
            expectFile(path, toBecome: "same bytes.", timeout: 8)
            #expect(access(path + ".conflict", F_OK) != 0, "a conflict file was made")
            #expect(!demo.process.standardError.contains("changed by another program"))
        }
    }
}
