import Glibc

/// Captures what the current process writes to standard error while `body` runs.
///
/// File descriptor 2 is pointed at a pipe for the duration, so output from
/// C code and from `write(2)` is caught too. Only for small amounts of
/// output: the pipe is read after `body` returns.
func capturingStandardError(_ body: () throws -> Void) rethrows -> String {
    var descriptors: [Int32] = [0, 0]
    precondition(pipe(&descriptors) == 0, "cannot create a pipe for standard error")
    let saved = dup(STDERR_FILENO)
    dup2(descriptors[1], STDERR_FILENO)
    close(descriptors[1])
    defer {
        dup2(saved, STDERR_FILENO)
        close(saved)
    }
    try body()
    dup2(saved, STDERR_FILENO)
    _ = fcntl(descriptors[0], F_SETFL, O_NONBLOCK)
    var captured: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptors[0], $0.baseAddress!, $0.count) }
        if count <= 0 { break }
        captured.append(contentsOf: chunk[0..<count])
    }
    close(descriptors[0])
    return String(decoding: captured, as: UTF8.self)
}
