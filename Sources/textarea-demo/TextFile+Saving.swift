import Glibc
import TextAreaCore

extension TextFile {
    /// Replaces the file's contents with `text` so that a crash at any moment leaves either the old or the new file, never a mix.
    ///
    /// Writes a temporary file in the same directory, flushes it to disk,
    /// renames it over the file and flushes the directory. A symbolic link is
    /// followed (its target is replaced); an existing file keeps its
    /// permissions, a new one gets 0644 less the umask.
    ///
    /// The temporary file (`.NAME.textarea-save.XXXXXX`) is locked with
    /// `flock` until it is renamed, so a save killed half-way leaves an
    /// unlocked one behind, which the next save removes first; one being
    /// written by another process stays. Makes no X calls, so it may run on
    /// any thread.
    func write(_ text: TextStorage) throws {
        let target = Self.resolvedPath(path)
        let targetDirectory = TextFile(path: target).directory
        let name = target.split(separator: "/").last.map(String.init) ?? target
        Self.removeAbandonedTemporaries(in: targetDirectory, of: name)
        let (descriptor, temporary) = try createTemporary(in: targetDirectory, of: name)
        var renamed = false
        defer {
            if !renamed { unlink(temporary) }
            // Closing releases the lock, only now that the name is gone one way or the other.
            close(descriptor)
        }
        fchmod(descriptor, Self.mode(of: target))
        try writeAll(text, to: descriptor)
        guard fsync(descriptor) == 0 else {
            throw FileError(description: "cannot save '\(path)': \(Self.reason())")
        }
        guard rename(temporary, target) == 0 else {
            throw FileError(description: "cannot save '\(path)': \(Self.reason())")
        }
        renamed = true
        let directoryDescriptor = open(targetDirectory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryDescriptor >= 0 {
            fsync(directoryDescriptor)
            close(directoryDescriptor)
        }
    }

    /// The prefix of the temporary files a save of the file `name` makes, before six random characters.
    static func temporaryPrefix(of name: String) -> String {
        ".\(name).textarea-save."
    }

    /// Creates and locks a new temporary file next to the file; returns its descriptor and path.
    ///
    /// Another process's clean-up may remove the file between its creation
    /// and the lock; then a fresh one is made.
    private func createTemporary(in directory: String, of name: String) throws -> (Int32, String) {
        for _ in 0..<8 {
            var template = Array("\(directory)/\(Self.temporaryPrefix(of: name))XXXXXX".utf8CString)
            let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard descriptor >= 0 else {
                throw FileError(
                    description: "cannot save '\(path)': cannot create a file in '\(directory)': "
                        + Self.reason())
            }
            let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            // A file system without flock leaves the file unlocked; clean-up then never takes it either.
            _ = flock(descriptor, LOCK_EX)
            var status = stat()
            if fstat(descriptor, &status) == 0 && status.st_nlink == 0 {
                close(descriptor)
                continue
            }
            return (descriptor, temporary)
        }
        throw FileError(description: "cannot save '\(path)': temporary files in '\(directory)' keep disappearing")
    }

    /// Writes all of `text` to `descriptor`, a megabyte at a time, gathered from the storage's chunks into one buffer.
    private func writeAll(_ text: TextStorage, to descriptor: Int32) throws {
        let capacity = 1 << 20
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: capacity)
        defer { buffer.deallocate() }
        var filled = 0
        func drain() throws {
            var written = 0
            while written < filled {
                let count = Glibc.write(descriptor, buffer.baseAddress! + written, filled - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    throw FileError(description: "cannot save '\(path)': \(Self.reason())")
                }
                written += count
            }
            filled = 0
        }
        try text.forEachChunk(in: 0..<text.utf8Count) { bytes, _ in
            var consumed = 0
            while consumed < bytes.count {
                let count = min(bytes.count - consumed, capacity - filled)
                _ = UnsafeMutableBufferPointer(rebasing: buffer[filled..<(filled + count)]).update(
                    fromContentsOf: UnsafeBufferPointer(rebasing: bytes[consumed..<(consumed + count)]))
                filled += count
                consumed += count
                if filled == capacity { try drain() }
            }
            return true
        }
        try drain()
    }

    /// Removes the temporary files of saves of `name` in `directory` that no process is writing: those a killed save left behind.
    ///
    /// A file is removed only while this process holds its lock and it is
    /// still the file at that name.
    static func removeAbandonedTemporaries(in directory: String, of name: String) {
        guard let listing = opendir(directory) else { return }
        let prefix = temporaryPrefix(of: name)
        var candidates: [String] = []
        while let entry = readdir(listing) {
            let entryName = withUnsafeMutablePointer(to: &entry.pointee.d_name) { field in
                // Read up to the NUL only: the entry may be shorter than `dirent`, whose name field is the longest possible.
                field.withMemoryRebound(to: CChar.self, capacity: 1) { String(cString: $0) }
            }
            if entryName.hasPrefix(prefix) && entryName.utf8.count == prefix.utf8.count + 6 {
                candidates.append("\(directory)/\(entryName)")
            }
        }
        closedir(listing)
        for candidate in candidates {
            let descriptor = open(candidate, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            defer { close(descriptor) }
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { continue }
            var opened = stat()
            var named = stat()
            guard fstat(descriptor, &opened) == 0, lstat(candidate, &named) == 0,
                opened.st_dev == named.st_dev, opened.st_ino == named.st_ino,
                opened.st_mode & S_IFMT == S_IFREG
            else { continue }
            unlink(candidate)
        }
    }
}
