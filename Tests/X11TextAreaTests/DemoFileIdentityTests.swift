import Glibc
import Testing

@testable import X11TextArea

extension X11Tests {
    /// Saving changes a file's text, not what the file is: its owner, group, permissions and extended attributes stay, every hard link sees the new text, and a symbolic link, even a dangling one, is followed to the file it names.
    @Suite struct DemoFileIdentityTests {
        let display: String
        let scratch = ScratchDirectory()

        init() throws {
            display = try X11TestEnvironment.displayName()
        }

        /// The status of what `path` names (links not followed).
        private func status(_ path: String) throws -> stat {
            var status = stat()
            try #require(lstat(path, &status) == 0, "nothing at \(path)")
            return status
        }

        /// Types `text` at the end of the demo's text and waits until `path` holds `expected`, then closes the demo, which must exit with 0.
        private func append(_ text: String, expecting expected: String, at path: String, in demo: LiveDemo) throws {
            try demo.key("ctrl+End")
            try demo.type(text)
            expectFile(path, toBecome: expected, timeout: 8)
            kill(demo.process.processID, SIGTERM)
            #expect(demo.process.waitForExit(timeout: 10) == 0, "stderr: \(demo.process.standardError)")
        }

        @Test func ownerGroupPermissionsAndAttributesAreKept() throws {
            // The demo runs as root when the tests do: a new file of its own would be root's.
            let path = scratch.file("theirs.txt")
            writeFile(path, Array("owned by nobody".utf8))
            let user = DemoProcess.unprivilegedUser
            let isRoot = geteuid() == 0
            if isRoot { try #require(chown(path, user, user) == 0) }
            try #require(chmod(path, 0o640) == 0)
            let hasAttribute = ExtendedAttributes.set("user.origin", to: Array("kept".utf8), on: path)
            let before = try status(path)
            let demo = try LiveDemo(["--single", "--file", path], display: display)
            try append("!", expecting: "owned by nobody!", at: path, in: demo)
            let after = try status(path)
            #expect(after.st_uid == before.st_uid && after.st_gid == before.st_gid, "the owner changed")
            #expect(after.st_mode & 0o7777 == 0o640, "the permissions changed")
            #expect(after.st_mode & S_IFMT == S_IFREG)
            if hasAttribute {
                #expect(ExtendedAttributes.value(of: "user.origin", on: path) == Array("kept".utf8))
            }
            if isRoot { #expect(after.st_uid == user) }
        }

        @Test func everyHardLinkSeesTheNewText() throws {
            let path = scratch.file("linked.txt")
            let other = scratch.file("other-name.txt")
            writeFile(path, Array("one file, two names".utf8))
            try #require(link(path, other) == 0)
            let before = try status(path)
            let demo = try LiveDemo(["--single", "--file", path], display: display)
            try append(".", expecting: "one file, two names.", at: path, in: demo)
            #expect(fileText(other) == "one file, two names.", "the other name keeps the old text")
            let after = try status(path)
            #expect(after.st_ino == before.st_ino && after.st_nlink == 2, "the names no longer share the file")
            #expect(try status(other).st_ino == before.st_ino)
        }

        @Test func danglingLinkIsFollowedAndItsTargetCreated() throws {
            let target = scratch.file("target.txt")
            let path = scratch.file("link.txt")
            // A relative link, taken from the link's directory.
            try #require(symlink("target.txt", path) == 0)
            let demo = try LiveDemo(["--single", "--file", path], display: display)
            try append("made through the link", expecting: "made through the link", at: target, in: demo)
            #expect(try status(path).st_mode & S_IFMT == S_IFLNK, "the link was replaced")
            #expect(fileText(path) == "made through the link")
        }

        @Test func linkToAnExistingFileIsKeptAndTheFileSaved() throws {
            let target = scratch.file("real.txt")
            let path = scratch.file("alias.txt")
            writeFile(target, Array("through an alias".utf8))
            try #require(symlink(target, path) == 0)
            let demo = try LiveDemo(["--single", "--file", path], display: display)
            try append("!", expecting: "through an alias!", at: target, in: demo)
            #expect(try status(path).st_mode & S_IFMT == S_IFLNK, "the link was replaced")
        }

        /// Only when the tests run as root can the file belong to someone other than the demo's user (in CI, it fails otherwise).
        @Test(.enabled(if: geteuid() == 0 || X11TestEnvironment.isContinuousIntegration, "needs root"))
        func fileWhoseOwnerCannotBeKeptIsWrittenInPlace() throws {
            try #require(geteuid() == 0, "needs root, to make a file the demo's user does not own")
            try #require(chmod(scratch.path, 0o777) == 0)
            let path = scratch.file("roots.txt")
            writeFile(path, Array("root's file, writable by all".utf8))
            try #require(chmod(path, 0o666) == 0)
            let before = try status(path)
            let demo = try LiveDemo(["--single", "--file", path], display: display, dropRoot: true)
            try append("!", expecting: "root's file, writable by all!", at: path, in: demo)
            let after = try status(path)
            #expect(after.st_uid == 0 && after.st_ino == before.st_ino, "the file now belongs to the demo's user")
            #expect(after.st_mode & 0o7777 == 0o666)
        }
    }
}
