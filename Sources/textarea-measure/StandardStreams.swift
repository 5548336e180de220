import Glibc
import X11TextArea

/// Reading standard input and writing standard output and error, for the commands.
enum StandardStreams {
    /// Reads standard input to its end; exits with status 2 if reading fails.
    static func readAllInput() -> [UInt8] {
        var input: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count == 0 { return input }
            if count < 0 {
                if errno == EINTR { continue }
                writeError("textarea-measure: cannot read standard input")
                exit(2)
            }
            input.append(contentsOf: chunk[..<count])
        }
    }

    /// Writes `text` to standard output as is.
    static func writeOutput(_ text: String) {
        write(text, to: STDOUT_FILENO)
    }

    /// Writes `line` and a newline to standard error.
    static func writeError(_ line: String) {
        write(line + "\n", to: STDERR_FILENO)
    }

    /// Writes all of `text` to a file descriptor, giving up silently if it fails.
    private static func write(_ text: String, to descriptor: Int32) {
        StandardStream.write(text, to: descriptor)
    }
}
