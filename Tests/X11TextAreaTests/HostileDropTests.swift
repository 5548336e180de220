import CX11
import Glibc
import Testing

@testable import X11TextArea

extension X11Tests {
    /// The real demo under Xvfb taking drops no person makes: more text than one property read may carry, and Zalgo text by INCR.
    ///
    /// Each drop must land whole, be reported taken (so a "move" source may
    /// delete its copy) only then, and leave the demo running, answering
    /// `_NET_WM_PING` and saving what is typed afterwards.
    @Suite struct HostileDropTests {
        let display: String
        let scratch = ScratchDirectory()

        init() throws {
            display = try X11TestEnvironment.displayName()
        }

        /// Starts the demo on an empty file, drops `bytes` from a source serving them as `serving`, and checks the case.
        private func expectDropLandsWhole(_ bytes: [UInt8], serving: XdndTestSource.Serving, named name: String) throws
        {
            let path = scratch.file(name)
            writeFile(path, [])
            let demo = try HostileDemo(["--single", "--geometry", "400x200", "--file", path], display: display)
            let source = try XdndTestSource(
                display: display, bytes: bytes, types: ["UTF8_STRING"], serving: serving)
            source.enter(demo.window)
            let status = source.position(demo.window, x: 200, y: 100, action: "XdndActionMove")
            try #require(status?.accepted == true, "the demo refused the drag")
            let finished = source.drop(demo.window, timeout: HostileDemo.saveTimeout)
            #expect(finished?.accepted == true && finished?.action == source.atom("XdndActionMove"))
            // The size first: comparing tens of megabytes at every look would be the test's own stall.
            let saved = waitUntil(timeout: HostileDemo.saveTimeout) {
                var status = stat()
                return stat(path, &status) == 0 && Int(status.st_size) == bytes.count && fileBytes(path) == bytes
            }
            #expect(saved, "the file holds \(fileBytes(path)?.count ?? 0) of \(bytes.count) bytes dropped")
            try demo.expectAliveAndAnswering()
            try demo.expectTypingSaved("Q7", after: bytes, in: path)
        }

        @Test func aDropOfMoreThanSixtyFourMebibytesLandsWhole() throws {
            // One property of 65 MiB: the old drop code read 64 MiB, split the fox at the boundary and said "taken".
            let line = Array("The quick brown fox jumps over the lazy dog, 敏捷的棕色狐狸\n".utf8)
            let boundary = 64 << 20
            var bytes: [UInt8] = []
            bytes.reserveCapacity(boundary + (1 << 20) + 4)
            while bytes.count + line.count < boundary - 2 { bytes += line }
            bytes += [UInt8](repeating: UInt8(ascii: "-"), count: boundary - 2 - bytes.count)
            bytes += Array("🦊".utf8)
            while bytes.count < boundary + (1 << 20) { bytes += line }
            try expectDropLandsWhole(bytes, serving: .appended(pieceBytes: 4 << 20), named: "large-drop.txt")
        }

        @Test func zalgoDroppedByIncr() throws {
            try expectDropLandsWhole(
                HostileInputTests.zalgo(marks: 50, words: 500), serving: .incremental(chunkBytes: 16 << 10),
                named: "zalgo-drop.txt")
        }
    }
}
