import Glibc
import TextAreaCore

/// What a save did.
enum SaveResult: Sendable {
    /// The file holds the text now; this is its new state.
    case saved(DiskState)
    /// Another program changed the file since the state the save expected; nothing was replaced.
    case changedOnDisk
}

extension TextFile {
    /// Replaces the file's contents with `text` (LF saved as `lineEnding` says) unless another program changed the file since `expected` (nil: the file did not exist).
    ///
    /// The save goes to ``target``: a symbolic link, even a dangling one, is
    /// followed and its target written. Only a regular file the process may
    /// write is replaced; anything else at the path (a device, a FIFO) is left
    /// alone with an error.
    ///
    /// The text is written to a temporary file in the same directory, which
    /// gets the file's owner, group, permissions and extended attributes, is
    /// flushed to disk, and is renamed over the file: a crash at any moment
    /// leaves the old file or the new one, never a mix. Two cases are written
    /// in place instead, after the complete temporary file showed there is room
    /// for the text: a file with several names (hard links), so every name
    /// sees the new text, and a file whose owner the process cannot give to a
    /// new file. A new file gets 0644 less the umask.
    ///
    /// Right before the file is replaced it is looked at again; if it is not
    /// what `expected` describes, nothing is replaced and the result says so.
    /// Makes no X calls, so it may run on any thread.
    func save(_ text: TextStorage, lineEnding: LineEnding, expecting expected: DiskState?) throws -> SaveResult {
        let target = self.target
        let targetDirectory = Self.directory(of: target)
        let name = Self.name(of: target)
        let existing = try openExisting(target)
        defer { if let existing { close(existing.descriptor) } }
        Self.removeAbandonedTemporaries(in: targetDirectory, of: name)
        let (descriptor, temporary) = try createTemporary(in: targetDirectory, of: name)
        var renamed = false
        defer {
            if !renamed { unlink(temporary) }
            // Closing releases the lock, only now that the name is gone one way or the other.
            close(descriptor)
        }
        let written = try TextWriting.write(text, lineEnding: lineEnding, to: descriptor, failure: failure)
        var ownerKept = true
        if let existing {
            ownerKept = FileMetadata.copy(from: existing.descriptor, status: existing.status, to: descriptor)
        } else {
            fchmod(descriptor, Self.newFileMode)
        }
        guard fsync(descriptor) == 0 else { throw failure() }

        if try changedOnDisk(target, since: expected) { return .changedOnDisk }
        if let existing, existing.status.st_nlink > 1 || !ownerKept {
            return .saved(try rewriteInPlace(target, as: existing.status, with: text, lineEnding: lineEnding))
        }
        guard rename(temporary, target) == 0 else { throw failure() }
        renamed = true
        Self.flushDirectory(targetDirectory)
        var status = stat()
        fstat(descriptor, &status)
        return .saved(DiskState(status, hash: written.hash))
    }

    /// The error for a failed save, with the current `errno`.
    private func failure() -> FileError {
        FileError(description: "cannot save '\(path)': \(Self.reason())")
    }

    /// Opens the file at `target` to copy its metadata from, without blocking or following a link; nil when there is none. Throws when it is not a regular file the process may write.
    private func openExisting(_ target: String) throws -> (descriptor: Int32, status: stat)? {
        let descriptor = open(target, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC)
        if descriptor < 0 {
            if errno == ENOENT { return nil }
            let reason = Self.reason()
            var status = stat()
            if lstat(target, &status) == 0 && status.st_mode & S_IFMT != S_IFREG {
                throw notReplaced(target, "it is \(Self.kind(status.st_mode))")
            }
            throw FileError(description: "cannot save '\(path)': cannot open '\(target)': \(reason)")
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            close(descriptor)
            throw failure()
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw notReplaced(target, "it is \(Self.kind(status.st_mode))")
        }
        guard faccessat(AT_FDCWD, target, W_OK, AT_EACCESS) == 0 else {
            close(descriptor)
            throw notReplaced(target, "it is not writable")
        }
        return (descriptor, status)
    }

    /// The error for a `target` left alone for `reason`.
    private func notReplaced(_ target: String, _ reason: String) -> FileError {
        let shown = target == path ? "'\(path)'" : "'\(path)' (the link leads to '\(target)')"
        return FileError(description: "cannot save \(shown): \(reason); it was left alone")
    }

    /// Whether the file at `target` changed since `expected` (nil: it did not exist): replaced, rewritten, or created.
    ///
    /// A file that is gone is no change to keep: the save makes it again.
    private func changedOnDisk(_ target: String, since expected: DiskState?) throws -> Bool {
        let descriptor = open(target, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return false }
            throw failure()
        }
        defer { close(descriptor) }
        guard let expected else { return true }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw failure() }
        do {
            return try !expected.isUnchanged(descriptor, status: status)
        } catch {
            throw FileError(description: "cannot save '\(path)': cannot read '\(target)' to compare: \(error)")
        }
    }

    /// Writes `text` over the file at `target` (the file `status` describes), keeping its inode, and so its names, owner and metadata; returns its new state.
    ///
    /// Room for a text longer than the old one is reserved first, so a full
    /// disk fails before the file is touched.
    private func rewriteInPlace(
        _ target: String, as status: stat, with text: TextStorage, lineEnding: LineEnding
    ) throws -> DiskState {
        let descriptor = open(target, O_WRONLY | O_NONBLOCK | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure() }
        defer { close(descriptor) }
        var now = stat()
        guard fstat(descriptor, &now) == 0, now.st_dev == status.st_dev, now.st_ino == status.st_ino else {
            throw FileError(description: "cannot save '\(path)': '\(target)' was replaced while it was saved")
        }
        let size = Self.encodedSize(of: text, lineEnding: lineEnding)
        if size > Int(now.st_size) {
            let code = posix_fallocate(descriptor, 0, off_t(size))
            if code != 0 && code != EOPNOTSUPP && code != EINVAL {
                errno = code
                throw failure()
            }
        }
        let written = try TextWriting.write(text, lineEnding: lineEnding, to: descriptor, failure: failure)
        guard ftruncate(descriptor, off_t(written.count)) == 0, fsync(descriptor) == 0 else { throw failure() }
        fstat(descriptor, &now)
        return DiskState(now, hash: written.hash)
    }

    /// The number of bytes `text` takes in the file, LF saved as `lineEnding` says.
    private static func encodedSize(of text: TextStorage, lineEnding: LineEnding) -> Int {
        var size = 0
        var encoder = LineEndingEncoder(lineEnding)
        text.forEachChunk(in: 0..<text.utf8Count) { bytes, _ in
            encoder.encode(bytes) { size += $0.count }
            return true
        }
        return size
    }
}
