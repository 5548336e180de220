import Glibc
import TextAreaCore

/// A failure to read or save the demo's file, with a message for the person running it.
struct FileError: Error, CustomStringConvertible {
    var description: String
}

/// The file `--file` names: read once as UTF-8 (invalid bytes repaired) and replaced atomically on save (see `TextFile+Saving.swift`).
struct TextFile {
    /// The path as given.
    let path: String

    /// The directory holding the file, where the temporary file of a save goes.
    var directory: String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let prefix = path[..<slash]
        return prefix.isEmpty ? "/" : String(prefix)
    }

    /// Reads the file; nil when it does not exist yet. `original` holds the bytes as read when they were not valid UTF-8 (the text then has U+FFFD in their place), nil otherwise.
    ///
    /// The bytes go into the storage's chunks a piece at a time (see
    /// `TextStorageBuilder`): no `String` of the whole text is made.
    func read() throws -> (text: TextStorage, original: [UInt8]?)? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw FileError(description: "cannot read '\(path)': \(Self.reason())")
        }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            throw FileError(description: "cannot read '\(path)': it is a directory")
        }
        var bytes: [UInt8] = []
        if status.st_size > 0 { bytes.reserveCapacity(Int(status.st_size)) }
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileError(description: "cannot read '\(path)': \(Self.reason())")
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        var builder = TextStorageBuilder()
        bytes.withUnsafeBufferPointer { builder.appendRepairingUTF8($0) }
        let text = builder.finish()
        let repaired = !bytes.withUnsafeBufferPointer { text.hasBytes($0, in: 0..<text.utf8Count) }
        return (text, repaired ? bytes : nil)
    }

    /// Why saving into the directory cannot work, or nil when it looks possible (it exists and is writable).
    func directoryProblem() -> String? {
        let directory = TextFile(path: Self.resolvedPath(path)).directory
        var status = stat()
        guard stat(directory, &status) == 0 else {
            return
                "cannot save '\(path)': the directory '\(directory)' \(errno == ENOENT ? "does not exist" : Self.reason())"
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            return "cannot save '\(path)': '\(directory)' is not a directory"
        }
        guard access(directory, W_OK) == 0 else {
            return "cannot save '\(path)': the directory '\(directory)' is not writable"
        }
        return nil
    }

    /// The file a symbolic link points to, or `path` itself.
    static func resolvedPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The permissions of the existing file, or 0644 less the umask for a new one.
    static func mode(of path: String) -> mode_t {
        var status = stat()
        if stat(path, &status) == 0 { return status.st_mode & 0o7777 }
        let mask = umask(0)
        umask(mask)
        return 0o644 & ~mask
    }

    /// The message of the current `errno`.
    static func reason() -> String {
        String(cString: strerror(errno))
    }
}
