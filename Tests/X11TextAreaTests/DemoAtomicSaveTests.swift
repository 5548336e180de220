import Glibc
import SeededRandom
import Testing

@testable import X11TextArea

extension X11Tests {
    /// Saving is atomic: the demo is killed with SIGKILL at random moments, many of them while it writes its file, and the file always holds exactly the old text or the new one.
    ///
    /// Each round starts the demo on the file, types continuously at the very
    /// start of the text, and kills it: every other round while a save's
    /// temporary file holds part of the text, the others once a random number
    /// of the typed keys have been handled. The file must then be some prefix of
    /// what was typed followed by the whole of the previous file: a save cut
    /// short, an empty file or a mix of old and new cannot pass, because any
    /// of them loses the end. At least one kill must land while a save writes,
    /// or the test proved nothing. `TEXTAREA_SAVE_KILLS` sets the number of
    /// rounds (8 by default) for a longer soak.
    @Suite struct DemoAtomicSaveTests {
        let display: String

        init() throws {
            display = try X11TestEnvironment.displayName()
        }

        /// The number of rounds, from `TEXTAREA_SAVE_KILLS`.
        static let rounds: Int = {
            guard let raw = getenv("TEXTAREA_SAVE_KILLS"), let value = Int(String(cString: raw)), value > 0 else {
                return 8
            }
            return value
        }()

        /// About `byteCount` bytes of numbered lines, large enough that a save takes a while.
        private func numberedLines(byteCount: Int) -> [UInt8] {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(byteCount + 100)
            var number = 0
            while bytes.count < byteCount {
                bytes += Array("line \(number): the old text must survive every kill, 古いテキスト\n".utf8)
                number += 1
            }
            return bytes
        }

        /// The size of the file at `path`, or nil when it does not exist.
        private func fileSize(_ path: String) -> Int? {
            var status = stat()
            return stat(path, &status) == 0 ? Int(status.st_size) : nil
        }

        /// The names of the save's temporary files in `directory`.
        private func temporaries(in directory: String, of name: String) -> [String] {
            guard let listing = opendir(directory) else { return [] }
            defer { closedir(listing) }
            var names: [String] = []
            while let entry = readdir(listing) {
                let entryName = withUnsafeMutablePointer(to: &entry.pointee.d_name) { field in
                    // Read up to the NUL only: the entry may be shorter than `dirent`, whose name field is the longest possible.
                    field.withMemoryRebound(to: CChar.self, capacity: 1) { String(cString: $0) }
                }
                if entryName.hasPrefix(".\(name).textarea-save.") { names.append(entryName) }
            }
            return names
        }

        @Test func killingTheDemoAtRandomMomentsLeavesTheOldOrTheNewFile() throws {
            let scratch = ScratchDirectory()
            let path = scratch.file("notes.txt")
            writeFile(path, numberedLines(byteCount: 2 << 20))
            var random = SplitMix64(seed: UInt64(Self.rounds) &* 7919)
            var killedMidSave = 0
            var outcomes: [String] = []
            for round in 0..<Self.rounds {
                let old = try #require(fileBytes(path))
                let demo = try LiveDemo(["--single", "--file", path], display: display)
                try demo.key("ctrl+Home")
                let typed = "r\(round)-" + String(repeating: "abcdefghij", count: 40)
                let typist = try BackgroundProcess("xdotool", ["type", "--delay", "6", typed], display: display)
                // Temporary files killed saves left behind, until this run's first save removes them.
                let leftBefore = Set(temporaries(in: scratch.path, of: "notes.txt"))
                if round.isMultiple(of: 2) {
                    // While a save writes: its new temporary file holds some of the text, not all of it.
                    // A save can slip between two looks on a loaded machine; the count below says whether any kill landed.
                    _ = waitUntil(timeout: 30, interval: 0.0002) {
                        Set(temporaries(in: scratch.path, of: "notes.txt")).subtracting(leftBefore).contains { name in
                            fileSize("\(scratch.path)/\(name)").map { $0 > 0 && $0 < old.count } ?? false
                        }
                    }
                } else {
                    // At a random point of the typing: once that many keys have been handled.
                    let keys = 1 + random.below(typed.count - 1)
                    try demo.process.waitForTrace("key", count: keys)
                }
                kill(demo.process.processID, SIGKILL)
                #expect(demo.process.waitForExit(timeout: 30) == 128 + SIGKILL)
                typist.terminate()
                // xdotool stopped half-way may leave a key down, which would swallow that key's next press.
                try Xdotool.run(["keyup"] + Set(typed).map { $0 == "-" ? "minus" : String($0) }, display: display)
                let left = temporaries(in: scratch.path, of: "notes.txt")
                if !left.isEmpty && Set(left) != leftBefore { killedMidSave += 1 }
                // Each save removes what killed saves left before making its own.
                #expect(left.count <= 1, "round \(round): temporary files pile up: \(left)")

                let now = try #require(fileBytes(path))
                let typedBytes = Array(typed.utf8)
                let added = now.count - old.count
                let isOldOrNew =
                    added >= 0 && added <= typedBytes.count
                    && now[added...].elementsEqual(old) && now[..<added].elementsEqual(typedBytes[..<added])
                let problem =
                    "round \(round): the file has \(now.count) bytes, the old one \(old.count); "
                    + "it is neither the old text nor the old text after a prefix of '\(typed)'; it starts with "
                    + String(reflecting: String(decoding: now.prefix(max(added, 0) + 80), as: UTF8.self))
                #expect(isOldOrNew, Comment(rawValue: problem))
                outcomes.append(added == 0 ? "old" : "new+\(added)")
                if !isOldOrNew { break }
            }

            // A clean run afterwards: its first save removes what the killed saves left behind.
            let demo = try LiveDemo(["--single", "--file", path], display: display)
            let before = try #require(fileBytes(path))
            try demo.key("ctrl+Home")
            try demo.type("done ")
            #expect(waitUntil(timeout: 30) { fileBytes(path).map { $0.count == before.count + 5 } ?? false })
            kill(demo.process.processID, SIGTERM)
            #expect(demo.process.waitForExit(timeout: 30) == 0)
            #expect(fileBytes(path).map { Array($0.prefix(5)) } == Array("done ".utf8))
            #expect(temporaries(in: scratch.path, of: "notes.txt").isEmpty, "temporary files are left over")
            #expect(killedMidSave >= 1, "no kill landed while a save was writing")
            print(
                "atomic saves: \(Self.rounds) kills, \(killedMidSave) while a save was writing; the file held "
                    + outcomes.joined(separator: ", "))
        }
    }
}
