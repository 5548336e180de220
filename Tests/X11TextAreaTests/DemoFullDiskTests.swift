import Glibc
import Testing

@testable import X11TextArea

extension X11Tests {
    /// On a full disk the file is never damaged, and a text that cannot be saved when the demo exits is written to the recovery directory, whose file the message names; when even that fails, the message says the text is lost and why.
    ///
    /// The disk is a tmpfs of 64 KiB mounted for the test (as root), holding
    /// a 40 KB file: the file fits, a second copy of it does not.
    @Suite(.enabled(if: geteuid() == 0 || X11TestEnvironment.isContinuousIntegration, "mounting a tmpfs needs root"))
    struct DemoFullDiskTests {
        let display: String
        let scratch = ScratchDirectory()
        /// The file's text: 40 000 bytes of numbered lines.
        let original: [UInt8] = {
            var bytes: [UInt8] = []
            var number = 0
            while bytes.count < 40_000 {
                bytes += Array("line \(number) of a file on a full disk\n".utf8)
                number += 1
            }
            return Array(bytes.prefix(40_000))
        }()

        init() throws {
            display = try X11TestEnvironment.displayName()
        }

        private typealias MountCall =
            @convention(c) (
                UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafePointer<CChar>, UInt, UnsafeRawPointer?
            ) -> Int32
        private typealias UnmountCall = @convention(c) (UnsafePointer<CChar>, Int32) -> Int32

        /// Mounts a tmpfs of `size` bytes on a new directory `name` in the scratch directory, runs `body` with its path, then unmounts and removes it.
        private func withSmallDisk(named name: String, size: Int, _ body: (String) throws -> Void) throws {
            try #require(geteuid() == 0, "mounting a tmpfs needs root")
            let directory = scratch.file(name)
            try #require(mkdir(directory, 0o755) == 0)
            defer { rmdir(directory) }
            let mount = unsafeBitCast(try #require(dlsym(nil, "mount")), to: MountCall.self)
            let unmount = unsafeBitCast(try #require(dlsym(nil, "umount2")), to: UnmountCall.self)
            let mounted = mount("tmpfs", directory, "tmpfs", 0, "size=\(size),mode=0755")
            try #require(mounted == 0, "cannot mount a tmpfs on \(directory): \(String(cString: strerror(errno)))")
            // Detached lazily, so a process still holding a file there cannot keep the mount.
            defer { _ = unmount(directory, 2) }
            try body(directory)
        }

        /// The names in `directory`.
        private func listing(_ directory: String) -> [String] {
            guard let listing = opendir(directory) else { return [] }
            defer { closedir(listing) }
            var names: [String] = []
            while let entry = readdir(listing) {
                let name = withUnsafeMutablePointer(to: &entry.pointee.d_name) { field in
                    field.withMemoryRebound(to: CChar.self, capacity: 1) { String(cString: $0) }
                }
                if name != "." && name != ".." { names.append(name) }
            }
            return names.sorted()
        }

        /// Starts the demo on `path` (holding ``original``) with `XDG_STATE_HOME` set to `stateHome`, types a character that cannot be saved, and closes the window; returns the demo, exited.
        private func typeOnFullDisk(_ path: String, stateHome: String) throws -> LiveDemo {
            writeFile(path, original)
            try #require(fileBytes(path) == original, "the file does not fit on the small disk")
            let demo = try LiveDemo(
                ["--single", "--file", path, "--caret", "start"], display: display,
                environment: ["XDG_STATE_HOME": stateHome])
            try demo.type("x")
            #expect(
                waitUntil(timeout: 8) {
                    demo.process.standardError.contains(
                        "cannot save '\(path)': No space left on device; the text is still in the window")
                }, "stderr: \(demo.process.standardError)")
            #expect(demo.process.exitStatus() == nil, "the demo exited")
            #expect(fileBytes(path) == original, "the file changed")
            try demo.requestClose()
            #expect(demo.process.waitForExit(timeout: 10) == 1, "stderr: \(demo.process.standardError)")
            #expect(fileBytes(path) == original, "the file changed")
            let left = listing(String(path[..<path.lastIndex(of: "/")!])).filter { $0.hasPrefix(".notes.txt.") }
            #expect(left.isEmpty, "temporary files were left on the disk: \(left)")
            return demo
        }

        @Test func textThatCannotBeSavedIsRecoveredWhenTheDemoExits() throws {
            let stateHome = scratch.file("state")
            defer { DemoProcess.removeTree(stateHome) }
            try withSmallDisk(named: "disk", size: 64 << 10) { disk in
                let path = disk + "/notes.txt"
                let demo = try typeOnFullDisk(path, stateHome: stateHome)
                let messages = demo.process.standardError
                let lead = "cannot save '\(path)': No space left on device; the text was written to '"
                let recovered = try #require(
                    messages.components(separatedBy: lead).dropFirst().first?.components(separatedBy: "' instead")
                        .first, "stderr: \(messages)")
                #expect(recovered.hasPrefix(stateHome + "/textarea/recovered/notes.txt."), "recovered to \(recovered)")
                #expect(fileBytes(recovered) == Array("x".utf8) + original, "the recovered file is not the text")
                #expect(!messages.contains("instead; the text is still in the window"))
                // Readable by the user alone.
                var status = stat()
                #expect(stat(recovered, &status) == 0 && status.st_mode & 0o777 == 0o600)
            }
        }

        @Test func recoveryThatFailsTooSaysTheTextIsLostAndWhy() throws {
            try withSmallDisk(named: "disk", size: 64 << 10) { disk in
                let path = disk + "/notes.txt"
                // The recovery directory is on the same full disk.
                let stateHome = disk + "/state"
                let demo = try typeOnFullDisk(path, stateHome: stateHome)
                defer { DemoProcess.removeTree(stateHome) }
                let messages = demo.process.standardError
                #expect(
                    messages.contains(
                        "cannot save '\(path)': No space left on device; the text is lost: it could not be written "
                            + "to a recovery file either: cannot write '\(stateHome)/textarea/recovered/notes.txt."),
                    "stderr: \(messages)")
                #expect(messages.contains("': No space left on device"))
            }
        }
    }
}
