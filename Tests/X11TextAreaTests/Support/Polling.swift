import Glibc
import TextAreaCore

/// Checks `condition` every `interval` seconds until it holds or `timeout` seconds pass; returns whether it held.
func waitUntil(timeout: Double, interval: Double = 0.05, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = MonotonicClock.now() + timeout
    while true {
        if try condition() { return true }
        if MonotonicClock.now() > deadline { return false }
        usleep(useconds_t(interval * 1_000_000))
    }
}

/// The contents of the file at `path` as UTF-8 text (invalid bytes repaired), or nil when it cannot be read.
func fileText(_ path: String) -> String? {
    fileBytes(path).map { String(decoding: $0, as: UTF8.self) }
}

/// The bytes of the file at `path`, or nil when it cannot be read.
func fileBytes(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = fread(&chunk, 1, chunk.count, file)
        if count == 0 { break }
        bytes.append(contentsOf: chunk[0..<count])
    }
    return bytes
}

/// Writes `bytes` to `path`, replacing it.
func writeFile(_ path: String, _ bytes: [UInt8]) {
    guard let file = fopen(path, "wb") else { return }
    _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    fclose(file)
}

/// A fresh directory under /tmp for one test's files, removed with its contents when the value goes away.
final class ScratchDirectory: Sendable {
    let path: String

    init() {
        var template = Array("/tmp/textarea-test-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        path = made.map { String(cString: $0) } ?? "/tmp"
    }

    /// The path of `name` inside the directory.
    func file(_ name: String) -> String { "\(path)/\(name)" }

    deinit {
        remove()
    }

    private func remove() {
        guard path != "/tmp", let directory = opendir(path) else { return }
        while let entry = readdir(directory) {
            let name = withUnsafeMutablePointer(to: &entry.pointee.d_name) { field in
                // Read up to the NUL only: the entry may be shorter than `dirent`, whose name field is the longest possible.
                field.withMemoryRebound(to: CChar.self, capacity: 1) { String(cString: $0) }
            }
            if name != "." && name != ".." { unlink("\(path)/\(name)") }
        }
        closedir(directory)
        rmdir(path)
    }
}
