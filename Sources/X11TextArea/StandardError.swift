import Glibc

/// Writes diagnostic lines to the standard error stream.
enum StandardError {
    /// Writes `line` and a newline with one `write(2)` call, so lines from handlers never interleave.
    static func writeLine(_ line: String) {
        var text = line + "\n"
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(STDERR_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }
}
