import Glibc
import SeededRandom
import Testing

@testable import X11TextArea

extension X11Tests {
    /// `textarea-demo --file` never loses the bytes of the file it opened: a file that is not valid UTF-8 is kept untouched in `PATH.orig` before the first save replaces it, and valid UTF-8 is saved back byte for byte.
    @Suite struct DemoFileSafetyTests {
        let display: String
        let scratch = ScratchDirectory()

        init() throws {
            display = try X11TestEnvironment.displayName()
        }

        /// Whether a file exists at `path`.
        private func exists(_ path: String) -> Bool {
            access(path, F_OK) == 0
        }

        @Test func latin1FileIsKeptInABackupBeforeTheFirstSave() throws {
            let path = scratch.file("latin1.txt")
            // "café naïve\n" in Latin-1: é and ï are single bytes, invalid as UTF-8.
            let original = Array("caf".utf8) + [0xE9] + Array(" na".utf8) + [0xEF] + Array("ve\n".utf8)
            writeFile(path, original)
            let demo = try LiveDemo(["--single", "--file", path], display: display)
            #expect(
                demo.process.standardError.contains("not valid UTF-8")
                    && demo.process.standardError.contains("'\(path).orig'"),
                "stderr: \(demo.process.standardError)")
            // Opening alone changes nothing on disk.
            #expect(fileBytes(path) == original)
            #expect(!exists(path + ".orig"))

            try demo.key("ctrl+End")
            try demo.type("!")
            expectFile(path, toBecome: "caf\u{FFFD} na\u{FFFD}ve\n!")
            #expect(fileBytes(path + ".orig") == original, "the backup does not hold the original bytes")
            #expect(
                waitUntil(timeout: 4) {
                    demo.process.standardError.contains("kept the original bytes of '\(path)' in '\(path).orig'")
                },
                "stderr: \(demo.process.standardError)")

            // Later saves leave the one backup alone.
            try demo.type("?")
            expectFile(path, toBecome: "caf\u{FFFD} na\u{FFFD}ve\n!?")
            kill(demo.process.processID, SIGTERM)
            #expect(demo.process.waitForExit(timeout: 10) == 0)
            #expect(fileBytes(path + ".orig") == original)
            #expect(!exists(path + ".orig.1"), "a second backup was made")
        }

        @Test func binaryFileBacksUpBesideAnExistingBackupWithoutTouchingIt() throws {
            let path = scratch.file("data.bin")
            var random = SplitMix64(seed: 17)
            let original = (0..<(64 << 10)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            writeFile(path, original)
            let earlierBackup = Array("an older backup the demo must not replace".utf8)
            writeFile(path + ".orig", earlierBackup)
            let demo = try LiveDemo(["--single", "--file", path], display: display)
            try demo.key("ctrl+Home")
            try demo.type("x")
            #expect(
                waitUntil(timeout: 8) { fileBytes(path).map { $0.first == UInt8(ascii: "x") } ?? false },
                "the typed character was never saved")
            #expect(fileBytes(path + ".orig.1") == original, "the backup does not hold the original bytes")
            #expect(fileBytes(path + ".orig") == earlierBackup, "an existing file was replaced")
            #expect(
                waitUntil(timeout: 4) { demo.process.standardError.contains("in '\(path).orig.1'") },
                "stderr: \(demo.process.standardError)")
            kill(demo.process.processID, SIGTERM)
            #expect(demo.process.waitForExit(timeout: 10) == 0)
        }

        @Test func withoutRoomForABackupTheFileIsNeverReplaced() throws {
            let path = scratch.file("full.txt")
            let original: [UInt8] = Array("na".utf8) + [0xEF] + Array("ve".utf8)
            writeFile(path, original)
            // Every backup name is taken.
            writeFile(path + ".orig", [])
            for number in 1...99 { writeFile(path + ".orig.\(number)", []) }
            let demo = try LiveDemo(["--single", "--file", path], display: display)
            try demo.type("x")
            #expect(
                waitUntil(timeout: 6) { demo.process.standardError.contains("'\(path)' was not saved") },
                "stderr: \(demo.process.standardError)")
            #expect(fileBytes(path) == original, "the file was replaced without a backup")
            #expect(fileBytes(path + ".orig") == [])
            kill(demo.process.processID, SIGTERM)
            // The final save fails the same way: the exit status says so, and the file is still untouched.
            #expect(demo.process.waitForExit(timeout: 10) == 1)
            #expect(fileBytes(path) == original)
        }

        @Test func validUTF8RoundTripsByteForByteWithoutABackup() throws {
            let path = scratch.file("valid.txt")
            // A byte order mark, CR LF line ends, a NUL, a tab, a combining mark, an emoji, no final line break.
            let original = Array("\u{FEFF}first line\r\nsecond\0line\twith e\u{301} and 👩‍👩‍👧\r\nlast".utf8)
            writeFile(path, original)
            let demo = try LiveDemo(["--single", "--file", path], display: display)
            try demo.key("ctrl+End")
            try demo.type("!")
            expectFileBytes(path, toBecome: original + Array("!".utf8), timeout: 6)
            try demo.key("BackSpace")
            expectFileBytes(path, toBecome: original, timeout: 6)
            kill(demo.process.processID, SIGTERM)
            #expect(demo.process.waitForExit(timeout: 10) == 0)
            #expect(fileBytes(path) == original)
            #expect(!exists(path + ".orig"), "a valid UTF-8 file got a backup")
            #expect(!demo.process.standardError.contains("UTF-8"), "stderr: \(demo.process.standardError)")
        }
    }
}
