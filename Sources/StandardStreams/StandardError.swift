import Glibc

/// The process's standard error, for diagnostics: written whole and unbuffered.
public enum StandardError {
    /// Writes `text` as it is.
    public static func write(_ text: String) {
        writeWhole(text, to: STDERR_FILENO)
    }

    /// Writes `line` and a newline in one `write(2)`, so lines from different threads never interleave.
    public static func writeLine(_ line: String) {
        writeWhole(line + "\n", to: STDERR_FILENO)
    }
}
