import Glibc

extension TextFile {
    /// Makes a new, empty file beside the target for a text that must not replace it: `TARGET.conflict`, or the first free `TARGET.conflict.N`; returns it and its state.
    ///
    /// An existing file is never replaced. The new file gets the target's
    /// owner, group and permissions when it exists (so the text is no more
    /// readable there than in the file), 0644 less the umask otherwise.
    func makeConflictFile() throws -> (file: TextFile, state: DiskState) {
        let base = target + ".conflict"
        var original = stat()
        let hasOriginal = stat(target, &original) == 0
        let mode = hasOriginal ? original.st_mode & 0o777 : Self.newFileMode
        for attempt in 0..<100 {
            let candidate = attempt == 0 ? base : "\(base).\(attempt)"
            let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
            if descriptor < 0 {
                if errno == EEXIST { continue }
                throw FileError(description: "cannot save '\(path)' beside it in '\(candidate)': \(Self.reason())")
            }
            defer { close(descriptor) }
            if hasOriginal {
                _ = fchown(descriptor, original.st_uid, original.st_gid)
                fchmod(descriptor, mode)
            }
            var status = stat()
            fstat(descriptor, &status)
            return (TextFile(path: candidate), DiskState(status, hash: ContentHash()))
        }
        throw FileError(description: "cannot save '\(path)' beside it: '\(base)' to '\(base).99' all exist")
    }
}
