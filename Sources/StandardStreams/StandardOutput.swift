import Glibc

/// The process's standard output, written whole and unbuffered.
public enum StandardOutput {
    /// Writes `text` as it is.
    public static func write(_ text: String) {
        writeWhole(text, to: STDOUT_FILENO)
    }

    /// Writes `line` and a newline in one `write(2)`.
    public static func writeLine(_ line: String) {
        writeWhole(line + "\n", to: STDOUT_FILENO)
    }
}
