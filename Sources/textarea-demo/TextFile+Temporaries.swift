import Glibc

extension TextFile {
    /// The prefix of the temporary files a save of the file `name` makes, before six random characters.
    static func temporaryPrefix(of name: String) -> String {
        ".\(name).textarea-save."
    }

    /// Creates and locks a new temporary file next to the file; returns its descriptor and path.
    ///
    /// The file is locked with `flock` until it is renamed or removed, so a
    /// save killed half-way leaves an unlocked one behind, which the next
    /// save removes first (``removeAbandonedTemporaries(in:of:)``); one
    /// being written by another process stays. Another process's clean-up
    /// may remove the file between its creation and the lock; then a fresh
    /// one is made.
    func createTemporary(in directory: String, of name: String) throws -> (Int32, String) {
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
