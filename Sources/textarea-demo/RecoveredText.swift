import Glibc
import TextAreaCore

/// Where the text goes when it cannot be saved to its file as the demo exits: a new file in `$XDG_STATE_HOME/textarea/recovered/` (by default `~/.local/state/textarea/recovered/`), named after the file and the time.
enum RecoveredText {
    /// The directory recovered texts go to, or nil when neither `XDG_STATE_HOME` nor a home directory is known.
    static var directory: String? {
        if let state = environment("XDG_STATE_HOME"), state.hasPrefix("/") {
            return state + "/textarea/recovered"
        }
        if let home = environment("HOME") ?? homeFromPasswordFile, home.hasPrefix("/") {
            return home + "/.local/state/textarea/recovered"
        }
        return nil
    }

    /// Writes `text` (LF saved as `lineEnding` says) to a new file in ``directory`` named after `path`, such as `notes.txt.2024-05-01-083012` (or `….1`, … when taken); returns its path.
    ///
    /// The directories are made as needed, readable by the user alone, and so
    /// is the file; it is flushed to disk before the path is returned.
    static func write(_ text: TextStorage, lineEnding: LineEnding, of path: String) throws -> String {
        guard let directory else {
            throw FileError(description: "neither XDG_STATE_HOME nor a home directory is known")
        }
        try makeDirectories(directory)
        let base = "\(directory)/\(TextFile.name(of: path)).\(timestamp())"
        for attempt in 0..<100 {
            let candidate = attempt == 0 ? base : "\(base).\(attempt)"
            let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if descriptor < 0 {
                if errno == EEXIST { continue }
                throw FileError(description: "cannot create '\(candidate)': \(TextFile.reason())")
            }
            defer { close(descriptor) }
            let failure = { FileError(description: "cannot write '\(candidate)': \(TextFile.reason())") }
            do {
                _ = try TextWriting.write(text, lineEnding: lineEnding, to: descriptor, failure: failure)
                guard fsync(descriptor) == 0 else { throw failure() }
            } catch {
                unlink(candidate)
                throw error
            }
            TextFile.flushDirectory(directory)
            return candidate
        }
        throw FileError(description: "'\(base)' to '\(base).99' all exist")
    }

    /// Makes `directory` and the directories above it that are missing, each readable by the user alone.
    private static func makeDirectories(_ directory: String) throws {
        var prefix = ""
        for component in directory.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, 0o700) != 0 && errno != EEXIST {
                throw FileError(description: "cannot create the directory '\(prefix)': \(TextFile.reason())")
            }
        }
    }

    /// The local time as `YYYY-MM-DD-HHMMSS`.
    private static func timestamp() -> String {
        var now = time(nil)
        var local = tm()
        localtime_r(&now, &local)
        var buffer = [CChar](repeating: 0, count: 32)
        let count = strftime(&buffer, buffer.count, "%Y-%m-%d-%H%M%S", &local)
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The value of the environment variable `name`, nil when unset or empty.
    private static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        let string = String(cString: value)
        return string.isEmpty ? nil : string
    }

    /// The user's home directory from the password database.
    private static var homeFromPasswordFile: String? {
        guard let entry = getpwuid(getuid()), let home = entry.pointee.pw_dir else { return nil }
        return String(cString: home)
    }
}
