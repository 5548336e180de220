import Glibc
import X11TextArea

/// The demo's messages on standard output and standard error.
enum DemoOutput {
    /// Writes `line` and a newline to standard error with the program's name in front, in one `write(2)`.
    static func error(_ line: String) {
        write("textarea-demo: \(line)\n", to: STDERR_FILENO)
    }

    /// Writes `text` to standard output as it is.
    static func output(_ text: String) {
        write(text, to: STDOUT_FILENO)
    }

    /// Reports `message` on standard error and exits with `status`.
    static func fail(_ message: String, status: Int32) -> Never {
        error(message)
        exit(status)
    }

    private static func write(_ text: String, to descriptor: Int32) {
        StandardStream.write(text, to: descriptor)
    }
}
