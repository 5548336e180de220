import Glibc

/// A failure to read or save the demo's file, with a message for the person running it.
struct FileError: Error, CustomStringConvertible {
    var description: String
}

/// The file `--file` names: read once (see `TextFile+Reading.swift`) and saved in place of the file it was read from (see `TextFile+Saving.swift`).
struct TextFile: Sendable {
    /// The path as given.
    let path: String

    /// The directory holding the path's last component.
    var directory: String { Self.directory(of: path) }

    /// The file that saving writes: the path after every symbolic link, a dangling one included (saving then creates the file it points to).
    var target: String { Self.followingLinks(path) }

    /// Why saving into the target's directory cannot work, or nil when it looks possible (it exists and is writable).
    func directoryProblem() -> String? {
        let directory = Self.directory(of: target)
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

    /// The directory holding the last component of `path`.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let prefix = path[..<slash]
        return prefix.isEmpty ? "/" : String(prefix)
    }

    /// The last component of `path`.
    static func name(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// `path` after following symbolic links in its last component until it names something that is not a link, or nothing.
    ///
    /// Unlike `realpath`, a link to a file that does not exist yet resolves
    /// to that file's path. A relative link is taken from the link's
    /// directory. After 40 links the path is returned as it is, and opening
    /// it fails with "too many levels of symbolic links".
    static func followingLinks(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            var status = stat()
            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK,
                let link = readLink(current)
            else { return current }
            current = link.hasPrefix("/") ? link : directory(of: current) + "/" + link
        }
        return current
    }

    /// The contents of the symbolic link at `path`, or nil.
    private static func readLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The permissions of the existing file, or 0644 less the umask for a new one.
    static func mode(of path: String) -> mode_t {
        var status = stat()
        if stat(path, &status) == 0 { return status.st_mode & 0o7777 }
        return newFileMode
    }

    /// The permissions of a new file: 0644 less the umask.
    static var newFileMode: mode_t {
        let mask = umask(0)
        umask(mask)
        return 0o644 & ~mask
    }

    /// What kind of file `mode` describes, for messages: "a directory", "a FIFO (named pipe)", ….
    static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFREG: "a regular file"
        case S_IFDIR: "a directory"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        default: "not a regular file"
        }
    }

    /// The message of the current `errno`.
    static func reason() -> String {
        String(cString: strerror(errno))
    }

    /// Flushes the directory `path` to disk, so a name just made or renamed in it survives a crash.
    static func flushDirectory(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}
