import Glibc

/// A command that runs while the test thread does other work (pumping X events), fed and drained without blocking.
///
/// Call ``service()`` often (the selection pump does, and polls
/// ``descriptors``): it writes more of the input, reads what the command
/// wrote, and notices when it exits. A command still running when the
/// object goes away is killed.
final class BackgroundProcess {
    /// The command's process ID.
    let processID: pid_t
    /// Everything the command wrote to standard output so far.
    private(set) var output: [UInt8] = []
    /// Everything the command wrote to standard error so far.
    private(set) var errorOutput: [UInt8] = []
    /// The exit status once the command ended (128 + signal when a signal ended it), nil while it runs.
    private(set) var status: Int32?

    private let input: [UInt8]
    private var inputOffset = 0
    private var inputDescriptor: Int32
    private var outputDescriptor: Int32
    private var errorDescriptor: Int32

    /// Starts `executable` with `arguments` on `display`, to be fed `input` on standard input.
    init(_ executable: String, _ arguments: [String], display: String, input: [UInt8] = []) throws {
        let child = try Subprocess.spawnWithPipes(executable, arguments, environment: ["DISPLAY": display])
        processID = child.processID
        self.input = input
        inputDescriptor = child.input
        outputDescriptor = child.output
        errorDescriptor = child.error
        if input.isEmpty { closeInput() }
    }

    deinit {
        if status == nil {
            kill(processID, SIGKILL)
            var raw: Int32 = 0
            waitpid(processID, &raw, 0)
        }
        closeInput()
        if outputDescriptor >= 0 { close(outputDescriptor) }
        if errorDescriptor >= 0 { close(errorDescriptor) }
    }

    /// Whether the command has exited.
    var hasExited: Bool { status != nil }

    /// Standard output decoded as UTF-8.
    var outputText: String { String(decoding: output, as: UTF8.self) }
    /// Standard error decoded as UTF-8.
    var errorText: String { String(decoding: errorOutput, as: UTF8.self) }

    /// The descriptors worth waiting on: pending input and the output pipes.
    var pollRequests: [pollfd] {
        var requests: [pollfd] = []
        if inputDescriptor >= 0 { requests.append(pollfd(fd: inputDescriptor, events: Int16(POLLOUT), revents: 0)) }
        for descriptor in [outputDescriptor, errorDescriptor] where descriptor >= 0 {
            requests.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0))
        }
        return requests
    }

    /// Writes more input, reads available output, and reaps the command when it exited.
    func service() {
        if inputDescriptor >= 0 {
            let written = input.withUnsafeBytes { bytes in
                write(inputDescriptor, bytes.baseAddress! + inputOffset, bytes.count - inputOffset)
            }
            if written > 0 { inputOffset += written }
            if inputOffset == input.count || (written < 0 && errno != EAGAIN && errno != EINTR) { closeInput() }
        }
        drain(outputDescriptor, into: &output)
        drain(errorDescriptor, into: &errorOutput)
        guard status == nil else { return }
        var raw: Int32 = 0
        if waitpid(processID, &raw, WNOHANG) == processID {
            drain(outputDescriptor, into: &output)
            drain(errorDescriptor, into: &errorOutput)
            let signal = raw & 0x7F
            status = signal == 0 ? (raw >> 8) & 0xFF : 128 + signal
        }
    }

    /// Ends the command with SIGTERM and waits for it.
    func terminate() {
        guard status == nil else { return }
        kill(processID, SIGTERM)
        var raw: Int32 = 0
        waitpid(processID, &raw, 0)
        status = 128 + SIGTERM
    }

    private func closeInput() {
        if inputDescriptor >= 0 {
            close(inputDescriptor)
            inputDescriptor = -1
        }
    }

    private func drain(_ descriptor: Int32, into buffer: inout [UInt8]) {
        guard descriptor >= 0 else { return }
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            if count <= 0 { return }
            buffer.append(contentsOf: chunk[0..<count])
        }
    }
}
