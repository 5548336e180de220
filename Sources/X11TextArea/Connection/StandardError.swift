import Glibc

/// Writes text whole to the process's standard streams.
public enum StandardStream {
    /// Writes all of `text` to `descriptor` (standard output or error), retrying interrupted and short writes; gives up silently when the stream is closed.
    ///
    /// A line short enough for the pipe goes out in one `write(2)`, so lines
    /// written from different places never interleave.
    public static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 && errno == EINTR { continue }
                if written <= 0 { return }
                offset += written
            }
        }
    }
}

/// Writes diagnostic lines to the standard error stream.
enum StandardError {
    /// Writes `line` and a newline to standard error.
    static func writeLine(_ line: String) {
        StandardStream.write(line + "\n", to: STDERR_FILENO)
    }
}
