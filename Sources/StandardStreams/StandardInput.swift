import Glibc

/// The process's standard input.
public enum StandardInput {
    /// Reads standard input to its end.
    ///
    /// - Throws: ``StandardInputError`` when `read(2)` fails.
    public static func readAll() throws(StandardInputError) -> [UInt8] {
        var input: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count == 0 { return input }
            if count < 0 {
                if errno == EINTR { continue }
                throw StandardInputError(errorNumber: errno)
            }
            input.append(contentsOf: chunk[..<count])
        }
    }
}

/// Standard input could not be read.
public struct StandardInputError: Error, Equatable, CustomStringConvertible {
    /// The `errno` that `read(2)` set.
    public let errorNumber: Int32

    /// One line saying what failed and why.
    public var description: String { "cannot read standard input: \(String(cString: strerror(errorNumber)))" }
}
