import Glibc
import Testing

@testable import X11TextArea

extension X11Tests {
    /// `textarea-demo --file` opens only regular files of up to 256 MiB: a device, a FIFO or a socket is named for what it is and the demo exits with 2 at once, without reading it, blocking on it, or ever replacing it.
    @Suite struct DemoSpecialFilesTests {
        let display: String
        let scratch = ScratchDirectory()

        init() throws {
            display = try X11TestEnvironment.displayName()
        }

        /// The type bits of what `path` names (links not followed), or nil when nothing is there.
        private func fileType(_ path: String) -> mode_t? {
            var status = stat()
            return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : nil
        }

        /// Runs the demo on `path` to its end; expects exit status 2 and a message naming the file and `what`.
        private func expectRefused(_ path: String, as what: String, sourceLocation: SourceLocation = #_sourceLocation)
            throws
        {
            let result = try DemoProcess.run(["--single", "--file", path], display: display, timeout: 30)
            #expect(result.status == 2, "stderr: \(result.errorText)", sourceLocation: sourceLocation)
            #expect(
                result.errorText.contains("cannot open '\(path)': \(what)"), "stderr: \(result.errorText)",
                sourceLocation: sourceLocation)
        }

        @Test func endlessDevicesAreRefusedWithoutBeingRead() throws {
            // Read to the end, /dev/zero and /dev/urandom would fill the memory; /dev/null would be replaced by a save.
            for device in ["/dev/zero", "/dev/urandom", "/dev/null"] {
                try expectRefused(device, as: "it is a character device, not a regular file")
                #expect(fileType(device) == S_IFCHR, "\(device) is no longer a character device")
            }
        }

        @Test func fifoIsRefusedWithoutWaitingForAWriter() throws {
            let path = scratch.file("pipe")
            try #require(mkfifo(path, 0o600) == 0)
            // Opening a FIFO for reading blocks until a writer comes; none will.
            try expectRefused(path, as: "it is a FIFO (named pipe), not a regular file")
            #expect(fileType(path) == S_IFIFO)
        }

        @Test func linkToADeviceIsRefusedAndTheLinkKept() throws {
            let path = scratch.file("null-link")
            try #require(symlink("/dev/null", path) == 0)
            try expectRefused(path, as: "it is a character device")
            #expect(fileType(path) == S_IFLNK)
            #expect(fileType("/dev/null") == S_IFCHR)
        }

        @Test func fileLargerThanTheLimitIsRefusedWithAMessage() throws {
            let path = scratch.file("huge.txt")
            let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            try #require(descriptor >= 0)
            // A sparse file: one byte over 256 MiB takes no room on disk.
            let sized = ftruncate(descriptor, (256 << 20) + 1)
            close(descriptor)
            try #require(sized == 0)
            try expectRefused(path, as: "it holds 256.0 MiB or more; files of up to 256 MiB can be edited")
        }

        @Test func fifoMadeAtThePathLaterIsNeverReplacedBySaving() throws {
            let path = scratch.file("later.txt")
            let demo = try LiveDemo(["--single", "--file", path], display: display)
            // Another program puts a FIFO where the file was going to be.
            try #require(mkfifo(path, 0o600) == 0)
            try demo.type("x")
            #expect(
                waitUntil(timeout: 8) {
                    demo.process.standardError.contains(
                        "cannot save '\(path)': it is a FIFO (named pipe); it was left alone; the text is still in the window"
                    )
                }, "stderr: \(demo.process.standardError)")
            #expect(demo.process.exitStatus() == nil, "the demo exited")
            #expect(fileType(path) == S_IFIFO, "the FIFO was replaced")
        }
    }
}
