import Glibc

/// The bytes of a file that was not valid UTF-8, exactly as read, kept beside it before the first save replaces them.
///
/// The demo shows such a file repaired (U+FFFD for each invalid sequence), so
/// saving it would lose the original bytes. Before the first save, they are
/// written to a new file next to the file (`NAME.orig`, or `NAME.orig.1`,
/// `NAME.orig.2`, … when that name is taken; an existing file is never
/// replaced), flushed to disk; only then may the save replace the file.
struct OriginalBackup: Sendable {
    /// The bytes as read when the demo started.
    let bytes: [UInt8]
    /// The file the bytes came from, as given on the command line.
    let path: String

    /// The first name tried for the backup: the file's (after symbolic links) followed by `.orig`.
    var preferredPath: String { TextFile(path: path).target + ".orig" }

    /// Writes the bytes to a new file, the first free one of `NAME.orig`, `NAME.orig.1`, …; returns its path.
    func write() throws -> String {
        let base = preferredPath
        for attempt in 0..<100 {
            let candidate = attempt == 0 ? base : "\(base).\(attempt)"
            let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, TextFile.mode(of: path))
            if descriptor < 0 {
                if errno == EEXIST { continue }
                throw failure(candidate)
            }
            do {
                try writeAll(to: descriptor, named: candidate)
            } catch {
                close(descriptor)
                unlink(candidate)
                throw error
            }
            close(descriptor)
            let directory = TextFile(path: candidate).directory
            let directoryDescriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            if directoryDescriptor >= 0 {
                fsync(directoryDescriptor)
                close(directoryDescriptor)
            }
            return candidate
        }
        throw FileError(description: "cannot keep the original bytes of '\(path)': '\(base)' to '\(base).99' all exist")
    }

    /// Writes every byte to `descriptor` and flushes it to disk.
    private func writeAll(to descriptor: Int32, named name: String) throws {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(name)
            }
            written += count
        }
        guard fsync(descriptor) == 0 else { throw failure(name) }
    }

    /// The error for a backup at `name` that could not be written, with the current `errno`.
    private func failure(_ name: String) -> FileError {
        FileError(description: "cannot keep the original bytes of '\(path)' in '\(name)': \(TextFile.reason())")
    }
}
